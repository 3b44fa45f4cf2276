// A tracker history written the way runs write it, for benches that read it: result rows and stored results
// pages in SQL (generate_series), then each run ended by the app's own TrackerResultsRepository.endRun (from trackerRepositoriesOn) (run
// summaries and visibility, best positions, cannibalisation counts, share of voice and tag figures).
import { performance } from 'node:perf_hooks';
import { requireBuilt, requireFromApi } from './paths.mjs';
import { insertUserSql } from './bench-user.mjs';

export const OWN_DOMAIN = 'rankcraft-bench.com';
export const COMPETITORS = Array.from({ length: 9 }, (_, i) => ({ domain: `competitor${i + 1}.com`, companyName: `Competitor ${i + 1}` }));
const COMPANY_DOMAINS = [OWN_DOMAIN, ...COMPETITORS.map((c) => c.domain)];
const TAGS = 10;
const FILLER_DOMAINS = 200;
const URLS_PER_DOMAIN = 50;
const KEYWORDS_PER_STATEMENT = 2000;
/** The Agency plan (10,000 keywords per instance). */
const AGENCY_PLAN_ID = 3;

/** Loaded on first use: a bench checks that api/dist is there before it starts anything. */
function app() {
  requireFromApi('reflect-metadata');
  return {
    hashPassword: requireBuilt('modules/auth/password.js').hashPassword,
    trackerRepositoriesOn: requireBuilt('modules/tracker/tracker.factory.js').trackerRepositoriesOn,
    TrackingInstance: requireBuilt('modules/tracker/tracking-instance.entity.js').TrackingInstance,
    TrackingRun: requireBuilt('modules/tracker/tracking-run.entity.js').TrackingRun,
  };
}

/** A user on the Agency plan who can sign in with `email` and `password`; their id. */
export async function seedAgencyUser(orm, { email, password }) {
  const [user] = await orm.em.fork().getConnection().execute(
    insertUserSql('full_name, email, password_hash, role, plan_id', `'Bench Agency', ?, ?, 'user', ?`),
    [email, await app().hashPassword(password), AGENCY_PLAN_ID],
  );
  return user.id;
}

/**
 * The results pages' vocabulary: the own domain and two of its subdomains (so a page can hold two own URLs:
 * cannibalisation), the competitors and filler domains, 50 URLs each, one entry per URL. Once per database.
 * Returns the number of entries.
 */
export async function seedSerpVocabulary(orm) {
  const sql = (text, params = []) => orm.em.fork().getConnection().execute(text, params);
  const domains = [OWN_DOMAIN, `blog.${OWN_DOMAIN}`, `www.${OWN_DOMAIN}`, ...COMPETITORS.map((c) => c.domain), ...Array.from({ length: FILLER_DOMAINS }, (_, i) => `filler${i}.net`)];
  await sql('insert into serp_domains (domain) select unnest(array[?]::text[]) on conflict do nothing', [domains]);
  await sql(`insert into serp_urls (url, domain_id) select 'https://' || d.domain || '/p' || n, d.id from serp_domains d cross join generate_series(1, ${URLS_PER_DOMAIN}) n`);
  await sql(`insert into serp_titles (title) values ('A page')`);
  await sql('insert into serp_entries (url_id, title_id, type) select u.id, t.id, 0 from serp_urls u cross join serp_titles t');
  const [{ entries }] = await sql('select count(*)::int as entries from serp_entries');
  return entries;
}

/**
 * One instance of `keywords` keywords (in 10 tags, each with a search volume) x 10 companies with `runs` completed
 * daily runs (09:00 UTC, the newest today), oldest first. Per run: every keyword x company row (positions: a
 * stable base rank 1-60 per pair drifting +-5 a run, a quarter of pairs never ranking, ~6 % of ranked pairs
 * missing in a run), every keyword's stored top-100 page (pseudo-random entries, `entries` from
 * seedSerpVocabulary), then the app's endRun. Returns the instance's id and where the time went.
 */
