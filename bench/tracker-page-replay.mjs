// The server side of one tracker page view, replayed without a browser: the app's CPU (per thread) for the page's
// GraphQL requests and for its scripts, each sent as the page sends them, many times over, so that a change to the
// app's CPU per view can be told from the noise of a shared machine (wall time is not read).
//
//   npm run build
//   node bench/tracker-page-replay.mjs       # embedded PGlite; BENCH_DATABASE_URL=... BENCH_DATABASES=postgres for PostgreSQL
//
// The first run seeds one instance (BENCH_KEYWORDS, 1,000, x 10 companies x 30 runs) into BENCH_DATA_DIR (default
// /tmp/rankcraft-bench-replay-<keywords>; kept for the next run, delete it to seed again), opens the page once in
// Chromium and keeps the page's GraphQL requests (operation, variables, headers) and script paths in that directory
// (recorded again when a script of it is no longer in web/dist: another build).
// Each run then starts the built app on it (bench/lib/app-process.mjs), sends the page's requests BENCH_ROUNDS (10)
// times after 3 unmeasured rounds, and prints the app's CPU per round: GraphQL (the requests of one view, at once in
// the page's two waves: before the fold, then below it), scripts (every script of a cold view, 6 at a time as
// Chromium sends them) and 60 /healthz requests (what the page bench's polls cost over a ~3 s view).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { startAppProcess } from './lib/app-process.mjs';
import { onCleanup, runBench } from './lib/cleanup.mjs';
import { createDatabase } from './lib/database.mjs';
import { signIn } from './lib/http.mjs';
import { requireBuilt, requireFiles, requireFromApi, requireFromRoot, webDist } from './lib/paths.mjs';
import { threadCpuMsOf, waitUntilIdle } from './lib/processes.mjs';
import { median } from './lib/stats.mjs';
import { cpus, loadAverage } from './lib/table.mjs';
import { seedAgencyUser, seedSerpVocabulary, seedTrackedInstance } from './lib/tracker-history.mjs';

