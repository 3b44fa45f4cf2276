import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
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
 * A fresh database for one test file: a new database on the PostgreSQL server named by
 * TEST_DATABASE_URL, or embedded PGlite in a temp directory when it is not set. It is a copy of a
 * template on which the app's migrations have run (made once per set of migrations, see
 * migratedTemplateKey), so the app finds nothing to migrate when it starts; with `migrated: false`
 * it is empty.
 */
export async function createTestDatabase({ migrated = true }: { migrated?: boolean } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const { dataDir, remove } = await createEmbeddedDataDir({ migrated });
    return { config: { kind: 'embedded', dataDir }, dataDir, drop: async () => remove() };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rankcraft-test-'));
  const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });

  const name = `rankcraft_test_${randomBytes(6).toString('hex')}`;
  const template = migrated ? ` template ${await postgresMigratedTemplate(serverUrl)}` : '';
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name}${template}`));
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

/**
 * A DATA_DIR holding a fresh embedded PGlite database (in its `pglite` folder), whatever TEST_DATABASE_URL
 * says: empty, or with the app's migrations applied.
 */
export async function createEmbeddedDataDir({ migrated = false }: { migrated?: boolean } = {}): Promise<{ dataDir: string; remove: () => void }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rankcraft-test-'));
  cpSync(migrated ? await embeddedMigratedTemplate() : await embeddedTemplate(), dataDir, { recursive: true });
  return { dataDir, remove: () => rmSync(dataDir, { recursive: true, force: true }) };
}

/**
 * Names the app's migrations as they are now: a hash of every file's name and content in the
 * migrations folder, so a template made before a migration was added, removed or edited is never used.
 */
function migratedTemplateKey(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_DIR).sort()) hash.update(`${file}\0`).update(readFileSync(path.join(MIGRATIONS_DIR, file))).update('\0');
  return hash.digest('hex').slice(0, 16);
}

const MIGRATIONS_DIR = path.join(__dirname, '../../src/db/migrations');

/** Runs the app's migrations on a database, as the app does when it starts. */
async function migrate(config: DatabaseConfig): Promise<void> {
  const { openDatabase } = await import('../../src/db/orm.js');
  await (await openDatabase(config)).close();
}

/**
 * A database on the PostgreSQL server with the app's migrations applied, for `create database ...
 * template`: made once per set of migrations and kept on the server. It is migrated under a name of
 * its own and renamed when done, so a test worker sees either no template or a complete one; when two
 * workers make it at once, the second rename fails and that worker drops its copy.
 */
async function postgresMigratedTemplate(serverUrl: string): Promise<string> {
  const name = `rankcraft_template_${migratedTemplateKey()}`;
  const exists = async () => (await withAdminClient(serverUrl, (client) => client.query('select 1 from pg_database where datname = $1', [name]))).rowCount === 1;
  if (await exists()) return name;
  const staging = `rankcraft_staging_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`create database ${staging}`));
  const url = new URL(serverUrl);
  url.pathname = `/${staging}`;
  try {
    await migrate({ kind: 'postgres', url: url.toString(), poolSize: 1 });
    // The migrations' connections may still be closing on the server: a database in use cannot be renamed.
    await withAdminClient(serverUrl, async (client) => {
      for (let attempt = 1; ; attempt++) {
        try {
          return await client.query(`alter database ${staging} rename to ${name}`);
        } catch (error) {
          if ((error as { code?: string }).code !== OBJECT_IN_USE || attempt === 50) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    });
  } catch (error) {
    await withAdminClient(serverUrl, (client) => client.query(`drop database if exists ${staging} with (force)`));
    if (!(await exists())) throw error;
  }
  return name;
}

const OBJECT_IN_USE = '55006';

/** A PGlite data directory with the app's migrations applied, made once per machine and set of migrations (as embeddedTemplate). */
async function embeddedMigratedTemplate(): Promise<string> {
  const version = apiPackage.dependencies['@electric-sql/pglite'];
  const template = path.join(tmpdir(), `rankcraft-pglite-migrated-${version}-${migratedTemplateKey()}`);
  if (existsSync(template)) return template;
  const staging = mkdtempSync(path.join(tmpdir(), 'rankcraft-pglite-staging-'));
  try {
    cpSync(await embeddedTemplate(), staging, { recursive: true });
    await migrate({ kind: 'embedded', dataDir: staging });
    renameSync(staging, template);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    // Another test worker made the template first.
    if (!existsSync(template)) throw error;
  }
  return template;
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
