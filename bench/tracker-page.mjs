// The tracker page of an instance, `/keyword-tracking/<id>`, in Chromium against the built app, at 20, 1,000 and
// 10,000 keywords x 10 companies x 30 runs of history, on the embedded default (PGlite) and on PostgreSQL; the
// landing page `/` is the yardstick. Prints figures and their ratios; it asserts nothing.
//
//   npm run build
//   node bench/tracker-page.mjs                                                                 # embedded only
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:55440/postgres node bench/tracker-page.mjs    # both databases
//
// Per database: the history is seeded in the bench's process (bench/lib/tracker-history.mjs: rows and results
// pages in SQL, each run ended by the app's own endRun), then the built app is started as `npm start` starts it,
// in a child process (its CPU time is read from /proc/<pid>/stat), with sandbox vendors. Per page, BENCH_VIEWS
// cold views (a fresh browser context each) at 1280x800, signed in as the instances' owner (the landing page
// signed out): time to the first screen loaded and to the whole page loaded after scrolling to its bottom
// (bench/lib/page-view.mjs says how "loaded" is read), requests, GraphQL requests before the fold, JSON
// decoded, JS and CSS bytes (as sent), and the app's CPU; before it the same view in a browser at a lower CPU
// priority with /healthz polled every 50 ms meanwhile (niceBrowser; its complete time and CPU are printed beside).
//
// Options: BENCH_SIZES (default 20,1000,10000), BENCH_VIEWS (3), BENCH_RUNS (30), BENCH_DATABASES
// (default embedded,postgres; postgres needs BENCH_DATABASE_URL), BENCH_QUIET_MS (500: how long "loaded"
// must hold), BENCH_VIEW_TIMEOUT_S (180), BENCH_BROWSER_NICE (10: the CPU priority of the browser of the /healthz views,
// see niceBrowser; 0 as the app's), BENCH_TRACE=1 (print how each page's last view loaded, step by step, with its GraphQL requests and scripts).
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { once } from 'node:events';
import { startAppProcess } from './lib/app-process.mjs';
import { runBench, tempDir } from './lib/cleanup.mjs';
import { createDatabase } from './lib/database.mjs';
import { signIn } from './lib/http.mjs';
import { viewPage } from './lib/page-view.mjs';
import { requireBuilt, requireFiles, requireFromApi, requireFromRoot } from './lib/paths.mjs';
import { cpuMsOf, threadCpuMsOf, waitUntilIdle } from './lib/processes.mjs';
import { median } from './lib/stats.mjs';
import { cpus, kb, loadAverage, printTable } from './lib/table.mjs';
import { seedAgencyUser, seedSerpVocabulary, seedTrackedInstance } from './lib/tracker-history.mjs';

const SIZES = (process.env.BENCH_SIZES ?? '20,1000,10000').split(',').map(Number);
const VIEWS = Number(process.env.BENCH_VIEWS ?? 3);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const DATABASES = (process.env.BENCH_DATABASES ?? 'embedded,postgres').split(',');
const QUIET_MS = Number(process.env.BENCH_QUIET_MS ?? 500);
const VIEW_TIMEOUT_MS = Number(process.env.BENCH_VIEW_TIMEOUT_S ?? 180) * 1000;
const TRACE = process.env.BENCH_TRACE === '1';
const HEALTHZ_EVERY_MS = 50;
const BROWSER_NICE = Number(process.env.BENCH_BROWSER_NICE ?? 10);
const LANDING_HEADING = 'Rank High in SEO with';
const PASSWORD = 'bench-password-1';
/** Issue 34's targets for the page at 1,000 keywords (complete < 3 s at 10,000). */
const TARGET = { completeMs: { 1000: 1500, 10000: 3000 }, beforeFold: 4, jsonBytes: 300 * 1024, jsBeforeFoldBytes: 250 * 1024, cpuMs: 200, healthzMs: 100 };

requireFiles(['api/dist/main.js', 'web/dist/index.html'], 'api/dist or web/dist is missing: run `npm run build` first.');
const { chromium } = requireFromRoot('playwright-core');
requireFromApi('reflect-metadata');
const { openDatabase } = requireBuilt('db/orm.js');
const { loadConfig } = requireBuilt('config.js');

