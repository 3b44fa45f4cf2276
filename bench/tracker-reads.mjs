// Tracker reads computed once per run. Two parts (BENCH_PART=cannibalisation|figures, default both):
// - cannibalisation (PostgreSQL only): the health series over 90 runs of stored results pages, read the
//   old way (every page of every run walked on each view) and from the counts stored when a run ends;
// - figures (PGlite, or PostgreSQL with BENCH_DATABASE_URL): share of voice and tag summaries read from
//   the figures stored per run at 10,000 keywords x 10 companies x 365 runs, beside a primary-key lookup.
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

const SERVER_URL = process.env.BENCH_DATABASE_URL;
const PART = process.env.BENCH_PART;
requireFiles(['api/dist/server/app.js'], 'api/dist is missing: run `npm run build` first.');
requireFromApi('reflect-metadata');
const { openDatabase } = requireBuilt('db/orm.js');
const { CannibalisationRepository, CANNIBALISATION_RUNS } = requireBuilt('modules/tracker/cannibalisation.repository.js');
const { TrackerRunFiguresRepository } = requireBuilt('modules/tracker/tracker-run-figures.repository.js');
const { shareOfVoice } = requireBuilt('modules/tracker/share-of-voice.js');
const { tagSummaries } = requireBuilt('modules/tracker/tracker-tags.repository.js');
const { TrackingInstance } = requireBuilt('modules/tracker/tracking-instance.entity.js');

