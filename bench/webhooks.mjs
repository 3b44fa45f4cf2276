// Webhooks benchmark: how long an event takes from publish to a receiver, and 1,000 events fanned out
// to 10 endpoints. Local HTTP servers stand in for the endpoints. Prints figures; it asserts nothing.
//
//   npm run build
//   node bench/webhooks.mjs                                                     # embedded PGlite, in-process runner
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:55432/postgres node bench/webhooks.mjs   # PostgreSQL
//
// BENCH_DATABASE_URL names a PostgreSQL server; the bench creates its own database there and drops it.
// Optional: BENCH_EVENTS (fan-out events, default 1000), BENCH_ENDPOINTS (default 10).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const apiDir = path.resolve(here, '../api');
const dist = path.join(apiDir, 'dist');
const requireFromApi = createRequire(path.join(apiDir, 'package.json'));

if (!existsSync(path.join(dist, 'server/app.js'))) {
  console.error('api/dist is missing: run `npm run build` first.');
  process.exit(2);
}

requireFromApi('reflect-metadata');
const { Client } = requireFromApi('pg');
const { startApp } = requireFromApi(path.join(dist, 'server/app.js'));
const { loadConfig } = requireFromApi(path.join(dist, 'config.js'));
const { createServices } = requireFromApi(path.join(dist, 'app/services.js'));
const pino = requireFromApi('pino');

const EVENTS = Number(process.env.BENCH_EVENTS ?? 1000);
const ENDPOINTS = Number(process.env.BENCH_ENDPOINTS ?? 10);
const SINGLE_EVENTS = 100;
const RUNS = 10;
const ADMIN = { email: 'bench@rankcraft.test', password: 'bench-password-1' };

// Receivers -----------------------------------------------------------------------------------------
/** A local endpoint: notes when each event (by its data.seq) arrived, answers 200. */
function startReceiver(onEvent) {
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const receivedAt = Date.now();
      res.writeHead(200).end();
      onEvent(JSON.parse(body), receivedAt);
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

// Database ------------------------------------------------------------------------------------------
async function benchDatabase() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rankcraft-bench-webhooks-'));
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) return { config: { kind: 'embedded', dataDir }, dataDir, label: 'embedded PGlite', drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  const name = `rankcraft_bench_webhooks_${randomBytes(4).toString('hex')}`;
  const admin = async (sql) => {
    const client = new Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    config: { kind: 'postgres', url: url.toString(), poolSize: 10 },
    dataDir,
    label: 'PostgreSQL',
    drop: async () => {
      await admin(`drop database if exists ${name} with (force)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const ms = (value) => `${value.toFixed(0)} ms`;
const summary = (values) => `p50 ${ms(percentile(values, 50))}, p95 ${ms(percentile(values, 95))}, max ${ms(Math.max(...values))}`;

async function rest(appUrl, token, method, route, body) {
  const response = await fetch(`${appUrl}${route}`, { method, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: body === undefined ? undefined : JSON.stringify(body) });
  const json = await response.json().catch(() => null);
  if (!response.ok && response.status !== 202) throw new Error(`${method} ${route}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

// Run -----------------------------------------------------------------------------------------------
const database = await benchDatabase();
const receivers = [];
let app;
try {
  /** Per event id: when it was published, and when each endpoint received it. */
  const publishedAt = new Map();
  const received = new Map();
  const waiters = [];
  const note = (event, receivedAt) => {
    const list = received.get(event.data.seq) ?? [];
    list.push(receivedAt);
    received.set(event.data.seq, list);
    if (event.type === 'run.completed') runReceipts.set(event.data.jobId, receivedAt);
    waiters.splice(0).forEach((wake) => wake());
  };
  const runReceipts = new Map();
  for (let i = 0; i < ENDPOINTS; i++) receivers.push(await startReceiver(note));

  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    DATA_DIR: database.dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
  });
  app = await startApp({ ...config, database: database.config }, pino({ level: 'silent' }));
  const login = await fetch(`${app.url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  const { token, id: ownerId } = await login.json();
  const publish = (type, data) => createServices(app.deps, app.deps.orm.em.fork()).webhookEvents.publish(ownerId, type, data);
  const until = async (probe) => {
    while (!probe()) await new Promise((resolve) => waiters.push(resolve));
  };
  const urlOf = (server, index) => `http://127.0.0.1:${server.address().port}/hook-${index}`;

  console.log(`Webhooks bench — ${database.label}, in-process job runner, receivers on 127.0.0.1\n`);

  // 1. One endpoint: publish → receipt, one event at a time.
  const first = await rest(app.url, token, 'POST', '/api/webhooks', { url: urlOf(receivers[0], 0), events: ['alert.triggered', 'run.completed'] });
  const single = [];
  for (let seq = -SINGLE_EVENTS - 5; seq < -5; seq++) {
    const started = Date.now();
    await publish('alert.triggered', { seq });
    await until(() => received.has(seq));
    single.push(received.get(seq)[0] - started);
  }
  console.log(`Publish → receipt, one endpoint, ${SINGLE_EVENTS} events one after another: ${summary(single)}`);

  // 2. Tracker run end (job finished_at) → run.completed receipt, sandbox SERP.
  const instance = await rest(app.url, token, 'POST', '/api/instances', { name: 'Bench', user_domain: 'acme.com', user_company_name: 'Acme', keywords: ['seo tools', 'rank tracker'] });
  const runDelays = [];
  for (let i = 0; i < RUNS; i++) {
    const run = await rest(app.url, token, 'POST', `/api/instances/${instance.id}/run`);
    await until(() => runReceipts.has(run.job_id));
    const [{ finished_at: finishedAt }] = await app.deps.orm.em.fork().getConnection().execute('select finished_at from jobs where id = ?', [run.job_id]);
    runDelays.push(runReceipts.get(run.job_id) - new Date(finishedAt).getTime());
  }
  console.log(`Tracker run end → run.completed receipt, ${RUNS} runs: ${summary(runDelays)} (negative: the event is published as the run ends, just before the job is marked finished)`);
  await rest(app.url, token, 'DELETE', `/api/webhooks/${first.id}`);

  // 3. Fan-out: EVENTS events to ENDPOINTS endpoints, published 20 at a time.
  for (let i = 0; i < ENDPOINTS; i++) await rest(app.url, token, 'POST', '/api/webhooks', { url: urlOf(receivers[i], i), events: ['alert.triggered'] });
  const fanStarted = Date.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      while (next < EVENTS) {
        const seq = next++;
        publishedAt.set(seq, Date.now());
        await publish('alert.triggered', { seq });
      }
    }),
  );
  const publishedMs = Date.now() - fanStarted;
  await until(() => [...publishedAt.keys()].every((seq) => (received.get(seq)?.length ?? 0) >= ENDPOINTS));
  const fanMs = Date.now() - fanStarted;
  const delays = [...publishedAt.entries()].flatMap(([seq, at]) => received.get(seq).map((receivedAt) => receivedAt - at));
  console.log(`Fan-out: ${EVENTS} events × ${ENDPOINTS} endpoints = ${EVENTS * ENDPOINTS} deliveries`);
  console.log(`  published in ${ms(publishedMs)}; all delivered ${ms(fanMs)} after the first publish = ${((EVENTS * ENDPOINTS) / (fanMs / 1000)).toFixed(0)} deliveries/s`);
  console.log(`  publish → receipt per delivery: ${summary(delays)}`);
} finally {
  await app?.stop();
  for (const server of receivers) server.close();
  await database.drop();
}
