import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';
import { PGliteWireServer } from '../src/db/pglite-wire-server';
import { PGliteWorker } from '../src/db/pglite-worker';
import { createEmbeddedDataDir } from './support/test-database';

const IDLE_TIMEOUT_MS = 400;
const MAX_CONNECTIONS = 6;

let db: PGliteWorker;
let server: PGliteWireServer;
let socketDir: string;
let removeDataDir: () => void;
const clients: Client[] = [];

beforeAll(async () => {
  const dataDir = await createEmbeddedDataDir();
  removeDataDir = dataDir.remove;
  const storage = path.join(dataDir.dataDir, 'pglite');
  const setup = await PGlite.create({ dataDir: storage });
  await setup.exec('create table items (id serial primary key, label text not null)');
  await setup.close();
  db = await PGliteWorker.start({ dataDir: storage, startParams: PGlite.defaultStartParams });
});
afterAll(async () => {
  await db.close();
  removeDataDir();
});

async function startServer(): Promise<void> {
  socketDir = mkdtempSync(path.join(tmpdir(), 'rankcraft-wire-'));
  server = new PGliteWireServer(db, { path: path.join(socketDir, '.s.PGSQL.5432'), maxConnections: MAX_CONNECTIONS, idleInTransactionTimeoutMs: IDLE_TIMEOUT_MS });
  await server.start();
}

beforeEach(async () => {
  await startServer();
  const client = await connect();
  await client.query('truncate items');
  await client.end();
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.end().catch(() => undefined)));
  await server.stop();
  rmSync(socketDir, { recursive: true, force: true });
});

async function connect(options: { statement_timeout?: number } = {}): Promise<Client> {
  const client = new Client({ host: socketDir, port: 5432, user: 'postgres', database: 'postgres', ...options });
  // A connection the server closes reports it here; each test asserts on its queries instead.
  client.on('error', () => undefined);
  await client.connect();
  clients.push(client);
  return client;
}