const KEYWORDS = Number(process.env.BENCH_KEYWORDS ?? 1000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const KIND = process.env.BENCH_DATABASES === 'postgres' ? 'postgres' : 'embedded';
const DATA_DIR = process.env.BENCH_DATA_DIR ?? `/tmp/rankcraft-bench-replay-${KIND}-${KEYWORDS}`;
const PASSWORD = 'bench-password-1';
const HEALTHZ_PER_ROUND = 60;

requireFiles(['api/dist/main.js', 'web/dist/index.html'], 'api/dist or web/dist is missing: run `npm run build` first.');
requireFromApi('reflect-metadata');

await runBench(async () => {
  mkdirSync(DATA_DIR, { recursive: true });
  const seededFile = path.join(DATA_DIR, 'bench-seeded.json');
  if (!existsSync(seededFile)) writeFileSync(seededFile, JSON.stringify(await seed()));
  const seeded = JSON.parse(readFileSync(seededFile, 'utf8'));
  // SESSION_CACHE_MS passes through, for an A/B of the session cache (0: the user read on every request).
  const env = { DATA_DIR, ...(seeded.databaseUrl ? { DATABASE_URL: seeded.databaseUrl } : {}), ...(process.env.SESSION_CACHE_MS ? { SESSION_CACHE_MS: process.env.SESSION_CACHE_MS } : {}) };
  const app = await startAppProcess(env);
  try {
    const { token } = await signIn(app.baseUrl, { email: seeded.email, password: PASSWORD });
    const pageFile = path.join(DATA_DIR, 'bench-page.json');
    let page = existsSync(pageFile) ? JSON.parse(readFileSync(pageFile, 'utf8')) : null;
    // Recorded with another build (its scripts' names carry their content's hash): the page again, or its scripts
    // would be answered 404, which costs the app less than sending them.
    if (!page || page.scripts.some((script) => !existsSync(path.join(webDist, script)))) {
      page = await recordPage(app.baseUrl, token, seeded);
      writeFileSync(pageFile, JSON.stringify(page));
    }
    console.log(`tracker page replay: ${KEYWORDS} keywords on ${KIND}; ${page.waves.flat().length} GraphQL requests (${page.waves.map((w) => w.length).join(' + ')}), ${page.scripts.length} scripts; ${cpus()}, load ${loadAverage()}`);
    const parts = {
      graphql: () => replayGraphQL(app.baseUrl, token, page),
      scripts: () =>
        inBatches(page.scripts, 6, async (script) => {
          const response = await fetch(`${app.baseUrl}${script}`, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
          await response.arrayBuffer();
          if (!response.ok) throw new Error(`${script}: ${response.status}`);
        }),
      healthz: async () => {
        for (let i = 0; i < HEALTHZ_PER_ROUND; i++) await fetch(`${app.baseUrl}/healthz`).then((r) => r.arrayBuffer());
      },
    };
    if (process.env.BENCH_BROWSER === '1') parts.browser = await browserView(`${app.baseUrl}/keyword-tracking/${seeded.instanceId}`, token, seeded.name);
    // BENCH_PER_OPERATION=1: each GraphQL request alone, as a part of its own.
    // Each 20 times in a row, so that the 10 ms ticks of /proc resolve it: the figures are for 20 requests.
    if (process.env.BENCH_PER_OPERATION === '1') {
      for (const request of page.waves.flat()) {
        parts[`${request.operation} x20`] = async () => {
          for (let i = 0; i < 20; i++) await replayGraphQL(app.baseUrl, token, { waves: [[request]] });
        };
      }
    }
    for (let i = 0; i < 3; i++) for (const run of Object.values(parts)) await run();
    await waitUntilIdle(app.pid, { timeoutMs: 20_000 });
    // BENCH_HEALTHZ=1: /healthz's worst latency while one view's GraphQL requests are answered (every 10 ms, 20 views).
    if (process.env.BENCH_HEALTHZ === '1') {
      const worst = [];
      for (let i = 0; i < 20; i++) {
        let stopped = false;
        const latencies = [];
        const poll = (async () => {
          while (!stopped) {
            const start = performance.now();
            await fetch(`${app.baseUrl}/healthz`).then((r) => r.arrayBuffer());
            latencies.push(performance.now() - start);
            await new Promise((resolve) => setTimeout(resolve, 10));
          }
        })();
        await replayGraphQL(app.baseUrl, token, page);
        stopped = true;
        await poll;
        worst.push(Math.max(...latencies));
      }
      console.log(`/healthz worst while a view's GraphQL is answered, 20 views: median ${median(worst).toFixed(0)} ms, worst ${Math.max(...worst).toFixed(0)} ms; each: ${worst.map((ms) => ms.toFixed(0)).join(' ')}`);
    }
    for (const [name, run] of Object.entries(parts)) {
      const rounds = [];
      for (let i = 0; i < ROUNDS; i++) {
        const before = threadCpuMsOf(app.pid);
        await run();
        rounds.push(spent(before, threadCpuMsOf(app.pid)));
      }
      const of = (key) => median(rounds.map((round) => round[key]));
      console.log(`${name.padEnd(24)} per round, median of ${ROUNDS}: ${of('total').toFixed(0)} ms (main thread ${of('main').toFixed(0)}, the others ${of('others').toFixed(0)}); each: ${rounds.map((r) => r.total.toFixed(0)).join(' ')}`);
    }
  } finally {
    await app.stop();
  }
});

/** BENCH_BROWSER=1: also a whole cold view in Chromium (bench/lib/page-view.mjs), for what the replay leaves out. */
async function browserView(url, token, heading) {
  const { chromium } = requireFromRoot('playwright-core');
  const { viewPage } = await import('./lib/page-view.mjs');
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  onCleanup(() => browser.close());
  return () => viewPage(browser, { url, heading, token, quietMs: 500, timeoutMs: 60_000 });
}

function spent(before, after) {
  const ms = (thread) => thread.user + thread.system;
  const others = after.others.reduce((sum, thread) => sum + ms(thread) - ms(before.others.find((b) => b.tid === thread.tid) ?? { user: 0, system: 0 }), 0);
  const main = ms(after.main) - ms(before.main);
  return { main, others, total: main + others };
}

async function inBatches(items, size, send) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(send));
}

