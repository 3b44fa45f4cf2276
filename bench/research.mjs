// Research benchmark: keyword stats for 100 keywords through REST (POST /api/keyword-stats) against a
// local Keywords-Everywhere-shaped server answering in 300 ms, uncached and cached, and how many vendor
// calls identical questions make (50 at the same moment, from one user and from 50; the same one
// twice in a row). Prints
// figures; it asserts nothing.
//
//   npm run build:api
//   node bench/research.mjs                                   # embedded PGlite in a temp directory
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:55440/postgres node bench/research.mjs
//
// BENCH_DATABASE_URL (optional) names a PostgreSQL server; the bench creates its own database there
// and drops it at the end. Optional: BENCH_REPS (default 20) calls per latency figure.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';

const here = path.dirname(fileURLToPath(import.meta.url));
const apiDir = path.resolve(here, '../api');
const dist = path.join(apiDir, 'dist');
const requireFromApi = createRequire(path.join(apiDir, 'package.json'));

if (!existsSync(path.join(dist, 'server/app.js'))) {
  console.error('api/dist is missing: run `npm run build:api` first.');
  process.exit(2);
}
requireFromApi('reflect-metadata');
const { Client } = requireFromApi('pg');
const { startApp } = requireFromApi(path.join(dist, 'server/app.js'));
const { loadConfig } = requireFromApi(path.join(dist, 'config.js'));

// Sizes and targets --------------------------------------------------------------------------------
const VENDOR_LATENCY_MS = 300;
const KEYWORDS = 100;
const REPS = Number(process.env.BENCH_REPS ?? 20);
const WARMUPS = 3;
const CONCURRENT = 50;
const SERVER_URL = process.env.BENCH_DATABASE_URL;

// Helpers ----------------------------------------------------------------------------------------------
const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  const index = (sorted.length - 1) * q;
  const low = Math.floor(index);
  return sorted[low] + (sorted[Math.ceil(index)] - sorted[low]) * (index - low);
};
const ms = (value) => `${value.toFixed(1)} ms`;

function printTable(header, rows) {
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => String(row[i]).length)));
  const line = (row) => row.map((cell, i) => String(cell).padEnd(widths[i])).join('  ').trimEnd();
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(row));
}

async function requestJson(base, method, route, { body, token } = {}) {
  const headers = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${base}${route}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  let parsed = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: response.status, body: parsed };
}

/** Keywords Everywhere's v1 shape: POST /v1/get_keyword_data with kw[] form fields, after a delay. */
async function startVendor() {
  const stats = { requests: 0, keywords: 0, maxInFlight: 0 };
  let inFlight = 0;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      stats.requests++;
      inFlight++;
      stats.maxInFlight = Math.max(stats.maxInFlight, inFlight);
      const keywords = new URLSearchParams(body).getAll('kw[]');
      stats.keywords += keywords.length;
      setTimeout(() => {
        inFlight--;
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            data: keywords.map((keyword, i) => ({
              vol: 1000 + i,
              cpc: { currency: '$', value: '1.25' },
              keyword,
              competition: 0.42,
              trend: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'].map((month, m) => ({ month, year: 2025, value: 900 + m })),
            })),
            credits: 100000,
            time: 0.01,
          }),
        );
      }, VENDOR_LATENCY_MS);
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    stats,
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(resolve);
    }),
  };
}

