// Tracker reads computed once per run. Two parts (BENCH_PART=cannibalisation|figures, default both):
// - cannibalisation (PostgreSQL only): the health series over 90 runs of stored results pages, read the
//   old way (every page of every run walked on each view) and from the counts stored when a run ends;
// - figures (PGlite, or PostgreSQL with BENCH_DATABASE_URL): every read the tracker page and the reports
//   make, through the app's services, at 10,000 keywords x 10 companies x 365 runs, beside a primary-key lookup.
// Prints figures; it asserts nothing.
//
//   npm run build
//   node bench/tracker-reads.mjs                                                                # figures on PGlite
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:55440/postgres node bench/tracker-reads.mjs   # both parts on PostgreSQL
//
// Optional: BENCH_KEYWORDS (default 1000), BENCH_RUNS (default 90) for cannibalisation;
// BENCH_FIGURE_KEYWORDS (10000), BENCH_FIGURE_RUNS (365) for figures.
import { performance } from 'node:perf_hooks';
import { runBench } from './lib/cleanup.mjs';
import { appDatabase, createDatabase } from './lib/database.mjs';
import { requireBuilt, requireFiles, requireFromApi } from './lib/paths.mjs';
import { median, percentile } from './lib/stats.mjs';
import { cpus, loadAverage, printTable } from './lib/table.mjs';
import { COMPETITORS, HISTORY_KEYWORD, OWN_DOMAIN, seedTrackerHistory } from './lib/tracker-history-seed.mjs';
import { insertUserSql } from './lib/bench-user.mjs';
import { explainMedian, serverTime } from './lib/server-time.mjs';

const SERVER_URL = process.env.BENCH_DATABASE_URL;
const PART = process.env.BENCH_PART;
requireFiles(['api/dist/server/app.js'], 'api/dist is missing: run `npm run build` first.');
requireFromApi('reflect-metadata');
const { openDatabase } = requireBuilt('db/orm.js');
const { CannibalisationRepository, CANNIBALISATION_RUNS } = requireBuilt('modules/tracker/cannibalisation.repository.js');
const { TrackerRunFiguresRepository } = requireBuilt('modules/tracker/tracker-run-figures.repository.js');
const { KeywordTableCellsRepository } = requireBuilt('modules/tracker/keyword-table-cells.repository.js');
const { createTrackerServices } = requireBuilt('modules/tracker/tracker.factory.js');
const { User } = requireBuilt('modules/auth/user.entity.js');

const KEYWORDS = Number(process.env.BENCH_KEYWORDS ?? 1000);
const RUNS = Number(process.env.BENCH_RUNS ?? 90);
const FILLER_DOMAINS = 200;
const URLS_PER_DOMAIN = 50;
const REPS = 20;
const DEVICES = ['desktop'];

/** The health series as it was computed on every view before the counts were stored (the yardstick). */
const BEFORE_SQL = `with own as (
    select e.id, u.url from serp_domains d join serp_urls u on u.domain_id = d.id join serp_entries e on e.url_id = u.id
    where d.domain = $1 or right(d.domain, $2) = $3),
  hits as (
    select s.run_id, s.keyword, s.device, o.url from serp_snapshots s cross join lateral unnest(s.entry_ids) with ordinality as x(id, ord) join own o on o.id = x.id
    where s.run_id = any($4) and s.device = any($5) and coalesce(s.positions[x.ord], s.first_position + x.ord - 1) <= 100),
  cannibalised as (select run_id, device, keyword from hits group by run_id, device, keyword having count(distinct url) >= 2),
  checked as (select run_id, device, count(*) as keywords from serp_snapshots where run_id = any($4) and device = any($5) group by run_id, device)
  select c.run_id, c.device, c.keywords as checked, (select count(*) from cannibalised k where k.run_id = c.run_id and k.device = c.device) as cannibalised
  from checked c`;
