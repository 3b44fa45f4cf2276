// Memory benchmark: the resident memory (RSS) of the built app on the embedded default (PGlite), on a
// fresh data directory (the first start: initdb and every migration) and again on the same directory
// (the second start), and on PostgreSQL when BENCH_DATABASE_URL is given. Prints figures against the
// target (<= 250 MiB idle on the embedded default); it asserts nothing.
//
//   npm run build:api
//   node bench/memory.mjs
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:55432/postgres node bench/memory.mjs
//
// Each start is `node api/dist/main.js` as `npm start` runs it (its node flags, no NODE_ENV, the in-process job
// runner, sandbox providers) in its own process; once /healthz answers, a signed-up user makes a few
// requests (REST and GraphQL, a sandbox keyword lookup, the tracker list), then the app idles for
// BENCH_IDLE_SECONDS (default 30). RSS and its peak (VmHWM) come from /proc/<pid>/status (Linux).
// BENCH_RUNS (default 3) runs of each, each on a fresh data directory / database; medians are printed.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { onCleanup, runBench, tempDir } from './lib/cleanup.mjs';
import { createDatabase } from './lib/database.mjs';
import { requestJson, signUp } from './lib/http.mjs';
import { apiDir, requireFiles, root } from './lib/paths.mjs';
import { freePort, memoryOf, stopProcess, waitForHttp } from './lib/processes.mjs';
import { median } from './lib/stats.mjs';
import { printTable } from './lib/table.mjs';

/** The node flags `npm start` gives the app (package.json's start script), so the bench starts it alike. */
const START_FLAGS = /\bnode ((?:--\S+ )*)api\/dist\/main\.js/.exec(JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.start)?.[1].split(' ').filter(Boolean) ?? [];
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 30);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const TARGET_MIB = 250;
const MIB = 1024 * 1024;

requireFiles(['api/dist/main.js'], 'api/dist is missing: run `npm run build:api` (or `npm run build`) first.');
if (!existsSync('/proc/self/status')) {
  console.error('This bench reads /proc/<pid>/status: it runs on Linux only.');
  process.exit(2);
}

await runBench(async () => {
  const rows = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const dataDir = tempDir('rankcraft-bench-memory-');
    rows.push(await measure('embedded, first start (fresh data dir)', { DATA_DIR: dataDir }));
    rows.push(await measure('embedded, second start (same data dir)', { DATA_DIR: dataDir }));
  }

  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (serverUrl) {
    for (let run = 1; run <= RUNS; run += 1) {
      const database = await createDatabase(serverUrl, 'memory');
      const pgDataDir = tempDir('rankcraft-bench-memory-pg-');
      rows.push(await measure('PostgreSQL, first start (fresh database)', { DATA_DIR: pgDataDir, DATABASE_URL: database.url }));
    }
  }

  console.log(
    `\nRSS of the app process (MiB), median of ${RUNS} runs; "idle" is after ${IDLE_SECONDS} s without requests.` +
      ` Target on the embedded default: <= ${TARGET_MIB} MiB idle. Node flags (from npm start): ${START_FLAGS.join(' ') || 'none'}.\n`,
  );
  const labels = [...new Set(rows.map((row) => row.label))];
  printTable(
    ['start', 'healthy after', 'at healthy', 'after requests', 'idle', 'peak', 'target'],
    labels.map((label) => {
      const of = (key) => median(rows.filter((row) => row.label === label).map((row) => row[key]));
      const idle = of('idle');
      return [label, `${(of('healthyMs') / 1000).toFixed(1)} s`, mib(of('atHealthy')), mib(of('afterRequests')), mib(idle), mib(of('peak')), label.startsWith('embedded') ? (idle <= TARGET_MIB * MIB ? 'ok' : 'over') : ''];
    }),
  );
});

/** Starts the app with `env`, waits until it is healthy, makes a few requests, idles, and stops it. */
async function measure(label, env) {
  const port = await freePort();
  const started = performance.now();
  const app = spawn(process.execPath, [...START_FLAGS, path.join(apiDir, 'dist/main.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { PATH: process.env.PATH, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
  });
  const forget = onCleanup(() => stopProcess(app));
  const base = `http://127.0.0.1:${port}`;
  await waitForHttp(`${base}/healthz`, { child: app, timeoutMs: 180_000, intervalMs: 100 });
  const healthyMs = performance.now() - started;
  const atHealthy = memoryOf(app.pid).rss;

  await someRequests(base);
  const afterRequests = memoryOf(app.pid).rss;

  let idle = afterRequests;
  for (let second = 0; second < IDLE_SECONDS; second += 1) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    idle = memoryOf(app.pid).rss;
  }
  const { peak } = memoryOf(app.pid);
  forget();
  await stopProcess(app);
  console.log(`${label}: healthy after ${(healthyMs / 1000).toFixed(1)} s, RSS ${mib(atHealthy)} MiB, ${mib(afterRequests)} MiB after requests, ${mib(idle)} MiB idle, peak ${mib(peak)} MiB`);
  return { label, healthyMs, atHealthy, afterRequests, idle, peak };
}

/** What a first visit does: sign up, read the session, the plans, a keyword lookup and the tracker list. */
async function someRequests(base) {
  const email = `memory-${randomBytes(4).toString('hex')}@example.com`;
  const { token } = await signUp(base, { fullName: 'Memory Bench', email, password: 'bench-password-1' });
  await call(base, 'POST', '/api/login', { body: { email, password: 'bench-password-1' } });
  await call(base, 'GET', '/api/me', { token });
  await call(base, 'POST', '/graphql', { token, body: { query: '{ me { id email creditsUsed creditLimit } plans { name } }' } });
  await call(base, 'POST', '/api/keyword-stats', { token, body: { keywords: ['seo tools', 'keyword research', 'rank tracker'] } });
  await call(base, 'GET', '/api/instances', { token });
}

/** A REST or GraphQL call that must answer 2xx. */
async function call(base, method, route, options) {
  const response = await requestJson(base, method, route, options);
  if (response.status < 200 || response.status >= 300) throw new Error(`${method} ${route} answered ${response.status}: ${JSON.stringify(response.body).slice(0, 300)}`);
  return response.body;
}

function mib(bytes) {
  return (bytes / MIB).toFixed(0);
}
