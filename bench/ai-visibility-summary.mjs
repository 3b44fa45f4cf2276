// AI visibility reads on a year of daily runs: one project, 100 prompts x 3 surfaces x 3 samples a run, 365 runs
// (328,500 stored answers), written straight into a fresh database run by run (each run's figures stored by the app's
// own storeRunFigures, as a finishing run stores them); then AiVisibilityAnswersService's summary (the newest finished
// run) and series (the chart over time), as REST and GraphQL call them, timed beside a yardstick (a primary-key lookup
// of one sample) measured in the same loop, and each read's server time (EXPLAIN ANALYZE of the statements it sends).
// On the embedded PGlite (the product's default) and on PostgreSQL. Also the bytes a stored sample takes. It asserts
// nothing.
//
//   npm run build:api
//   node bench/ai-visibility-summary.mjs                                                                  # PGlite only
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:55432/postgres node bench/ai-visibility-summary.mjs   # both
//
// Optional: BENCH_DATABASES (embedded,postgres), BENCH_RUNS (365), BENCH_PROMPTS (100), BENCH_CALLS (30),
// BENCH_EXPLAIN=1 (print every read's slowest statement and its plan), BENCH_KEEP=1 (keep the PostgreSQL database; its URL is printed).
import { performance } from 'node:perf_hooks';
import { runBench, tempDir } from './lib/cleanup.mjs';
import { createDatabase } from './lib/database.mjs';
import { insertUserSql } from './lib/bench-user.mjs';
import { requireBuilt, requireFiles, requireFromApi } from './lib/paths.mjs';
import { serverTime } from './lib/server-time.mjs';
import { median, percentile } from './lib/stats.mjs';
import { cpus, loadAverage, printTable } from './lib/table.mjs';

const SERVER_URL = process.env.BENCH_DATABASE_URL;
const DATABASES = (process.env.BENCH_DATABASES ?? 'embedded,postgres').split(',');
requireFiles(['api/dist/db/orm.js'], 'api/dist is missing: run `npm run build:api` first.');
requireFromApi('reflect-metadata');
const { openDatabase } = requireBuilt('db/orm.js');
const { AiVisibilitySamplesRepository, storeRunFigures } = requireBuilt('modules/ai-visibility/ai-visibility-samples.repository.js');
const { AiVisibilityAnswersService } = requireBuilt('modules/ai-visibility/ai-visibility-answers.service.js');
const { User } = requireBuilt('modules/auth/user.entity.js');
const { admitForWork } = requireBuilt('modules/auth/access.js');

const RUNS = Number(process.env.BENCH_RUNS ?? 365);
const PROMPTS = Number(process.env.BENCH_PROMPTS ?? 100);
const CALLS = Number(process.env.BENCH_CALLS ?? 30);
const SURFACES = ['google-ai-overview', 'chatgpt', 'perplexity'];
const SAMPLES = 3;
const BRANDS = ['Moz', 'Ahrefs', 'Semrush', 'Similarweb', 'Serpstat'];
const DOMAINS = ['moz.com', 'ahrefs.com', 'semrush.com', 'similarweb.com', 'serpstat.com', 'wikipedia.org', 'reddit.com', 'g2.com', 'capterra.com', 'searchengineland.com', 'backlinko.com', 'zapier.com'];

async function main() {
  console.log(`ai-visibility-summary: ${RUNS} runs x ${PROMPTS} prompts x ${SURFACES.length} surfaces x ${SAMPLES} samples; ${cpus()}; load ${loadAverage()}`);
  const kinds = DATABASES.filter((kind) => {
    if (kind !== 'postgres' || SERVER_URL) return true;
    console.log('PostgreSQL skipped: set BENCH_DATABASE_URL (a PostgreSQL server the bench may create and drop databases on).');
    return false;
  });
  const results = [];
  for (const kind of kinds) results.push(await benchDatabase(kind));
  if (results.length > 1) {
    console.log('\nboth databases (wall median / p95; server ms; ratio of the median to the PK lookup):');
    printTable(
      ['read', ...results.map((result) => result.label)],
      results[0].rows.map((row, i) => [row.name, ...results.map(({ rows }) => `${rows[i].median.toFixed(1)} / ${rows[i].p95.toFixed(1)} ms; server ${rows[i].server.toFixed(1)} ms; ${(rows[i].median / rows[i].stick).toFixed(1)}x`)]),
      1,
    );
  }
}

