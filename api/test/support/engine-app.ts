import { randomUUID } from 'node:crypto';
import type { AppJobKind } from '../../src/app/job-kinds';
import { startTestWorker, type TestWorker } from './temporal-worker';
import { startTestApp, type TestApp } from './test-app';
import type { TestDatabase } from './test-database';

const TEMPORAL_ADDRESS = process.env.TEMPORAL_ADDRESS;

/** The job engines a test can run on here: in process always, Temporal when TEMPORAL_ADDRESS names a server. */
export const ENGINES = TEMPORAL_ADDRESS ? (['in-process', 'temporal'] as const) : (['in-process'] as const);
export type Engine = (typeof ENGINES)[number];

export interface EngineApp extends TestApp {
  /** The Temporal worker running the app's jobs in this process; none on the in-process engine. */
  worker?: TestWorker;
}

/** Job kinds a test registers beside the app's, with the module exporting their workflows and the app's (for the Temporal worker). */
export interface ExtraJobKinds {
  kinds: readonly AppJobKind[];
  workflowsPath: string;
}

/**
 * The test app running its jobs on `engine`: in process, or on Temporal with a task queue of its own
 * and a worker in this process. `close()` stops the worker before the app.
 */
export async function startEngineApp(engine: Engine, env: Record<string, string> = {}, database?: TestDatabase, extra?: ExtraJobKinds): Promise<EngineApp> {
  const options = { extraJobKinds: extra?.kinds };
  if (engine === 'in-process') return startTestApp(env, database, options);
  const taskQueue = `rankcraft-test-${randomUUID()}`;
  const app = await startTestApp({ ...env, TEMPORAL_ADDRESS: TEMPORAL_ADDRESS!, TEMPORAL_TASK_QUEUE: taskQueue }, database, options);
  let worker: TestWorker;
  try {
    worker = await startTestWorker(app, TEMPORAL_ADDRESS!, taskQueue, extra?.workflowsPath);
  } catch (error) {
    await app.close();
    throw error;
  }
  return {
    ...app,
    worker,
    async close() {
      await worker.stop();
      await app.close();
    },
  };
}
