// Memory of the app under work and after it: five tracker runs of 1,000 keywords x 2 devices on the sandbox
// SERP provider, then one 30-section report, then a minute without requests, on the embedded default
// (PGlite) and, with BENCH_DATABASE_URL, on PostgreSQL. Prints the process's RSS and its JS heap after a
// full GC after each step; it asserts nothing (target: the embedded app back under 400 MiB within the minute).
//
//   npm run build:api
//   node bench/memory-under-work.mjs
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:55432/postgres node bench/memory-under-work.mjs
//
// Each database gets a process of its own (this script again, with --expose-gc and the node flags of
// `npm start`), which starts the built app in process (in-process job runner, sandbox providers) and drives
// it over REST: RSS is the app's, plus this driver's few requests and polls. The instance (own domain and 9
// competitors, desktop and mobile, depth 10) is created over REST with one keyword; the other 999 are
// written in one statement, as a bulk import would (the form allows 200). The report has 28 tracker
// sections (4 keyword tables, as many as a report may hold; summary, ranking and visibility charts 8 times each) and traffic and backlinks
// for the own domain; POST /api/reports builds it before it answers.
// Options: BENCH_RUNS (5), BENCH_KEYWORDS (1000), BENCH_IDLE_SECONDS (60), BENCH_LOG_LEVEL (the app's, default error).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startInProcessApp } from './lib/app.mjs';
import { onCleanup, runBench, tempDir } from './lib/cleanup.mjs';
import { createDatabase } from './lib/database.mjs';
import { signIn } from './lib/http.mjs';
import { requireFiles, requireFromApi, root } from './lib/paths.mjs';
import { memoryOf, stopProcess } from './lib/processes.mjs';
import { loadAverage, printTable } from './lib/table.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const KEYWORDS = Number(process.env.BENCH_KEYWORDS ?? 1000);
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 60);
const TARGET_MIB = 400;
const MIB = 1024 * 1024;
const ADMIN = { email: 'bench@rankcraft.test', password: 'bench-password-1' };
const AGENCY_PLAN_ID = 3;
const OWN_DOMAIN = 'rankcraft-bench.com';
const COMPETITORS = Array.from({ length: 9 }, (_, i) => `competitor${i + 1}.com`);
/** The node flags `npm start` gives the app (package.json's start script). */
const START_FLAGS = /\bnode ((?:--\S+ )*)api\/dist\/main\.js/.exec(JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.start)?.[1].split(' ').filter(Boolean) ?? [];

requireFiles(['api/dist/server/app.js'], 'api/dist is missing: run `npm run build:api` (or `npm run build`) first.');
if (!existsSync('/proc/self/status')) {
  console.error('This bench reads /proc/self/status: it runs on Linux only.');
  process.exit(2);
}

if (process.argv[2] === '--child') await runBench(() => measure(process.argv[3]));
else await runBench(main);

async function main() {
  const kinds = ['embedded', ...(process.env.BENCH_DATABASE_URL ? ['postgres'] : [])];
  const results = [];
  for (const kind of kinds) results.push(await inChild(kind));
  console.log(
    `\n${RUNS} runs of ${KEYWORDS} keywords x 2 devices (sandbox SERP), one 30-section report, ${IDLE_SECONDS} s idle. MiB: RSS / JS heap used after a full GC.` +
      ` Node flags: ${[...START_FLAGS, '--expose-gc'].join(' ')}. Load average now: ${loadAverage()}.\n`,
  );
  const steps = results[0].steps.map((step) => step.label);
  printTable(
    ['step', ...results.flatMap(({ kind }) => [`${kind}: RSS / heap`, 'took'])],
    steps.map((label) => [label, ...results.flatMap(({ steps: own }) => {
      const step = own.find((candidate) => candidate.label === label);
      return step ? [`${mib(step.rss)} / ${mib(step.heap)}`, [step.ms === undefined ? '' : `${(step.ms / 1000).toFixed(1)} s`, step.note].filter(Boolean).join(', ')] : ['-', ''];
    })]),
    1,
  );
  const embedded = results.find(({ kind }) => kind === 'embedded');
  const idle = embedded.steps.at(-1);
  console.log(`\nEmbedded after ${IDLE_SECONDS} s idle: ${mib(idle.rss)} MiB RSS (target < ${TARGET_MIB}: ${idle.rss < TARGET_MIB * MIB ? 'met' : 'not met'}).`);
}