const AFTER_SQL = 'select run_id, device, keywords_checked, keywords_cannibalised from tracking_run_cannibalisation where run_id = any($1) and own_domain = $2';

async function explainMs(client, sql, params) {
  const { rows } = await client.query(`explain (analyze, format json) ${sql}`, params);
  return rows[0]['QUERY PLAN'][0]['Execution Time'];
}

async function cannibalisation() {
  console.log(`tracker reads: ${KEYWORDS} keywords x ${COMPETITORS + 1} companies x ${RUNS} runs (100 results a page); ${cpus()}, load ${loadAverage()}`);
  const db = await createDatabase(SERVER_URL, 'treads');
  const database = await openDatabase({ kind: 'postgres', url: db.url, poolSize: 5 });
  const { Client } = requireFromApi('pg');
  const client = new Client({ connectionString: db.url });
  await client.connect();
  try {
    const q = (sql, params = []) => client.query(sql, params);
    const loadStart = performance.now();
    const { rows: [user] } = await q(insertUserSql('full_name, email, password_hash, role, plan_id', `'Bench', 'bench@rankcraft.test', 'x', 'user', 2`));
    const competitors = Array.from({ length: COMPETITORS }, (_, i) => ({ domain: `competitor${i + 1}.com`, companyName: `Competitor ${i + 1}` }));
    const { rows: [instance] } = await q(
      `insert into tracking_instances (id, owner_id, workspace_id, name, user_domain, user_company_name, competitors, result_count, next_run_at)
       values (gen_random_uuid(), $1, $4, 'Bench', $2, 'Bench', $3::jsonb, 100, now() + interval '1 day') returning id`,
      [user.id, OWN_DOMAIN, JSON.stringify(competitors), user.workspace_id],
    );
    // Domains: the own domain and two subdomains (so pages can hold two own URLs), the competitors, filler.
    const domains = [OWN_DOMAIN, `blog.${OWN_DOMAIN}`, `www.${OWN_DOMAIN}`, ...competitors.map((c) => c.domain), ...Array.from({ length: FILLER_DOMAINS }, (_, i) => `filler${i}.net`)];
    await q(`insert into serp_domains (domain) select unnest($1::text[])`, [domains]);
    await q(`insert into serp_urls (url, domain_id) select 'https://' || d.domain || '/p' || n, d.id from serp_domains d cross join generate_series(1, ${URLS_PER_DOMAIN}) n`);
    await q(`insert into serp_titles (title) values ('A page')`);
    await q(`insert into serp_entries (url_id, title_id, type) select u.id, t.id, 0 from serp_urls u cross join serp_titles t`);
    const { rows: [{ entries }] } = await q('select count(*)::int as entries from serp_entries');
    await q(
      `insert into tracking_runs (id, instance_id, job_id, status, source, provider, depth, finished_at, created_at, updated_at)
       select gen_random_uuid(), $1, gen_random_uuid(), 'completed', 'LIVE', 'serper', 100, t, t, t
       from (select date_trunc('day', now()) - d * interval '1 day' as t from generate_series(0, $2 - 1) d) days`,
      [instance.id, RUNS],
    );
    const { rows: runs } = await q('select id from tracking_runs where instance_id = $1 order by created_at', [instance.id]);
    // Run by run, as runs write them: every keyword's page of 100 pseudo-random entries.
    for (const [r, run] of runs.entries()) {
      await q(
        `insert into serp_snapshots (run_id, keyword, device, first_position, entry_ids, feature_types, feature_domain_ids)
         select $1, 'bench keyword ' || k, 'desktop', 1,
           array(select 1 + ((k * 7919 + $2 * 104729 + p * 15485863) % $3) from generate_series(1, 100) p), '{}', '{}'
         from generate_series(1, $4) k`,
        [run.id, r, entries, KEYWORDS],
      );
    }
    await q('analyze');
    console.log(`loaded ${RUNS * KEYWORDS} results pages in ${((performance.now() - loadStart) / 1000).toFixed(1)} s`);

    const runIds = runs.slice(-CANNIBALISATION_RUNS).map((run) => run.id);
    const beforeParams = [OWN_DOMAIN, OWN_DOMAIN.length + 1, `.${OWN_DOMAIN}`, runIds, DEVICES];
    await q('set statement_timeout = 0');
    const beforeExplain = await explainMs(client, BEFORE_SQL, beforeParams);
    const beforeWallStart = performance.now();
    await q(BEFORE_SQL, beforeParams);
    const beforeWall = performance.now() - beforeWallStart;

    // What a run's end adds: counting its own pages once.
    const repository = () => new CannibalisationRepository(database.orm.em.fork());
    const storeTimes = [];
    for (const run of runs) {
      const start = performance.now();
      await repository().store([run.id], OWN_DOMAIN);
      storeTimes.push(performance.now() - start);
    }
    await q('analyze tracking_run_cannibalisation');
    const afterExplain = [];
    for (let i = 0; i < 5; i++) afterExplain.push(await explainMs(client, AFTER_SQL, [runIds, OWN_DOMAIN]));
    const afterWall = [];
    for (let i = 0; i < REPS + 3; i++) {
      const start = performance.now();
      await repository().health(instance.id, OWN_DOMAIN, DEVICES);
      if (i >= 3) afterWall.push(performance.now() - start);
    }
    const fmt = (ms) => ms.toFixed(2);
    printTable(
      ['read', 'server ms (EXPLAIN ANALYZE)', 'wall ms p50', 'wall ms p95'],
      [
        ['cannibalisation health, before (pages walked per view, 1 call)', fmt(beforeExplain), fmt(beforeWall), '-'],
        [`cannibalisation health, after (stored counts; health() p50 of ${REPS})`, fmt(median(afterExplain)), fmt(median(afterWall)), fmt(percentile(afterWall, 95))],
        ['counting one run at its end (store, median of runs)', '-', fmt(median(storeTimes)), fmt(percentile(storeTimes, 95))],
      ],
      1,
    );
  } finally {
    await client.end();
    await database.orm.close(true);
    await db.drop();
  }
}