await runBench(async () => {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  const kinds = DATABASES.filter((kind) => {
    if (kind !== 'postgres' || serverUrl) return true;
    console.log('PostgreSQL skipped: set BENCH_DATABASE_URL (a PostgreSQL server the bench may create and drop databases on).');
    return false;
  });
  const executable = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const launch = (executablePath) =>
    chromium.launch({
      executablePath,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
    });
  const browsers = { user: await launch(executable), background: await launch(niceBrowser(executable)) };
  try {
    console.log(
      `tracker page: ${SIZES.join(', ')} keywords x 10 companies x ${RUNS} runs; ${VIEWS} cold views each at 1280x800; Chromium ${browsers.user.version()} (the /healthz views' at nice ${BROWSER_NICE}); ${cpus()}, load ${loadAverage()}`,
    );
    const results = [];
    for (const kind of kinds) results.push(await benchDatabase(browsers, kind, serverUrl));
    for (const result of results) summarise(result);
  } finally {
    await browsers.user.close();
    await browsers.background.close();
  }
});

/**
 * The browser of the /healthz views at a lower CPU priority (BROWSER_NICE), its renderers too: another user's browser
 * runs on their machine, not beside the app, and on a machine of two cores a browser at the app's priority takes the
 * cores the app answers other users (/healthz) with. When the app is idle the browser still gets all the CPU; when
 * both want it, the app. The page's own times come from a browser at the app's priority (the two then share the cores
 * as two machines would not, slowing each other alike): a browser that yields to the app waits for the app's work.
 * Playwright starts the browser in a session of its own, and where Linux groups each session's processes for the
 * scheduler (autogroup, /proc/sys/kernel/sched_autogroup_enabled) a nice value counts only within its group: the
 * browser's group is given the same nice (/proc/<pid>/autogroup), or the browser's and the app's groups share the
 * cores half and half whatever the nice.
 */
function niceBrowser(executable) {
  if (BROWSER_NICE === 0) return executable;
  const wrapper = path.join(tempDir('rankcraft-bench-browser-'), 'chromium');
  const autogroup = `[ -w /proc/$$/autogroup ] && echo ${BROWSER_NICE} > /proc/$$/autogroup\n`;
  writeFileSync(wrapper, `#!/bin/sh\n${autogroup}exec nice -n ${BROWSER_NICE} ${JSON.stringify(executable)} "$@"\n`, { mode: 0o755 });
  return wrapper;
}

