import path from 'node:path';
import { DefaultLogger, NativeConnection, Runtime, Worker, bundleWorkflowCode } from '@temporalio/worker';
import { createTemporalActivities } from '../../src/modules/jobs/activities';
import type { TestApp } from './test-app';

let runtimeInstalled = false;

export interface TestWorker {
  /** Stops the worker gracefully (its running activity finishes) and starts a fresh one. */
  replace(): Promise<void>;
  stop(): Promise<void>;
}

/** A real Temporal worker in the test process, running the app's activities on its own task queue. */
export async function startTestWorker(app: TestApp, address: string, taskQueue: string): Promise<TestWorker> {
  if (!runtimeInstalled) {
    Runtime.install({ logger: new DefaultLogger('WARN') });
    runtimeInstalled = true;
  }
  const workflowBundle = await bundleWorkflowCode({ workflowsPath: path.resolve(__dirname, '../../../workflows/src/workflows/index.ts'), logger: new DefaultLogger('WARN') });
  const connection = await NativeConnection.connect({ address });
  const start = async () => {
    const worker = await Worker.create({ connection, taskQueue, workflowBundle, activities: createTemporalActivities(app.deps), shutdownGraceTime: '30s' });
    return { worker, running: worker.run() };
  };
  let current = await start();
  const stopCurrent = async () => {
    current.worker.shutdown();
    await current.running;
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
