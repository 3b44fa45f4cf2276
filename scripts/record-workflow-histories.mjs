/**
 * Records the event histories that api/test/workflow-replay.spec.ts replays against the current workflow
 * code, so a workflow change that would break executions already running (non-determinism) fails CI.
 *
 * Run against a Temporal server (the dev server is enough), from the repository root:
 *
 *   TEMPORAL_ADDRESS=127.0.0.1:7233 node scripts/record-workflow-histories.mjs
 *
 * It runs every workflow the worker registers once, for real, on that server, with a worker of its own
 * on a fresh task queue, and writes each execution's history as JSON to
 * api/test/fixtures/workflow-histories/<workflowType>[.<variant>].json. The activities are scripted here
 * (no database or vendor behind them): replay checks the workflow's commands, not what the activities
 * did, so they only answer what steers each workflow down its paths (parallel steps, a durable timer,
 * a child workflow, a failed step, a job that fails).
 *
 * For each `patched(...)` branch it also records the workflow as it was before the patch: the workflow
 * sources of the commit before the one that added the patch are bundled and run once, saved as
 * <workflowType>.pre-<patch>.json. A workflow change that would break executions in flight goes behind a
 * new `patched(...)`: add it to PATCHES with the commit that adds it, and run this again.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client, Connection } from '@temporalio/client';
import { ApplicationFailure } from '@temporalio/common';
import { historyToJSON } from '@temporalio/common/lib/proto-utils.js';
import { DefaultLogger, NativeConnection, Runtime, Worker, bundleWorkflowCode } from '@temporalio/worker';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'api/test/fixtures/workflow-histories');
const PRE_PATCH_SOURCES = path.join(ROOT, '.pre-patch-workflows');
const CURRENT_WORKFLOWS = path.join(ROOT, 'workflows/src/workflows/index.ts');

/** Each patch with the commit that added it: the workflow sources of its parent are the code before the patch. */
const PATCHES = [
  { patch: 'tracker-step-queue', workflowType: 'trackerRunWorkflow', addedIn: '6cd80e85b3a975c82068befd4e8548997843d1f8' },
  { patch: 'render-slots', workflowType: 'reportRenderWorkflow', addedIn: 'dfdb51561b92587bc855a5d46f7366af305d3c92' },
  { patch: 'report-delivery-job', workflowType: 'scheduledReportDeliveryWorkflow', addedIn: '4b874ce5e12b5017214de27278de69fcff66c3b5' },
];

const address = process.env.TEMPORAL_ADDRESS;
if (!address) throw new Error('Set TEMPORAL_ADDRESS to a Temporal server (e.g. the dev server at 127.0.0.1:7233).');

/** A failure the activity's retry policy does not retry, as a vendor's permanent error would be. */
const permanent = (message) => ApplicationFailure.nonRetryable(message, 'PermanentFailure');

/** Calls per job id, so an activity can answer differently on its second call (a retry round, a free slot). */
const calls = new Map();
const callCount = (name, jobId) => {
  const key = `${name} ${jobId}`;
  calls.set(key, (calls.get(key) ?? 0) + 1);
  return calls.get(key);
};

