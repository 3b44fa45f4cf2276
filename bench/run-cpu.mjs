// The api's CPU per keyword search in a tracker run, and its memory from run to run: 5 runs of one
// instance with the sandbox SERP provider (no latency, no failures) at depth 10 and at depth 100, on the
// embedded database (default) or on PostgreSQL (BENCH_DATABASE_URL). CPU is the process's own
// (process.cpuUsage: every thread, so PGlite's worker thread counts), not wall time: on a shared machine
// the wall time says more about the neighbours. Beside it, a yardstick measured in the same process
// right after each run (a fixed JSON round trip), so that figures from busier or slower machines compare
// by their ratio. Beside them, the statements the app sent per search (every node-postgres query of the
// process, BEGIN and COMMIT included, the bench's own polling not). It asserts nothing.
//
//   npm run build
//   node --expose-gc bench/run-cpu.mjs                                       # embedded PGlite
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:55432/postgres node bench/run-cpu.mjs
//
// Options: BENCH_KEYWORDS (200, the instance form's limit), BENCH_DEPTHS ("10,100"), BENCH_RUNS (5),
// BENCH_THREADS=1 (CPU per search of each thread, from /proc/self/task: the app's, PGlite's, V8's helpers),
// BENCH_PROFILE=<dir> (a CPU profile of the app thread over runs 2-N of each depth, <dir>/run-cpu-<depth>.cpuprofile),
// BENCH_SERP_LATENCY_MS=<ms> (the runs search a Serper-shaped server in a child process over HTTP, as with a real
// vendor, each answer after half to 1.5 times <ms>: answers come back spread out, so the requests' claims and the
// searches' writes batch as they do in production rather than all at once; keep BENCH_KEYWORDS small, a run takes
// about keywords x pages / 8 x <ms>).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { performance } from 'node:perf_hooks';
import { startInProcessApp } from './lib/app.mjs';
import { runBench } from './lib/cleanup.mjs';
import { appDatabase } from './lib/database.mjs';
import { requestJson, signIn } from './lib/http.mjs';
import { requireFiles, apiDist, requireFromApi } from './lib/paths.mjs';
import { serperEnv } from './lib/serper-process.mjs';
import { median } from './lib/stats.mjs';
import { cpus, loadAverage, printTable } from './lib/table.mjs';

const KEYWORDS = Number(process.env.BENCH_KEYWORDS ?? 200);
const DEPTHS = (process.env.BENCH_DEPTHS ?? '10,100').split(',').map(Number);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const COMPETITORS = Array.from({ length: 9 }, (_, i) => `competitor${i + 1}.com`);
const OWN_DOMAIN = 'rankcraft-bench.com';
const SERP_LATENCY_MS = process.env.BENCH_SERP_LATENCY_MS ? Number(process.env.BENCH_SERP_LATENCY_MS) : null;

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** CPU ms each thread of this process has used so far, by thread name (Linux; {} elsewhere). */
function threadCpuMs() {
  const byName = {};
  try {
    for (const tid of readdirSync('/proc/self/task')) {
      try {
        const name = readFileSync(`/proc/self/task/${tid}/comm`, 'utf8').trim();
        const ns = Number(readFileSync(`/proc/self/task/${tid}/schedstat`, 'utf8').split(' ')[0]);
        // Worker threads and V8's helpers often share a name: each thread apart, by its id.
        const key = tid === String(process.pid) ? 'app thread' : `${name} ${tid}`;
        byName[key] = ns / 1e6;
      } catch {
        // The thread ended meanwhile.
      }
    }
  } catch {
    // No /proc.
  }
  return byName;
}

/** CPU ms of a fixed piece of work (JSON of ~1 MB, there and back): the yardstick. */
function yardstickMs() {
  const rows = Array.from({ length: 10_000 }, (_, i) => ({ keyword: `keyword ${i}`, domain: `site-${i % 10}.example`, position: i % 100, url: `https://site-${i % 10}.example/page/${i}` }));
  const start = cpuMs();
  for (let i = 0; i < 5; i++) JSON.parse(JSON.stringify(rows));
  return cpuMs() - start;
}

/** Every statement node-postgres sends from this process, counted (the app's driver is the api's pg). */
const statements = { count: 0 };
function countStatements() {
  const { Client } = requireFromApi('pg');
  const query = Client.prototype.query;
  Client.prototype.query = function countedQuery(...args) {
    statements.count += 1;
    return query.apply(this, args);
  };
}

/**
 * RSS, and the app thread's V8 heap after a full collection (what it still holds): RSS growing while the
 * heap does not is memory outside the app's heap (PGlite's thread and its WASM memory, native buffers).
 */
function memoryAfterRun() {
  global.gc?.();
  const { rss, heapUsed } = process.memoryUsage();
  return { rss, heap: heapUsed };
}

