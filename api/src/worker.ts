import 'reflect-metadata';
import path from 'node:path';
import { Client, Connection } from '@temporalio/client';
import { bundleWorkflowCode, NativeConnection, Worker } from '@temporalio/worker';
import pino from 'pino';
import { createAppDeps } from './app/deps';
import { ensurePeriodicPassSchedules } from './app/periodic-passes';
import { jobWorkerQueues } from './app/job-worker-queues';
import { createWorkerActivities } from './app/worker-activities';
import { loadConfig } from './config';
import { openDatabase } from './db/orm';

/** The built workflows (deterministic code only), bundled for the Workers' sandbox. */
const WORKFLOWS_PATH = path.join(path.dirname(require.resolve('@rankcraft/workflows/package.json')), 'dist/workflows/index.js');

/** `npm run worker`: runs the jobs' workflows and activities for the api's Temporal client, one Worker per kind of job. */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.temporal || config.database.kind !== 'postgres') {
    throw new Error('The worker needs TEMPORAL_ADDRESS and DATABASE_URL: embedded mode runs jobs inside the api process.');
  }
  const { address, namespace, taskQueue } = config.temporal;
  const logger = pino({ level: config.logLevel });
  const database = await openDatabase(config.database);
  const deps = await createAppDeps(config, logger, database);
  const connection = await NativeConnection.connect({ address });
  // The periodic passes run on this worker's queues: whichever of the api and the worker starts first creates their Schedules.
  const clientConnection = await Connection.connect({ address });
  await ensurePeriodicPassSchedules(new Client({ connection: clientConnection, namespace }), taskQueue, config);
  await clientConnection.close();
  const activities = createWorkerActivities(deps);
  const workflowBundle = await bundleWorkflowCode({ workflowsPath: WORKFLOWS_PATH });
  const queues = jobWorkerQueues(deps, taskQueue);
  const workers = await Promise.all(
    queues.map(({ runsWorkflows, ...queue }) => Worker.create({ connection, namespace, activities, ...(runsWorkflows ? { workflowBundle } : {}), ...queue })),
  );
  const shutdown = () => workers.filter((worker) => worker.getState() === 'RUNNING').forEach((worker) => worker.shutdown());
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, shutdown);
  logger.info({ taskQueues: queues.map((queue) => queue.taskQueue), address }, 'Rankcraft worker running');
  try {
    // One Worker ending (a fatal error) stops the others, and the process ends with its error.
    const ended = await Promise.allSettled(workers.map((worker) => worker.run().finally(shutdown)));
    const failed = ended.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  } finally {
    await connection.close();
    await deps.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
