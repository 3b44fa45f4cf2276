// Results-page snapshots: bytes per stored keyword-run for top-100 pages over a year of daily runs,
// and a competitor backfill of 1,000 keywords x 90 runs from the stored pages. Prints figures; asserts nothing.
//
//   npm run build
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:55440/postgres node bench/snapshots.mjs
//
// BENCH_DATABASE_URL names a PostgreSQL server; the bench creates its own databases and drops them.
// Options: BENCH_PART=bytes|backfill (one part only), BENCH_SIZE_KEYWORDS (keywords of the year, default 50).
import { performance } from 'node:perf_hooks';
import { runBench } from './lib/cleanup.mjs';
import { createDatabase } from './lib/database.mjs';
import { requireBuilt, requireFiles, requireFromApi, requireServerUrl } from './lib/paths.mjs';
import { insertUserSql } from './lib/bench-user.mjs';

const SERVER_URL = requireServerUrl('BENCH_DATABASE_URL is not set, e.g.\n  BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:55440/postgres node bench/snapshots.mjs');
requireFiles(['api/dist/modules/tracker/serp-snapshot.repository.js'], 'api/dist is missing or old: run `npm run build` first.');

requireFromApi('reflect-metadata');
const { openDatabase } = requireBuilt('db/orm.js');
const { SerpSnapshotRepository } = requireBuilt('modules/tracker/serp-snapshot.repository.js');
const { trackerRepositoriesOn } = requireBuilt('modules/tracker/tracker.factory.js');
const { sandboxPage } = requireBuilt('modules/seo/serp/sandbox.provider.js');

const YEAR_KEYWORDS = Number(process.env.BENCH_SIZE_KEYWORDS ?? 50);
const YEAR_RUNS = 365;
const BYTES_TARGET = 1024;
const BACKFILL_KEYWORDS = 1000;
const BACKFILL_RUNS = 90;
const BACKFILL_TARGET_MS = 30_000;
const DISTINCT_RUNS = 3;
const only = process.env.BENCH_PART;
/** A user, an instance tracking `keywords`, and `runs` completed daily runs; returns the ids. */
async function seedInstance(sql, keywords, runs) {
  const [{ id: userId }] = await sql(
    insertUserSql('full_name, email, password_hash, role, plan_id', `'Bench User', 'bench@rankcraft.test', 'x', 'user', 2`),
  );
  const [{ id: instanceId }] = await sql(
    `insert into tracking_instances (id, owner_id, workspace_id, name, user_domain, user_company_name, competitors, result_count, next_run_at)
     values (gen_random_uuid(), ?, (select personal_workspace_id from users where id = ?), 'Bench instance', 'own-site.example', 'Own', '[]'::jsonb, 100, now()) returning id`,
    [userId, userId],
  );
  await sql(
    'insert into tracking_keywords (instance_id, ordinal, keyword) select ?, k.ordinal, k.keyword from json_array_elements_text(?::json) with ordinality as k(keyword, ordinal)',
    [instanceId, JSON.stringify(keywords)],
  );
  await sql(
    `insert into tracking_runs (id, instance_id, job_id, status, source, provider, depth, finished_at, created_at, updated_at)
     select gen_random_uuid(), ?, gen_random_uuid(), 'completed', 'SANDBOX', 'sandbox', 100, t, t, t
     from (select date_trunc('day', now()) - d * interval '1 day' as t from generate_series(0, ? - 1) d) days`,
    [instanceId, runs],
  );
  const runRows = await sql('select id from tracking_runs where instance_id = ? order by created_at', [instanceId]);
  return { instanceId, runIds: runRows.map((row) => row.id) };
}

const query = (keyword, seed) => ({ keyword, depth: 100, page: 1, language: 'en', country: 'us', location: null, dateRange: null, seed });

