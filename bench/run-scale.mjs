// A 10,000-keyword x 2-device tracker run (20,000 searches) against a local DataForSEO-shaped SERP server
// (live mode) that answers after a fixed latency: on the api's in-process job runner, and on Temporal with
// 1 worker process (and 2). Prints each run's wall time against its floor (vendor requests / allowed
// concurrency x latency) and the ratio (target <= 1.2); it asserts nothing.
//
//   npm run build
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:55432/postgres TEMPORAL_ADDRESS=127.0.0.1:7233 node bench/run-scale.mjs
//
// BENCH_DATABASE_URL names a PostgreSQL server; the bench creates a database there and drops it at the
// end. The api (`api/dist/main.js`) and every worker (`api/dist/worker.js`) are processes of their
// own, as in production, on a task queue of the bench's own on the Temporal server at TEMPORAL_ADDRESS.
// Optional: BENCH_KEYWORDS (10000), BENCH_DEVICES ("desktop,mobile"), BENCH_LATENCY_MS (100),
// BENCH_WORKERS (runs to make: 0 is the api's in-process runner, n > 0 that many Temporal workers; "0,1"),
// BENCH_RATE_LIMIT (a last run with the most workers and SERP_RATE_LIMIT at this many requests a second;
// 0, the default, skips it), SERP_CONCURRENCY (16 here) and TRACKER_RUN_CONCURRENCY (passed on to every
// process; the app's default otherwise).
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { onCleanup, runBench, tempDir } from './lib/cleanup.mjs';
import { createDatabase, withServerClient } from './lib/database.mjs';
import { hash, listenLocal, placeDomains, readBody, requestJson, signIn } from './lib/http.mjs';
import { apiDist, requireFiles, requireFromApi } from './lib/paths.mjs';
import { cpuMsOf, freePort, stopProcess, waitForHttp } from './lib/processes.mjs';
import { mostInOneSecond } from './lib/stats.mjs';
import { cpus, loadAverage, printTable } from './lib/table.mjs';

const apiMain = path.join(apiDist, 'main.js');
const workerMain = path.join(apiDist, 'worker.js');

const SERVER_URL = process.env.BENCH_DATABASE_URL;
const TEMPORAL_ADDRESS = process.env.TEMPORAL_ADDRESS;
if (!SERVER_URL || !TEMPORAL_ADDRESS) {
  console.error(
    'BENCH_DATABASE_URL and TEMPORAL_ADDRESS must be set: a PostgreSQL server the bench may create and drop a database on, and a Temporal server, e.g.\n' +
      '  BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:55432/postgres TEMPORAL_ADDRESS=127.0.0.1:7233 node bench/run-scale.mjs',
  );
  process.exit(2);
}
requireFiles([apiMain, workerMain], 'api/dist is missing: run `npm run build` first.');
const { Client } = requireFromApi('pg');

const KEYWORDS = Number(process.env.BENCH_KEYWORDS ?? 10_000);
const DEVICES = (process.env.BENCH_DEVICES ?? 'desktop,mobile').split(',');
const WORKER_COUNTS = (process.env.BENCH_WORKERS ?? '0,1').split(',').map(Number);
const RATE_LIMIT = Number(process.env.BENCH_RATE_LIMIT ?? 0);
const SERP_LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 100);
/** Searches in flight per process. */
const SERP_CONCURRENCY = Number(process.env.SERP_CONCURRENCY ?? 16);
const COMPETITORS = 9;
const OWN_DOMAIN = 'rankcraft-bench.com';
const COMPETITOR_DOMAINS = Array.from({ length: COMPETITORS }, (_, i) => `competitor${i + 1}.com`);
const ADMIN = { email: 'admin@rankcraft.test', password: 'bench-admin-password-1' };

// Helpers ----------------------------------------------------------------------------------------------
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
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = () => stopProcess(child, { killAfterMs: 30_000 });
  onCleanup(stop);
  const failed = exited.then((code) => {
    throw new Error(`${label} exited (${code}) before it was ready:\n${lines.join('\n')}`);
  });
  return { child, stop, ready: () => Promise.race([readyPromise, failed]), output: lines };
}

/** Waits until the process answers /healthz (or fails when it exits first). */
async function untilHealthy(url, process) {
  await Promise.race([waitForHttp(`${url}/healthz`, { child: process.child, timeoutMs: Infinity }), process.ready()]);
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux); null elsewhere. */
function cpuSeconds(pid) {
  const ms = cpuMsOf(pid);
  return Number.isNaN(ms) ? null : ms / 1000;
}

