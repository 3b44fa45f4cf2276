// Pages of the keyword table on a 20,000-row run: 10,000 keywords x 2 devices x 3 companies, the latest
// and the previous run stored, with tags. Times the api's own reads (KeywordTableRepository.page and
// latestResults, then buildKeywordTable), as TrackerReportService.keywordTable runs them, for pages at the
// start, middle and end, for every filter (none, device, tag, tag and device, text). Prints p50 and p95
// of the wall time in node and of the server time (each statement the read sends, under EXPLAIN ANALYZE:
// on a loaded machine the wall time mostly measures the wait for a core); it asserts nothing.
//
//   npm run build
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:55432/postgres node bench/keyword-table.mjs
//
// The bench creates a database on that server and drops it at the end (BENCH_KEEP=1 keeps it, for
// EXPLAIN in psql). BENCH_REPEATS (20) wall-time reads and BENCH_SERVER_REPEATS (5) server-time reads per case.
import { performance } from 'node:perf_hooks';
import { runBench } from './lib/cleanup.mjs';
import { createDatabase } from './lib/database.mjs';
import { requireBuilt, requireFiles, requireFromApi, requireServerUrl } from './lib/paths.mjs';
import { percentile, timeRepeated } from './lib/stats.mjs';
import { loadAverage } from './lib/table.mjs';
import { insertUserSql } from './lib/bench-user.mjs';

const SERVER_URL = requireServerUrl('BENCH_DATABASE_URL is not set, e.g. BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:55432/postgres node bench/keyword-table.mjs');
requireFiles(['api/dist/db/orm.js'], 'api/dist is missing: run `npm run build` first.');
requireFromApi('reflect-metadata');
const { openDatabase } = requireBuilt('db/orm.js');
const { trackerRepositoriesOn } = requireBuilt('modules/tracker/tracker.factory.js');
const { buildKeywordTable } = requireBuilt('modules/tracker/keyword-table.js');

const KEYWORDS = 10_000;
const DEVICES = ['desktop', 'mobile'];
const DOMAINS = ['rankcraft-bench.com', 'competitor1.com', 'competitor2.com'];
const COMPANIES = DOMAINS.map((domain, i) => ({ domain, companyName: domain, own: i === 0 }));
const REPEATS = Number(process.env.BENCH_REPEATS ?? 20);
const SERVER_REPEATS = Number(process.env.BENCH_SERVER_REPEATS ?? 5);
const PAGE = 100;