async function benchBytes() {
  console.log(`\n## Bytes per keyword-run: ${YEAR_KEYWORDS} keywords x ${YEAR_RUNS} daily runs, top-100 sandbox pages that move run to run\n`);
  const db = await createDatabase(SERVER_URL, 'snap_bytes');
  const database = await openDatabase({ kind: 'postgres', url: db.url, poolSize: 4 });
  try {
    const em = () => database.orm.em.fork();
    const sql = (text, params = []) => em().execute(text, params);
    const keywords = Array.from({ length: YEAR_KEYWORDS }, (_, i) => `bench keyword ${i + 1}`);
    const { runIds } = await seedInstance(sql, keywords, YEAR_RUNS);
    const started = performance.now();
    for (const runId of runIds) {
      await new SerpSnapshotRepository(em()).store(runId, keywords.map((keyword) => ({ keyword, device: 'desktop', page: sandboxPage(query(keyword, runId)) })));
    }
    const storeMs = performance.now() - started;
    await sql('vacuum analyze');
    const tables = ['serp_snapshots', 'serp_entries', 'serp_urls', 'serp_titles', 'serp_domains', 'serp_questions'];
    const sizes = await sql(`select relname as table, pg_total_relation_size(relid)::bigint as bytes from pg_statio_user_tables where relname in (${tables.map(() => '?').join(', ')}) order by relname`, tables);
    const [{ count }] = await sql('select count(*)::int as count from serp_snapshots');
    const total = sizes.reduce((sum, row) => sum + Number(row.bytes), 0);
    for (const row of sizes) console.log(`${row.table.padEnd(16)} ${String(row.bytes).padStart(12)} bytes  (${(Number(row.bytes) / count).toFixed(0)} per keyword-run)`);
    console.log(`\n${count} keyword-runs stored in ${(storeMs / 1000).toFixed(1)} s (${(storeMs / runIds.length).toFixed(0)} ms per run of ${YEAR_KEYWORDS} keywords)`);
    const perRun = total / count;
    console.log(`total ${total} bytes: ${perRun.toFixed(0)} bytes per keyword-run, tables and indexes included (target <= ${BYTES_TARGET}: ${perRun <= BYTES_TARGET ? 'met' : 'MISSED'})`);
  } finally {
    await database.close();
    await db.drop();
  }
}

async function benchBackfill() {
  console.log(`\n## Backfill: ${BACKFILL_KEYWORDS} keywords x ${BACKFILL_RUNS} runs of top-100 pages, one new competitor\n`);
  const db = await createDatabase(SERVER_URL, 'snap_backfill');
  const database = await openDatabase({ kind: 'postgres', url: db.url, poolSize: 4 });
  try {
    const em = () => database.orm.em.fork();
    const sql = (text, params = []) => em().execute(text, params);
    const keywords = Array.from({ length: BACKFILL_KEYWORDS }, (_, i) => `bench keyword ${i + 1}`);
    const { instanceId, runIds } = await seedInstance(sql, keywords, BACKFILL_RUNS);
    const loadStart = performance.now();
    // Pages of DISTINCT_RUNS runs go through the repository; the other runs get copies of them in
    // SQL (run i has run i mod DISTINCT_RUNS's pages): the backfill's work depends on the number of
    // pages and entries, not on how they differ, and loading 90,000 pages one by one takes long.
    const distinct = runIds.slice(0, DISTINCT_RUNS);
    for (const runId of distinct) {
      for (let start = 0; start < keywords.length; start += 100) {
        await new SerpSnapshotRepository(em()).store(runId, keywords.slice(start, start + 100).map((keyword) => ({ keyword, device: 'desktop', page: sandboxPage(query(keyword, runId)) })));
      }
    }
    await sql(
      `insert into serp_snapshots (run_id, keyword, device, first_position, positions, entry_ids, feature_types, feature_domain_ids)
       select r.id, s.keyword, s.device, s.first_position, s.positions, s.entry_ids, s.feature_types, s.feature_domain_ids
       from (select id, (row_number() over (order by created_at) - 1) % ? as source_index from tracking_runs where instance_id = ?) r
       join (select id, row_number() over (order by created_at) - 1 as source_index from tracking_runs where id in (?)) d on d.source_index = r.source_index and d.id <> r.id
       join serp_snapshots s on s.run_id = d.id`,
      [DISTINCT_RUNS, instanceId, distinct],
    );
    await sql('vacuum analyze');
    console.log(`loaded ${BACKFILL_KEYWORDS * BACKFILL_RUNS} pages in ${((performance.now() - loadStart) / 1000).toFixed(0)} s`);
    // wikipedia.org is one of the sandbox's well-known sites: on the page for some keywords, not others.
    const domain = 'wikipedia.org';
    const started = performance.now();
    const snapshots = new SerpSnapshotRepository(em());
    const results = trackerRepositoriesOn(em()).results;
    const runs = await snapshots.runsWithPages(instanceId);
    const entries = await snapshots.entriesOf(domain);
    let rows = 0;
    // The job's loop (TrackerBackfillService.run): batches of 10 runs.
    for (let start = 0; start < runs.length; start += 10) {
      const batch = runs.slice(start, start + 10);
      rows += await snapshots.fillCompany(instanceId, domain, batch, entries);
      await results.summariseCompany(instanceId, domain, batch);
    }
    const elapsed = performance.now() - started;
    const [{ found }] = await sql('select count(*) filter (where position > 0)::int as found from tracking_results where domain = ?', [domain]);
    console.log(`${rows} rows written (${found} with a position) in ${(elapsed / 1000).toFixed(2)} s, 0 vendor requests (target < ${BACKFILL_TARGET_MS / 1000} s: ${elapsed < BACKFILL_TARGET_MS ? 'met' : 'MISSED'})`);
  } finally {
    await database.close();
    await db.drop();
  }
}

await runBench(async () => {
  if (!only || only === 'bytes') await benchBytes();
  if (!only || only === 'backfill') await benchBackfill();
});