const activities = {
  endJobUnfinished: async () => undefined,
  startTrackerRun: async () => ({ runId: 'run-1', batches: [['seo tools', 'rank tracker'], ['keyword research']], devices: ['desktop', 'mobile'], concurrency: 2 }),
  checkTrackerKeywords: async ({ keywords }) => (keywords.includes('keyword research') ? { failure: 'The search provider did not answer.' } : {}),
  finishTrackerRun: async () => undefined,
  createScheduledTrackerJob: async ({ slotKey }) => `${slotKey}-job`,
  startArticleJob: async () => ({ concurrency: 2, articles: [{ index: 0, keyword: 'seo tools', optimise: true }, { index: 1, keyword: 'rank tracker' }] }),
  outlineArticle: async () => 2,
  writeArticleSection: async () => undefined,
  reviseArticle: async ({ revision }) => revision === 0,
  assembleArticle: async () => undefined,
  finishArticleJob: async () => undefined,
  startContentBrief: async () => ({ concurrency: 2, pages: [0, 1, 2] }),
  readBriefPage: async () => undefined,
  finishContentBrief: async () => undefined,
  sendDueDigests: async () => undefined,
  startStrandedJobs: async () => undefined,
  deliverWebhooks: async ({ jobId }) => ({ retryInMs: callCount('deliverWebhooks', jobId) === 1 ? 200 : null }),
  sendAlertEmails: async ({ jobId }) => {
    if (jobId.includes('failed')) throw permanent('The mail server refused the message.');
  },
  backfillCompany: async () => undefined,
  pruneSnapshots: async () => undefined,
  pruneAuditEvents: async () => 0,
  startScheduledReportDelivery: async ({ slotKey }) => `${slotKey}-job`,
  deliverReportJob: async ({ jobId }) => {
    if (jobId.includes('failed')) throw permanent('The mail server refused the message.');
  },
  createScheduledReportDelivery: async ({ slotKey }) => `${slotKey}-delivery`,
  deliverReport: async ({ deliveryId }) => {
    if (deliveryId.includes('failed')) throw permanent('The mail server refused the message.');
  },
  failReportDelivery: async () => undefined,
  startBulkResearch: async () => ({ concurrency: 2, batches: [0, 1] }),
  researchBatch: async ({ batch }) => {
    if (batch === 1) throw permanent('The keyword data provider refused the batch.');
  },
  failBulkBatch: async () => undefined,
  finishBulkResearch: async () => undefined,
  claimRenderSlot: async ({ jobId }) => callCount('claimRenderSlot', jobId) > 1,
  renderReport: async () => undefined,
  startAiVisibilityRun: async () => ({ concurrency: 2, batches: [0, 1, 2] }),
  askAiVisibilityBatch: async ({ batch }) => {
    if (batch === 2) throw permanent('The AI answer engine did not answer.');
  },
  failAiVisibilityBatch: async () => undefined,
  finishAiVisibilityRun: async () => undefined,
  reextractAiAnswers: async () => undefined,
  createScheduledAiVisibilityJob: async ({ slotKey }) => `${slotKey}-job`,
  pruneAiAnswers: async () => 0,
  startSearchConsoleSync: async () => ({ steps: 2 }),
  syncSearchConsoleStep: async () => undefined,
  finishSearchConsoleSync: async () => undefined,
  startSearchConsoleDailySyncs: async () => 2,
};

/** What each history runs: its file name, workflow type and arguments; `fails`: the execution ends failed. */
const RUNS = [
  { name: 'trackerRunWorkflow', type: 'trackerRunWorkflow', args: (id) => [{ jobId: id }] },
  { name: 'articleWorkflow', type: 'articleWorkflow', args: (id) => [{ jobId: id }] },
  { name: 'contentBriefWorkflow', type: 'contentBriefWorkflow', args: (id) => [{ jobId: id }] },
  { name: 'webhookDeliveryWorkflow', type: 'webhookDeliveryWorkflow', args: (id) => [{ jobId: id }] },
  { name: 'alertEmailWorkflow', type: 'alertEmailWorkflow', args: (id) => [{ jobId: id }] },
  { name: 'alertEmailWorkflow.failed', type: 'alertEmailWorkflow', args: (id) => [{ jobId: `${id}-failed` }], fails: true },
  { name: 'trackerBackfillWorkflow', type: 'trackerBackfillWorkflow', args: (id) => [{ jobId: id }] },
  { name: 'bulkResearchWorkflow', type: 'bulkResearchWorkflow', args: (id) => [{ jobId: id }] },
  { name: 'reportRenderWorkflow', type: 'reportRenderWorkflow', args: (id) => [{ jobId: id }] },
  { name: 'snapshotRetentionWorkflow', type: 'snapshotRetentionWorkflow', args: () => [] },
  { name: 'auditRetentionWorkflow', type: 'auditRetentionWorkflow', args: () => [] },
  { name: 'scheduledTrackerRunWorkflow', type: 'scheduledTrackerRunWorkflow', args: () => [{ instanceId: 'instance-1' }] },
  { name: 'digestsWorkflow', type: 'digestsWorkflow', args: () => [] },
  { name: 'jobStartSweepWorkflow', type: 'jobStartSweepWorkflow', args: () => [] },
  { name: 'reportDeliveryWorkflow', type: 'reportDeliveryWorkflow', args: (id) => [{ deliveryId: id }] },
  { name: 'reportDeliveryWorkflow.failed', type: 'reportDeliveryWorkflow', args: (id) => [{ deliveryId: `${id}-failed` }], fails: true },
  { name: 'reportDeliveryJobWorkflow', type: 'reportDeliveryJobWorkflow', args: (id) => [{ jobId: id }] },
  { name: 'reportDeliveryJobWorkflow.failed', type: 'reportDeliveryJobWorkflow', args: (id) => [{ jobId: `${id}-failed` }], fails: true },
  { name: 'scheduledReportDeliveryWorkflow', type: 'scheduledReportDeliveryWorkflow', args: () => [{ reportId: 'report-1' }] },
  { name: 'aiVisibilityRunWorkflow', type: 'aiVisibilityRunWorkflow', args: (id) => [{ jobId: id }] },
  { name: 'aiVisibilityReextractionWorkflow', type: 'aiVisibilityReextractionWorkflow', args: (id) => [{ jobId: id }] },
  { name: 'scheduledAiVisibilityRunWorkflow', type: 'scheduledAiVisibilityRunWorkflow', args: () => [{ projectId: 'project-1' }] },
  { name: 'aiAnswerRetentionWorkflow', type: 'aiAnswerRetentionWorkflow', args: () => [] },
  { name: 'searchConsoleSyncWorkflow', type: 'searchConsoleSyncWorkflow', args: (id) => [{ jobId: id }] },
  { name: 'searchConsoleDailyWorkflow', type: 'searchConsoleDailyWorkflow', args: () => [] },
];

