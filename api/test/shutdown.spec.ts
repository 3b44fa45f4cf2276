import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createClient } from 'graphql-ws';
import { Client } from 'pg';
import WebSocket from 'ws';
import { freePort, untilHealthy } from './support/child-process';
import { graphql, request, signInUser } from './support/http';
import { startSerperServer, type SerperServer } from './support/serper-server';
import { serperEnv } from './support/serper-app';
import { createTestDatabase, type TestDatabase } from './support/test-database';

const MAIN = path.resolve(__dirname, '../dist/main.js');
const ADMIN = { email: 'admin@rankcraft.test', password: 'admin-password-1' };
/** A deploy sends SIGTERM and kills what is left a few seconds later. */
const EXIT_WITHIN_MS = 8_000;

let database: TestDatabase;
let serper: SerperServer;
let env: Record<string, string>;
const children: ChildProcess[] = [];

beforeAll(async () => {
  if (!existsSync(MAIN)) throw new Error('The api is not built: run `npm run build:api` first (npm test does).');
  database = await createTestDatabase();
  serper = await startSerperServer({ latencyMs: 600_000 });
  env = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATA_DIR: database.dataDir,
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    JWT_SECRET: randomBytes(32).toString('hex'),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ...serperEnv(serper),
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
  };
});
afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await serper?.close();
  await database?.drop();
});

/**
 * `node api/dist/main.js`, as `npm start` runs it, on the shared database; resolves once /healthz
 * answers. With `logLevel`, its stdout (the log) is gathered in `stdout`.
 */
async function spawnApp(options: { logLevel?: string } = {}): Promise<{ child: ChildProcess; url: string; stdout: () => string }> {
  const port = await freePort();
  const child = spawn(process.execPath, [MAIN], {
    env: { ...env, PORT: String(port), ...(options.logLevel ? { LOG_LEVEL: options.logLevel } : {}) },
    stdio: ['ignore', options.logLevel ? 'pipe' : 'inherit', 'inherit'],
  });
  children.push(child);
  let stdout = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  await untilHealthy(child, url);
  return { child, url, stdout: () => stdout };
}

/** Sends SIGTERM; resolves with the exit code, or rejects when the process is still there after EXIT_WITHIN_MS. */
async function terminate(child: ChildProcess): Promise<number | null> {
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  child.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const tooSlow = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`still running ${EXIT_WITHIN_MS} ms after SIGTERM`)), EXIT_WITHIN_MS);
  });
  try {
    const [code] = await Promise.race([exited, tooSlow]);
    return code;
  } finally {
    clearTimeout(timer);
  }
}

/** The job's row, read straight from the database while no app runs. */
async function jobRow(jobId: string): Promise<{ status: string; updated_at: Date }> {
  const sql = 'select status, updated_at from jobs where id = $1';
  if (database.url) {
    const client = new Client({ connectionString: database.url });
    await client.connect();
    try {
      return (await client.query(sql, [jobId])).rows[0];
    } finally {
      await client.end();
    }
  }
  const db = await PGlite.create({ dataDir: path.join(database.dataDir, 'pglite') });
  try {
    return (await db.query<{ status: string; updated_at: Date }>(sql, [jobId])).rows[0];
  } finally {
    await db.close();
  }
}

/** Resolves when the job reaches `status`, following jobUpdated over graphql-ws. */
function waitForJobStatus(url: string, token: string, jobId: string, status: string): Promise<void> {
  const client = createClient({ url: `${url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}` }, retryAttempts: 0 });
  return new Promise<void>((resolve, reject) => {
    client.subscribe<{ jobUpdated: { status: string } }>(
      { query: 'subscription ($jobId: ID!) { jobUpdated(jobId: $jobId) { status } }', variables: { jobId } },
      {
        next: ({ data }) => {
          if (data?.jobUpdated.status === status) resolve();
          else if (data && ['succeeded', 'failed', 'cancelled'].includes(data.jobUpdated.status)) reject(new Error(`the job ended ${data.jobUpdated.status}`));
        },
        error: reject,
        complete: () => reject(new Error(`the job never reached ${status}`)),
      },
    );
  }).finally(() => client.dispose());
}

describe('SIGTERM', () => {
  it('stops the process promptly with code 0 and hands a running job back; a restart finishes it', async () => {
    const first = await spawnApp();
    const token = await signInUser(first.url, ADMIN.email, ADMIN.password);
    const created = await request(first.url, 'POST', '/api/instances', {
      token,
      body: { name: 'Shutdown', user_domain: 'acme.com', user_company_name: 'Acme', keywords: ['first keyword', 'second keyword'] },
    });
    const started = await graphql(first.url, 'mutation ($id: ID!) { runTrackingInstance(id: $id) { id } }', { id: created.body.id }, token);
    const jobId = started.data.runTrackingInstance.id as string;
    await serper.waitForRequests(1);

    expect(await terminate(first.child)).toBe(0);
    const handedBack = await jobRow(jobId);
    expect(handedBack.status).toBe('queued');

    serper.setLatency(0);
    const second = await spawnApp();
    await waitForJobStatus(second.url, await signInUser(second.url, ADMIN.email, ADMIN.password), jobId, 'succeeded');
    const latest = await request(second.url, 'GET', `/api/instances/${created.body.id}/latest`, { token: await signInUser(second.url, ADMIN.email, ADMIN.password) });
    expect(latest.body.map((row: { keyword: string }) => row.keyword).sort()).toEqual(['first keyword', 'second keyword']);

    expect(await terminate(second.child)).toBe(0);
  }, 120_000);

  it('writes the log lines still gathered for stdout before the process exits', async () => {
    const app = await spawnApp({ logLevel: 'info' });
    // Far fewer bytes than a batch, and stopped at once: only the flush at exit can write these.
    const requestIds: Array<string | null> = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await fetch(`${app.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ plans { name } }"}' });
      requestIds.push(response.headers.get('x-request-id'));
    }
    expect(await terminate(app.child)).toBe(0);
    const lines = app.stdout().trim().split('\n').map((line) => JSON.parse(line) as { msg: string; reqId?: string });
    for (const requestId of requestIds) expect(lines).toContainEqual(expect.objectContaining({ msg: 'request completed', reqId: requestId }));
    expect(lines.map((line) => line.msg)).toContain('shutting down');
  }, 60_000);
});
