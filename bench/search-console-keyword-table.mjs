// Search Console beside the tracker, on PostgreSQL (BENCH_DATABASE_URL) or else the embedded PGlite.
//
// (b) The keyword table read with its Search Console columns on 1,000 keywords (x 2 devices, 3 companies, 2 runs),
//     the linked property holding 16 months of rows for every keyword (each day, desktop and mobile, two countries),
//     beside the same read without them. The read is TrackerReportService.keywordTable's: the reported runs,
//     the page, its cells, its facts, and with the columns the linked property then keywordSearchConsole (two queries a page).
//     Prints p50/p95 of the wall time in node and of the server time (each select under EXPLAIN ANALYZE, timing off,
//     median of 5: on a loaded machine the wall time mostly measures the wait for a core). Target: server < 50 ms.
//
//   npm run build
//   node bench/search-console-keyword-table.mjs                                                                  # PGlite
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:55432/postgres node bench/search-console-keyword-table.mjs    # PostgreSQL
//
// BENCH_REPEATS (20) wall-time reads per case; BENCH_SC_DAYS (485) days of Search Console rows per keyword.
import { performance } from 'node:perf_hooks';
import { runBench } from './lib/cleanup.mjs';
import { appDatabase } from './lib/database.mjs';
import { requireBuilt, requireFiles, requireFromApi } from './lib/paths.mjs';
import { percentile, timeRepeated } from './lib/stats.mjs';
import { cpus, loadAverage } from './lib/table.mjs';
import { insertUserSql } from './lib/bench-user.mjs';
import { serverTime } from './lib/server-time.mjs';

requireFiles(['api/dist/db/orm.js', 'api/dist/modules/tracker/keyword-search-console.js'], 'api/dist is missing or old: run `npm run build` first.');
requireFromApi('reflect-metadata');
const { openDatabase } = requireBuilt('db/orm.js');
const { trackerRepositoriesOn } = requireBuilt('modules/tracker/tracker.factory.js');
const { buildKeywordTable } = requireBuilt('modules/tracker/keyword-table.js');
const { keywordSearchConsole } = requireBuilt('modules/tracker/keyword-search-console.js');
const { linkedPropertyOf } = requireBuilt('modules/tracker/linked-property.js');

const KEYWORDS = 1_000;
const DEVICES = ['desktop', 'mobile'];
const DOMAINS = ['rankcraft-bench.com', 'competitor1.com', 'competitor2.com'];
const COMPANIES = DOMAINS.map((domain, i) => ({ domain, companyName: domain, own: i === 0 }));
const REPEATS = Number(process.env.BENCH_REPEATS ?? 20);
const SC_DAYS = Number(process.env.BENCH_SC_DAYS ?? 485);