/** V8's collector, for a heap measure that counts only what is still referenced. */
function exposedGc(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

const settled = (promise: Promise<unknown>) => Promise.race([promise.then(() => true, () => true), new Promise((resolve) => setTimeout(() => resolve(false), 100))]);
const countItems = async (client: Client) => Number((await client.query('select count(*) as n from items')).rows[0].n);

it("runs each connection's extended-query exchanges whole, around other connections' transactions", async () => {
  const [transacting, ...connections] = await Promise.all(Array.from({ length: 4 }, () => connect()));
  const wrong: string[] = [];
  const transactions = (async () => {
    for (let i = 0; i < 20; i++) {
      await transacting.query('begin');
      await transacting.query('insert into items (label) values ($1)', [`item ${i}`]);
      await transacting.query('commit');
    }
  })();
  await Promise.all([
    transactions,
    ...connections.map(async (client, c) => {
      for (let i = 0; i < 40; i++) {
        // Statements with different numbers of parameters: a Bind that met another connection's Parse would fail.
        if (c % 2 === 0) {
          const { total } = (await client.query('select $1::int + $2::int + $3::int + $4::int as total', [c, i, 1, 2])).rows[0];
          if (total !== c + i + 3) wrong.push(`${c}/${i}: ${total}`);
        } else {
          const { label } = (await client.query('select $1::text as label', [`${c}-${i}`])).rows[0];
          if (label !== `${c}-${i}`) wrong.push(`${c}/${i}: ${label}`);
        }
      }
    }),
  ]);
  expect(wrong).toEqual([]);
  expect(await countItems(transacting)).toBe(20);
});

it("keeps one connection's failed statement to itself", async () => {
  const [failing, other] = await Promise.all([connect(), connect()]);
  const results = await Promise.allSettled([
    failing.query('select 1 / $1::int as q', [0]).finally(() => failing.query('select $1::int as one', [1])),
    other.query('select $1::int * 2 as doubled', [21]),
  ]);
  expect(results.map((result) => (result.status === 'fulfilled' ? result.value.rows[0] : (result.reason as Error).message))).toEqual(['division by zero', { doubled: 42 }]);
  expect((await failing.query('select $1::int as one', [1])).rows[0]).toEqual({ one: 1 });
});

it('gives a transaction PGlite to itself from BEGIN to COMMIT', async () => {
  const [writer, reader] = await Promise.all([connect(), connect()]);
  await writer.query('begin');
  await writer.query('insert into items (label) values ($1)', ['in a transaction']);
  const read = countItems(reader);
  expect(await settled(read)).toBe(false);
  await writer.query('commit');
  expect(await read).toBe(1);
});

it('rolls back the transaction of a connection that closes inside it, and serves the others', async () => {
  const [leaving, staying] = await Promise.all([connect(), connect()]);
  await leaving.query('begin');
  await leaving.query('insert into items (label) values ($1)', ['never committed']);
  const read = countItems(staying);
  await leaving.end();
  expect(await read).toBe(0);
  expect(await countItems(staying)).toBe(0);
});

it('closes a connection that sits idle in a transaction, rolls it back and serves the others', async () => {
  const [idle, waiting] = await Promise.all([connect(), connect()]);
  await idle.query('begin');
  // Timed from before the last statement, after which the connection sits idle: a busy machine that is slow to
  // hand this test the statement's answer then cannot make the wait look shorter than it was.
  const started = Date.now();
  await idle.query('insert into items (label) values ($1)', ['abandoned']);
  expect(await countItems(waiting)).toBe(0);
  expect(Date.now() - started).toBeGreaterThanOrEqual(IDLE_TIMEOUT_MS - 50);
  await expect(idle.query('commit')).rejects.toThrow();
  expect(await countItems(waiting)).toBe(0);
});

it('shares named prepared statements between connections, which all use PGlite\'s one session, also after PGlite restarts', async () => {
  const [first, second, slow] = await Promise.all([connect(), connect(), connect({ statement_timeout: 300 })]);
  // Not the other tests' statements: PGlite (shared by every test here) keeps a prepared statement for as long as it runs.
  const name = `wire_shared_${Date.now()}`;
  const labelled = (label: string) => ({ name, text: 'insert into items (label) values ($1) returning label', values: [label] });
  const other = { name: `${name}_other`, text: 'select count(*)::int as n from items where label like $1', values: ['second%'] };
  expect((await first.query(labelled('first 1'))).rows).toEqual([{ label: 'first 1' }]);
  // The second connection's Parse of the same statement: PGlite has it already (a Parse of its own would fail).
  expect((await second.query(labelled('second 1'))).rows).toEqual([{ label: 'second 1' }]);
  expect((await first.query(labelled('first 2'))).rows).toEqual([{ label: 'first 2' }]);
  expect((await second.query(other)).rows).toEqual([{ n: 1 }]);
  // A statement past its time limit restarts PGlite: a new session, with no statement prepared.
  await expect(slow.query('select pg_sleep(5)')).rejects.toThrow('statement timeout');
  // The connections still think theirs prepared, and send no Parse: it is sent for them again.
  expect((await second.query(labelled('second 2'))).rows).toEqual([{ label: 'second 2' }]);
  expect((await first.query(labelled('first 3'))).rows).toEqual([{ label: 'first 3' }]);
  expect((await second.query(other)).rows).toEqual([{ n: 2 }]);
  expect(await countItems(first)).toBe(5);
  // A failing statement under a name is not taken as prepared.
  await expect(first.query({ name: `${name}_bad`, text: 'select * from no_such_table where id = $1', values: [1] })).rejects.toThrow('does not exist');
  await expect(second.query({ name: `${name}_bad`, text: 'select * from no_such_table where id = $1', values: [1] })).rejects.toThrow('does not exist');
});

it('refuses connections beyond its limit', async () => {
  await Promise.all(Array.from({ length: MAX_CONNECTIONS }, () => connect()));
  await expect(connect()).rejects.toThrow('sorry, too many clients already');
});

it('stops promptly while a connection holds a transaction, rolling it back', async () => {
  const client = await connect();
  await client.query('begin');
  await client.query('insert into items (label) values ($1)', ['open at stop']);
  const started = Date.now();
  await server.stop();
  expect(Date.now() - started).toBeLessThan(1_000);
  rmSync(socketDir, { recursive: true, force: true });
  await startServer();
  const after = await connect();
  expect(await countItems(after)).toBe(0);
  await after.query('insert into items (label) values ($1)', ['after the stop']);
  expect(await countItems(after)).toBe(1);
});

it('keeps nothing of the replies it has sent: a thousand statements leave the heap flat', async () => {
  const gc = exposedGc();
  const client = await connect();
  // Replies of 20 kB each: whatever holds on to them shows as ~20 MB after a thousand.
  const statement = { text: 'select repeat($1, 20000) as filler', values: ['x'] };
  for (let i = 0; i < 50; i++) await client.query(statement);
  gc();
  const before = process.memoryUsage().heapUsed;
  for (let i = 0; i < 1000; i++) await client.query(statement);
  gc();
  const grown = process.memoryUsage().heapUsed - before;
  expect(grown).toBeLessThan(4 * 1024 * 1024);
}, 60_000);
