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
import http from 'node:http';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { startInProcessApp } from './lib/app.mjs';
import { onCleanup, runBench } from './lib/cleanup.mjs';
import { appDatabase } from './lib/database.mjs';
import { listenLocal, readBody, requestJson, signUp as signUpOverRest } from './lib/http.mjs';
import { requireFiles } from './lib/paths.mjs';
import { interpolatedQuantile as quantile } from './lib/stats.mjs';
import { cpus, loadAverage, printTable } from './lib/table.mjs';

requireFiles(['api/dist/server/app.js'], 'api/dist is missing: run `npm run build:api` first.');

// Sizes and targets --------------------------------------------------------------------------------
const VENDOR_LATENCY_MS = 300;
const KEYWORDS = 100;
const REPS = Number(process.env.BENCH_REPS ?? 20);
const WARMUPS = 3;
const CONCURRENT = 50;
const SERVER_URL = process.env.BENCH_DATABASE_URL;

// Helpers ----------------------------------------------------------------------------------------------
const ms = (value) => `${value.toFixed(1)} ms`;

/** Keywords Everywhere's v1 shape: POST /v1/get_keyword_data with kw[] form fields, after a delay. */
async function startVendor() {
  const stats = { requests: 0, keywords: 0, maxInFlight: 0 };
  let inFlight = 0;
  const server = http.createServer(async (req, res) => {
    const body = await readBody(req);
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
  return { ...(await listenLocal(server)), stats };
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
  console.log(`Machine: ${cpus()}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, Node ${process.version}`);
  console.log(`Database: ${SERVER_URL ? 'PostgreSQL (BENCH_DATABASE_URL)' : 'embedded PGlite'}; vendor: local Keywords-Everywhere-shaped server, ${VENDOR_LATENCY_MS} ms per answer`);
  console.log(`Load average (1/5/15 min) at start: ${loadAverage()}\n`);

  const vendor = await startVendor();
  onCleanup(vendor.close);
  const db = await appDatabase('research', 'rankcraft-bench-research-');
  let app;
  try {
    ({ app } = await startInProcessApp({
      SEO_DATA_PROVIDER: 'keywords-everywhere',
      KEYWORDS_EVERYWHERE_API_KEY: 'bench',
      SEO_DATA_BASE_URL: vendor.url,
      // The bench signs up 1 + CONCURRENT users from 127.0.0.1; the default limit (20 an hour per
      // address) would refuse the 21st. The limit itself is tested in api/test/login-throttle.spec.ts.
      SIGNUP_LIMIT_PER_HOUR: String(10 * CONCURRENT),
      LOG_LEVEL: 'warn',
      ...db.env,
    }));
    const signUp = async () => {
      const user = await signUpOverRest(app.url, { fullName: 'Bench', email: `bench-${randomBytes(4).toString('hex')}@rankcraft.test`, password: 'bench-password-1' });
      // Agency: unlimited keyword searches, so the bench measures the path, not the allowance.
      await app.database.orm.em.fork().getConnection().execute('update users set plan_id = 3 where id = ?', [user.id]);
      return user.token;
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
  }
  console.log(`\nLoad average (1/5/15 min) at end: ${loadAverage()}`);
}

await runBench(main);
