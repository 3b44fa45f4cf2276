import 'reflect-metadata';
import { Client, Connection } from '@temporalio/client';
import { bundleWorkflowCode, NativeConnection, Worker } from '@temporalio/worker';
import pino from 'pino';
import { loadConfig } from '@rankcraft/api/dist/config';
import { openDatabase } from '@rankcraft/api/dist/db/orm';
import { createTemporalActivities } from '@rankcraft/api/dist/modules/jobs/activities';
import { createAppDeps } from '@rankcraft/api/dist/app/deps';
import { createActivityServices } from '@rankcraft/api/dist/app/services';
import { ensurePeriodicPassSchedules } from '@rankcraft/api/dist/app/periodic-passes';
import { ACTIVITY_SLOTS_PER_WORKER, JOB_KINDS, jobTaskQueue, trackerStepQueue, trackerStepSlots } from './shared/job-queues';

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
  const activities = createTemporalActivities(createActivityServices(deps));
  const workflowBundle = await bundleWorkflowCode({ workflowsPath: require.resolve('./workflows') });
  // Each kind on its own task queue and activity slots (see jobTaskQueue), and the tracker runs' steps
  // on theirs (see trackerStepQueue), in one process.
  const workers = await Promise.all([
    ...JOB_KINDS.map((kind) =>
      Worker.create({ connection, namespace, taskQueue: jobTaskQueue(taskQueue, kind), workflowBundle, activities, maxConcurrentActivityTaskExecutions: ACTIVITY_SLOTS_PER_WORKER[kind] }),
    ),
    Worker.create({ connection, namespace, taskQueue: trackerStepQueue(taskQueue), activities, maxConcurrentActivityTaskExecutions: trackerStepSlots(config.serp.concurrency) }),
  ]);
  const shutdown = () => workers.filter((worker) => worker.getState() === 'RUNNING').forEach((worker) => worker.shutdown());
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, shutdown);
  logger.info({ taskQueues: [...JOB_KINDS.map((kind) => jobTaskQueue(taskQueue, kind)), trackerStepQueue(taskQueue)], address }, 'Rankcraft worker running');
  try {
    // One Worker ending (a fatal error) stops the other, and the process ends with its error.
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
