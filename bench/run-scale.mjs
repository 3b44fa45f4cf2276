// A 1,000-keyword tracker run on Temporal with 1 worker process and with 2, against a local
// Serper-shaped SERP server that answers after 200 ms. Prints each run's wall time, the ratio and the
// floor (vendor requests / allowed concurrency x latency); it asserts nothing.
//
//   npm run build
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:55432/postgres TEMPORAL_ADDRESS=127.0.0.1:7233 node bench/run-scale.mjs
//
// BENCH_DATABASE_URL names a PostgreSQL server; the bench creates a database there and drops it at the
// end. The api (`api/dist/main.js`) and every worker (`workflows/dist/worker.js`) are processes of their
// own, as in production, on a task queue of the bench's own on the Temporal server at TEMPORAL_ADDRESS.
// Optional: BENCH_KEYWORDS (1000), BENCH_LATENCY_MS (200, the SERP server's answer time), BENCH_WORKERS (runs to make, "1,2"), BENCH_RATE_LIMIT (a last run with
// the most workers and SERP_RATE_LIMIT at this many requests a second; 60 by default, 0 skips it),
// SERP_CONCURRENCY and TRACKER_RUN_CONCURRENCY (passed on to every process; the app's defaults otherwise).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const apiMain = path.resolve(here, '../api/dist/main.js');
const workerMain = path.resolve(here, '../workflows/dist/worker.js');
const requireFromApi = createRequire(path.resolve(here, '../api/package.json'));

const SERVER_URL = process.env.BENCH_DATABASE_URL;
const TEMPORAL_ADDRESS = process.env.TEMPORAL_ADDRESS;
if (!SERVER_URL || !TEMPORAL_ADDRESS) {
  console.error(
    'BENCH_DATABASE_URL and TEMPORAL_ADDRESS must be set: a PostgreSQL server the bench may create and drop a database on, and a Temporal server, e.g.\n' +
      '  BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:55432/postgres TEMPORAL_ADDRESS=127.0.0.1:7233 node bench/run-scale.mjs',
  );
  process.exit(2);
}
if (!existsSync(apiMain) || !existsSync(workerMain)) {
  console.error('api/dist or workflows/dist is missing: run `npm run build` first.');
  process.exit(2);
}
const { Client } = requireFromApi('pg');

const KEYWORDS = Number(process.env.BENCH_KEYWORDS ?? 1000);
const WORKER_COUNTS = (process.env.BENCH_WORKERS ?? '1,2').split(',').map(Number);
const RATE_LIMIT = Number(process.env.BENCH_RATE_LIMIT ?? 60);
/** How long the SERP server takes to answer: longer answers make the run wait on the vendor rather than on the CPU. */
const SERP_LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 200);
/** The app's default when SERP_CONCURRENCY is not set. */
const SERP_CONCURRENCY = Number(process.env.SERP_CONCURRENCY ?? 8);
const COMPETITORS = 9;
const OWN_DOMAIN = 'rankcraft-bench.com';
const COMPETITOR_DOMAINS = Array.from({ length: COMPETITORS }, (_, i) => `competitor${i + 1}.com`);
const ADMIN = { email: 'admin@rankcraft.test', password: 'bench-admin-password-1' };

const cleanups = [];

// Helpers ----------------------------------------------------------------------------------------------
async function withServerClient(work) {
  const client = new Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function createDatabase() {
  const name = `rankcraft_bench_scale_${randomBytes(4).toString('hex')}`;
  await withServerClient((client) => client.query(`create database ${name}`));
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  cleanups.push(() => withServerClient((client) => client.query(`drop database if exists ${name} with (force)`)));
  return url.toString();
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A child process; its output is kept (the last 20 lines are shown if it fails) and scanned for `ready`. */
function startProcess(label, main, env, ready) {
  const child = spawn(process.execPath, [main], { env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines = [];
  let readyResolve;
  const readyPromise = new Promise((resolve) => (readyResolve = resolve));
  const collect = (chunk) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (!line) continue;
      lines.push(line);
      if (lines.length > 20) lines.shift();
      if (ready && line.includes(ready)) readyResolve();
    }
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = once(child, 'exit');
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    await exited;
    clearTimeout(timer);
  };
  cleanups.push(stop);
  const failed = exited.then(([code]) => {
    throw new Error(`${label} exited (${code}) before it was ready:\n${lines.join('\n')}`);
  });
  return { child, stop, ready: () => Promise.race([readyPromise, failed]), output: lines };
}

async function requestJson(base, method, route, { body, token } = {}) {
  const headers = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${base}${route}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) };
  } catch {
    return { status: response.status, body: text };
  }
}

