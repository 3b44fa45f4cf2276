// The built app in this process (the api's own startApp), as most benches run it.
import { randomBytes } from 'node:crypto';
import { onCleanup } from './cleanup.mjs';
import { requireBuilt, requireFromApi } from './paths.mjs';

/**
 * Starts the app on a free port of 127.0.0.1 with NODE_ENV=test, a random JWT_SECRET and `env` on top
 * (DATA_DIR, ADMIN_EMAIL, vendors, ...). `database` overrides the config's database (e.g. an embedded one
 * in DATA_DIR, or a pool of another size); `logger` the app's logger. Returns the app and its config.
 * The caller stops it (`app.stop()`); clean-up stops it too (first, after an error or Ctrl-C: before its
 * database is dropped). Stopping twice is harmless: the app's stop() returns the same promise.
 */
export async function startInProcessApp(env, { database, logger } = {}) {
  // Loaded here, not on import: a bench checks that api/dist is there before it starts anything.
  requireFromApi('reflect-metadata');
  const { startApp } = requireBuilt('server/app.js');
  const { loadConfig } = requireBuilt('config.js');
  const config = loadConfig({ NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', JWT_SECRET: randomBytes(32).toString('hex'), ...env });
  const app = await startApp(database ? { ...config, database } : config, logger);
  onCleanup(() => app.stop());
  return { app, config };
}