async function jobEnded(app, jobId) {
  const em = app.database.orm.em.fork();
  for (;;) {
    const [job] = await em.execute('select status, finished_at from jobs where id = ?', [jobId]);
    statements.count -= 1;
    if (job.finished_at) {
      if (job.status !== 'succeeded') throw new Error(`the run ended ${job.status}`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function benchDepth(depth) {
  const database = await appDatabase(`run_cpu_${depth}`, 'rankcraft-bench-run-cpu-');
  const admin = { email: 'admin@rankcraft.test', password: 'bench-admin-password-1' };
  const serp = SERP_LATENCY_MS === null ? { SERP_PROVIDER: 'sandbox' } : await serperEnv({ latencyMs: SERP_LATENCY_MS, domains: [OWN_DOMAIN, ...COMPETITORS] });
  const { app } = await startInProcessApp({ ...database.env, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, ...serp, LOG_LEVEL: 'warn' });
  try {
    const { token } = await signIn(app.url, admin);
    const created = await requestJson(app.url, 'POST', '/api/instances', {
      token,
      body: {
        name: 'Bench run CPU',
        user_domain: OWN_DOMAIN,
        user_company_name: 'Rankcraft Bench',
        competitor_domains: COMPETITORS,
        competitor_company_names: COMPETITORS.map((_, i) => `Competitor ${i + 1}`),
        keywords: Array.from({ length: KEYWORDS }, (_, i) => `bench keyword ${i + 1}`),
        result_count: depth,
      },
    });
    if (created.status !== 201) throw new Error(`creating the instance failed: ${created.status} ${JSON.stringify(created.body)}`);
    const rows = [];
    const profile = process.env.BENCH_PROFILE ? new Session() : undefined;
    for (let run = 1; run <= RUNS; run++) {
      if (profile && run === 2) {
        profile.connect();
        await profile.post('Profiler.enable');
        await profile.post('Profiler.start');
      }
      const statementsBefore = statements.count;
      const threadsBefore = threadCpuMs();
      const cpuBefore = cpuMs();
      const wallBefore = performance.now();
      const started = await requestJson(app.url, 'POST', `/api/instances/${created.body.id}/run`, { token });
      if (started.status >= 300) throw new Error(`starting run ${run} failed: ${started.status} ${JSON.stringify(started.body)}`);
      await jobEnded(app, started.body.job_id);
      const cpu = cpuMs() - cpuBefore;
      const wall = performance.now() - wallBefore;
      const statementsPerSearch = (statements.count - statementsBefore) / KEYWORDS;
      const threadsAfter = threadCpuMs();
      const threads = Object.fromEntries(Object.entries(threadsAfter).map(([name, ms]) => [name, (ms - (threadsBefore[name] ?? 0)) / KEYWORDS]));
      rows.push({ run, cpuPerSearch: cpu / KEYWORDS, statementsPerSearch, wall, threads, ...memoryAfterRun(), yardstick: yardstickMs() });
    }
    if (profile) {
      const { profile: taken } = await profile.post('Profiler.stop');
      const file = `${process.env.BENCH_PROFILE}/run-cpu-${depth}.cpuprofile`;
      writeFileSync(file, JSON.stringify(taken));
      profile.disconnect();
      console.log(`CPU profile of runs 2-${RUNS}: ${file}`);
    }
    return rows;
  } finally {
    await app.stop();
  }
}

await runBench(async () => {
  requireFiles([`${apiDist}/main.js`], 'run `npm run build` first');
  countStatements();
  const databaseName = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite';
  console.log(`Machine: ${cpus()}, Node ${process.version}, load average ${loadAverage()}; ${databaseName}, ${KEYWORDS} keywords x 10 companies, ${SERP_LATENCY_MS === null ? 'sandbox SERP' : `Serper-shaped SERP over HTTP answering in ${SERP_LATENCY_MS / 2}-${SERP_LATENCY_MS * 1.5} ms`}, ${RUNS} runs a depth`);
  for (const depth of DEPTHS) {
    const rows = await benchDepth(depth);
    console.log(`\n== depth ${depth} (${databaseName}) ==`);
    printTable(
      ['run', 'api CPU / search', 'statements / search', 'wall', 'RSS after', 'app heap after', 'yardstick CPU', 'CPU / search ÷ yardstick'],
      rows.map((row) => [row.run, `${row.cpuPerSearch.toFixed(2)} ms`, row.statementsPerSearch.toFixed(2), `${(row.wall / 1000).toFixed(1)} s`, `${(row.rss / 2 ** 20).toFixed(0)} MB`, `${(row.heap / 2 ** 20).toFixed(0)} MB`, `${row.yardstick.toFixed(1)} ms`, (row.cpuPerSearch / row.yardstick).toFixed(3)]),
    );
    if (process.env.BENCH_THREADS) {
      const names = [...new Set(rows.flatMap((row) => Object.keys(row.threads)))].filter((name) => rows.some((row) => row.threads[name] >= 0.05));
      printTable(['run', ...names.map((name) => `${name} ms / search`)], rows.map((row) => [row.run, ...names.map((name) => (row.threads[name] ?? 0).toFixed(2))]));
    }
    const later = rows.slice(1);
    const growth = rows.at(-1).rss / rows[0].rss - 1;
    console.log(
      `median of runs 2-${RUNS}: ${median(later.map((row) => row.cpuPerSearch)).toFixed(2)} ms a search (target < 3 ms), ${median(later.map((row) => row.cpuPerSearch / row.yardstick)).toFixed(3)} x the yardstick; ` +
        `RSS after run ${RUNS} vs run 1: ${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)} % (target within 10 %)`,
    );
  }
});