const FIGURE_KEYWORDS = Number(process.env.BENCH_FIGURE_KEYWORDS ?? 10000);
const FIGURE_RUNS = Number(process.env.BENCH_FIGURE_RUNS ?? 365);
const FIGURE_TAGS = 10;

/**
 * Every read the tracker page and the client reports make, through the app's own services, at agency
 * size (see lib/tracker-history-seed.mjs for what is written and what is not). Server time is the sum of
 * `EXPLAIN ANALYZE` execution times of every statement the read sends (recorded from one call of it),
 * median of 5; wall time is the call's, interleaved with the others and a primary-key yardstick.
 */
async function figures() {
  const database = await appDatabase('tfigures', 'rankcraft-bench-figures-');
  const kind = database.postgres ? 'PostgreSQL' : 'PGlite (embedded)';
  console.log(`\nevery tracker read on ${kind}: ${FIGURE_KEYWORDS} keywords (${FIGURE_TAGS} tags) x ${COMPETITORS + 1} companies x ${FIGURE_RUNS} runs; ${cpus()}, load ${loadAverage()}`);
  const opened = await openDatabase(database.config);
  const { orm } = opened;
  const connection = orm.em.getConnection();
  const sql = (text, params = []) => orm.em.fork().getConnection().execute(text, params);
  try {
    const loadStart = performance.now();
    const seeded = await seedTrackerHistory(sql, { keywords: FIGURE_KEYWORDS, runs: FIGURE_RUNS, tags: FIGURE_TAGS });
    const { instanceId, latestRunId } = seeded;
    // Table by table: one vacuum of the whole database outlasted the embedded database's query time limit at load 24.
    for (const { tablename } of await sql(`select tablename from pg_tables where schemaname = 'public'`)) await sql(`vacuum analyze "${tablename}"`);
    console.log(`seeded in ${((performance.now() - loadStart) / 1000).toFixed(1)} s`);

    // What a run's end adds: counting the latest run's pages, computing its figures and storing its keyword table cells.
    const storeCannibalisation = await timed(3, () => new CannibalisationRepository(orm.em.fork()).store([latestRunId], OWN_DOMAIN));
    const storeFigures = await timed(3, () => new TrackerRunFiguresRepository(orm.em.fork()).store(instanceId, [latestRunId]));
    const tableCells = () => new KeywordTableCellsRepository(orm.em.fork());
    const storeCells = await timed(3, () => tableCells().store(instanceId));
    await sql('analyze tracking_run_cannibalisation, tracking_keyword_table_cells, tracking_keyword_table_runs');

    const viewer = await orm.em.fork().findOneOrFail(User, { id: seeded.userId });
    const [, , { id: earlierRunId }] = await sql('select id from tracking_runs where instance_id = ? order by created_at desc limit 3', [instanceId]);
    const services = () => createTrackerServices({ em: orm.em.fork(), jobs: null, schedule: null });
    const tracker = () => services().trackerReports;
    const reads = {
      'yardstick: one run by primary key': () => connection.execute('select id, status from tracking_runs where id = ?', [latestRunId]),
      'instance (trackingInstance)': () => services().trackingInstances.findOwnInstanceOrFail(viewer, instanceId),
      'report (trackerReport): latest rows, rankings, series': () => tracker().report(viewer, instanceId),
      'visibility per company and run': () => tracker().visibility(viewer, instanceId),
      'keyword table, first page (100 rows)': () => tracker().keywordTable(viewer, instanceId, { limit: 100 }),
      'keyword table, first page (500 rows)': () => tracker().keywordTable(viewer, instanceId, { limit: 500 }),
      'keyword table, one tag, page 3 (100 rows)': () => tracker().keywordTable(viewer, instanceId, { tag: 'tag 3', offset: 200, limit: 100 }),
      'keyword table, one tag, page 2 (500 rows)': () => tracker().keywordTable(viewer, instanceId, { tag: 'tag 3', offset: 500, limit: 500 }),
      'keyword table, compared with an earlier run (100 rows)': () => tracker().keywordTable(viewer, instanceId, { limit: 100, compareRunId: earlierRunId }),
      'searches without a result, first page': () => tracker().notFoundPage(viewer, instanceId, null, {}),
      'keyword history, one keyword': () => tracker().keywordHistory(viewer, instanceId, HISTORY_KEYWORD),
      'results page of a keyword (serpSnapshot)': () => tracker().serpSnapshot(viewer, instanceId, { keyword: HISTORY_KEYWORD, device: 'desktop' }),
      'cannibalisation: health and keywords': () => tracker().cannibalisation(viewer, instanceId),
      'share of voice, every keyword and device': () => tracker().shareOfVoice(viewer, instanceId),
      'share of voice, one tag, desktop': () => tracker().shareOfVoice(viewer, instanceId, 'desktop', 'tag 3'),
      'tag summaries, latest run': () => tracker().tagSummary(viewer, instanceId),
      'keywords list (trackingKeywords)': () => services().trackingKeywords.list(viewer, instanceId),
      'keyword tags (trackingKeywordTags)': () => services().trackingKeywords.tags(viewer, instanceId),
    };
    const times = Object.fromEntries(Object.keys(reads).map((name) => [name, []]));
    // Interleaved, so load moves every read's figure alike.
    for (let i = 0; i < REPS + 3; i++) {
      for (const [name, read] of Object.entries(reads)) {
        const start = performance.now();
        await read();
        if (i >= 3) times[name].push(performance.now() - start);
      }
    }
    const serverMs = {};
    for (const [name, read] of Object.entries(reads)) serverMs[name] = await serverTime(connection, read);
    // Before the cells were stored: the same table pages with every company's row, previous position and best looked up
    // (the path a page compared with an earlier run still takes), and the not-found count over the run's rows.
    await tableCells().forget(instanceId);
    const beforeTable = {};
    for (const limit of [100, 500]) beforeTable[limit] = await serverTime(connection, () => tracker().keywordTable(viewer, instanceId, { limit }));
    await tableCells().store(instanceId);
    const beforeNotFound = await explainMedian(connection, 'select count(*) as total from tracking_results where run_id = ? and position = 0', [latestRunId], 3);
    const beforeNotFoundRows = await explainMedian(connection, 'select domain, keyword, device, run_at from tracking_results where run_id = ? and position = 0 order by keyword, device, domain offset 0 limit 20', [latestRunId], 3);
    // The tag summary as every view computed it before: one pass over the latest run's rows.
    const beforeTags = await explainMedian(
      connection,
      `select t.tag, r.domain, count(*), count(*) filter (where r.position > 0), coalesce(sum(r.position) filter (where r.position > 0), 0)
       from tracking_results r join tracking_keywords k on k.instance_id = r.instance_id and k.keyword_key = lower(r.keyword)
       cross join unnest(k.tags) as t(tag) where r.run_id = ? group by t.tag, r.domain order by t.tag`,
      [latestRunId],
      3,
    );
    const yardstick = median(times['yardstick: one run by primary key']);
    const fmt = (ms) => (ms === undefined || ms === null ? '-' : ms.toFixed(2));
    printTable(
      ['read', 'statements', 'server ms (EXPLAIN ANALYZE, timing off; sum, median of 5)', `wall ms p50 (${REPS})`, 'wall ms p95', 'p50 / yardstick', 'server < 50 ms'],
      [
        ...Object.keys(reads).map((name) => [
          name,
          String(serverMs[name].statements),
          fmt(serverMs[name].ms),
          fmt(median(times[name])),
          fmt(percentile(times[name], 95)),
          (median(times[name]) / yardstick).toFixed(1),
          serverMs[name].ms < 50 ? 'met' : 'NOT MET',
        ]),
        ['before: tag summaries computed from the latest run\'s rows', '1', fmt(beforeTags), '-', '-', '-', '-'],
        ...[100, 500].map((limit) => [`before: keyword table, first page (${limit} rows), cells looked up`, String(beforeTable[limit].statements), fmt(beforeTable[limit].ms), '-', '-', '-', '-']),
        ['before: searches without a result, counted and listed from the rows', '2', fmt(beforeNotFound + beforeNotFoundRows), '-', '-', '-', '-'],
        ['a run\'s end: counting its cannibalisation (store, median of 3)', '-', '-', fmt(median(storeCannibalisation)), '-', '-', '-'],
        ['a run\'s end: computing its figures (store, median of 3)', '-', '-', fmt(median(storeFigures)), '-', '-', '-'],
        ['a run\'s end: storing its keyword table cells (store, median of 3)', '-', '-', fmt(median(storeCells)), '-', '-', '-'],
      ],
      1,
    );
    for (const [name, { slowest }] of Object.entries(serverMs)) {
      if (process.env.BENCH_EXPLAIN || serverMs[name].ms >= 50) console.log(`\n${name}: slowest statement (${slowest.ms.toFixed(2)} ms)\n${slowest.sql}`);
    }
  } finally {
    await opened.close();
  }
}

async function timed(times, work) {
  const samples = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    await work();
    samples.push(performance.now() - start);
  }
  return samples;
}

async function main() {
  if (PART !== 'figures') {
    if (SERVER_URL) await cannibalisation();
    else console.log('cannibalisation part skipped: it needs BENCH_DATABASE_URL (a PostgreSQL server the bench may create and drop databases on)');
  }
  if (PART !== 'cannibalisation') await figures();
}

await runBench(main, { interrupted: 'interrupted: dropping the bench database' });
