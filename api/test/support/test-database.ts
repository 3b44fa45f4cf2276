import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';
import apiPackage from '../../package.json';
import type { DatabaseConfig } from '../../src/db/database.config';

export interface TestDatabase {
  config: DatabaseConfig;
  /** The connection string, for a child process's DATABASE_URL; undefined for the embedded database. */
  url?: string;
  /** A directory for DATA_DIR (the embedded database lives here when there is no PostgreSQL). */
  dataDir: string;
  drop(): Promise<void>;
}

/**
 * A fresh, empty database for one test file: a new database on the PostgreSQL server named by
 * TEST_DATABASE_URL, or embedded PGlite in a temp directory when it is not set.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const { dataDir, remove } = await createEmbeddedDataDir();
    return { config: { kind: 'embedded', dataDir }, dataDir, drop: async () => remove() };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rankcraft-test-'));
  const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });

  const name = `rankcraft_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    config: { kind: 'postgres', url: url.toString(), poolSize: 5 },
    url: url.toString(),
    dataDir,
    async drop() {
      await withAdminClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
      removeDataDir();
    },
  };
}

/** A DATA_DIR holding a fresh embedded PGlite database (in its `pglite` folder), whatever TEST_DATABASE_URL says. */
export async function createEmbeddedDataDir(): Promise<{ dataDir: string; remove: () => void }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rankcraft-test-'));
  cpSync(await embeddedTemplate(), dataDir, { recursive: true });
  return { dataDir, remove: () => rmSync(dataDir, { recursive: true, force: true }) };
}

async function withAdminClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A freshly initialised PGlite data directory, made once per machine and copied for each test:
 * opening an existing directory takes a fraction of the time initdb does.
 */
async function embeddedTemplate(): Promise<string> {
  const version = apiPackage.dependencies['@electric-sql/pglite'];
  const template = path.join(tmpdir(), `rankcraft-pglite-template-${version}`);
  if (existsSync(template)) return template;
  const staging = mkdtempSync(path.join(tmpdir(), 'rankcraft-pglite-staging-'));
  const db = await PGlite.create({ dataDir: path.join(staging, 'pglite') });
  await db.close();
  try {
    renameSync(staging, template);
  } catch {
    // Another test worker made the template first.
    rmSync(staging, { recursive: true, force: true });
  }
  return template;
}
