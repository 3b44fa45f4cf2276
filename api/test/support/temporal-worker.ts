import path from 'node:path';
import { DefaultLogger, NativeConnection, Runtime, Worker, bundleWorkflowCode } from '@temporalio/worker';
import { ACTIVITY_SLOTS_PER_WORKER, JOB_KINDS, jobTaskQueue, trackerStepQueue, trackerStepSlots } from '@rankcraft/workflows';
import { createActivityServices } from '../../src/app/services';
import { createTemporalActivities } from '../../src/modules/jobs/activities';
import type { TestApp } from './test-app';

let runtimeInstalled = false;

export interface TestWorker {
  /** Stops the worker gracefully (its running activities finish) and starts a fresh one. */
  replace(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A real Temporal worker in the test process, running the app's activities as `npm run worker`
 * does: a Worker per kind of job on that kind's task queue (derived from `taskQueue`), with its
 * slots, and one for the tracker runs' steps.
 */
export async function startTestWorker(app: TestApp, address: string, taskQueue: string): Promise<TestWorker> {
  if (!runtimeInstalled) {
    Runtime.install({ logger: new DefaultLogger('WARN') });
    runtimeInstalled = true;
  }
  const workflowBundle = await bundleWorkflowCode({ workflowsPath: path.resolve(__dirname, '../../../workflows/src/workflows/index.ts'), logger: new DefaultLogger('WARN') });
  const connection = await NativeConnection.connect({ address });
  const activities = createTemporalActivities(createActivityServices(app.deps));
  const queues = [
    ...JOB_KINDS.map((kind) => ({ taskQueue: jobTaskQueue(taskQueue, kind), workflowBundle, maxConcurrentActivityTaskExecutions: ACTIVITY_SLOTS_PER_WORKER[kind] })),
    { taskQueue: trackerStepQueue(taskQueue), maxConcurrentActivityTaskExecutions: trackerStepSlots(app.deps.config.serp.concurrency) },
  ];
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