/** Runs the workload on `kind` in a process of its own; its steps' figures come back over IPC. */
function inChild(kind) {
  const child = spawn(process.execPath, [...START_FLAGS, '--expose-gc', fileURLToPath(import.meta.url), '--child', kind], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  // SIGINT: the child cleans up after itself (its database, its data directory) as it exits.
  const forget = onCleanup(() => stopProcess(child, { signal: 'SIGINT', killAfterMs: 30_000 }));
  return new Promise((resolve, reject) => {
    let steps;
    child.on('message', (message) => (steps = message));
    child.on('exit', (code) => {
      forget();
      if (code === 0 && steps) resolve({ kind, steps });
      else reject(new Error(`the ${kind} run exited with ${code}`));
    });
  });
}

async function measure(kind) {
  const pino = requireFromApi('pino');
  const dataDir = tempDir('rankcraft-bench-work-memory-');
  const database = kind === 'postgres' ? await createDatabase(process.env.BENCH_DATABASE_URL, 'work_memory') : undefined;
  const steps = [];
  const record = (label, ms, note) => {
    // RSS as the step left it; the heap after a full GC (what is still referenced).
    const { rss } = memoryOf(process.pid);
    global.gc();
    const step = { label, rss, heap: process.memoryUsage().heapUsed, ms, note };
    steps.push(step);
    console.log(`${kind}: ${label}: RSS ${mib(step.rss)} MiB, heap after GC ${mib(step.heap)} MiB${ms === undefined ? '' : `, took ${(ms / 1000).toFixed(1)} s`}${note ? `, ${note}` : ''}`);
  };

  const { app } = await startInProcessApp(
    { DATA_DIR: dataDir, ...(database ? { DATABASE_URL: database.url } : {}), ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
    { logger: pino({ level: process.env.BENCH_LOG_LEVEL ?? 'error' }) },
  );
  const sql = (text, params = []) => app.database.orm.em.fork().getConnection().execute(text, params);
  const { token } = await signIn(app.url, ADMIN);
  const call = async (method, route, body) => {
    const response = await fetch(`${app.url}${route}`, { method, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: body ? JSON.stringify(body) : undefined });
    if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  await sql('update users set plan_id = ? where email = ?', [AGENCY_PLAN_ID, ADMIN.email]);
  record('started');

  const instance = await call('POST', '/api/instances', {
    name: 'Memory bench',
    user_domain: OWN_DOMAIN,
    user_company_name: 'Rankcraft Bench',
    competitor_domains: COMPETITORS,
    competitor_company_names: COMPETITORS.map((_, i) => `Competitor ${i + 1}`),
    keywords: ['memory bench 00001'],
    devices: ['desktop', 'mobile'],
    result_count: 10,
  });
  await sql(`insert into tracking_keywords (instance_id, ordinal, keyword) select ?, n, 'memory bench ' || lpad(n::text, 5, '0') from generate_series(2, ?) n`, [instance.id, KEYWORDS]);

  for (let run = 1; run <= RUNS; run += 1) {
    const began = performance.now();
    const started = await call('POST', `/api/instances/${instance.id}/run`);
    const jobId = started.job_id ?? started.id;
    for (;;) {
      const [job] = await sql('select status, finished_at, error from jobs where id = ?', [jobId]);
      if (job?.finished_at) {
        if (job.status !== 'succeeded') throw new Error(`run ${run} ended ${job.status}: ${job.error}`);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    record(`after run ${run}`, performance.now() - began);
  }

  const section = (sectionKind) => ({ kind: sectionKind, instanceId: instance.id });
  // As many keyword tables as a report may hold (MAX_KEYWORD_TABLES), the other tracker sections 8 times each: 30 in all.
  const sections = [
    ...Array.from({ length: 8 }, () => ['tracker-summary', 'ranking-chart', 'visibility-chart'].map(section)).flat(),
    ...Array.from({ length: 4 }, () => section('keyword-table')),
    { kind: 'domain-traffic', domain: OWN_DOMAIN },
    { kind: 'backlinks', domain: OWN_DOMAIN },
  ];
  const began = performance.now();
  // A report that fails (a statement over the database's time limit on a loaded machine) is reported, and the idle minute still measured.
  const built = await call('POST', '/api/reports', { name: 'Memory bench report', client: 'Rankcraft Bench', range: { preset: 'last-90-days' }, sections }).then(
    () => 'built',
    (error) => `failed (${error.message.slice(0, 80)})`,
  );
  record(`after a ${sections.length}-section report`, performance.now() - began, built);

  await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
  record(`after ${IDLE_SECONDS} s idle`);
  process.send?.(steps);
  await app.stop();
}

function mib(bytes) {
  return (bytes / MIB).toFixed(0);
}