async function untilHealthy(url, process) {
  const healthy = (async () => {
    for (;;) {
      const response = await fetch(`${url}/healthz`).catch(() => undefined);
      if (response?.ok) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  })();
  await Promise.race([healthy, process.ready()]);
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux); null elsewhere. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime are fields 14 and 15 of the line, in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

// The SERP vendor --------------------------------------------------------------------------------------
function startSerpServer() {
  const stats = { requests: 0, events: [] };
  const server = http.createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/search') {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Not found' }));
      return;
    }
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const now = performance.now();
      stats.requests++;
      stats.events.push([now, +1]);
      let query = {};
      try {
        query = JSON.parse(body);
      } catch {
        // answered as an empty query
      }
      setTimeout(() => {
        stats.events.push([performance.now(), -1]);
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(serperAnswer(query)));
      }, SERP_LATENCY_MS);
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const close = () => new Promise((done) => (server.close(() => done()), server.closeAllConnections()));
      cleanups.push(close);
      resolve({ url: `http://127.0.0.1:${server.address().port}`, stats, close });
    });
  });
}

/** Serper's shape: `organic[]` with title, link, snippet, position; deterministic per keyword. */
function serperAnswer(query) {
  const keyword = String(query.q ?? '');
  const num = Math.min(100, Number(query.num) || 10);
  const page = Number(query.page) || 1;
  const domains = [OWN_DOMAIN, ...COMPETITOR_DOMAINS];
  const placed = new Map();
  for (const domain of domains) {
    const h = hash(`${domain}|${keyword}`);
    if (h % 100 < 30) continue;
    let position = 1 + (h % num);
    while (placed.has(position)) position = (position % num) + 1;
    placed.set(position, domain);
  }
  const organic = Array.from({ length: num }, (_, i) => {
    const position = i + 1;
    const domain = placed.get(position) ?? `site${(hash(keyword) + position) % 997}.example.org`;
    return { title: `${keyword} - result ${position}`, link: `https://${domain}/${encodeURIComponent(keyword.replace(/ /g, '-'))}/${position}`, snippet: `About ${keyword}.`, position };
  });
  return { searchParameters: { q: keyword, num, page, type: 'search', engine: 'google' }, organic, credits: 1 };
}