/** Runs `runs` on a worker of `workflowsPath`'s bundle and writes each history. */
async function record(client, connection, workflowsPath, runs) {
  const taskQueue = `workflow-histories-${randomBytes(4).toString('hex')}`;
  const { code } = await bundleWorkflowCode({ workflowsPath, logger: new DefaultLogger('WARN') });
  // The tracker run's steps go to a queue of their own beside the run's (trackerStepQueue).
  const [worker, stepWorker] = await Promise.all(
    [taskQueue, `${taskQueue}-tracker-steps`].map((queue) => Worker.create({ connection, taskQueue: queue, activities, workflowBundle: { code } })),
  );
  const steps = stepWorker.run();
  try {
    await worker.runUntil(async () => {
      for (const run of runs) await recordOne(client, taskQueue, run);
    });
  } finally {
    stepWorker.shutdown();
    await steps;
  }
}

async function recordOne(client, taskQueue, run) {
  const workflowId = `history-${run.name}-${randomBytes(4).toString('hex')}`;
  const handle = await client.workflow.start(run.type, { workflowId, taskQueue, args: run.args(workflowId) });
  const outcome = await handle.result().then(
    () => 'completed',
    () => 'failed',
  );
  if (outcome !== (run.fails ? 'failed' : 'completed')) throw new Error(`${run.name} ended ${outcome}`);
  const history = await handle.fetchHistory();
  writeFileSync(path.join(OUT, `${run.name}.json`), `${JSON.stringify(JSON.parse(historyToJSON(history)), null, 2)}\n`);
  console.log(`recorded ${run.name} (${history.events.length} events)`);
}

/**
 * The workflow sources as they were before `addedIn`, in a directory of the checkout (so their imports
 * resolve to its node_modules; the bundler compiles no TypeScript under node_modules), removed at the end.
 */
function sourcesBefore(addedIn) {
  const dir = path.join(PRE_PATCH_SOURCES, addedIn);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const archive = execFileSync('git', ['-C', ROOT, 'archive', `${addedIn}^`, 'workflows/src']);
  execFileSync('tar', ['-x', '-C', dir], { input: archive });
  return path.join(dir, 'workflows/src/workflows/index.ts');
}

Runtime.install({ logger: new DefaultLogger('WARN') });
mkdirSync(OUT, { recursive: true });
const connection = await NativeConnection.connect({ address });
const clientConnection = await Connection.connect({ address });
const client = new Client({ connection: clientConnection });
try {
  await record(client, connection, CURRENT_WORKFLOWS, RUNS);
  for (const { patch, workflowType, addedIn } of PATCHES) {
    const run = RUNS.find((candidate) => candidate.name === workflowType);
    await record(client, connection, sourcesBefore(addedIn), [{ ...run, name: `${workflowType}.pre-${patch}` }]);
  }
} finally {
  rmSync(PRE_PATCH_SOURCES, { recursive: true, force: true });
  await clientConnection.close();
  await connection.close();
}