/** Seeds one database, starts the app on it and views every page. */
async function benchDatabase(browsers, kind, serverUrl) {
  const label = kind === 'postgres' ? 'PostgreSQL' : 'embedded PGlite';
  console.log(`\n== ${label} (load ${loadAverage()})`);
  const dataDir = tempDir('rankcraft-bench-page-');
  const database = kind === 'postgres' ? await createDatabase(serverUrl, 'page') : undefined;
  const env = { DATA_DIR: dataDir, ...(database ? { DATABASE_URL: database.url } : {}) };
  const email = `agency-${randomBytes(4).toString('hex')}@rankcraft.test`;
  const instances = await seed(loadConfig({ NODE_ENV: 'test', JWT_SECRET: randomBytes(32).toString('hex'), ...env }).database, email);

  const app = await startAppProcess(env);
  try {
    const { token } = await signIn(app.baseUrl, { email, password: PASSWORD });
    for (const browser of Object.values(browsers)) await viewPage(browser, { url: `${app.baseUrl}/`, heading: LANDING_HEADING, quietMs: QUIET_MS, timeoutMs: VIEW_TIMEOUT_MS }); // warm-up, not counted
    const settled = await waitUntilIdle(app.pid);
    console.log(`app idle after ${(settled / 1000).toFixed(0)} s`);
    const pages = [{ name: 'landing /', keywords: null, url: `${app.baseUrl}/`, heading: LANDING_HEADING }];
    for (const instance of instances) pages.push({ name: `${instance.keywords} keywords`, keywords: instance.keywords, url: `${app.baseUrl}/keyword-tracking/${instance.id}`, heading: instance.name, token });
    const measured = [];
    for (const page of pages) {
      const views = [];
      for (let i = 0; i < VIEWS; i++) {
        const view = await measuredView(browsers, app, page);
        views.push(view);
        console.log(
          `${label}, ${page.name}, view ${i + 1}: first screen ${ms(view.firstScreen)}, complete ${view.timedOut ? `not within ${VIEW_TIMEOUT_MS / 1000} s (still loading: ${view.stillLoading.join('; ')})` : ms(view.complete)}; ` +
            `${view.graphql} GraphQL (${view.graphqlBeforeFold ?? '-'} before the fold), JSON ${kb(view.jsonBytes)}, JS ${kb(view.jsBytes)} in ${view.scripts} files (${view.jsBeforeFoldBytes === null ? '-' : kb(view.jsBeforeFoldBytes)} before the fold), CSS ${kb(view.cssBytes)}; ` +
            `app CPU ${view.cpuMs.toFixed(0)} ms (main thread ${view.threads.main.user.toFixed(0)} user + ${view.threads.main.system.toFixed(0)} system, busiest other thread ${view.threads.busiestOther.toFixed(0)}, the rest ${view.threads.restOthers.toFixed(0)}); ` +
            `/healthz worst ${view.healthzWorst.toFixed(0)} ms (${view.healthzPolls} polls, in a view at nice ${BROWSER_NICE}: complete ${view.healthzView.timedOut ? '-' : ms(view.healthzView.complete)}, app CPU ${view.rawCpuMs.toFixed(0)} ms with the polls); ` +
            `slowest ${view.slowest ? `${view.slowest.operation} ${view.slowest.ms.toFixed(0)} ms` : '-'}, largest ${view.largest ? `${view.largest.operation} ${kb(view.largest.bytes)}` : '-'}` +
            (view.alerts ? `; ${view.alerts} error message(s) shown` : ''),
        );
      }
      measured.push({ ...page, views });
      if (TRACE) printTimeline(views.at(-1));
    }
    return { label, kind, instances, pages: measured, load: loadAverage() };
  } finally {
    await app.stop();
    await database?.drop();
  }
}

/** The user, the results pages' vocabulary and one instance per size, in the bench's process; closed after. */
async function seed(config, email) {
  const opened = await openDatabase(config);
  try {
    const ownerId = await seedAgencyUser(opened.orm, { email, password: PASSWORD });
    const entries = await seedSerpVocabulary(opened.orm);
    const instances = [];
    for (const keywords of SIZES) {
      const name = `Agency ${keywords} keywords`;
      const seeded = await seedTrackedInstance(opened.orm, { ownerId, name, keywords, runs: RUNS, entries, log: console.log });
      console.log(`seeded ${name} x ${RUNS} runs in ${seeded.seconds.toFixed(1)} s (rows and pages ${seeded.rowsSeconds.toFixed(1)} s, the app's endRun ${seeded.endRunSeconds.toFixed(1)} s)`);
      instances.push({ ...seeded, name, keywords });
    }
    const start = performance.now();
    await opened.orm.em.fork().getConnection().execute('vacuum analyze');
    console.log(`vacuum analyze ${((performance.now() - start) / 1000).toFixed(1)} s`);
    return instances;
  } finally {
    await opened.close();
  }
}

/**
 * Two cold views, one after the other: one in the background browser with /healthz polled throughout (the polls' worst
 * latency; that view's complete time and the app's CPU with the polls are printed beside), then one in the user's
 * browser (the page's times, requests, bytes and the app's CPU for the page alone: second, as it always was, so that
 * the code the app compiles on a page's first view is not counted as the page's CPU).
 */
