// Throwaway PostgreSQL databases on the server BENCH_DATABASE_URL names, dropped at clean-up (also after
// an error or Ctrl-C), and the app's database for benches that run on the embedded default without it.
import { randomBytes } from 'node:crypto';
import { onCleanup, tempDir } from './cleanup.mjs';
import { requireFromApi } from './paths.mjs';

const { Client } = requireFromApi('pg');

/** Runs `work(client)` on a client connected to `serverUrl`, and closes it. */
export async function withServerClient(serverUrl, work) {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Creates `rankcraft_bench_<label>_<random>` on the server. `drop()` drops it (and forgets the clean-up);
 * `keep()` forgets the clean-up so the database outlives the bench.
 */
export async function createDatabase(serverUrl, label) {
  const name = `rankcraft_bench_${label}_${randomBytes(4).toString('hex')}`;
  await withServerClient(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dropNow = () => withServerClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
  const forget = onCleanup(dropNow);
  return {
    name,
    url: url.toString(),
    drop: async () => {
      forget();
      await dropNow();
    },
    keep: forget,
  };
}

/**
 * The app's data: a temp DATA_DIR (prefix `prefix`), and with BENCH_DATABASE_URL a fresh database there
 * (`databaseUrl`), else the embedded PGlite in the DATA_DIR. `env` holds DATA_DIR and DATABASE_URL as the
 * app's config reads them, `config` the same as `startApp`'s `database` option (a pool of 10 on PostgreSQL).
 * Both are removed at clean-up.
 */
export async function appDatabase(label, prefix) {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  const database = serverUrl ? await createDatabase(serverUrl, label) : undefined;
  const dataDir = tempDir(prefix);
  const databaseUrl = database?.url;
  return {
    postgres: Boolean(database),
    dataDir,
    databaseUrl,
    env: { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    config: databaseUrl ? { kind: 'postgres', url: databaseUrl, poolSize: 10 } : { kind: 'embedded', dataDir },
  };
}
