import { connect, type Socket } from 'node:net';
import { startLoggedApp, type LoggedApp } from './support/logged-app';
import { createUser } from './support/factories';
import { request, signUpUser } from './support/http';

/**
 * Enough stalled readers to take every database connection if an export held one: PGlite has a single
 * backend; on PostgreSQL, one more than the test pool's 5 connections.
 */
const STALLED_READERS = process.env.TEST_DATABASE_URL ? 6 : 1;
const RUNS = 4;
/**
 * Domains and keywords are padded to near their column widths (about 540 bytes a row in JSON, 490 in
 * CSV), so the export (about 13 MB of JSON, 12 MB of CSV) is far larger than what a stalled reader's
 * socket buffers take in (a few MB), with few rows to write, stream and read back.
 */
const ROWS_PER_RUN = 6_000;
/**
 * How long a request may take while exports stall. Before the fix they never answered; the bound is
 * loose because the stalled readers' socket buffers (a few MB each) are still being filled when it
 * starts, which on a 2-core CI machine running other test files at once took over 15 s.
 */
const PROMPT_MS = 60_000;

/** Short, so the cut-off test waits little; the other test passes whether or not its readers are cut off meanwhile. */
const STALL_TIMEOUT_MS = 5_000;

let app: LoggedApp;
let owner: { token: string; id: string };
let instanceId: string;

beforeAll(async () => {
  app = await startLoggedApp({ EXPORT_STALL_TIMEOUT_MS: String(STALL_TIMEOUT_MS) });
  owner = await createUser(app, { plan: 'pro' });
  const created = await request(app.url, 'POST', '/api/instances', {
    token: owner.token,
    body: { name: 'Big history', user_domain: 'acme.com', user_company_name: 'Acme', keywords: ['seo tools'] },
  });
  instanceId = created.body.id;
  const connection = app.database.orm.em.fork().getConnection();
  for (let run = 0; run < RUNS; run++) {
    const [{ id: runId }] = await connection.execute<{ id: string }[]>(
      `insert into tracking_runs (id, instance_id, job_id, status, source, provider, depth, created_at)
       values (gen_random_uuid(), ?, gen_random_uuid(), 'completed', 'LIVE', 'serper', 100, now() - make_interval(days => ?)) returning id`,
      [instanceId, RUNS - run],
    );
    await connection.execute(
      `insert into tracking_results (run_id, instance_id, run_at, domain, keyword, position)
       select r.id, r.instance_id, r.created_at, rpad('site-' || (i % 10), 240, '-padding') || '.example', rpad('keyword number ' || i || ' ', 200, 'long tail '), i % 101
       from tracking_runs r, generate_series(1, ?) as i where r.id = ?`,
      [ROWS_PER_RUN, runId],
    );
  }
}, 120_000);
afterAll(() => app?.close());

/** Requests the history over a raw socket and stops reading as soon as the first bytes arrive. */
function stalledReader(path: string): Promise<Socket> {
  const { port } = new URL(app.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${owner.token}\r\n\r\n`);
    });
    socket.once('data', () => {
      socket.pause();
      resolve(socket);
    });
    socket.once('error', reject);
  });
}

async function promptly(path: string, token?: string): Promise<{ status: number; text: string }> {
  const response = await fetch(`${app.url}${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    signal: AbortSignal.timeout(PROMPT_MS),
  });
  return { status: response.status, text: await response.text() };
}

describe('history exports and slow readers', () => {
  it.each([
    ['JSON', 'results'],
    ['CSV', 'results.csv'],
  ])('a %s export whose reader stalls holds no database connection, and a vanished reader releases everything', async (_kind, file) => {
    const path = `/api/instances/${instanceId}/${file}`;
    const readers: Socket[] = [];
    try {
      for (let i = 0; i < STALLED_READERS; i++) readers.push(await stalledReader(path));

      const other = await signUpUser(app.url);
      expect(await promptly('/healthz')).toMatchObject({ status: 200 });
      expect(await promptly('/api/instances', other.token)).toEqual({ status: 200, text: '[]' });
      expect((await promptly(`/api/instances/${instanceId}/latest`, owner.token)).status).toBe(200);
    } finally {
      for (const reader of readers) reader.destroy();
    }

    expect(await promptly('/healthz')).toMatchObject({ status: 200 });
    const full = await fetch(`${app.url}/api/instances/${instanceId}/results`, { headers: { authorization: `Bearer ${owner.token}` } });
    expect(full.status).toBe(200);
    const rows = (await full.json()) as { created_at: string }[];
    expect(rows).toHaveLength(RUNS * ROWS_PER_RUN);
    expect(rows.map((row) => row.created_at)).toEqual([...rows.map((row) => row.created_at)].sort());
  }, 400_000);

  it('cuts off a reader that reads nothing for EXPORT_STALL_TIMEOUT_MS', async () => {
    const logged = app.logLines.length;
    const reader = await stalledReader(`/api/instances/${instanceId}/results`);
    await app.waitForLog('export client stopped reading', logged);

    let received = '';
    reader.setEncoding('utf8');
    reader.on('data', (chunk: string) => (received += chunk));
    reader.resume();
    await new Promise((resolve) => reader.once('end', resolve));
    reader.destroy();
    // The chunked body ends without its closing bracket and without the last (empty) chunk.
    expect(received.length).toBeGreaterThan(0);
    expect(received).not.toMatch(/\]\r\n0\r\n\r\n$/);
    expect((await promptly('/healthz')).status).toBe(200);
  }, 60_000);
});