/** Seeds a fresh database of `kind` (embedded or postgres), times every read on it and prints them; answers the figures. */
async function benchDatabase(kind) {
  const label = kind === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded)';
  console.log(`\n== ${label} (load ${loadAverage()})`);
  const db = kind === 'postgres' ? await createDatabase(SERVER_URL, 'aiv') : undefined;
  const database = await openDatabase(db ? { kind: 'postgres', url: db.url, poolSize: 5 } : { kind: 'embedded', dataDir: tempDir('rankcraft-bench-aiv-') });
  try {
    const em = () => database.orm.em.fork();
    const sql = (query, params = []) => em().execute(query, params);
    const seedStart = performance.now();
    const [{ id: userId, workspace_id: workspaceId }] = await sql(insertUserSql('full_name, email, password_hash, role, plan_id', `'Bench User', 'bench@rankcraft.test', 'x', 'user', 2`));
    const [{ id: projectId }] = await sql(
      `insert into ai_visibility_projects (id, created_at, updated_at, owner_id, workspace_id, name, brand, competitors, prompts, country, language, surfaces, samples)
       values (gen_random_uuid(), now(), now(), ?, ?, 'Bench project', ?::jsonb, ?::jsonb, ?::jsonb, 'us', 'en', ?::jsonb, ?) returning id`,
      [
        userId,
        workspaceId,
        JSON.stringify({ name: BRANDS[0], aliases: [], domains: [DOMAINS[0]] }),
        JSON.stringify(BRANDS.slice(1).map((name, i) => ({ name, aliases: [], domains: [DOMAINS[i + 1]] }))),
        JSON.stringify(Array.from({ length: PROMPTS }, (_, i) => ({ text: `bench prompt ${i}`, tags: [] }))),
        JSON.stringify(SURFACES),
        SAMPLES,
      ],
    );
    // Run by run, oldest first, as runs write them: a run's samples together. Answers name 0-3 brands in a
    // varying order and cite 4 pages; the text is ~700 characters, as a short AI answer.
    for (let r = 0; r < RUNS; r++) {
      const [{ id: runId }] = await sql(
        `with j as (insert into jobs (id, kind, status, owner_id, workspace_id, subject_id, runner, created_at, updated_at) values (gen_random_uuid(), 'ai-visibility-run', 'succeeded', ?, ?, ?, 'in-process', now(), now()) returning id)
         insert into ai_visibility_runs (id, created_at, updated_at, project_id, job_id, payer_id, source, samples_planned)
         select gen_random_uuid(), date_trunc('day', now()) + interval '9 hours' - ? * interval '1 day', now(), ?, j.id, ?, 'LIVE', ? from j returning id`,
        [userId, workspaceId, projectId, RUNS - 1 - r, projectId, userId, PROMPTS * SURFACES.length * SAMPLES],
      );
      await sql(
        `insert into ai_visibility_samples (run_id, project_id, prompt_index, surface, sample, batch, prompt, status, attempts, answer, extraction, checked_at)
         select ?, ?, p, s.surface, n, (p * ${SURFACES.length * SAMPLES} + s.o * ${SAMPLES} + n) / 10, 'bench prompt ' || p, 'checked', 1,
           jsonb_build_object('source', 'LIVE', 'provider', 'dataforseo', 'observedVia', 'api', 'model', 'bench-model', 'present', true,
             'text', repeat('An answer about tools for prompt ' || p || ', naming brands in some order. ', 10),
             'citations', (select jsonb_agg(jsonb_build_object('url', 'https://' || d || '/page-' || ((p + k) % 7), 'title', 'A page on ' || d, 'domain', d))
                           from (select k, (?::jsonb ->> ((p * 7 + n * 3 + k * 5 + ?) % ${DOMAINS.length})) as d from generate_series(0, 3) k) c),
             'searchQueries', jsonb_build_array('bench prompt ' || p), 'costUsd', 0.002),
           jsonb_build_object(
             'mentions', (select coalesce(jsonb_agg(jsonb_build_object('brand', b, 'position', o) order by o), '[]'::jsonb)
                          from (select b, row_number() over () as o from (select ?::jsonb ->> ((p + n + ? + i) % ${BRANDS.length}) as b from generate_series(0, ((p + n + ?) % 4) - 1) i) named) m),
             'cited', case when (p + n + ?) % 3 = 0 then jsonb_build_array(?::jsonb ->> ((p + ?) % ${BRANDS.length})) else '[]'::jsonb end),
           now()
         from generate_series(0, ? - 1) p cross join (select surface, o - 1 as o from unnest(?::text[]) with ordinality as x(surface, o)) s cross join generate_series(1, ?) n`,
        [runId, projectId, JSON.stringify(DOMAINS), r, JSON.stringify(BRANDS), r, r, r, JSON.stringify(BRANDS), r, PROMPTS, `{${SURFACES.join(',')}}`, SAMPLES],
      );
      await storeRunFigures(em(), [runId]);
      if ((r + 1) % 50 === 0) process.stdout.write(`  seeded ${r + 1} runs (${((performance.now() - seedStart) / 1000).toFixed(0)} s)\n`);
    }
    // Table by table: PGlite's statements are held to the app's statement time limit.
    for (const { tablename } of await sql(`select tablename from pg_tables where schemaname = 'public'`)) await sql(`vacuum analyze "${tablename}"`);
    console.log(`seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

    const [{ id: newest }] = await sql(`select r.id from ai_visibility_runs r where project_id = ? order by created_at desc limit 1`, [projectId]);
    // The service as the REST and GraphQL reads call it, on a fresh context per call.
    const service = () => {
      const m = em();
      return { m, answers: new AiVisibilityAnswersService({ em: m, samples: (forked) => new AiVisibilitySamplesRepository(forked) }) };
    };
    const viewer = async (m) => {
      const user = await m.findOneOrFail(User, { id: userId });
      return admitForWork(user, { id: workspaceId, role: 'owner', payer: user });
    };
    const summary = async (surface) => {
      const { m, answers } = service();
      return answers.summary(await viewer(m), projectId, { surface });
    };
    const series = async (surface, limit) => {
      const { m, answers } = service();
      return answers.series(await viewer(m), projectId, { surface, limit });
    };
    const reads = [
      { name: 'summary, newest run, all surfaces', run: () => summary(undefined) },
      { name: 'summary, newest run, one surface', run: () => summary('chatgpt') },
      { name: `series, ${RUNS} runs, all surfaces`, run: () => series(undefined, RUNS) },
      { name: `series, ${RUNS} runs, one surface`, run: () => series('chatgpt', RUNS) },
      { name: 'series, 30 runs (the chart)', run: () => series(undefined, 30) },
    ];
    const yardstick = () => em().execute(`select status from ai_visibility_samples where run_id = ? and prompt_index = 7 and surface = 'chatgpt' and sample = 2`, [newest]);
    const connection = database.orm.em.getConnection();
    const rows = [];
    for (const read of reads) {
      for (let i = 0; i < 3; i++) await read.run();
      const times = [];
      const sticks = [];
      for (let i = 0; i < CALLS; i++) {
        let start = performance.now();
        await read.run();
        times.push(performance.now() - start);
        start = performance.now();
        await yardstick();
        sticks.push(performance.now() - start);
      }
      const server = await serverTime(connection, read.run);
      rows.push({ name: read.name, median: median(times), p95: percentile(times, 95), stick: median(sticks), server: server.ms, statements: server.statements, slowest: server.slowest });
    }
    printTable(
      ['read', 'median', 'p95', '< 50 ms', 'PK lookup median', 'ratio', 'statements', 'server ms (EXPLAIN ANALYZE, sum)'],
      rows.map((row) => [row.name, `${row.median.toFixed(1)} ms`, `${row.p95.toFixed(1)} ms`, row.median < 50 ? 'met' : 'NOT met', `${row.stick.toFixed(2)} ms`, `${(row.median / row.stick).toFixed(1)}x`, String(row.statements), `${row.server.toFixed(1)} ms`]),
      1,
    );
    for (const row of rows) {
      if (!process.env.BENCH_EXPLAIN && row.median < 50) continue;
      const plan = (await connection.execute(`explain (analyze, format text) ${row.slowest.sql}`, row.slowest.params)).map((line) => line['QUERY PLAN']).join('\n');
      console.log(`\n${row.name}: slowest statement (${row.slowest.ms.toFixed(2)} ms)\n${row.slowest.sql}\n${plan}`);
    }

    const [size] = await sql(
      `select count(*) as samples, sum(pg_column_size(answer))::bigint as answer_bytes, sum(pg_column_size(extraction))::bigint as extraction_bytes,
         pg_total_relation_size('ai_visibility_samples') as table_bytes, pg_total_relation_size('ai_visibility_run_figures') as figures_bytes
       from ai_visibility_samples`,
    );
    const n = Number(size.samples);
    console.log(`\nbytes per stored sample: answer ${(Number(size.answer_bytes) / n).toFixed(0)} + extraction ${(Number(size.extraction_bytes) / n).toFixed(0)} (pg_column_size);` +
      ` whole table with indexes and TOAST ${(Number(size.table_bytes) / n).toFixed(0)} (${(Number(size.table_bytes) / 1048576).toFixed(1)} MiB / ${n} rows); run figures ${(Number(size.figures_bytes) / 1048576).toFixed(2)} MiB`);
    console.log(`load after: ${loadAverage()}`);
    return { label, rows };
  } finally {
    await database.close();
    if (db && process.env.BENCH_KEEP === '1') {
      db.keep();
      console.log(`kept: ${db.url}`);
    } else await db?.drop();
  }
}

await runBench(main);
