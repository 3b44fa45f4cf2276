import 'reflect-metadata';
import { NativeConnection, Worker } from '@temporalio/worker';
import pino from 'pino';
import { loadConfig } from '@rankcraft/api/dist/config';
import { openDatabase } from '@rankcraft/api/dist/db/orm';
import { createTemporalActivities } from '@rankcraft/api/dist/modules/jobs/activities';
import { createAppDeps } from '@rankcraft/api/dist/server/deps';

/** `npm run worker`: runs tracker workflows and their activities for the api's Temporal client. */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.temporal || config.database.kind !== 'postgres') {
    throw new Error('The worker needs TEMPORAL_ADDRESS and DATABASE_URL: embedded mode runs jobs inside the api process.');
  }
  const logger = pino({ level: config.logLevel });
  const database = await openDatabase(config.database);
  const deps = await createAppDeps(config, logger, database);
  const connection = await NativeConnection.connect({ address: config.temporal.address });
  const worker = await Worker.create({
    connection,
    namespace: config.temporal.namespace,
    taskQueue: config.temporal.taskQueue,
    workflowsPath: require.resolve('./workflows'),
    activities: createTemporalActivities(deps),
  });
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => worker.shutdown());
  logger.info({ taskQueue: config.temporal.taskQueue, address: config.temporal.address }, 'Rankcraft worker running');
  try {
    await worker.run();
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
