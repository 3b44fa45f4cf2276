// Tracker benchmark: SQL reads over a year of daily runs, and a 200-keyword and a 1,000-keyword run
// against a local Serper-shaped SERP server with 200 ms latency. Prints figures; it asserts nothing.
//
//   npm run build
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:55440/postgres node bench/tracker.mjs
//
// BENCH_DATABASE_URL names a PostgreSQL server (any database on it that the user may connect to);
// the bench creates its own databases there and drops them at the end.
// Optional: BENCH_PART=reads|run (one part only), BENCH_EXPLAIN=1 (print every read's plan),
// BENCH_KEEP=1 (keep the reads database for inspection).
import { rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { startInProcessApp } from './lib/app.mjs';
import { runBench, tempDir } from './lib/cleanup.mjs';
import { createDatabase, withServerClient } from './lib/database.mjs';
import { listenLocal, readBody, requestJson, signIn } from './lib/http.mjs';
import { serperAnswer } from './lib/serper-answer.mjs';
import { requireBuilt, requireFiles, requireFromApi, requireServerUrl } from './lib/paths.mjs';
import { median, mostInOneSecond, percentile, time } from './lib/stats.mjs';
import { cpus, loadAverage, printTable } from './lib/table.mjs';
import { insertUserSql } from './lib/bench-user.mjs';

const SERVER_URL = requireServerUrl(
  'BENCH_DATABASE_URL is not set. Point it at a PostgreSQL server the bench may create and drop databases on, e.g.\n' +
    '  BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:55440/postgres node bench/tracker.mjs',
);
requireFiles(['api/dist/server/app.js'], 'api/dist is missing: run `npm run build` first.');

requireFromApi('reflect-metadata');
const { Client } = requireFromApi('pg');
const { openDatabase } = requireBuilt('db/orm.js');
const { trackerRepositoriesOn } = requireBuilt('modules/tracker/tracker.factory.js');
const { companyVisibility } = requireBuilt('modules/tracker/tracker-visibility.repository.js');
const { CTR_BY_POSITION } = requireBuilt('modules/tracker/visibility-curve.js');
const { buildKeywordTable, buildKeywordHistory } = requireBuilt('modules/tracker/keyword-table.js');

// Sizes and targets --------------------------------------------------------------------------------
const KEYWORDS = 200;
const COMPETITORS = 9;
const COMPANIES = COMPETITORS + 1;
const RUNS = 365;
const REPS = 30;
const WARMUPS = 3;
const NAIVE_REPS = 5;
const SERP_LATENCY_MS = 200;
const READ_TARGET_MS = 50;
/** Serper answers 10 results a request: a depth of 100 is read in up to 10 pages (fewer once every company is found). */
const RESULTS_PER_PAGE = 10;
const LARGE_RUN_KEYWORDS = 1000;
/** A run's wall time is within this much of its floor (pages / concurrency x latency). */
const OVER_FLOOR_TARGET = 0.2;

const OWN_DOMAIN = 'rankcraft-bench.com';
const COMPETITOR_DOMAINS = Array.from({ length: COMPETITORS }, (_, i) => `competitor${i + 1}.com`);
const DOMAINS = [OWN_DOMAIN, ...COMPETITOR_DOMAINS];
const KEYWORD_LIST = Array.from({ length: KEYWORDS }, (_, i) => `bench keyword ${String(i + 1).padStart(3, '0')}`);

// Helpers ----------------------------------------------------------------------------------------------
const only = process.env.BENCH_PART;
const ms = (value) => (value >= 100 ? value.toFixed(0) : value >= 10 ? value.toFixed(1) : value.toFixed(2));

// Part 1: reads on a large history -----------------------------------------------------------------
async function benchReads() {
  console.log(`\n== 1. Reads on a large history (${KEYWORDS} keywords x ${COMPANIES} companies x ${RUNS} daily runs) ==`);
  const db = await createDatabase(SERVER_URL, 'reads');
  const database = await openDatabase({ kind: 'postgres', url: db.url, poolSize: 5 });
  try {
    const em = () => database.orm.em.fork();
    const sql = (query, params = []) => em().execute(query, params);

    const loadStart = performance.now();
    const [{ id: userId }] = await sql(
      insertUserSql('full_name, email, password_hash, role, plan_id', `'Bench User', 'bench@rankcraft.test', 'x', 'user', 2`),
    );
    const competitors = COMPETITOR_DOMAINS.map((domain, i) => ({ domain, companyName: `Competitor ${i + 1}` }));
    const [{ id: instanceId }] = await sql(
      `insert into tracking_instances (id, owner_id, workspace_id, name, user_domain, user_company_name, competitors, result_count, last_run_at, next_run_at)
       values (gen_random_uuid(), ?, (select personal_workspace_id from users where id = ?), 'Bench instance', ?, 'Rankcraft Bench', ?::jsonb, 100, date_trunc('day', now()) + interval '9 hours', date_trunc('day', now()) + interval '33 hours') returning id`,
      [userId, userId, OWN_DOMAIN, JSON.stringify(competitors)],
    );
    await sql(
      `insert into tracking_keywords (instance_id, ordinal, keyword) select ?, k.ordinal, k.keyword from jsonb_array_elements_text(?::jsonb) with ordinality as k(keyword, ordinal)`,
      [instanceId, JSON.stringify(KEYWORD_LIST)],
    );
    // One completed run a day at 09:00 UTC for the last 365 days (the newest today).
    await sql(
      `insert into tracking_runs (id, instance_id, job_id, status, source, provider, depth, finished_at, created_at, updated_at)
       select gen_random_uuid(), ?, gen_random_uuid(), 'completed', 'LIVE', 'serper', 100, t + interval '7 seconds', t, t + interval '7 seconds'
       from (select date_trunc('day', now()) + interval '9 hours' - d * interval '1 day' as t from generate_series(0, ? - 1) d) days`,
      [instanceId, RUNS],
    );
    const runs = await sql(`select id, created_at from tracking_runs where instance_id = ? order by created_at`, [instanceId]);

    // Positions: each (domain, keyword) has a base rank that drifts day to day. About a quarter of the
    // pairs never rank within 100, and any ranked pair drops out on ~6% of days: ~30% zeros in all.
    // Run by run, oldest first, as the app writes them: a run's rows (keywords x companies) together,
    // then its summary. Rows: one multi-row INSERT ... SELECT per run; summaries: the app's own
    // TrackerResultsRepository.summarise(runId), exactly as a completing run writes them.
    const insertResults = `insert into tracking_results (run_id, instance_id, run_at, domain, keyword, position)
         select r.id, r.instance_id, r.created_at, d.domain, k.keyword,
           case
             when abs(hashtext(d.domain || '|' || k.keyword)) % 100 < 25 then 0
             when abs(hashtext(r.id::text || d.domain || k.keyword)) % 100 < 6 then 0
             else greatest(1, least(100, 1 + abs(hashtext(d.domain || k.keyword)) % 60 + d.bias
               + (abs(hashtext(r.id::text || k.keyword || d.domain)) % 11) - 5))
           end
         from tracking_runs r
         cross join (select domain, (ord - 1) * 2 as bias from jsonb_array_elements_text(?::jsonb) with ordinality as x(domain, ord)) d
         cross join jsonb_array_elements_text(?::jsonb) as k(keyword)
         where r.id = ?
         order by k.keyword, d.domain`;
    const insert = { elapsed: 0 };
    const summarise = { elapsed: 0 };
    for (const run of runs) {
      insert.elapsed += (await time(() => sql(insertResults, [JSON.stringify(DOMAINS), JSON.stringify(KEYWORD_LIST), run.id]))).elapsed;
      summarise.elapsed += (await time(() => trackerRepositoriesOn(em()).results.summarise(run.id))).elapsed;
    }
    await sql('analyze');
    const loadTotal = performance.now() - loadStart;

    const [counts] = await sql(
      `select (select count(*) from tracking_runs)::int as runs, (select count(*) from tracking_results)::int as results,
         (select count(*) from tracking_results where position = 0)::int as zeros, (select count(*) from tracking_run_summaries)::int as summaries,
         pg_size_pretty(pg_total_relation_size('tracking_results')) as results_size`,
    );
    console.log(
      `Loaded ${counts.runs} runs, ${counts.results.toLocaleString('en-US')} result rows (${((100 * counts.zeros) / counts.results).toFixed(1)}% zeros, ${counts.results_size} with indexes), ` +
        `${counts.summaries} summary rows in ${(loadTotal / 1000).toFixed(1)} s ` +
        `(results: INSERT ... SELECT per run ${(insert.elapsed / 1000).toFixed(1)} s; summarise(runId) x ${runs.length} via TrackerResultsRepository ${(summarise.elapsed / 1000).toFixed(1)} s; then ANALYZE).`,
    );

    const repo = () => trackerRepositoriesOn(em()).results;
    // companyVisibility reads only the instance's id and companies (the entity's getter, here as data).
    const visibilityInstance = { id: instanceId, companies: DOMAINS.map((domain, i) => ({ domain, companyName: i === 0 ? 'Rankcraft Bench' : `Competitor ${i}`, own: i === 0 })) };
    const reads = [
      { name: 'latest(instanceId)', what: 'rows of the latest run', run: () => repo().latest(instanceId) },
      { name: 'latestAggregates(instanceId)', what: 'average rank per company', run: () => repo().latestAggregates(instanceId) },
      { name: 'series(instanceId)', what: 'chart: mean per company per run', run: () => repo().series(instanceId) },
      {
        name: 'companyVisibility(em, instance)',
        what: 'visibility per company per run',
        run: () => companyVisibility(em(), visibilityInstance),
        size: (companies) => companies.reduce((points, company) => points + company.points.length, 0),
      },
      // As TrackerReportService.keywordTable and keywordHistory read them: the SQL, then the pivot in JS.
      { name: 'keyword table', what: 'latest + previous + best per keyword x company', run: () => keywordTable(em(), instanceId) },
      { name: 'keyword history', what: 'one keyword, every company, every run', run: () => keywordHistory(em(), instanceId, HISTORY_KEYWORD) },
    ];
    // Beside each read: the same SQL on a bare pg client (no MikroORM, no mapping), and the server's
    // own execution time (EXPLAIN ANALYZE, median of 5) - where the time of a read goes.
    const pgClient = new Client({ connectionString: db.url });
    await pgClient.connect();
    const rows = [];
    const figures = {};
    for (const read of reads) {
      read.captured = await captureSql(database, read.run);
      const pgSql = toPgPlaceholders(read.captured.sql);
      for (let i = 0; i < WARMUPS; i++) await read.run();
      const samples = [];
      let size = 0;
      for (let i = 0; i < REPS; i++) {
        const { elapsed, result } = await time(read.run);
        samples.push(elapsed);
        size = read.size ? read.size(result) : result.length;
      }
      for (let i = 0; i < WARMUPS; i++) await pgClient.query(pgSql, read.captured.params);
      const pgSamples = [];
      for (let i = 0; i < REPS; i++) pgSamples.push((await time(() => pgClient.query(pgSql, read.captured.params))).elapsed);
      const serverSamples = [];
      for (let i = 0; i < 5; i++) {
        const plan = await pgClient.query(`explain (analyze, timing off) ${pgSql}`, read.captured.params);
        serverSamples.push(Number(/Execution Time: ([\d.]+)/.exec(plan.rows.map((row) => row['QUERY PLAN']).join('\n'))[1]));
      }
      const med = median(samples);
      figures[read.name] = med;
      rows.push([
        read.name,
        read.what,
        size,
        ms(med),
        ms(percentile(samples, 95)),
        ms(Math.max(...samples)),
        ms(median(pgSamples)),
        ms(median(serverSamples)),
        `< ${READ_TARGET_MS}`,
        med < READ_TARGET_MS ? 'ok' : 'OVER',
      ]);
    }
    await pgClient.end();

    // The naive alternative: every row into JavaScript, aggregated there.
    const naiveSamples = [];
    const naiveLoad = [];
    const naiveHeap = [];
    let naive;
    let naiveRows = [];
    for (let i = 0; i < NAIVE_REPS; i++) {
      const heapBefore = process.memoryUsage().heapUsed;
      const start = performance.now();
      const all = [];
      for await (const row of repo().history(instanceId)) all.push(row);
      const loaded = performance.now();
      naiveRows = all;
      naiveHeap.push(process.memoryUsage().heapUsed - heapBefore);
      naive = aggregateInJs(all);
      naiveLoad.push(loaded - start);
      naiveSamples.push(performance.now() - start);
    }
    rows.push([
      'naive: history() + JS',
      `${naive.rows.toLocaleString('en-US')} rows loaded; same 3 answers`,
      `${naive.latest}/${naive.aggregates}/${naive.series}`,
      ms(median(naiveSamples)),
      '-',
      ms(Math.max(...naiveSamples)),
      '-',
      '-',
      '(reference)',
      `load ${ms(median(naiveLoad))}`,
    ]);
    console.log(`\nMedian and p95 of ${REPS} calls after ${WARMUPS} warm-ups, fresh em.fork() per call, ms (naive: median of ${NAIVE_REPS}):\n`);
    printTable(['read (TrackerResultsRepository)', 'answers', 'rows', 'median', 'p95', 'max', 'bare pg', 'in server', 'target', ''], rows, 2);
    console.log(`(naive: history() holds ~${Math.round(Math.max(...naiveHeap) / 2 ** 20)} MB of JS heap right after loading; load = history() alone)`);
    console.log(`(bare pg: the same SQL on a plain pg.Client, median of ${REPS}; in server: EXPLAIN ANALYZE execution time, median of 5)`);

    // Cross-check: SQL aggregates equal the naive JS ones.
    const sqlAggregates = await repo().latestAggregates(instanceId);
    const sqlSeries = await repo().series(instanceId);
    const aggregatesMatch = sqlAggregates.every((row) => naive.byDomain.get(row.domain) === row.averageRank) && sqlAggregates.length === naive.aggregates;
    const seriesMatch = sqlSeries.length === naive.series && sqlSeries.every((p) => naive.seriesMap.get(`${p.domain}|${p.runAt.getTime()}`) === p.averageRank);
    const jsVisibility = visibilityInJs(naiveRows);
    const sqlVisibility = await companyVisibility(em(), visibilityInstance);
    const visibilityMatch =
      sqlVisibility.reduce((points, company) => points + company.points.length, 0) === jsVisibility.size &&
      sqlVisibility.every((company) => company.points.every((p) => jsVisibility.get(`${company.domain}|${p.runAt.getTime()}`) === p.score));
    console.log(
      `\nSQL answers equal the JS aggregation: latestAggregates ${aggregatesMatch ? 'yes' : 'NO'}, series ${seriesMatch ? 'yes' : 'NO'}, visibility ${visibilityMatch ? 'yes' : 'NO'}.`,
    );
    const ownVisibility = sqlVisibility.find((company) => company.own);
    console.log(`Own domain's visibility in the latest run: ${ownVisibility?.score} % (change ${ownVisibility?.change} points since the run before).`);
    const tableMatches = keywordTableMatches(await keywordTable(em(), instanceId), naiveRows);
    console.log(`Keyword table (position, previous position, best so far per keyword and company) equals the JS computation over every row: ${tableMatches ? 'yes' : 'NO'}.`);
    naiveRows = undefined;
    const ownLatest = sqlAggregates.find((row) => row.domain === OWN_DOMAIN);
    console.log(`Own domain in the latest run: ${ownLatest?.keywordsFound}/${ownLatest?.keywordsChecked} keywords ranked, average rank ${ownLatest?.averageRank}.`);

    // Plans: EXPLAIN ANALYZE of the SQL each read sends (taken from the repository's own queries).
    const verbose = process.env.BENCH_EXPLAIN === '1';
    console.log(`\nEXPLAIN (ANALYZE, BUFFERS) of each read${verbose ? '' : ' (execution time and top plan node; BENCH_EXPLAIN=1 prints whole plans)'}:`);
    for (const read of reads) {
      const plan = await sql(`explain (analyze, buffers) ${read.captured.sql}`, read.captured.params);
      const lines = plan.map((row) => row['QUERY PLAN']);
      const execution = lines.find((line) => line.startsWith('Execution Time'));
      const overTarget = figures[read.name] >= READ_TARGET_MS;
      console.log(`- ${read.name}: ${execution}; ${lines[0].trim()}`);
      if (verbose || overTarget) for (const line of lines) console.log(`    ${line}`);
    }
    return figures;
  } finally {
    await database.close();
    if (process.env.BENCH_KEEP === '1') {
      db.keep();
      console.log(`\nBENCH_KEEP=1: kept the reads database for inspection: ${db.url} (drop it with: drop database ${db.name})`);
    } else await db.drop();
  }
}

/** Latest run's rows, per-company found count and mean, and per-run means — computed from every row. */
function aggregateInJs(rows) {
  let latestAt = 0;
  for (const row of rows) latestAt = Math.max(latestAt, row.createdAt.getTime());
  const latest = rows.filter((row) => row.createdAt.getTime() === latestAt);
  const perDomain = new Map();
  for (const row of latest) {
    const agg = perDomain.get(row.domain) ?? { found: 0, sum: 0 };
    if (row.position > 0) {
      agg.found++;
      agg.sum += row.position;
    }
    perDomain.set(row.domain, agg);
  }
  const perRun = new Map();
  for (const row of rows) {
    const key = `${row.domain}|${row.createdAt.getTime()}`;
    const agg = perRun.get(key) ?? { found: 0, sum: 0 };
    if (row.position > 0) {
      agg.found++;
      agg.sum += row.position;
    }
    perRun.set(key, agg);
  }
  const mean = (agg) => (agg.found === 0 ? null : Math.round((agg.sum / agg.found) * 10) / 10);
  const byDomain = new Map([...perDomain].map(([domain, agg]) => [domain, mean(agg)]));
  const seriesMap = new Map([...perRun].map(([key, agg]) => [key, mean(agg)]));
  return { rows: rows.length, latest: latest.length, aggregates: byDomain.size, series: seriesMap.size, byDomain, seriesMap };
}

/**
 * Visibility per company and run from every row, in JS: CTRs in tenths of a percent, so the sums are
 * exact integers and the rounding to 1 decimal matches PostgreSQL's numeric round().
 */
function visibilityInJs(rows) {
  const tenths = CTR_BY_POSITION.map((rate) => Math.round(rate * 10));
  const perRun = new Map();
  for (const row of rows) {
    const key = `${row.domain}|${row.createdAt.getTime()}`;
    const agg = perRun.get(key) ?? { keywords: 0, ctr: 0 };
    agg.keywords++;
    agg.ctr += tenths[row.position - 1] ?? 0;
    perRun.set(key, agg);
  }
  return new Map([...perRun].map(([key, agg]) => [key, Math.round((1000 * agg.ctr) / (agg.keywords * tenths[0])) / 10]));
}

const HISTORY_KEYWORD = KEYWORD_LIST[Math.floor(KEYWORDS / 2)];
const COMPANY_LIST = DOMAINS.map((domain, i) => ({ domain, companyName: i === 0 ? 'Rankcraft Bench' : `Competitor ${i}`, own: i === 0 }));

/** The keyword table's rows, as TrackerReportService.keywordTable builds them. */
async function keywordTable(em, instanceId) {
  const reads = trackerRepositoriesOn(em).keywordTable;
  const runs = await reads.reportedRuns(instanceId);
  const earlier = runs.slice(1);
  const page = await reads.page(instanceId, runs[0].id, OWN_DOMAIN, { offset: 0, limit: 500 });
  const keywords = [...new Set(page.keys.map((key) => key.keyword))];
  const results = await reads.latestResults(instanceId, runs[0].id, earlier[0]?.id ?? null, DOMAINS, keywords);
  return buildKeywordTable(instanceId, COMPANY_LIST, { latest: runs[0], compared: earlier[0], earlier }, page, results, new Map()).rows;
}

/** One keyword's runs, as TrackerReportService.keywordHistory builds them. */
async function keywordHistory(em, instanceId, keyword) {
  return buildKeywordHistory(instanceId, keyword, 'desktop', COMPANY_LIST, await trackerRepositoriesOn(em).keywordTable.keywordHistory(instanceId, keyword, 'desktop')).runs;
}

/** The table's positions, previous positions and bests against the same figures computed from every row. */
function keywordTableMatches(tableRows, allRows) {
  const times = [...new Set(allRows.map((row) => row.createdAt.getTime()))].sort((a, b) => b - a);
  const cells = new Map();
  for (const row of allRows) {
    const key = `${row.keyword}|${row.domain}`;
    const cell = cells.get(key) ?? { position: null, previous: null, best: null };
    const at = row.createdAt.getTime();
    if (at === times[0]) cell.position = row.position;
    if (at === times[1]) cell.previous = row.position;
    if (row.position > 0 && (cell.best === null || row.position < cell.best)) cell.best = row.position;
    cells.set(key, cell);
  }
  return (
    tableRows.length === KEYWORDS &&
    tableRows.every((row) =>
      row.positions.every((cell) => {
        const expected = cells.get(`${row.keyword}|${cell.domain}`);
        return expected && cell.position === expected.position && cell.previousPosition === expected.previous && cell.bestPosition === expected.best;
      }),
    )
  );
}

/** `?` placeholders (knex, MikroORM) as $1, $2, ... for a bare pg client. */
function toPgPlaceholders(sql) {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}

/** Runs a read once with the connection's execute wrapped, and returns the SQL and parameters it sent. */
async function captureSql(database, read) {
  const connection = database.orm.em.getDriver().getConnection();
  const original = connection.execute;
  let captured;
  connection.execute = function (queryOrKnex, params, ...rest) {
    // The last statement: a read of several queries sends its main one last (the keyword table).
    if (typeof queryOrKnex === 'string') captured = { sql: queryOrKnex, params: params ?? [] };
    return original.call(this, queryOrKnex, params, ...rest);
  };
  try {
    await read();
  } finally {
    connection.execute = original;
  }
  if (!captured) throw new Error('could not capture the SQL of a read');
  return captured;
}

// Part 2: a 200-keyword and a 1,000-keyword run against a local SERP server ---------------------------
function startSerpServer() {
  const stats = { requests: 0, inFlight: 0, maxInFlight: 0, bad: 0, keywords: new Set(), events: [] };
  const server = http.createServer(async (req, res) => {
    if (req.method !== 'POST' || req.url !== '/search') {
      stats.bad++;
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Not found' }));
      return;
    }
    stats.requests++;
    stats.events.push([performance.now(), +1]);
    stats.inFlight++;
    stats.maxInFlight = Math.max(stats.maxInFlight, stats.inFlight);
    const body = await readBody(req);
    let query;
    try {
      query = JSON.parse(body);
    } catch {
      query = {};
    }
    stats.keywords.add(query.q);
    setTimeout(() => {
      stats.inFlight--;
      stats.events.push([performance.now(), -1]);
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(serperAnswer(query, DOMAINS)));
    }, SERP_LATENCY_MS);
  });
  return listenLocal(server).then((local) => ({ ...local, stats }));
}