async function measuredView(browsers, app, page) {
  const poll = pollHealthz(app.baseUrl);
  await poll.ready;
  const polled = await viewWithCpu(browsers.background, app, page);
  const latencies = await poll.stop();
  const quiet = await viewWithCpu(browsers.user, app, page);
  return {
    ...quiet.view,
    cpuMs: quiet.cpuMs,
    threads: quiet.threads,
    rawCpuMs: polled.cpuMs,
    healthzView: polled.view,
    healthzPolls: latencies.length,
    healthzWorst: Math.max(...latencies),
  };
}

/** A cold view with the app's CPU read around it (its whole process, and per thread). */
async function viewWithCpu(browser, app, page) {
  const cpuBefore = cpuMsOf(app.pid);
  const threadsBefore = threadCpuMsOf(app.pid);
  const view = await viewPage(browser, { url: page.url, heading: page.heading, token: page.token, quietMs: QUIET_MS, timeoutMs: VIEW_TIMEOUT_MS, trace: TRACE });
  const cpuMs = cpuMsOf(app.pid) - cpuBefore;
  return { view, cpuMs, threads: threadsSpent(threadsBefore, threadCpuMsOf(app.pid)) };
}

/** Where a view's CPU went: the main thread (user, system), the busiest other thread (PGlite's worker, on the embedded database) and the rest. */
function threadsSpent(before, after) {
  const spent = (thread, earlier) => ({ user: thread.user - (earlier?.user ?? 0), system: thread.system - (earlier?.system ?? 0) });
  const others = after.others.map((thread) => spent(thread, before.others.find((earlier) => earlier.tid === thread.tid))).map((t) => t.user + t.system).sort((a, b) => b - a);
  return { main: spent(after.main, before.main), busiestOther: others[0] ?? 0, restOthers: others.slice(1).reduce((a, b) => a + b, 0) };
}

/**
 * GET /healthz every 50 ms (the next one at once when an answer took longer) until stop(): its latencies. In a
 * thread of its own: the bench's thread, busy with the browser's events, would add its own delays to the app's.
 */