const KEYWORDS = Number(process.env.BENCH_KEYWORDS ?? 1000);
const RUNS = Number(process.env.BENCH_RUNS ?? 90);
const COMPETITORS = 9;
const FILLER_DOMAINS = 200;
const URLS_PER_DOMAIN = 50;
const REPS = 20;
const OWN_DOMAIN = 'rankcraft-bench.com';
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
    const { rows: [user] } = await q(`insert into users (id, full_name, email, password_hash, role, plan_id) values (gen_random_uuid(), 'Bench', 'bench@rankcraft.test', 'x', 'user', 2) returning id`);
    const competitors = Array.from({ length: COMPETITORS }, (_, i) => ({ domain: `competitor${i + 1}.com`, companyName: `Competitor ${i + 1}` }));
    const { rows: [instance] } = await q(
      `insert into tracking_instances (id, owner_id, name, user_domain, user_company_name, competitors, result_count, next_run_at)
       values (gen_random_uuid(), $1, 'Bench', $2, 'Bench', $3::jsonb, 100, now() + interval '1 day') returning id`,
      [user.id, OWN_DOMAIN, JSON.stringify(competitors)],
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
 * Share of voice and tag summaries at agency size. The reads use only the figures stored per run, so
 * those are seeded in SQL (generate_series) for every run: writing 10,000 x 10 x 365 = 36.5 million
 * result rows and computing them would take this 2-core machine far longer than the reads need. The
 * latest run alone gets its 100,000 result rows, to time what its end adds (computing its figures)
 * and the tag summary as it was computed on every view before.
 */
async function figures() {
  const database = await appDatabase('tfigures', 'rankcraft-bench-figures-');
  const kind = database.postgres ? 'PostgreSQL' : 'PGlite (embedded)';
  console.log(`\nshare of voice and tag summaries on ${kind}: ${FIGURE_KEYWORDS} keywords (${FIGURE_TAGS} tags) x ${COMPETITORS + 1} companies x ${FIGURE_RUNS} runs; ${cpus()}, load ${loadAverage()}`);
  const opened = await openDatabase(database.config);
  const { orm } = opened;
  const sql = (text, params = []) => orm.em.fork().getConnection().execute(text, params);
  try {
    const loadStart = performance.now();
    const [user] = await sql(`insert into users (id, full_name, email, password_hash, role, plan_id) values (gen_random_uuid(), 'Bench', 'bench@rankcraft.test', 'x', 'user', 2) returning id`);
    const competitors = Array.from({ length: COMPETITORS }, (_, i) => ({ domain: `competitor${i + 1}.com`, companyName: `Competitor ${i + 1}` }));
    const domains = [OWN_DOMAIN, ...competitors.map((c) => c.domain)];
    const [instance] = await sql(
      `insert into tracking_instances (id, owner_id, name, user_domain, user_company_name, competitors, result_count, next_run_at)
       values (gen_random_uuid(), ?, 'Bench', ?, 'Bench', ?::jsonb, 100, now() + interval '1 day') returning id`,
      [user.id, OWN_DOMAIN, JSON.stringify(competitors)],
    );
    await sql(
      `insert into tracking_keywords (instance_id, ordinal, keyword, tags) select ?, k, 'bench keyword ' || k, array['tag ' || (k % ${FIGURE_TAGS})] from generate_series(1, ?) k`,
      [instance.id, FIGURE_KEYWORDS],
    );
    await sql(`insert into tracking_keyword_volumes (keyword_key, country, volume, fetched_at) select 'bench keyword ' || k, 'us', 10 + (k * 7919) % 5000, now() from generate_series(1, ?) k`, [FIGURE_KEYWORDS]);
    await sql(
      `insert into tracking_runs (id, instance_id, job_id, status, source, provider, depth, finished_at, created_at, updated_at)
       select gen_random_uuid(), ?, gen_random_uuid(), 'completed', 'LIVE', 'serper', 100, t, t, t
       from (select date_trunc('day', now()) - d * interval '1 day' as t from generate_series(0, ? - 1) d) days`,
      [instance.id, FIGURE_RUNS],
    );
    // Per run, company and tag ('' = every keyword): counts and sums of the size 10,000 keywords give.
    await sql(
      `insert into tracking_run_tag_figures (run_id, instance_id, run_at, device, tag, domain, keywords_checked, keywords_found, position_sum, ctr_sum, sov_weighted, sov_volume)
       select r.id, r.instance_id, r.created_at, 'desktop', t.tag, d.domain, t.keywords, t.keywords / 2 + (d.n * 37 + r.n) % (t.keywords / 4),
         t.keywords * 20, t.keywords * 3.1, t.keywords * 2500 * (1 + (d.n + r.n) % 9), t.keywords * 2500
       from (select id, instance_id, created_at, row_number() over (order by created_at) as n from tracking_runs where instance_id = ?) r
       cross join (select domain, n from unnest(array[?]::text[]) with ordinality as d(domain, n)) d
       cross join (select '' as tag, ?::int as keywords union all select 'tag ' || g, ?::int / ${FIGURE_TAGS} from generate_series(0, ${FIGURE_TAGS - 1}) g) t`,
      [instance.id, domains, FIGURE_KEYWORDS, FIGURE_KEYWORDS],
    );
    await sql('insert into tracking_run_figures (run_id, instance_id) select id, instance_id from tracking_runs where instance_id = ?', [instance.id]);
    const [latest] = await sql('select id, created_at from tracking_runs where instance_id = ? order by created_at desc limit 1', [instance.id]);
    await sql(
      `insert into tracking_results (run_id, instance_id, run_at, domain, keyword, device, position)
       select ?, ?, ?, d.domain, 'bench keyword ' || k, 'desktop', (k * 31 + d.n * 17) % 40
       from generate_series(1, ?) k cross join unnest(array[?]::text[]) with ordinality as d(domain, n)`,
      [latest.id, instance.id, latest.created_at, FIGURE_KEYWORDS, domains],
    );
    await sql('vacuum analyze');
    console.log(`seeded in ${((performance.now() - loadStart) / 1000).toFixed(1)} s`);

    const entity = await orm.em.fork().findOneOrFail(TrackingInstance, { id: instance.id });
    const reads = {
      'yardstick: one run by primary key': (em) => em.getConnection().execute('select id, status from tracking_runs where id = ?', [latest.id]),
      'share of voice, every keyword and device': (em) => shareOfVoice(em, new TrackerRunFiguresRepository(em), entity, { device: null, tag: null }),
      'share of voice, one tag, desktop': (em) => shareOfVoice(em, new TrackerRunFiguresRepository(em), entity, { device: 'desktop', tag: 'tag 3' }),
      'tag summaries, latest run': (em) => tagSummaries(em, new TrackerRunFiguresRepository(em), entity, null),
    };
    const times = Object.fromEntries(Object.keys(reads).map((name) => [name, []]));
    // Interleaved, so load moves every read's figure alike.
    for (let i = 0; i < REPS + 3; i++) {
      for (const [name, read] of Object.entries(reads)) {
        const start = performance.now();
        await read(orm.em.fork());
        if (i >= 3) times[name].push(performance.now() - start);
      }
    }
    const explain = async (text, params) => {
      const [row] = await sql(`explain (analyze, format json) ${text}`, params);
      const plan = typeof row['QUERY PLAN'] === 'string' ? JSON.parse(row['QUERY PLAN']) : row['QUERY PLAN'];
      return plan[0]['Execution Time'];
    };
    const server = {
      'yardstick: one run by primary key': ['select id, status from tracking_runs where id = ?', [latest.id]],
      'share of voice, every keyword and device': [
        `select f.domain, f.run_at, sum(f.sov_weighted) as weighted, sum(f.sov_volume) as volume from tracking_run_tag_figures f
         where f.instance_id = ? and f.tag = '' group by f.run_id, f.run_at, f.domain order by f.run_at`,
        [instance.id],
      ],
      'tag summaries, latest run': [
        `select tag, domain, sum(keywords_checked), sum(keywords_found), sum(position_sum), sum(ctr_sum) from tracking_run_tag_figures where run_id = ? and tag <> '' group by tag, domain order by tag`,
        [latest.id],
      ],
    };
    const serverMs = {};
    for (const [name, [text, params]] of Object.entries(server)) {
      const samples = [];
      for (let i = 0; i < 5; i++) samples.push(await explain(text, params));
      serverMs[name] = median(samples);
    }
    // The tag summary as every view computed it before: one pass over the latest run's 100,000 rows.
    const beforeTags = [];
    for (let i = 0; i < 3; i++) {
      beforeTags.push(
        await explain(
          `select t.tag, r.domain, count(*), count(*) filter (where r.position > 0), coalesce(sum(r.position) filter (where r.position > 0), 0)
           from tracking_results r join tracking_keywords k on k.instance_id = r.instance_id and k.keyword_key = lower(r.keyword)
           cross join unnest(k.tags) as t(tag) where r.run_id = ? group by t.tag, r.domain order by t.tag`,
          [latest.id],
        ),
      );
    }
    const storeTimes = [];
    for (let i = 0; i < 3; i++) {
      const start = performance.now();
      await new TrackerRunFiguresRepository(orm.em.fork()).store([latest.id]);
      storeTimes.push(performance.now() - start);
    }
    const yardstick = median(times['yardstick: one run by primary key']);
    const fmt = (ms) => (ms === undefined ? '-' : ms.toFixed(2));
    printTable(
      ['read', 'server ms (EXPLAIN ANALYZE, median of 5)', `wall ms p50 (${REPS})`, 'wall ms p95', 'p50 / yardstick'],
      [
        ...Object.keys(reads).map((name) => [name, fmt(serverMs[name]), fmt(median(times[name])), fmt(percentile(times[name], 95)), (median(times[name]) / yardstick).toFixed(1)]),
        ['before: tag summaries computed from the latest run\'s rows', fmt(median(beforeTags)), '-', '-', '-'],
        ['a run\'s end: computing its figures (store, median of 3)', '-', fmt(median(storeTimes)), '-', '-'],
      ],
      1,
    );
  } finally {
    await opened.close();
  }
}

async function main() {
  if (PART !== 'figures') {
    if (SERVER_URL) await cannibalisation();
    else console.log('cannibalisation part skipped: it needs BENCH_DATABASE_URL (a PostgreSQL server the bench may create and drop databases on)');
  }
  if (PART !== 'cannibalisation') await figures();
}

await runBench(main, { interrupted: 'interrupted: dropping the bench database' });