await runBench(async () => {
  const db = await createDatabase(SERVER_URL, 'table');
  const url = db.url;
  let database;
  try {
    database = await openDatabase({ kind: 'postgres', url, poolSize: 5 });
    const em = () => database.orm.em.fork();
    const sql = (text, params = []) => em().getConnection().execute(text, params);

    const loadStart = performance.now();
    const [{ id: userId }] = await sql(insertUserSql('full_name, email, password_hash, plan_id', `'Bench', 'bench@rankcraft.test', 'x', 3`));
    const [{ id: instanceId }] = await sql(
      `insert into tracking_instances (id, owner_id, workspace_id, name, user_domain, user_company_name, competitors, devices, result_count)
       values (gen_random_uuid(), ?, (select personal_workspace_id from users where id = ?), 'Bench', ?, 'Bench', ?::jsonb, '["desktop", "mobile"]', 100) returning id`,
      [userId, userId, DOMAINS[0], JSON.stringify(DOMAINS.slice(1).map((domain) => ({ domain, companyName: domain })))],
    );
    // Every third keyword tagged "core", every tenth "brand".
    await sql(
      `insert into tracking_keywords (instance_id, ordinal, keyword, tags)
       select ?, n, 'bench keyword ' || lpad(n::text, 5, '0'),
         array_remove(array[case when n % 3 = 0 then 'core' end, case when n % 10 = 0 then 'brand' end], null)
       from generate_series(1, ?) n`,
      [instanceId, KEYWORDS],
    );
    const runs = [];
    for (const day of [1, 0]) {
      const [{ id: runId, created_at: runAt }] = await sql(
        `insert into tracking_runs (id, instance_id, job_id, status, source, provider, depth, created_at) values (gen_random_uuid(), ?, gen_random_uuid(), 'completed', 'LIVE', 'serper', 100, now() - ? * interval '1 day') returning id, created_at`,
        [instanceId, day],
      );
      await sql(
        `insert into tracking_results (run_id, instance_id, run_at, domain, keyword, device, position, url)
         select ?, ?, ?, d.domain, k.keyword, v.device, case when (k.ordinal + d.i + ?) % 4 = 0 then 0 else 1 + (k.ordinal * 7 + d.i * 13 + ?) % 100 end, 'https://' || d.domain || '/p/' || k.ordinal
         from tracking_keywords k cross join unnest(?::text[]) with ordinality as d(domain, i) cross join unnest(?::text[]) as v(device)
         where k.instance_id = ?`,
        [runId, instanceId, runAt, day, day, `{${DOMAINS.join(',')}}`, `{${DEVICES.join(',')}}`, instanceId],
      );
      await trackerRepositoriesOn(em()).results.summarise(runId);
      runs.push(runId);
    }
    // As autovacuum leaves a settled table: statistics and the visibility map (index-only scans).
    await sql('vacuum analyze');
    const [{ rows }] = await sql('select count(*)::int as rows from tracking_results where run_id = ? and domain = ?', [runs[1], DOMAINS[0]]);
    console.log(`Loaded in ${((performance.now() - loadStart) / 1000).toFixed(1)} s: ${rows.toLocaleString()} keyword-table rows in the latest run (${KEYWORDS.toLocaleString()} keywords x ${DEVICES.length} devices), ${DOMAINS.length} companies, 2 runs.`);

    // `statements`, when given, collects each statement the read sends (text and parameters), for EXPLAIN.
    async function page(query, statements = null) {
      const forked = em();
      const reads = trackerRepositoriesOn(
        statements ? { execute: (text, params) => (statements.push([text, params]), forked.execute(text, params)) } : forked,
      ).keywordTable;
      const latest = await reads.reportedRuns(instanceId);
      const earlier = latest.slice(1);
      const found = await reads.page(instanceId, latest[0].id, DOMAINS[0], query);
      const keywords = [...new Set(found.keys.map((key) => key.keyword))];
      const results = await reads.latestResults(instanceId, latest[0].id, earlier[0]?.id ?? null, DOMAINS, keywords);
      return buildKeywordTable(instanceId, COMPANIES, { latest: latest[0], compared: earlier[0], earlier }, found, results, new Map());
    }

    // Every filter the table offers, each at its first, middle and last page of 100.
    const filters = [
      ['no filter', {}, 20_000],
      ['desktop', { device: 'desktop' }, 10_000],
      ['mobile', { device: 'mobile' }, 10_000],
      ['tag "core"', { tag: 'core' }, 6_666],
      ['tag "brand", mobile', { tag: 'brand', device: 'mobile' }, 1_000],
      ['text "keyword 09"', { search: 'keyword 09' }, 2_000],
    ];
    const cases = filters.flatMap(([label, filter, total]) => [
      [`${label}, first page`, { ...filter, offset: 0, limit: PAGE }],
      [`${label}, middle page`, { ...filter, offset: Math.floor(total / 2 / PAGE) * PAGE, limit: PAGE }],
      [`${label}, last page`, { ...filter, offset: Math.floor((total - 1) / PAGE) * PAGE, limit: PAGE }],
    ]);
    cases.push(['no filter, last page of 500', { offset: 20_000 - 500, limit: 500 }]);
    // Server time of one read: the sum over its statements of EXPLAIN ANALYZE's planning and execution times.
    async function serverTime(query) {
      const statements = [];
      await page(query, statements);
      let ms = 0;
      for (const [text, params] of statements) {
        const [{ 'QUERY PLAN': [plan] }] = await sql(`explain (analyze, format json) ${text}`, params);
        ms += plan['Planning Time'] + plan['Execution Time'];
      }
      return ms;
    }
    let over = 0;
    console.log(`\n${REPEATS} reads each after 2 warm-ups, ms. Wall time in node (page + cells + pivot, as TrackerReportService.keywordTable);`);
    console.log(`server: the read's statements under EXPLAIN ANALYZE (planning + execution, summed), p50 and p95 of ${SERVER_REPEATS}. Target: server p95 < 50 ms.`);
    console.log(`${'read'.padEnd(40)} ${'rows'.padStart(5)} ${'total'.padStart(6)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'max'.padStart(7)} ${'srv p50'.padStart(8)} ${'srv p95'.padStart(8)}  target`);
    for (const [label, query] of cases) {
      const { times, result: table } = await timeRepeated(() => page(query), { repeats: REPEATS });
      const server = [];
      for (let i = 0; i < SERVER_REPEATS; i++) server.push(await serverTime(query));
      server.sort((a, b) => a - b);
      const ok = percentile(server, 95) < 50;
      if (!ok) over++;
      console.log(
        `${label.padEnd(40)} ${String(table.rows.length).padStart(5)} ${String(table.totalRows).padStart(6)} ${percentile(times, 50).toFixed(1).padStart(7)} ${percentile(times, 95).toFixed(1).padStart(7)} ${times.at(-1).toFixed(1).padStart(7)} ${percentile(server, 50).toFixed(1).padStart(8)} ${percentile(server, 95).toFixed(1).padStart(8)}  ${ok ? 'ok' : 'OVER (server p95 >= 50)'}`,
      );
    }
    console.log(`\n${cases.length - over} of ${cases.length} reads with a server p95 < 50 ms. Load average at end: ${loadAverage()}`);
  } finally {
    await database?.close();
    if (process.env.BENCH_KEEP === '1') {
      db.keep();
      console.log(`Kept the database: ${url}`);
    } else await db.drop();
  }
});