function pollHealthz(baseUrl) {
  const poller = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
    const latencies = [];
    let stopped = false;
    parentPort.once('message', () => (stopped = true));
    (async () => {
      // The first fetch of a thread loads and connects its HTTP client: not the app's time.
      await fetch(workerData.url).then((response) => response.arrayBuffer());
      parentPort.postMessage('ready');
      while (!stopped) {
        const start = performance.now();
        await fetch(workerData.url).then((response) => response.arrayBuffer(), () => undefined);
        const elapsed = performance.now() - start;
        latencies.push(elapsed);
        if (elapsed < workerData.everyMs) await new Promise((resolve) => setTimeout(resolve, workerData.everyMs - elapsed));
      }
      parentPort.postMessage(latencies);
    })();`,
    { eval: true, workerData: { url: `${baseUrl}/healthz`, everyMs: HEALTHZ_EVERY_MS } },
  );
  const ready = once(poller, 'message');
  return {
    ready,
    stop: async () => {
      await ready;
      const done = once(poller, 'message');
      poller.postMessage('stop');
      const [latencies] = await done;
      await poller.terminate();
      return latencies;
    },
  };
}

/** The medians of one database's pages, their ratios to the 20-keyword page and to the landing page, and the targets. */
function summarise({ label, pages, load }) {
  const figures = pages.map((page) => {
    const of = (key) => median(page.views.map((view) => view[key]));
    return {
      page,
      firstScreen: of('firstScreen'),
      complete: of('complete'),
      timedOut: page.views.filter((view) => view.timedOut).length,
      beforeFold: of('graphqlBeforeFold'),
      graphql: of('graphql'),
      jsonBytes: of('jsonBytes'),
      jsBytes: of('jsBytes'),
      jsBeforeFoldBytes: of('jsBeforeFoldBytes'),
      cssBytes: of('cssBytes'),
      cpuMs: of('cpuMs'),
      rawCpuMs: of('rawCpuMs'),
      healthzWorst: Math.max(...page.views.map((view) => view.healthzWorst)),
    };
  });
  const landing = figures[0];
  const small = figures.find((figure) => figure.page.keywords === 20);
  const ratio = (value, base) => (value === null || !base ? '-' : (value / base).toFixed(2));
  console.log(`\n${label}: medians of ${VIEWS} cold views (load at the end ${load}); /healthz: the worst of every view`);
  printTable(
    ['page', 'first screen', 'complete', 'GraphQL before fold', 'GraphQL', 'JSON decoded', 'JS', 'JS before fold', 'CSS', 'app CPU', 'with polls', '/healthz worst', 'complete ÷ 20 kw', 'complete ÷ landing', 'CPU ÷ 20 kw', 'CPU ÷ landing'],
    figures.map((figure) => [
      figure.page.name,
      ms(figure.firstScreen),
      figure.timedOut ? `${ms(figure.complete)} (${figure.timedOut} of ${VIEWS} never)` : ms(figure.complete),
      figure.beforeFold ?? '-',
      figure.graphql,
      kb(figure.jsonBytes),
      kb(figure.jsBytes),
      figure.jsBeforeFoldBytes === null ? '-' : kb(figure.jsBeforeFoldBytes),
      kb(figure.cssBytes),
      `${figure.cpuMs.toFixed(0)} ms`,
      `${figure.rawCpuMs.toFixed(0)} ms`,
      `${figure.healthzWorst.toFixed(0)} ms`,
      figure.page.keywords === null ? '-' : ratio(figure.complete, small?.complete),
      ratio(figure.complete, landing.complete),
      figure.page.keywords === null ? '-' : ratio(figure.cpuMs, small?.cpuMs),
      ratio(figure.cpuMs, landing.cpuMs),
    ]),
    1,
  );
  const targeted = figures.filter((figure) => TARGET.completeMs[figure.page.keywords]);
  if (targeted.length === 0) return;
  const met = (ok) => (ok ? 'met' : 'NOT met');
  console.log(`\n${label}: issue 34's targets`);
  printTable(
    ['page', `complete`, `GraphQL before fold <= ${TARGET.beforeFold}`, `JSON < ${kb(TARGET.jsonBytes)}`, `JS before fold < ${kb(TARGET.jsBeforeFoldBytes)}`, `app CPU < ${TARGET.cpuMs} ms`, `/healthz worst < ${TARGET.healthzMs} ms`],
    targeted.map((figure) => [
      figure.page.name,
      `< ${ms(TARGET.completeMs[figure.page.keywords])}: ${met(figure.complete !== null && !figure.timedOut && figure.complete < TARGET.completeMs[figure.page.keywords])}`,
      met(figure.beforeFold !== null && figure.beforeFold <= TARGET.beforeFold),
      met(figure.jsonBytes < TARGET.jsonBytes),
      met(figure.jsBeforeFoldBytes !== null && figure.jsBeforeFoldBytes < TARGET.jsBeforeFoldBytes),
      met(figure.cpuMs < TARGET.cpuMs),
      met(figure.healthzWorst < TARGET.healthzMs),
    ]),
    1,
  );
}

/** BENCH_TRACE=1: how the last view's loading state went, to check what "loaded" was read from. */
function printTimeline(view) {
  for (const request of view.graphqlRequests) {
    console.log(`  GraphQL ${String(request.operation).padEnd(28)} ${ms(request.start).padStart(7)} - ${ms(request.end).padStart(7)}  ${kb(request.bytes).padStart(10)}`);
  }
  for (const script of view.scriptRequests) {
    console.log(`  script  ${script.file.padEnd(48)} ${ms(script.start).padStart(7)} - ${ms(script.end).padStart(7)}  ${kb(script.bytes).padStart(10)}${script.beforeFold ? '  before the fold' : ''}`);
  }
  for (const step of view.timeline) {
    console.log(`  ${(step.at / 1000).toFixed(2).padStart(6)} s  heading ${step.heading ? 'yes' : 'no '}  busy ${String(step.busy).padStart(2)} (${step.busyInView ? 'in view' : 'below'})  GraphQL in flight ${step.graphqlInFlight}  ${step.labels.join('; ')}`);
  }
}

function ms(value) {
  return value === null || value === undefined ? '-' : `${(value / 1000).toFixed(2)} s`;
}
