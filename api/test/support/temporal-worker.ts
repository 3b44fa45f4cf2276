import { DefaultLogger, NativeConnection, Runtime, Worker } from '@temporalio/worker';
import { jobWorkerQueues } from '../../src/app/job-worker-queues';
import { createWorkerActivities } from '../../src/app/worker-activities';
import type { TestApp } from './test-app';
import { DEFAULT_WORKFLOWS, workflowCode } from './workflow-bundle';

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
        // debugMode: the workflows run in this thread, as the SDK's replayer runs them, instead of in a thread per
        // Worker (one per job kind) that loads the workflow bundle afresh: ~5 s of CPU per test app, most of what
        // a Temporal test app cost. The workflow code and the server's history are the same either way; only the
        // SDK's 5 s limit on one workflow activation is off.
        const worker = await Worker.create({ connection, activities, shutdownGraceTime: '30s', debugMode: true, ...queue });
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
