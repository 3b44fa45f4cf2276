import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
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

  async function query(sql: string, options: { statement_timeout?: number } = {}): Promise<Record<string, unknown>[]> {
    const { host, port, user, dbName } = running!.connection;
    const client = new Client({ host, port, user, database: dbName, ...options });
    // The connection of a statement stopped at its time limit closes; the query reports why.
    client.on('error', () => undefined);
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

  it('serves clients on in-memory connections, and rolls back the open transaction of one that goes away', async () => {
    running = await startEmbeddedDatabase(dataDir);
    const inMemory = () => {
      let stream: Duplex | undefined;
      const client = new Client({ user: 'postgres', database: 'postgres', stream: () => (stream = running!.connectInMemory()) });
      client.on('error', () => undefined);
      return { client, destroy: () => stream!.destroy() };
    };
    const leaving = inMemory();
    const staying = inMemory();
    await Promise.all([leaving.client.connect(), staying.client.connect()]);
    try {
      await staying.client.query('create table drafts (text text not null)');
      await leaving.client.query('begin');
      await leaving.client.query("insert into drafts values ('never committed')");
      leaving.destroy();
      // The other client gets its turn once the departed one's transaction is rolled back.
      expect((await staying.client.query('select count(*)::int as n from drafts')).rows).toEqual([{ n: 0 }]);
      await staying.client.query("insert into drafts values ('committed')");
      expect((await staying.client.query('select text from drafts')).rows).toEqual([{ text: 'committed' }]);
    } finally {
      await staying.client.end();
      await leaving.client.end().catch(() => undefined);
    }
  }, 120_000);

  it('stops a statement that runs past its statement_timeout, and keeps what was committed', async () => {
    running = await startEmbeddedDatabase(dataDir);
    await query("create table kept (text text not null); insert into kept values ('committed')");
    const started = Date.now();
    await expect(query('select pg_sleep(60)', { statement_timeout: 1_000 })).rejects.toMatchObject({ code: '57014', message: 'canceling statement due to statement timeout' });
    // Stopped at the limit (and PGlite restarted), long before the statement would have ended.
    expect(Date.now() - started).toBeLessThan(45_000);
    expect(running.running).toBe(true);
    expect(await query('select text from kept')).toEqual([{ text: 'committed' }]);
  }, 120_000);

  it('vacuums and analyzes the tables past autovacuum’s thresholds, which PGlite has no autovacuum for', async () => {
    running = await startEmbeddedDatabase(dataDir, { autovacuumEveryMs: 60 * 60_000 });
    await query('create table counters (id integer primary key, n integer not null); insert into counters select g, 0 from generate_series(1, 1000) g');
    // PGlite counts changes when a statement comes at least a second after its last count (as Postgres when idle).
    const counted = async () => {
      await sleep(1_100);
      await query('select 1');
    };
    await counted();
    // Never analyzed: the planner knows no row count.
    expect(await query("select reltuples from pg_class where relname = 'counters'")).toEqual([{ reltuples: -1 }]);
    expect(await running.autovacuum.pass()).toContain('analyze "counters"');
    expect(await query("select reltuples from pg_class where relname = 'counters'")).toEqual([{ reltuples: 1000 }]);
    await counted();
    expect(await running.autovacuum.pass()).not.toContain('analyze "counters"');

    // 300 dead rows: past 50 + 20 % of 1,000, so vacuumed (and analyzed).
    await query('update counters set n = 1 where id <= 300');
    await counted();
    expect(await query("select n_dead_tup from pg_stat_user_tables where relname = 'counters'")).toEqual([{ n_dead_tup: '300' }]);
    expect(await running.autovacuum.pass()).toContain('vacuum (analyze) "counters"');
    await counted();
    expect(await query("select n_dead_tup from pg_stat_user_tables where relname = 'counters'")).toEqual([{ n_dead_tup: '0' }]);
  }, 120_000);

  it('runs its autovacuum passes by itself', async () => {
    running = await startEmbeddedDatabase(dataDir, { autovacuumEveryMs: 500 });
    await query('create table visits (id integer primary key); insert into visits select generate_series(1, 500)');
    const deadline = Date.now() + 30_000;
    let analyzed: Record<string, unknown>[] = [];
    while (analyzed.length === 0 && Date.now() < deadline) {
      await sleep(250);
      analyzed = await query("select 1 from pg_stat_user_tables where relname = 'visits' and last_analyze is not null");
    }
    expect(analyzed).toHaveLength(1);
  }, 120_000);
});