/** Where the run's wall time went, from the SERP server's request/answer times. */
function serpTimeline(events, start, end) {
  const sorted = [...events].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const empty = { beforeFirst: end - start, busy: 0, idle: 0, gaps: 0, longGaps: 0, longIdle: 0, afterLast: 0, meanInFlight: 0, byLevel: new Map() };
  if (sorted.length === 0) return empty;
  let inFlight = 0;
  let busy = 0;
  let idle = 0;
  let gaps = 0;
  let longGaps = 0;
  let longIdle = 0;
  let area = 0;
  const byLevel = new Map();
  let last = sorted[0][0];
  for (const [t, delta] of sorted) {
    const span = t - last;
    if (inFlight > 0) {
      busy += span;
      area += inFlight * span;
      byLevel.set(inFlight, (byLevel.get(inFlight) ?? 0) + span);
    } else if (t > sorted[0][0]) {
      idle += span;
      gaps++;
      // Answers of one wave and the next wave's requests are a few ms apart; longer gaps are
      // the app's work between batches (database writes, progress).
      if (span >= 20) {
        longGaps++;
        longIdle += span;
      }
    }
    inFlight += delta;
    last = t;
  }
  return { beforeFirst: sorted[0][0] - start, busy, idle, gaps, longGaps, longIdle, afterLast: end - sorted.at(-1)[0], meanInFlight: busy > 0 ? area / busy : 0, byLevel };
}

