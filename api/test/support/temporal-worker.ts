import path from 'node:path';
import { DefaultLogger, NativeConnection, Runtime, Worker, bundleWorkflowCode } from '@temporalio/worker';
import { ACTIVITY_SLOTS_PER_WORKER, JOB_KINDS, jobTaskQueue } from '@rankcraft/workflows';
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
 * does: a Worker per kind of job on that kind's task queue (derived from `taskQueue`), with its slots.
 */
export async function startTestWorker(app: TestApp, address: string, taskQueue: string): Promise<TestWorker> {
  if (!runtimeInstalled) {
    Runtime.install({ logger: new DefaultLogger('WARN') });
    runtimeInstalled = true;
  }
  const workflowBundle = await bundleWorkflowCode({ workflowsPath: path.resolve(__dirname, '../../../workflows/src/workflows/index.ts'), logger: new DefaultLogger('WARN') });
  const connection = await NativeConnection.connect({ address });
  const activities = createTemporalActivities(createActivityServices(app.deps));
  const start = () =>
    Promise.all(
      JOB_KINDS.map(async (kind) => {
        const worker = await Worker.create({
          connection,
          taskQueue: jobTaskQueue(taskQueue, kind),
          workflowBundle,
          activities,
          maxConcurrentActivityTaskExecutions: ACTIVITY_SLOTS_PER_WORKER[kind],
          shutdownGraceTime: '30s',
        });
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