async function replayGraphQL(baseUrl, token, page) {
  for (const wave of page.waves) {
    await Promise.all(
      wave.map((request) =>
        fetch(`${baseUrl}/graphql`, {
          method: 'POST',
          headers: { ...request.headers, authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br, zstd' },
          body: request.body,
        }).then(async (response) => {
          const text = await response.text();
          if (!response.ok || text.includes('"errors"')) throw new Error(`${request.operation}: ${response.status} ${text.slice(0, 300)}`);
        }),
      ),
    );
  }
}

async function seed() {
  const { openDatabase } = requireBuilt('db/orm.js');
  const { loadConfig } = requireBuilt('config.js');
  let databaseUrl;
  if (KIND === 'postgres') {
    if (!process.env.BENCH_DATABASE_URL) throw new Error('BENCH_DATABASES=postgres needs BENCH_DATABASE_URL');
    // Kept for the next run: this bench's database is not dropped (drop rankcraft_bench_replay_* by hand).
    const database = await createDatabase(process.env.BENCH_DATABASE_URL, 'replay');
    database.keep();
    databaseUrl = database.url;
  }
  const email = `agency-${randomBytes(4).toString('hex')}@rankcraft.test`;
  const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET: randomBytes(32).toString('hex'), DATA_DIR, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
  const opened = await openDatabase(config.database);
  try {
    const ownerId = await seedAgencyUser(opened.orm, { email, password: PASSWORD });
    const entries = await seedSerpVocabulary(opened.orm);
    const name = `Agency ${KEYWORDS} keywords`;
    const instance = await seedTrackedInstance(opened.orm, { ownerId, name, keywords: KEYWORDS, runs: 30, entries, log: console.log });
    await opened.orm.em.fork().getConnection().execute('vacuum analyze');
    return { email, instanceId: instance.id, name, databaseUrl };
  } finally {
    await opened.close();
  }
}

/** One view of the page in Chromium, scrolled to its bottom: its GraphQL requests in two waves (before and after its first answer set), and its scripts. */
async function recordPage(baseUrl, token, seeded) {
  const { chromium } = requireFromRoot('playwright-core');
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript((value) => window.localStorage.setItem('token', value), token);
    const page = await context.newPage();
    const requests = [];
    const scripts = new Set();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/graphql' && request.method() === 'POST') {
        const body = request.postData();
        const headers = Object.fromEntries(Object.entries(request.headers()).filter(([name]) => ['content-type', 'rankcraft-workspace', 'apollo-require-preflight', 'x-apollo-operation-name'].includes(name)));
        requests.push({ operation: JSON.parse(body).operationName, body, headers, at: Date.now() });
      } else if (request.resourceType() === 'script') scripts.add(url.pathname);
    });
    await page.goto(`${baseUrl}/keyword-tracking/${seeded.instanceId}`);
    await page.getByRole('heading', { name: seeded.name }).waitFor({ timeout: 60_000 });
    await page.waitForTimeout(3000);
    for (let i = 0; i < 10; i++) {
      await page.mouse.wheel(0, 2000);
      await page.waitForTimeout(500);
    }
    await page.waitForLoadState('networkidle');
    const screen = requests.findIndex((request) => request.operation === 'TrackerScreen');
    return { waves: [requests.slice(0, screen + 1), requests.slice(screen + 1)], scripts: [...scripts] };
  } finally {
    await browser.close();
  }
}