function hash(text) {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Of the requests since `from`: the most that arrived within any one second, the most in flight, and the mean number in flight while any was. */
function serpFigures(events, from) {
  const starts = events.filter(([t, delta]) => delta > 0 && t >= from).map(([t]) => t).sort((a, b) => a - b);
  let most = 0;
  for (let first = 0, last = 0; last < starts.length; last++) {
    while (starts[last] - starts[first] >= 1000) first++;
    most = Math.max(most, last - first + 1);
  }
  const sorted = events.filter(([t]) => t >= from).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let inFlight = 0;
  let maxInFlight = 0;
  let busy = 0;
  let area = 0;
  let last = sorted[0]?.[0] ?? from;
  for (const [t, delta] of sorted) {
    if (inFlight > 0) {
      busy += t - last;
      area += inFlight * (t - last);
    }
    inFlight += delta;
    maxInFlight = Math.max(maxInFlight, inFlight);
    last = t;
  }
  return { mostInOneSecond: most, maxInFlight, meanInFlight: busy > 0 ? area / busy : 0 };
}

// One run ----------------------------------------------------------------------------------------------
async function benchRun(context, workers, extraEnv) {
  const { api, token, databaseUrl, serp, commonEnv } = context;
  const keywordList = Array.from({ length: KEYWORDS }, (_, i) => `scale ${workers}w${extraEnv.SERP_RATE_LIMIT ? ` r${extraEnv.SERP_RATE_LIMIT}` : ''} keyword ${String(i + 1).padStart(4, '0')}`);
  const started = [];
  for (let i = 0; i < workers; i++) {
    const worker = startProcess(`worker ${i + 1}`, workerMain, { ...commonEnv, ...extraEnv, LOG_LEVEL: 'info' }, 'Rankcraft worker running');
    started.push(worker);
  }
  await Promise.all(started.map((worker) => worker.ready()));
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const created = await requestJson(api, 'POST', '/api/instances', {
      token,
      body: {
        name: `Scale ${workers}`,
        user_domain: OWN_DOMAIN,
        user_company_name: 'Rankcraft Bench',
        competitor_domains: COMPETITOR_DOMAINS,
        competitor_company_names: COMPETITOR_DOMAINS.map((_, i) => `Competitor ${i + 1}`),
        keywords: keywordList.slice(0, 200),
        result_count: 10,
      },
    });
    if (created.status !== 201) throw new Error(`creating the instance failed: ${created.status} ${JSON.stringify(created.body)}`);
    const instanceId = created.body.id;
    // The instance form allows 200 keywords (MAX_KEYWORDS); the list is widened in the database.
    await db.query(
      'insert into tracking_keywords (instance_id, ordinal, keyword) select $1, k.ordinal, k.keyword from jsonb_array_elements_text($2::jsonb) with ordinality as k(keyword, ordinal) on conflict do nothing',
      [instanceId, JSON.stringify(keywordList)],
    );

    // Progress events from every process, as the api replicas receive them.
    const progress = [];
    await db.query('listen rankcraft_job_events');
    db.on('notification', (message) => {
      const job = JSON.parse(message.payload);
      if (job.status === 'running' && job.progressDone > 0) progress.push(performance.now());
    });

    const cpuBefore = started.map((worker) => cpuSeconds(worker.child.pid));
    const requestsBefore = serp.stats.requests;
    const from = performance.now();
    const startedAt = Date.now();
    const run = await requestJson(api, 'POST', `/api/instances/${instanceId}/run`, { token });
    const jobId = run.body.job_id ?? run.body.id;
    let job;
    for (;;) {
      [job] = (await db.query('select status, finished_at, error from jobs where id = $1', [jobId])).rows;
      if (job?.finished_at) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    if (job.status !== 'succeeded') throw new Error(`the run ended ${job.status}: ${job.error}`);
    const elapsed = new Date(job.finished_at).getTime() - startedAt;
    const cpu = started.map((worker, i) => {
      const after = cpuSeconds(worker.child.pid);
      return after === null || cpuBefore[i] === null ? NaN : after - cpuBefore[i];
    });
    const [usage] = (await db.query('select pages_fetched::int as pages, vendor_calls::int as calls from tracking_runs where job_id = $1', [jobId])).rows;
    const [stored] = (await db.query('select count(*)::int as rows from tracking_results where instance_id = $1', [instanceId])).rows;
    const figures = serpFigures(serp.stats.events, from);
    let mostEvents = 0;
    for (let first = 0, last = 0; last < progress.length; last++) {
      while (progress[last] - progress[first] >= 1000) first++;
      mostEvents = Math.max(mostEvents, last - first + 1);
    }
    return { workers, rateLimit: Number(extraEnv.SERP_RATE_LIMIT ?? 0), elapsed, cpu, calls: serp.stats.requests - requestsBefore, usage, rows: stored.rows, ...figures, events: progress.length, mostEvents };
  } finally {
    await db.end();
    await Promise.all(started.map((worker) => worker.stop()));
  }
}

/** The least time the vendor's answers alone take: every request at the allowed concurrency, or at the rate limit. */
function floorOf({ workers, rateLimit, calls }) {
  const concurrency = workers * SERP_CONCURRENCY;
  const byConcurrency = Math.ceil(calls / concurrency) * SERP_LATENCY_MS;
  const byRate = rateLimit > 0 ? (calls / rateLimit) * 1000 : 0;
  return { ms: Math.max(byConcurrency, byRate), why: byRate > byConcurrency ? `${calls} calls / ${rateLimit} a second` : `${calls} calls / ${concurrency} x ${SERP_LATENCY_MS} ms` };
}

// Main -------------------------------------------------------------------------------------------------
async function main() {
  const [{ server_version: version }] = (await withServerClient((client) => client.query('show server_version'))).rows;
  const load = () => os.loadavg().map((value) => value.toFixed(2)).join(' ');
  console.log(`Rankcraft run-scale bench - ${new Date().toISOString()}`);
  console.log(`Machine: ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, PostgreSQL ${version}, Temporal at ${TEMPORAL_ADDRESS}`);
  console.log(`Load average (1/5/15 min) at start: ${load()}`);

  const serp = await startSerpServer();
  const databaseUrl = await createDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rankcraft-bench-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const commonEnv = {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    JWT_SECRET: randomBytes(32).toString('hex'),
    TEMPORAL_ADDRESS,
    TEMPORAL_TASK_QUEUE: `rankcraft-bench-${randomBytes(4).toString('hex')}`,
    SERP_PROVIDER: 'serper',
    SERPER_API_KEY: 'bench',
    SERP_BASE_URL: serp.url,
    ...(process.env.SERP_CONCURRENCY ? { SERP_CONCURRENCY: process.env.SERP_CONCURRENCY } : {}),
    ...(process.env.TRACKER_RUN_CONCURRENCY ? { TRACKER_RUN_CONCURRENCY: process.env.TRACKER_RUN_CONCURRENCY } : {}),
  };
  const port = await freePort();
  const api = `http://127.0.0.1:${port}`;
  const apiProcess = startProcess('the api', apiMain, { ...commonEnv, PORT: String(port), HOST: '127.0.0.1', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, LOG_LEVEL: 'warn' });
  await untilHealthy(api, apiProcess);
  const login = await requestJson(api, 'POST', '/api/login', { body: ADMIN });
  if (login.status !== 200) throw new Error(`sign-in failed: ${login.status} ${JSON.stringify(login.body)}`);
  const context = { api, token: login.body.token, databaseUrl, serp, commonEnv };

  const results = [];
  for (const workers of WORKER_COUNTS) {
    console.log(`\n${KEYWORDS}-keyword run, ${workers} worker process${workers === 1 ? '' : 'es'} ...`);
    results.push(await benchRun(context, workers, {}));
  }
  if (RATE_LIMIT > 0) {
    const workers = Math.max(...WORKER_COUNTS);
    console.log(`\n${KEYWORDS}-keyword run, ${workers} worker processes, SERP_RATE_LIMIT=${RATE_LIMIT} ...`);
    results.push(await benchRun(context, workers, { SERP_RATE_LIMIT: String(RATE_LIMIT) }));
  }
  await apiProcess.stop();

  const base = results[0];
  console.log(`\nSERP_CONCURRENCY=${SERP_CONCURRENCY} per process, ${SERP_LATENCY_MS} ms per answer, ${KEYWORDS} keywords at one page each, 10 companies\n`);
  const header = ['workers', 'rate limit', 'wall time', 'vs first', 'floor', 'wall / floor', 'floor from', 'calls', 'max in flight', 'mean in flight', 'most calls in 1 s', 'worker CPU s', 'rows', 'progress events (most in 1 s)'];
  const rows = results.map((result) => {
    const floor = floorOf(result);
    return [
      result.workers,
      result.rateLimit ? `${result.rateLimit}/s` : '-',
      `${(result.elapsed / 1000).toFixed(2)} s`,
      `${(base.elapsed / result.elapsed).toFixed(2)}x`,
      `${(floor.ms / 1000).toFixed(2)} s`,
      (result.elapsed / floor.ms).toFixed(2),
      floor.why,
      `${result.calls} (run record ${result.usage.calls})`,
      result.maxInFlight,
      result.meanInFlight.toFixed(1),
      result.mostInOneSecond,
      result.cpu.every((seconds) => Number.isFinite(seconds)) ? result.cpu.map((seconds) => seconds.toFixed(1)).join(' + ') : '-',
      result.rows,
      `${result.events} (${result.mostEvents})`,
    ];
  });
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => String(row[i]).length)));
  const line = (cells) => cells.map((cell, i) => String(cell).padStart(widths[i])).join('  ');
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(row));
  console.log(`\nLoad average (1/5/15 min) at end: ${load()}`);
}

async function cleanUp() {
  for (const cleanup of cleanups.reverse()) await cleanup().catch((error) => console.error(`cleanup failed: ${error.message}`));
  cleanups.length = 0;
}

process.once('SIGINT', async () => {
  console.error('\ninterrupted: stopping the processes and dropping the bench database');
  await cleanUp();
  process.exit(130);
});

main()
  .catch((error) => {
    console.error(`\nbench failed: ${error instanceof Error ? (error.stack ?? error.message) : error}`);
    process.exitCode = 1;
  })
  .finally(cleanUp);
