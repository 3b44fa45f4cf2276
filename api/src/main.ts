import 'reflect-metadata';
import { loadConfig } from './config';
import { createLogger } from './server/logger';
import { startApp } from './server/app';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config);
  const app = await startApp(config, logger);
  logger.info(`Rankcraft is running at http://localhost:${app.port}`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) {
      logger.warn({ signal }, 'second signal while stopping: exiting now');
      process.exit(1);
    }
    stopping = true;
    logger.info({ signal }, 'shutting down');
    try {
      await app.stop();
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
