import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { historyFromJSON } from '@temporalio/common/lib/proto-utils';
import { DefaultLogger, Runtime, Worker, type ReplayResult } from '@temporalio/worker';
import * as workflows from '../../workflows/src/workflows';
import { DEFAULT_WORKFLOWS, workflowCode } from './support/workflow-bundle';

jest.setTimeout(120_000);

/** Recorded by scripts/record-workflow-histories.mjs: one execution of each workflow, and of each patched one before its patch. */
const HISTORIES = path.join(__dirname, 'fixtures/workflow-histories');
const files = readdirSync(HISTORIES)
  .filter((file) => file.endsWith('.json'))
  .sort();

/** The workflow type a history ran (its file is named `<workflowType>[.<variant>].json`). */
const workflowTypeOf = (file: string) => file.split('.')[0];

// Executions already running when a worker with new workflow code starts replay on it; a change that
// would make them take another path (non-determinism) fails here, offline, without a Temporal server.
describe('replaying the recorded workflow histories on the current workflow code', () => {
  const results = new Map<string, ReplayResult>();

  beforeAll(async () => {
    Runtime.install({ logger: new DefaultLogger('WARN') });
    const workflowBundle = await workflowCode(DEFAULT_WORKFLOWS);
    const histories = files.map((file) => ({ workflowId: file, history: historyFromJSON(JSON.parse(readFileSync(path.join(HISTORIES, file), 'utf8'))) }));
    for await (const result of Worker.runReplayHistories({ workflowBundle }, histories)) results.set(result.workflowId, result);
  });

  it('has a history of every workflow the worker registers, and of each patched one before its patch', () => {
    const recorded = new Set(files.map(workflowTypeOf));
    expect([...recorded].sort()).toEqual(Object.keys(workflows).sort());
    expect(files).toEqual(
      expect.arrayContaining(['trackerRunWorkflow.pre-tracker-step-queue.json', 'reportRenderWorkflow.pre-render-slots.json', 'scheduledReportDeliveryWorkflow.pre-report-delivery-job.json']),
    );
  });

  it.each(files)('replays %s without a determinism violation', (file) => {
    const result = results.get(file);
    expect(result).toBeDefined();
    expect(result?.error).toBeUndefined();
  });
});