async function createDatabase() {
  if (!SERVER_URL) return { env: {}, drop: async () => {} };
  const name = `rankcraft_bench_research_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    drop: async () => {
      const client = new Client({ connectionString: SERVER_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

let batch = 0;
/** 100 keywords no earlier call asked about: an uncached question. */
const freshKeywords = () => {
  batch++;
  return Array.from({ length: KEYWORDS }, (_, i) => `bench batch ${batch} keyword ${i + 1}`);
};

// Main -----------------------------------------------------------------------------------------------
async function main() {
  console.log(`Rankcraft research bench - ${new Date().toISOString()}`);
  console.log(`Machine: ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, Node ${process.version}`);
  console.log(`Database: ${SERVER_URL ? 'PostgreSQL (BENCH_DATABASE_URL)' : 'embedded PGlite'}; vendor: local Keywords-Everywhere-shaped server, ${VENDOR_LATENCY_MS} ms per answer`);
  const load = () => os.loadavg().map((value) => value.toFixed(2)).join(' ');
  console.log(`Load average (1/5/15 min) at start: ${load()}\n`);

  const vendor = await startVendor();
  const db = await createDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rankcraft-bench-research-'));
  let app;
  try {
    app = await startApp(
      loadConfig({
        NODE_ENV: 'test',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        JWT_SECRET: randomBytes(32).toString('hex'),
        SEO_DATA_PROVIDER: 'keywords-everywhere',
        KEYWORDS_EVERYWHERE_API_KEY: 'bench',
        SEO_DATA_BASE_URL: vendor.url,
        // The bench signs up 1 + CONCURRENT users from 127.0.0.1; the default limit (20 an hour per
        // address) would refuse the 21st. The limit itself is tested in api/test/login-throttle.spec.ts.
        SIGNUP_LIMIT_PER_HOUR: String(10 * CONCURRENT),
        LOG_LEVEL: 'warn',
        ...db.env,
      }),
    );
    const signUp = async () => {
      const signup = await requestJson(app.url, 'POST', '/api/signup', { body: { full_name: 'Bench', email: `bench-${randomBytes(4).toString('hex')}@rankcraft.test`, password: 'bench-password-1' } });
      if (signup.status !== 201) throw new Error(`sign-up failed: ${signup.status} ${JSON.stringify(signup.body)}`);
      // Agency: unlimited keyword searches, so the bench measures the path, not the allowance.
      await app.database.orm.em.fork().getConnection().execute('update users set plan_id = 3 where id = ?', [signup.body.id]);
      return signup.body.token;
    };
    const token = await signUp();
    const stats = async (keywords, as = token) => {
      const started = performance.now();
      const response = await requestJson(app.url, 'POST', '/api/keyword-stats', { token: as, body: { keywords } });
      const elapsed = performance.now() - started;
      if (response.status !== 200 || response.body.data?.length !== keywords.length) throw new Error(`keyword-stats answered ${response.status} ${JSON.stringify(response.body).slice(0, 200)}`);
      return elapsed;
    };

    for (let i = 0; i < WARMUPS; i++) await stats(freshKeywords());

    const uncached = [];
    const callsBefore = vendor.stats.requests;
    for (let i = 0; i < REPS; i++) uncached.push(await stats(freshKeywords()));
    const uncachedCalls = vendor.stats.requests - callsBefore;

    const cachedKeywords = freshKeywords();
    await stats(cachedKeywords);
    const cached = [];
    const cachedBefore = vendor.stats.requests;
    for (let i = 0; i < REPS; i++) cached.push(await stats(cachedKeywords));
    const cachedCalls = vendor.stats.requests - cachedBefore;

    const together = freshKeywords();
    const togetherBefore = vendor.stats.requests;
    const togetherStarted = performance.now();
    const togetherTimes = await Promise.all(Array.from({ length: CONCURRENT }, () => stats(together)));
    const togetherWall = performance.now() - togetherStarted;
    const togetherCalls = vendor.stats.requests - togetherBefore;

    const tokens = [];
    for (let i = 0; i < CONCURRENT; i++) tokens.push(await signUp());
    const byMany = freshKeywords();
    const manyBefore = vendor.stats.requests;
    const manyStarted = performance.now();
    const manyTimes = await Promise.all(tokens.map((userToken) => stats(byMany, userToken)));
    const manyWall = performance.now() - manyStarted;
    const manyCalls = vendor.stats.requests - manyBefore;

    const twice = freshKeywords();
    const twiceBefore = vendor.stats.requests;
    await stats(twice);
    await stats(twice);
    const twiceCalls = vendor.stats.requests - twiceBefore;

    printTable(
      ['figure', 'measured', 'target / note'],
      [
        [`keyword-stats, ${KEYWORDS} keywords, uncached: p50`, ms(quantile(uncached, 0.5)), `vendor answers in ${VENDOR_LATENCY_MS} ms`],
        ['  p95', ms(quantile(uncached, 0.95)), `${REPS} calls, ${uncachedCalls} vendor calls`],
        [`keyword-stats, ${KEYWORDS} keywords, cached: p50`, ms(quantile(cached, 0.5)), 'no vendor call'],
        ['  p95', ms(quantile(cached, 0.95)), `${REPS} calls, ${cachedCalls} vendor calls`],
        [`vendor calls for ${CONCURRENT} identical concurrent requests`, togetherCalls, 'target 1'],
        ['  wall time of the 50 / slowest request', `${ms(togetherWall)} / ${ms(Math.max(...togetherTimes))}`, 'one user'],
        [`vendor calls for ${CONCURRENT} identical concurrent requests, ${CONCURRENT} users`, manyCalls, 'target 1'],
        ['  wall time of the 50 / slowest request', `${ms(manyWall)} / ${ms(Math.max(...manyTimes))}`, 'one user each'],
        ['vendor calls for the same question twice within the TTL', twiceCalls, 'target 1'],
      ],
    );
  } finally {
    await app?.stop();
    await vendor.close();
    await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`\nLoad average (1/5/15 min) at end: ${load()}`);
}

main().catch((error) => {
  console.error(`\nbench failed: ${error instanceof Error ? (error.stack ?? error.message) : error}`);
  process.exitCode = 1;
});