await runBench(async () => {
  const data = await appDatabase('sctable', 'rankcraft-bench-sctable-');
  console.log(`On ${data.postgres ? 'PostgreSQL' : 'PGlite (embedded)'}; ${cpus()}, load average at start: ${loadAverage()}`);
  const database = await openDatabase(data.config);
  try {
    const em = () => database.orm.em.fork();
    const sql = (text, params = []) => em().getConnection().execute(text, params);

    const loadStart = performance.now();
    const [{ id: userId, workspace_id: workspaceId }] = await sql(insertUserSql('full_name, email, password_hash, plan_id', `'Bench', 'bench@rankcraft.test', 'x', 3`));
    const [{ id: instanceId }] = await sql(
      `insert into tracking_instances (id, owner_id, workspace_id, name, user_domain, user_company_name, competitors, devices, result_count, serp_country)
       values (gen_random_uuid(), ?, ?, 'Bench', ?, 'Bench', ?::jsonb, '["desktop", "mobile"]', 100, 'us') returning id`,
      [userId, workspaceId, DOMAINS[0], JSON.stringify(DOMAINS.slice(1).map((domain) => ({ domain, companyName: domain })))],
    );
    await sql(`insert into tracking_keywords (instance_id, ordinal, keyword, tags) select ?, n, 'bench keyword ' || lpad(n::text, 5, '0'), '{}' from generate_series(1, ?) n`, [instanceId, KEYWORDS]);
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
    // The linked property: every keyword a query, plus as many queries the instance does not track; a row per
    // query, day, device (desktop, mobile) and country (usa, gbr), one page each.
    const [{ id: connectionId }] = await sql(
      `insert into search_console_connections (id, created_at, updated_at, owner_id, workspace_id, provider, account_label, secret) values (gen_random_uuid(), now(), now(), ?, ?, 'sandbox', 'bench', 'x') returning id`,
      [userId, workspaceId],
    );
    const [{ id: propertyId, key }] = await sql(
      `insert into search_console_properties (id, created_at, updated_at, connection_id, workspace_id, site_url, kind) values (gen_random_uuid(), now(), now(), ?, ?, 'sc-domain:rankcraft-bench.com', 'domain') returning id, key`,
      [connectionId, workspaceId],
    );
    await sql('insert into search_console_links (instance_id, property_id) values (?, ?)', [instanceId, propertyId]);
    await sql(`insert into search_console_queries (property_key, text) select ?, 'bench keyword ' || lpad(n::text, 5, '0') from generate_series(1, ?) n`, [key, 2 * KEYWORDS]);
    await sql(`insert into search_console_pages (property_key, url) values (?, 'https://rankcraft-bench.com/')`, [key]);
    const [{ id: pageId }] = await sql('select id from search_console_pages where property_key = ?', [key]);
    // Ten days at a time (a statement stays within the database's statement timeout).
    for (let first = 1; first <= SC_DAYS; first += 10) {
      await sql(
        `insert into search_console_rows (property_key, day, query_id, page_id, device, country, clicks, impressions, position_sum)
         select ?, current_date - d, q.id, ?, dev, c, (q.id + d) % 7, 10 + (q.id * 3 + d) % 90, (10 + (q.id * 3 + d) % 90) * (1 + (q.id + d * dev) % 30)
         from search_console_queries q cross join generate_series(?::int, ?::int) d cross join unnest(array[1, 2]) dev cross join unnest(array['usa', 'gbr']) c
         where q.property_key = ?`,
        [key, pageId, first, Math.min(SC_DAYS, first + 9), key],
      );
    }
    // Table by table: one vacuum of the whole database can outlast the embedded database's query time limit under load.
    for (const { tablename } of await sql(`select tablename from pg_tables where schemaname = 'public'`)) await sql(`vacuum analyze "${tablename}"`);
    const [{ rows: scRows }] = await sql('select count(*)::int as rows from search_console_rows');
    const instance = await em().findOneOrFail('TrackingInstance', { id: instanceId });
    console.log(
      `Loaded in ${((performance.now() - loadStart) / 1000).toFixed(1)} s: ${KEYWORDS.toLocaleString()} keywords x ${DEVICES.length} devices, ${DOMAINS.length} companies, 2 runs; ` +
        `${scRows.toLocaleString()} Search Console rows (${(2 * KEYWORDS).toLocaleString()} queries x ${SC_DAYS} days x 2 devices x 2 countries).`,
    );

    // TrackerReportService.keywordTable's reads, with or without the Search Console columns.
    async function read(query, withSearchConsole) {
      const forked = em();
      const reads = trackerRepositoriesOn(forked).keywordTable;
      const latest = await reads.reportedRuns(instanceId);
      const earlier = latest.slice(1);
      const found = await reads.page(instanceId, latest[0].id, DOMAINS[0], query);
      const keywords = [...new Set(found.keys.map((k) => k.keyword))];
      const results = await reads.latestResults(instanceId, latest[0].id, earlier[0]?.id ?? null, DOMAINS, keywords);
      const facts = await reads.facts(latest[0].id, 'us', found.keys);
      const searchConsole = withSearchConsole ? await keywordSearchConsole(forked, instance, await linkedPropertyOf(forked, instanceId), found.keys) : undefined;
      return buildKeywordTable(instanceId, COMPANIES, { latest: latest[0], compared: earlier[0], earlier }, found, results, facts, searchConsole);
    }

    const cases = [
      ['first page of 100', { offset: 0, limit: 100 }],
      ['middle page of 100', { offset: 1_000, limit: 100 }],
      ['desktop, last page of 100', { device: 'desktop', offset: 900, limit: 100 }],
      ['first page of 500 (the web reads 500)', { offset: 0, limit: 500 }],
      ['last page of 500', { offset: 1_500, limit: 500 }],
    ];
    console.log(`\n${REPEATS} reads each after 2 warm-ups, ms. Server: the read's selects under EXPLAIN ANALYZE (timing off, median of 5), summed. Target: server < 50 ms. Slowest: its slowest select, (SC) when that is the Search Console query.`);
    console.log(`${'read'.padEnd(40)} ${'columns'.padEnd(8)} ${'rows'.padStart(5)} ${'with SC'.padStart(7)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'server'.padStart(7)} ${'slowest'.padStart(12)}  target`);
    let over = 0;
    const connection = database.orm.em.getConnection();
    for (const [label, query] of cases) {
      for (const withSearchConsole of [false, true]) {
        const { times, result: table } = await timeRepeated(() => read(query, withSearchConsole), { repeats: REPEATS });
        const server = await serverTime(connection, () => read(query, withSearchConsole));
        const slowest = `${server.slowest.ms.toFixed(1)}${server.slowest.sql.includes('search_console_rows') ? ' (SC)' : ''}`;
        const ok = server.ms < 50;
        if (!ok) over++;
        const withFigures = table.rows.filter((row) => row.searchConsole).length;
        console.log(
          `${label.padEnd(40)} ${(withSearchConsole ? 'with SC' : 'without').padEnd(8)} ${String(table.rows.length).padStart(5)} ${String(withFigures).padStart(7)} ${percentile(times, 50).toFixed(1).padStart(7)} ${percentile(times, 95).toFixed(1).padStart(7)} ${server.ms.toFixed(1).padStart(7)} ${slowest.padStart(12)}  ${ok ? 'ok' : 'OVER'}`,
        );
      }
    }
    console.log(`\n${2 * cases.length - over} of ${2 * cases.length} reads with server time < 50 ms. Load average at end: ${loadAverage()}`);
  } finally {
    // The database (or the embedded one's data directory) is removed at clean-up.
    await database.close();
  }
});