// The SERP vendor --------------------------------------------------------------------------------------
async function startSerpServer() {
  const stats = { requests: 0, events: [] };
  const server = http.createServer(async (req, res) => {
    if (req.method !== 'POST' || req.url !== '/v3/serp/google/organic/live/advanced') {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ status_code: 40400, status_message: 'Not Found.' }));
      return;
    }
    const body = await readBody(req);
    const now = performance.now();
    stats.requests++;
    stats.events.push([now, +1]);
    let task = {};
    try {
      [task] = JSON.parse(body);
    } catch {
      // answered as an empty query
    }
    setTimeout(() => {
      stats.events.push([performance.now(), -1]);
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(dataForSeoAnswer(task ?? {})));
    }, SERP_LATENCY_MS);
  });
  const local = await listenLocal(server);
  onCleanup(local.close);
  return { url: local.url, stats, close: local.close };
}

/** DataForSEO's live answer (one task, `result[0].items` of type organic); deterministic per keyword and device. */
function dataForSeoAnswer(task) {
  const keyword = String(task.keyword ?? '');
  const device = String(task.device ?? 'desktop');
  const depth = Math.min(100, Number(task.depth) || 10);
  const placed = placeDomains([OWN_DOMAIN, ...COMPETITOR_DOMAINS], depth, (domain) => `${domain}|${keyword}|${device}`);
  const items = Array.from({ length: depth }, (_, i) => {
    const position = i + 1;
    const domain = placed.get(position) ?? `site${(hash(keyword) + position) % 997}.example.org`;
    return { type: 'organic', rank_group: position, rank_absolute: position, domain, url: `https://${domain}/${encodeURIComponent(keyword.replace(/ /g, '-'))}/${position}`, title: `${keyword} - result ${position}`, description: `About ${keyword}.` };
  });
  const result = { keyword, type: 'organic', se_domain: 'google.com', location_code: 2840, language_code: 'en', items_count: items.length, items };
  return { version: '0.1', status_code: 20000, status_message: 'Ok.', time: '0.1 sec.', cost: 0, tasks_count: 1, tasks_error: 0, tasks: [{ id: randomUUID(), status_code: 20000, status_message: 'Ok.', data: task, result_count: 1, result: [result] }] };
}

/** Of the requests since `from`: the most that arrived within any one second, the most in flight, and the mean number in flight while any was. */
function serpFigures(events, from) {
  const starts = events.filter(([t, delta]) => delta > 0 && t >= from).map(([t]) => t).sort((a, b) => a - b);
  const most = mostInOneSecond(starts);
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
  const { token, databaseUrl, serp, commonEnv } = context;
  // 0 workers: the in-process api runs the job itself.
  const api = workers === 0 ? context.inProcessApi : context.api;
  const label = `scale ${workers}w${extraEnv.SERP_RATE_LIMIT ? ` r${extraEnv.SERP_RATE_LIMIT}` : ''} keyword`;
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
        keywords: [`${label} 00001`],
        devices: DEVICES,
        result_count: 10,
      },
    });
    if (created.status !== 201) throw new Error(`creating the instance failed: ${created.status} ${JSON.stringify(created.body)}`);
    const instanceId = created.body.id;
    // The rest of the keywords written as a bulk import would, in one statement.
    await db.query(
      `insert into tracking_keywords (instance_id, ordinal, keyword) select $1, n, $2 || ' ' || lpad(n::text, 5, '0') from generate_series(2, $3) n`,
      [instanceId, label, KEYWORDS],
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
    const mostEvents = mostInOneSecond(progress);
    return { workers, rateLimit: Number(extraEnv.SERP_RATE_LIMIT ?? 0), elapsed, cpu, calls: serp.stats.requests - requestsBefore, usage, rows: stored.rows, ...figures, events: progress.length, mostEvents };
  } finally {
    await db.end();
    await Promise.all(started.map((worker) => worker.stop()));
  }
}

/** The least time the vendor's answers alone take: every request at the allowed concurrency, or at the rate limit. */
function floorOf({ workers, rateLimit, calls }) {
  const concurrency = Math.max(1, workers) * SERP_CONCURRENCY;
  const byConcurrency = Math.ceil(calls / concurrency) * SERP_LATENCY_MS;
  const byRate = rateLimit > 0 ? (calls / rateLimit) * 1000 : 0;
  return { ms: Math.max(byConcurrency, byRate), why: byRate > byConcurrency ? `${calls} calls / ${rateLimit} a second` : `${calls} calls / ${concurrency} x ${SERP_LATENCY_MS} ms` };
}

