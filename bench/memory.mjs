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
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const apiDir = path.join(root, 'api');
const requireFromApi = createRequire(path.join(apiDir, 'package.json'));

/** The node flags `npm start` gives the app (package.json's start script), so the bench starts it alike. */
const START_FLAGS = /\bnode ((?:--\S+ )*)api\/dist\/main\.js/.exec(JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.start)?.[1].split(' ').filter(Boolean) ?? [];
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 30);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const TARGET_MIB = 250;
const MIB = 1024 * 1024;

if (!existsSync(path.join(apiDir, 'dist/main.js'))) {
  console.error('api/dist is missing: run `npm run build:api` (or `npm run build`) first.');
  process.exit(2);
}
if (!existsSync('/proc/self/status')) {
  console.error('This bench reads /proc/<pid>/status: it runs on Linux only.');
  process.exit(2);
}

const cleanUps = [];
process.on('SIGINT', () => void cleanUp().then(() => process.exit(130)));

try {
  const rows = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rankcraft-bench-memory-'));
    cleanUps.push(() => rmSync(dataDir, { recursive: true, force: true }));
    rows.push(await measure('embedded, first start (fresh data dir)', { DATA_DIR: dataDir }));
    rows.push(await measure('embedded, second start (same data dir)', { DATA_DIR: dataDir }));
  }

  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (serverUrl) {
    const { Client } = requireFromApi('pg');
    const admin = new Client({ connectionString: serverUrl });
    await admin.connect();
    cleanUps.push(() => admin.end());
    for (let run = 1; run <= RUNS; run += 1) {
      const dbName = `rankcraft_bench_memory_${randomBytes(4).toString('hex')}`;
      await admin.query(`create database ${dbName}`);
      cleanUps.push(() => admin.query(`drop database if exists ${dbName} with (force)`).catch(() => {}));
      const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${dbName}` }).toString();
      const pgDataDir = mkdtempSync(path.join(os.tmpdir(), 'rankcraft-bench-memory-pg-'));
      cleanUps.push(() => rmSync(pgDataDir, { recursive: true, force: true }));
      rows.push(await measure('PostgreSQL, first start (fresh database)', { DATA_DIR: pgDataDir, DATABASE_URL: databaseUrl }));
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
} finally {
  await cleanUp();
}

async function cleanUp() {
  while (cleanUps.length > 0) await cleanUps.pop()();
}

/** Starts the app with `env`, waits until it is healthy, makes a few requests, idles, and stops it. */
async function measure(label, env) {
  const port = await freePort();
  const started = performance.now();
  const app = spawn(process.execPath, [...START_FLAGS, path.join(apiDir, 'dist/main.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { PATH: process.env.PATH, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
  });
  const stop = async () => {
    if (app.exitCode !== null) return;
    const exited = new Promise((resolve) => app.once('exit', resolve));
    app.kill('SIGTERM');
    await exited;
  };
  cleanUps.push(stop);
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/healthz`, app);
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
  await stop();
  cleanUps.splice(cleanUps.indexOf(stop), 1);
  console.log(`${label}: healthy after ${(healthyMs / 1000).toFixed(1)} s, RSS ${mib(atHealthy)} MiB, ${mib(afterRequests)} MiB after requests, ${mib(idle)} MiB idle, peak ${mib(peak)} MiB`);
  return { label, healthyMs, atHealthy, afterRequests, idle, peak };
}

/** What a first visit does: sign up, read the session, the plans, a keyword lookup and the tracker list. */
async function someRequests(base) {
  const email = `memory-${randomBytes(4).toString('hex')}@example.com`;
  const signUp = await call(base, 'POST', '/api/signup', { body: { full_name: 'Memory Bench', email, password: 'bench-password-1' } });
  const { token } = signUp;
  await call(base, 'POST', '/api/login', { body: { email, password: 'bench-password-1' } });
  await call(base, 'GET', '/api/me', { token });
  await call(base, 'POST', '/graphql', { token, body: { query: '{ me { id email creditsUsed creditLimit } plans { name } }' } });
  await call(base, 'POST', '/api/keyword-stats', { token, body: { keywords: ['seo tools', 'keyword research', 'rank tracker'] } });
  await call(base, 'GET', '/api/instances', { token });
}

async function call(base, method, route, { token, body } = {}) {
  const response = await fetch(`${base}${route}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${route} answered ${response.status}: ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : undefined;
}

/** RSS and its peak (VmHWM) of a process, in bytes. */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN) * 1024;
  return { rss: kib('VmRSS'), peak: kib('VmHWM') };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function mib(bytes) {
  return (bytes / MIB).toFixed(0);
}

function printTable(header, rows) {
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => String(row[i]).length)));
  const line = (row) => row.map((cell, i) => String(cell).padEnd(widths[i])).join('  ').trimEnd();
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(row));
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url, child) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app exited with ${child.exitCode} before it was healthy`);
    const ok = await fetch(url).then((response) => response.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within 180 s`);
}
