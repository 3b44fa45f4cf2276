// First contentful paint of `/` on a throttled mobile profile, cold cache, from the built app.
//
// Starts the built app (`node api/dist/main.js`, production mode, serving web/dist) on a free port, on the
// embedded default (a temp DATA_DIR) or, with BENCH_DATABASE_URL, on a fresh PostgreSQL database. Then, per run,
// a fresh Chromium context (empty cache, no storage) with DevTools throttling over CDP:
//   Network.emulateNetworkConditions  150 ms latency, 1.6 Mbit/s down, 750 kbit/s up
//   Emulation.setCPUThrottlingRate    4
// opens `/` and reads the paint timings. Prints the median of the runs and the target; it asserts nothing.
//
//   npm run build
//   node bench/first-paint.mjs                 # BENCH_RUNS=7 by default
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:55432/postgres node bench/first-paint.mjs
//
// Besides first contentful paint it prints the largest contentful paint, when the landing page's heading was
// first in the DOM, when index.html and the scripts and stylesheets requested before first paint had arrived, and
// the scripts, stylesheets, bytes and GraphQL requests the page loaded by 1 s after the heading.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const TARGET_MS = 1800;
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
/** DevTools throttling, as Lighthouse's mobile profile names it: 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up, 4x CPU. */
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
/** A mid-range phone's screen. */
const MOBILE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const main = path.join(root, 'api/dist/main.js');
const requireFromRoot = createRequire(path.join(root, 'package.json'));
const requireFromApi = createRequire(path.join(root, 'api/package.json'));

if (!existsSync(main) || !existsSync(path.join(root, 'web/dist/index.html'))) {
  console.error('api/dist or web/dist is missing: run `npm run build` first.');
  process.exit(2);
}
const { chromium } = requireFromRoot('playwright-core');

const serverUrl = process.env.BENCH_DATABASE_URL;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rankcraft-bench-paint-'));
let admin;
let dbName;
let databaseUrl;
let app;
let browser;
try {
  if (serverUrl) {
    const { Client } = requireFromApi('pg');
    admin = new Client({ connectionString: serverUrl });
    await admin.connect();
    dbName = `rankcraft_bench_paint_${randomBytes(4).toString('hex')}`;
    await admin.query(`create database ${dbName}`);
    databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${dbName}` }).toString();
  }
  app = await startApp();
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  });

  console.log(`Chromium ${browser.version()}, ${serverUrl ? 'PostgreSQL' : 'embedded PGlite'}, ${RUNS} cold runs of ${app.baseUrl}/`);
  console.log(`Throttling: ${NETWORK.latency} ms latency, 1.6 Mbit/s down, 750 kbit/s up, CPU ${CPU_SLOWDOWN}x; viewport ${MOBILE.viewport.width}x${MOBILE.viewport.height}\n`);
  await measure(app.baseUrl); // warm-up: the server's first answers (file reads, compression caches), not counted
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const run = await measure(app.baseUrl);
    runs.push(run);
    console.log(
      `run ${String(i + 1).padStart(2)}: HTML ${ms(run.html)}  JS+CSS ${ms(run.assetsLoaded)}  FCP ${ms(run.fcp)}  LCP ${ms(run.lcp)}  heading ${ms(run.heading)}  ` +
        `${run.scripts} scripts, ${run.styles} stylesheets, ${kb(run.bytes)} received; GraphQL requests ${run.graphql}`,
    );
  }
  const fcp = median(runs.map((run) => run.fcp));
  console.log('');
  printTable(
    ['figure (median)', 'measured', 'target'],
    [
      ['first contentful paint of `/`', ms(fcp), `< ${ms(TARGET_MS)} ${fcp < TARGET_MS ? 'met' : 'NOT met'}`],
      ['index.html received', ms(median(runs.map((run) => run.html))), ''],
      ['last script or stylesheet received before FCP', ms(median(runs.map((run) => run.assetsLoaded))), 'after it: CPU work until the paint'],
      ['largest contentful paint', ms(median(runs.map((run) => run.lcp))), ''],
      ['landing heading in the DOM', ms(median(runs.map((run) => run.heading))), ''],
      ['bytes received, heading painted + 1 s', kb(median(runs.map((run) => run.bytes))), 'as sent (compressed), with headers'],
    ],
  );
} finally {
  await browser?.close();
  await app?.stop();
  if (admin) {
    await admin.query(`drop database if exists ${dbName} with (force)`).catch(() => {});
    await admin.end();
  }
  rmSync(dataDir, { recursive: true, force: true });
}

/** One cold load of `/`: a fresh context (no cache, no storage), throttled, until the landing heading has painted. */
async function measure(baseUrl) {
  const context = await browser.newContext(MOBILE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

    const requests = [];
    const received = new Map();
    cdp.on('Network.requestWillBeSent', ({ requestId, request, type }) => requests.push({ requestId, url: request.url, type }));
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => received.set(requestId, encodedDataLength));
    // Paint and heading timings, recorded by the page itself from navigation start.
    await page.addInitScript(() => {
      const marks = { fcp: null, lcp: null, heading: null };
      window.__paint = marks;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') marks.fcp = entry.startTime;
      }).observe({ type: 'paint', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) marks.lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      new MutationObserver((_, observer) => {
        if (document.querySelector('h1')) {
          marks.heading = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });

    await page.goto(`${baseUrl}/`, { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1, name: /Rank High in SEO with/ }).waitFor({ timeout: 60_000 });
    await page.waitForFunction(() => window.__paint.fcp !== null && window.__paint.heading !== null, null, { timeout: 60_000 });
    // LCP settles with the last large paint; give the page a moment after the heading.
    await page.waitForTimeout(1000);
    const marks = await page.evaluate(() => ({
      ...window.__paint,
      // When the last script or stylesheet that arrived before first paint arrived.
      assetsLoaded: Math.max(
        0,
        ...performance
          .getEntriesByType('resource')
          .filter((entry) => ['script', 'link', 'css'].includes(entry.initiatorType) && entry.responseEnd <= window.__paint.fcp)
          .map((entry) => entry.responseEnd),
      ),
      html: performance.getEntriesByType('navigation')[0]?.responseEnd ?? null,
    }));
    let bytes = 0;
    let scripts = 0;
    let styles = 0;
    let graphql = 0;
    for (const request of requests) {
      if (request.url.endsWith('/graphql')) graphql++;
      const bytesRead = received.get(request.requestId);
      if (bytesRead === undefined) continue;
      if (request.type === 'Script') scripts++;
      if (request.type === 'Stylesheet') styles++;
      bytes += bytesRead;
    }
    return { fcp: marks.fcp, lcp: marks.lcp, heading: marks.heading, html: marks.html, assetsLoaded: marks.assetsLoaded, bytes, scripts, styles, graphql };
  } finally {
    await context.close();
  }
}

/** The built app as `npm start` runs it, on a free port. */
async function startApp() {
  const port = await freePort();
  const child = spawn(process.execPath, [main], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      JWT_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The app exited with code ${child.exitCode} before it was healthy.`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('The app was not healthy within 2 minutes.');
    }
    const healthy = await fetch(`${baseUrl}/healthz`).then((response) => response.ok, () => false);
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseUrl,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      }),
  };
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

function median(values) {
  const sorted = values.filter((value) => value !== null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function ms(value) {
  return value === null ? '-' : `${(value / 1000).toFixed(2)} s`;
}

function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

function printTable(header, rows) {
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => String(row[i]).length)));
  const line = (row) => row.map((cell, i) => String(cell).padEnd(widths[i])).join('  ').trimEnd();
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(row));
}
