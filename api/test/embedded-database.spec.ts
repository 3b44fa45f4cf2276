import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../src/db/embedded-database';

/** The embedded default on a data directory of its own, whatever TEST_DATABASE_URL says. */
describe('the embedded database', () => {
  let dataDir: string;
  let running: EmbeddedDatabase | undefined;

  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'rankcraft-embedded-'));
  });
  afterEach(async () => {
    await running?.close();
    running = undefined;
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  async function query(sql: string): Promise<Record<string, unknown>[]> {
    const { host, port, user, dbName } = running!.connection;
    const client = new Client({ host, port, user, database: dbName });
    await client.connect();
    try {
      return (await client.query(sql)).rows;
    } finally {
      await client.end();
    }
  }

  it('creates its data directory on the first start, with a small buffer pool, and keeps what is written', async () => {
    running = await startEmbeddedDatabase(dataDir);
    expect(await query('show shared_buffers')).toEqual([{ shared_buffers: '8MB' }]);
    expect(await query('show maintenance_work_mem')).toEqual([{ maintenance_work_mem: '16MB' }]);
    await query("create table notes (text text not null); insert into notes values ('kept')");
    await running.close();

    running = await startEmbeddedDatabase(dataDir);
    expect(await query('select text from notes')).toEqual([{ text: 'kept' }]);
    expect(await query('show shared_buffers')).toEqual([{ shared_buffers: '8MB' }]);
  }, 120_000);
});