// Main -------------------------------------------------------------------------------------------------
async function main() {
  const [{ server_version: version }] = (await withServerClient(SERVER_URL, (client) => client.query('show server_version'))).rows;
  console.log(`Rankcraft run-scale bench - ${new Date().toISOString()}`);
  console.log(`Machine: ${cpus()}, Node ${process.version}, PostgreSQL ${version}, Temporal at ${TEMPORAL_ADDRESS}`);
  console.log(`Load average (1/5/15 min) at start: ${loadAverage()}`);

  const serp = await startSerpServer();
  const { url: databaseUrl } = await createDatabase(SERVER_URL, 'scale');
  const dataDir = tempDir('rankcraft-bench-');
  const commonEnv = {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    JWT_SECRET: randomBytes(32).toString('hex'),
    TEMPORAL_ADDRESS,
    TEMPORAL_TASK_QUEUE: `rankcraft-bench-${randomBytes(4).toString('hex')}`,
    SERP_PROVIDER: 'dataforseo',
    DATAFORSEO_LOGIN: 'bench',
    DATAFORSEO_PASSWORD: 'bench',
    SERP_BASE_URL: serp.url,
    SERP_CONCURRENCY: String(SERP_CONCURRENCY),
    ...(process.env.TRACKER_RUN_CONCURRENCY ? { TRACKER_RUN_CONCURRENCY: process.env.TRACKER_RUN_CONCURRENCY } : {}),
  };
  const port = await freePort();
  const api = `http://127.0.0.1:${port}`;
  const apiProcess = startProcess('the api', apiMain, { ...commonEnv, PORT: String(port), HOST: '127.0.0.1', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, LOG_LEVEL: 'warn' });
  await untilHealthy(api, apiProcess);
  const login = await signIn(api, ADMIN);
  // The same app with its in-process runner (no Temporal), on the same database, for the runs with 0 workers.
  let inProcessApi;
  if (WORKER_COUNTS.includes(0)) {
    const inProcessPort = await freePort();
    inProcessApi = `http://127.0.0.1:${inProcessPort}`;
    const { TEMPORAL_ADDRESS: _temporal, TEMPORAL_TASK_QUEUE: _queue, ...inProcessEnv } = commonEnv;
    const inProcess = startProcess('the in-process api', apiMain, { ...inProcessEnv, PORT: String(inProcessPort), HOST: '127.0.0.1', LOG_LEVEL: 'warn' });
    await untilHealthy(inProcessApi, inProcess);
  }
  const context = { api, inProcessApi, token: login.token, databaseUrl, serp, commonEnv };

  const results = [];
  for (const workers of WORKER_COUNTS) {
    console.log(`\n${KEYWORDS}-keyword x ${DEVICES.length}-device run, ${workers === 0 ? 'in-process runner' : `Temporal, ${workers} worker process${workers === 1 ? '' : 'es'}`} ...`);
    results.push(await benchRun(context, workers, {}));
  }
  if (RATE_LIMIT > 0) {
    const workers = Math.max(...WORKER_COUNTS);
    console.log(`\n${KEYWORDS}-keyword run, ${workers} worker processes, SERP_RATE_LIMIT=${RATE_LIMIT} ...`);
    results.push(await benchRun(context, workers, { SERP_RATE_LIMIT: String(RATE_LIMIT) }));
  }
  await apiProcess.stop();

  const base = results[0];
  console.log(`\nSERP_CONCURRENCY=${SERP_CONCURRENCY} per process, ${SERP_LATENCY_MS} ms per answer, ${KEYWORDS} keywords x ${DEVICES.join(' + ')} at one page each, 10 companies\n`);
  const header = ['runner', 'rate limit', 'wall time', 'vs first', 'floor', 'wall / floor', 'floor from', 'calls', 'max in flight', 'mean in flight', 'most calls in 1 s', 'worker CPU s', 'rows', 'progress events (most in 1 s)'];
  const rows = results.map((result) => {
    const floor = floorOf(result);
    return [
      result.workers === 0 ? 'in-process' : `temporal x${result.workers}`,
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
  printTable(header, rows, 0);
  console.log(`\nLoad average (1/5/15 min) at end: ${loadAverage()}`);
}

await runBench(main, { interrupted: 'interrupted: stopping the processes and dropping the bench database' });
