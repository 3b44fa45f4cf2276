import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DefaultLogger, NativeConnection, Runtime, Worker, bundleWorkflowCode } from '@temporalio/worker';
import temporalWorkerPackage from '@temporalio/worker/package.json';
import temporalWorkflowPackage from '@temporalio/workflow/package.json';
import { jobWorkerQueues } from '../../src/app/job-worker-queues';
import { createWorkerActivities } from '../../src/app/worker-activities';
import type { TestApp } from './test-app';

let runtimeInstalled = false;

export interface TestWorker {
  /** Stops the worker gracefully (its running activities finish) and starts a fresh one. */
  replace(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A real Temporal worker in the test process, running the app's activities as `npm run worker`
 * does: a Worker per registered kind of job on that kind's task queue (derived from `taskQueue`),
 * with its slots, and one for the tracker runs' steps. `workflowsPath`: a module exporting the
 * app's workflows and a test's own (for a test-only job kind).
 */
export async function startTestWorker(app: TestApp, address: string, taskQueue: string, workflowsPath = DEFAULT_WORKFLOWS): Promise<TestWorker> {
  if (!runtimeInstalled) {
    Runtime.install({ logger: new DefaultLogger('WARN') });
    runtimeInstalled = true;
  }
  const workflowBundle = await workflowCode(workflowsPath);
  const connection = await NativeConnection.connect({ address });
  const activities = createWorkerActivities(app.deps);
  const queues = jobWorkerQueues(app.deps, taskQueue).map(({ runsWorkflows, ...queue }) => ({ ...queue, ...(runsWorkflows ? { workflowBundle } : {}) }));
  const start = () =>
    Promise.all(
      queues.map(async (queue) => {
        const worker = await Worker.create({ connection, activities, shutdownGraceTime: '30s', ...queue });
        return { worker, running: worker.run() };
      }),
    );
  let current = await start();
  const stopCurrent = async () => {
    for (const { worker } of current) worker.shutdown();
    await Promise.all(current.map(({ running }) => running));
  };
  return {
    async replace() {
      await stopCurrent();
      current = await start();
    },
    async stop() {
      await stopCurrent();
      await connection.close();
    },
  };
}

const WORKFLOWS_SRC = path.resolve(__dirname, '../../../workflows/src');
const DEFAULT_WORKFLOWS = path.join(WORKFLOWS_SRC, 'workflows/index.ts');
const QUICK_RETRIES = path.resolve(__dirname, 'quick-activity-retries.ts');

/**
 * The workflows' bundle, with quick activity retries (quick-activity-retries.ts), made once per machine
 * for the workflows' sources as they are (a hash of every file under workflows/src, the interceptor and
 * the Temporal SDK's versions names it) and kept in the temp
 * directory: bundling takes a second or more of each test file's time otherwise. Written under a
 * name of its own and renamed, so a test file reads either no bundle or a whole one.
 */
async function workflowCode(workflowsPath: string): Promise<{ code: string }> {
  const hash = createHash('sha256').update(`${temporalWorkerPackage.version} ${temporalWorkflowPackage.version}\0${workflowsPath}\0`);
  if (workflowsPath !== DEFAULT_WORKFLOWS) hash.update(readFileSync(workflowsPath));
  for (const file of (readdirSync(WORKFLOWS_SRC, { recursive: true }) as string[]).sort()) {
    const full = path.join(WORKFLOWS_SRC, file);
    if (/\.[cm]?[jt]s$/.test(file)) hash.update(`${file}\0`).update(readFileSync(full)).update('\0');
  }
  hash.update(readFileSync(QUICK_RETRIES));
  const cached = path.join(tmpdir(), `rankcraft-workflow-bundle-${hash.digest('hex').slice(0, 16)}.js`);
  if (existsSync(cached)) return { code: readFileSync(cached, 'utf8') };
  const { code } = await bundleWorkflowCode({
    workflowsPath,
    workflowInterceptorModules: [QUICK_RETRIES],
    logger: new DefaultLogger('WARN'),
  });
  const staging = `${cached}.${randomBytes(6).toString('hex')}`;
  writeFileSync(staging, code);
  renameSync(staging, cached);
  return { code };
}