export async function seedTrackedInstance(orm, { ownerId, name, keywords, runs, entries, log = () => {} }) {
  const { trackerRepositoriesOn, TrackingInstance, TrackingRun } = app();
  const sql = (text, params = []) => orm.em.fork().getConnection().execute(text, params);
  const started = performance.now();
  const [instance] = await sql(
    `insert into tracking_instances (id, owner_id, workspace_id, name, user_domain, user_company_name, competitors, result_count, next_run_at)
     values (gen_random_uuid(), ?, (select personal_workspace_id from users where id = ?), ?, ?, 'Bench Agency', ?::jsonb, 100, now() + interval '1 day') returning id`,
    [ownerId, ownerId, name, OWN_DOMAIN, JSON.stringify(COMPETITORS)],
  );
  await sql(
    `insert into tracking_keywords (instance_id, ordinal, keyword, tags) select ?, k, 'tracked keyword ' || k, array['tag ' || (k % ${TAGS})] from generate_series(1, ?) k`,
    [instance.id, keywords],
  );
  await sql(
    `insert into tracking_keyword_volumes (keyword_key, country, volume, cpc, has_volume, source, fetched_at)
     select 'tracked keyword ' || k, 'us', 10 + (k * 7919) % 5000, ((k * 31) % 900) / 100.0, true, 'SANDBOX', now() from generate_series(1, ?) k
     on conflict do nothing`,
    [keywords],
  );
  const rowsMs = [];
  const endMs = [];
  for (let r = 0; r < runs; r++) {
    const rowsStart = performance.now();
    const [run] = await sql(
      `insert into tracking_runs (id, instance_id, job_id, status, source, provider, depth, keywords_checked, pages_fetched, created_at, updated_at)
       select gen_random_uuid(), ?, gen_random_uuid(), 'running', 'SANDBOX', 'sandbox', 100, ?, ?, t, t
       from (select date_trunc('day', now()) + interval '9 hours' - ? * interval '1 day' as t) day returning id, created_at`,
      [instance.id, keywords, keywords, runs - 1 - r],
    );
    // In slices: one statement of 100,000 rows outlasts the app's query time limit on a busy machine (PGlite).
    for (let first = 1; first <= keywords; first += KEYWORDS_PER_STATEMENT) {
      const last = Math.min(keywords, first + KEYWORDS_PER_STATEMENT - 1);
      await sql(
        `insert into tracking_results (run_id, instance_id, run_at, domain, keyword, device, position, url)
         select ?, ?, ?, d.domain, 'tracked keyword ' || k, 'desktop', p.position, case when p.position > 0 then 'https://' || d.domain || '/p' || (1 + k % ${URLS_PER_DOMAIN}) end
         from generate_series(?::int, ?::int) k cross join unnest(array[?]::text[]) with ordinality as d(domain, n)
         cross join lateral (select case when (k * 31 + d.n * 17) % 4 = 0 or (k * 13 + d.n * 7 + ? * 101) % 16 = 0 then 0
           else greatest(1, 1 + (k * 7919 + d.n * 104729) % 60 + (k + d.n * 3 + ? * 7) % 11 - 5) end as position) p`,
        [run.id, instance.id, run.created_at, first, last, COMPANY_DOMAINS, r, r],
      );
      await sql(
        `insert into serp_snapshots (run_id, keyword, device, first_position, entry_ids, feature_types, feature_domain_ids)
         select ?, 'tracked keyword ' || k, 'desktop', 1,
           array(select 1 + ((k * 7919 + ? * 104729 + p * 15485863) % ?) from generate_series(1, 100) p), '{}', '{}'
         from generate_series(?::int, ?::int) k`,
        [run.id, r, entries, first, last],
      );
    }
    rowsMs.push(performance.now() - rowsStart);
    const endStart = performance.now();
    const em = orm.em.fork();
    const runEntity = await em.findOneOrFail(TrackingRun, { id: run.id });
    const instanceEntity = await em.findOneOrFail(TrackingInstance, { id: instance.id });
    await trackerRepositoriesOn(em).results.endRun(runEntity, 'completed', instanceEntity);
    endMs.push(performance.now() - endStart);
    if ((r + 1) % 10 === 0 || r + 1 === runs) log(`  ${name}: ${r + 1}/${runs} runs written (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  }
  const sum = (values) => values.reduce((a, b) => a + b, 0);
  return { id: instance.id, seconds: (performance.now() - started) / 1000, rowsSeconds: sum(rowsMs) / 1000, endRunSeconds: sum(endMs) / 1000 };
}