/** When the job ended (its finished_at, in ms since the epoch), polling its row. */
async function jobFinishedAt(app, jobId) {
  const em = app.database.orm.em.fork();
  for (;;) {
    const [job] = await em.execute('select status, finished_at from jobs where id = ?', [jobId]);
    if (job.finished_at) {
      if (job.status !== 'succeeded') throw new Error(`the run ended ${job.status}`);
      return new Date(job.finished_at).getTime();
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** How many progress events went out, the most within any one second, and how many distinct counts they carried. */
function progressFigures(published) {
  return { events: published.length, mostInOneSecond: mostInOneSecond(published.map(([at]) => at)), counts: new Set(published.map(([, done]) => done)).size };
}

/**
 * One run of `keywordCount` keywords. The instance form allows 200 keywords (MAX_KEYWORDS); a larger
 * run gets its keyword list widened in the database after the instance is created through the API.
 */
async function benchRun(keywordCount, depth) {
  const keywordList = Array.from({ length: keywordCount }, (_, i) => `bench keyword ${String(i + 1).padStart(4, '0')}`);
  console.log(`\n== 2. One ${keywordCount}-keyword run to depth ${depth}, ${COMPANIES} companies, against a local Serper-shaped server (${SERP_LATENCY_MS} ms per answer) ==`);
  const serp = await startSerpServer();
  const db = await createDatabase(SERVER_URL, 'run');
  const dataDir = tempDir('rankcraft-bench-');
  const admin = { email: 'admin@rankcraft.test', password: 'bench-admin-password-1' };
  let app;
  try {
    let config;
    ({ app, config } = await startInProcessApp({
      DATA_DIR: dataDir,
      DATABASE_URL: db.url,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      SERP_PROVIDER: 'serper',
      SERPER_API_KEY: 'bench',
      SERP_BASE_URL: serp.url,
      LOG_LEVEL: 'warn',
    }));

    const { token } = await signIn(app.url, admin);
    const created = await requestJson(app.url, 'POST', '/api/instances', {
      token,
      body: {
        name: 'Bench run',
        user_domain: OWN_DOMAIN,
        user_company_name: 'Rankcraft Bench',
        competitor_domains: COMPETITOR_DOMAINS,
        competitor_company_names: COMPETITOR_DOMAINS.map((_, i) => `Competitor ${i + 1}`),
        keywords: keywordList.slice(0, KEYWORDS),
        result_count: depth,
      },
    });
    if (created.status !== 201) throw new Error(`creating the instance failed: ${created.status} ${JSON.stringify(created.body)}`);
    const instanceId = created.body.id;
    if (keywordCount > KEYWORDS) {
      await app.database.orm.em
        .fork()
        .execute(
          'insert into tracking_keywords (instance_id, ordinal, keyword) select ?, k.ordinal, k.keyword from jsonb_array_elements_text(?::jsonb) with ordinality as k(keyword, ordinal) on conflict do nothing',
          [instanceId, JSON.stringify(keywordList)],
        );
    }

    // Every progress event the run publishes (the jobs' PubSub of this process), with when it went out.
    const published = [];
    const events = app.deps.jobEvents;
    const publish = events.publish.bind(events);
    events.publish = (job) => {
      if (job.status === 'running' && job.progressDone > 0) published.push([performance.now(), job.progressDone]);
      return publish(job);
    };
    const postStart = performance.now();
    const startedAt = Date.now();
    const run = await requestJson(app.url, 'POST', `/api/instances/${instanceId}/run`, { token });
    // The POST waits a minute at most (then answers 202 with the job under way); the run's wall time
    // is from the POST to the job's end.
    const finishedAt = await jobFinishedAt(app, run.body.job_id);
    const elapsed = finishedAt - startedAt;
    const timeline = serpTimeline(serp.stats.events, postStart, postStart + elapsed);
    const em = app.database.orm.em.fork();
    const [stored] = await em.execute(
      `select count(*)::int as rows, count(distinct keyword)::int as keywords, count(distinct domain)::int as domains,
         count(*) filter (where position = 0)::int as zeros from tracking_results where instance_id = ?`,
      [instanceId],
    );
    const [summaries] = await em.execute('select count(*)::int as n from tracking_run_summaries where instance_id = ?', [instanceId]);
    const progress = progressFigures(published);
    const [usage] = await em.execute('select pages_fetched::int as pages, vendor_calls::int as calls from tracking_runs where instance_id = ?', [instanceId]);
    const maxPages = Math.ceil(depth / RESULTS_PER_PAGE);
    const concurrency = config.serp.concurrency;
    // The least a run can take: every page it needed, `concurrency` at a time, each taking the latency.
    const floorMs = Math.ceil(usage.pages / concurrency) * SERP_LATENCY_MS;
    const overFloor = elapsed / floorMs - 1;
    console.log(`POST /api/instances/{id}/run answered ${run.status} ${JSON.stringify(run.body)}; the job ended ${((finishedAt - startedAt) / 1000).toFixed(2)} s after the POST\n`);
    printTable(
      ['figure', 'measured', 'target', ''],
      [
        ['wall time, POST /run to the job\'s end', `${(elapsed / 1000).toFixed(2)} s`, `<= floor + ${OVER_FLOOR_TARGET * 100} %`, overFloor <= OVER_FLOOR_TARGET ? 'ok' : 'OVER'],
        ['floor: keywords x pages / concurrency x latency', `${(floorMs / 1000).toFixed(2)} s`, `${usage.pages} pages / ${concurrency} x ${SERP_LATENCY_MS} ms`, ''],
        ['wall time / floor', `${(elapsed / floorMs).toFixed(3)}`, `${overFloor >= 0 ? '+' : ''}${(overFloor * 100).toFixed(1)} % over the floor`, ''],
        ['pages fetched (run record)', usage.pages, `${keywordCount} to ${keywordCount * maxPages} (${maxPages} a keyword at most)`, usage.pages >= keywordCount && usage.pages <= keywordCount * maxPages ? 'ok' : 'DIFFERENT'],
        ['SERP calls made', serp.stats.requests, `= pages fetched; run record ${usage.calls}`, serp.stats.requests === usage.pages && usage.calls === usage.pages ? 'ok' : 'DIFFERENT'],
        ['distinct keywords searched', serp.stats.keywords.size, `= ${keywordCount}`, serp.stats.keywords.size === keywordCount ? 'ok' : 'DIFFERENT'],
        ['max concurrent SERP calls', serp.stats.maxInFlight, `SERP_CONCURRENCY=${concurrency}`, ''],
        ['result rows stored', stored.rows, `= ${keywordCount} x ${COMPANIES}`, stored.rows === keywordCount * COMPANIES ? 'ok' : 'DIFFERENT'],
        ['  of which not found (0)', stored.zeros, '', ''],
        ['summary rows stored', summaries.n, `= ${COMPANIES}`, summaries.n === COMPANIES ? 'ok' : 'DIFFERENT'],
        ['progress events published', progress.events, `${(progress.events / (elapsed / 1000)).toFixed(1)} a second; at most ~10`, ''],
        ['  most in any one second', progress.mostInOneSecond, '', ''],
        ['  distinct counts seen', progress.counts, `of ${keywordCount} keywords`, ''],
        ['  POST to first SERP call', `${(timeline.beforeFirst / 1000).toFixed(2)} s`, '', ''],
        ['  SERP calls in flight (>= 1)', `${(timeline.busy / 1000).toFixed(2)} s`, '', ''],
        ['  no SERP call in flight, between', `${(timeline.idle / 1000).toFixed(2)} s`, `${timeline.gaps} gaps`, ''],
        ['    of which gaps >= 20 ms', `${(timeline.longIdle / 1000).toFixed(2)} s`, `${timeline.longGaps} gaps`, ''],
        ['  last SERP answer to response', `${(timeline.afterLast / 1000).toFixed(2)} s`, '', ''],
        ['  mean SERP calls in flight', timeline.meanInFlight.toFixed(2), 'while busy', ''],
        ...[...timeline.byLevel.entries()]
          .sort((a, b) => b[0] - a[0])
          .map(([level, span]) => [`    time with ${level} in flight`, `${(span / 1000).toFixed(2)} s`, '', '']),
      ],
      1,
    );
    return { elapsed, calls: serp.stats.requests, maxInFlight: serp.stats.maxInFlight, rows: stored.rows };
  } finally {
    await app?.stop();
    await serp.close();
    await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// Main -----------------------------------------------------------------------------------------------
async function main() {
  const [{ server_version: version }] = (await withServerClient(SERVER_URL, (client) => client.query('show server_version'))).rows;
  console.log(`Rankcraft tracker bench - ${new Date().toISOString()}`);
  console.log(`Machine: ${cpus()}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, Node ${process.version}, PostgreSQL ${version}`);
  console.log(`Load average (1/5/15 min) at start: ${loadAverage()}`);
  if (only !== 'run') await benchReads();
  if (only !== 'reads') {
    await benchRun(KEYWORDS, 100);
    // One page a keyword, so the run stays within minutes; the floor counts pages either way.
    await benchRun(LARGE_RUN_KEYWORDS, RESULTS_PER_PAGE);
  }
  console.log(`\nLoad average (1/5/15 min) at end: ${loadAverage()}`);
}

// Ctrl-C: drop what was created, then stop.
await runBench(main, { interrupted: 'interrupted: dropping the bench databases' });
