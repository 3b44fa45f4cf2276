// One tracking instance of agency size, seeded in SQL (generate_series) through the app's own connection:
// what every tracker read looks up, at KEYWORDS keywords x 10 companies x RUNS completed daily runs.
//
// Written in full: the keywords (in TAGS tags, with volumes), the runs, every run's per-company summary,
// tag / share of voice figures and cannibalisation counts (what a run's end stores), and the latest and
// previous runs' result rows, results pages and best positions. Not written: the other runs' 36 million
// result rows and 3.6 million results pages, which no read of the page touches (each reads by run id, or
// one keyword's rows by (instance, keyword)); those runs get one keyword's rows (a keyword's history spans
// every run) and PAGES_PER_OLD_RUN pages each.

import { insertUserSql } from './bench-user.mjs';

export const COMPETITORS = 9;
export const OWN_DOMAIN = 'rankcraft-bench.com';
const FILLER_DOMAINS = 200;
const URLS_PER_DOMAIN = 50;
const PAGES_PER_OLD_RUN = 10;
const BATCH = 1000;

/** [from, to] ranges of 1..count, BATCH at a time. */
const batches = (count) => Array.from({ length: Math.ceil(count / BATCH) }, (_, i) => [i * BATCH + 1, Math.min(count, (i + 1) * BATCH)]);

/** The keyword every run has rows for (the keyword history read). */
export const HISTORY_KEYWORD = 'bench keyword 1';

/**
 * Seeds the instance through `sql(text, params)` ('?' placeholders) and returns
 * `{ userId, instanceId, latestRunId, previousRunId, domains }`.
 */
export async function seedTrackerHistory(sql, { keywords, runs, tags }) {
  const [user] = await sql(insertUserSql('full_name, email, password_hash, role, plan_id', `'Bench', 'bench@rankcraft.test', 'x', 'user', 2`));
  const competitors = Array.from({ length: COMPETITORS }, (_, i) => ({ domain: `competitor${i + 1}.com`, companyName: `Competitor ${i + 1}` }));
  const domains = [OWN_DOMAIN, ...competitors.map((c) => c.domain)];
  const [instance] = await sql(
    `insert into tracking_instances (id, owner_id, workspace_id, name, user_domain, user_company_name, competitors, result_count, next_run_at)
     values (gen_random_uuid(), ?, (select personal_workspace_id from users where id = ?), 'Bench', ?, 'Bench', ?::jsonb, 100, now() + interval '1 day') returning id`,
    [user.id, user.id, OWN_DOMAIN, JSON.stringify(competitors)],
  );
  const instanceId = instance.id;
  await sql(`insert into tracking_keywords (instance_id, ordinal, keyword, tags) select ?, k, 'bench keyword ' || k, array['tag ' || (k % ${tags})] from generate_series(1, ?) k`, [
    instanceId,
    keywords,
  ]);
  await sql(`insert into tracking_keyword_volumes (keyword_key, country, volume, fetched_at) select 'bench keyword ' || k, 'us', 10 + (k * 7919) % 5000, now() from generate_series(1, ?) k`, [keywords]);
  await sql(
    `insert into tracking_runs (id, instance_id, job_id, status, source, provider, depth, keywords_checked, finished_at, created_at, updated_at)
     select gen_random_uuid(), ?, gen_random_uuid(), 'completed', 'LIVE', 'serper', 100, ?, t, t, t
     from (select date_trunc('day', now()) - d * interval '1 day' as t from generate_series(0, ? - 1) d) days`,
    [instanceId, keywords, runs],
  );
  const numbered = `(select id, instance_id, created_at, row_number() over (order by created_at) as n from tracking_runs where instance_id = '${instanceId}') r`;
  const companies = `(select domain, n from unnest(array[?]::text[]) with ordinality as d(domain, n)) d`;
  // Per run and company: about 60 % of keywords found, a mean rank drifting with the run.
  await sql(
    `insert into tracking_run_summaries (run_id, instance_id, run_at, domain, device, keywords_checked, keywords_found, position_sum, ctr_sum)
     select r.id, r.instance_id, r.created_at, d.domain, 'desktop', ?, ? * 6 / 10 - (d.n * 37 + r.n) % 500, ? * 6 / 10 * (15 + (d.n + r.n) % 20), ? * (0.02 + d.n * 0.005)
     from ${numbered} cross join ${companies}`,
    [keywords, keywords, keywords, keywords, domains],
  );
  // Per run, company and tag ('' = every keyword): counts and sums of the size the keywords give.
  await sql(
    `insert into tracking_run_tag_figures (run_id, instance_id, device, tag, domain, keywords_checked, keywords_found, position_sum, ctr_sum, sov_weighted, sov_volume)
     select r.id, r.instance_id, 'desktop', t.tag, d.domain, t.keywords, t.keywords / 2 + (d.n * 37 + r.n) % (t.keywords / 4),
       t.keywords * 20, t.keywords * 3.1, t.keywords * 2500 * (1 + (d.n + r.n) % 9), t.keywords * 2500
     from ${numbered} cross join ${companies}
     cross join (select '' as tag, ?::int as keywords union all select 'tag ' || g, ?::int / ${tags} from generate_series(0, ${tags - 1}) g) t`,
    [domains, keywords, keywords],
  );
  await sql('insert into tracking_run_figures (run_id, instance_id) select id, instance_id from tracking_runs where instance_id = ?', [instanceId]);
  const [latest, previous] = await sql('select id, created_at from tracking_runs where instance_id = ? order by created_at desc limit 2', [instanceId]);

  // Result rows: the latest and previous runs in full, each written as a run writes its rows (together),
  // in statements of BATCH keywords (one of 100,000 rows outlasts the app's query time limit on PGlite).
  for (const [offset, run] of [previous, latest].entries()) {
    for (const [from, to] of batches(keywords)) {
      await sql(
        `insert into tracking_results (run_id, instance_id, run_at, domain, keyword, device, position, url)
         select ?, ?, ?, d.domain, 'bench keyword ' || k, 'desktop', p.position, case when p.position > 0 then 'https://' || d.domain || '/p' || (k % 50) end
         from generate_series(?::int, ?::int) k cross join ${companies}
         cross join lateral (select ((k * 31 + d.n * 17 + ?) % 40) as position) p`,
        [run.id, instanceId, run.created_at, from, to, domains, offset * 3],
      );
    }
  }
  // One keyword in every other run: its history spans the year.
  await sql(
    `insert into tracking_results (run_id, instance_id, run_at, domain, keyword, device, position)
     select r.id, r.instance_id, r.created_at, d.domain, ?, 'desktop', (r.n + d.n * 7) % 30
     from ${numbered} cross join ${companies} where r.id not in (?, ?)`,
    [HISTORY_KEYWORD, domains, latest.id, previous.id],
  );
  await sql(
    `insert into tracking_best_positions (instance_id, keyword, domain, device, best_position)
     select instance_id, keyword, domain, device, min(position) from tracking_results where instance_id = ? and position > 0 group by instance_id, keyword, domain, device`,
    [instanceId],
  );

  // Results pages: the own domain and two subdomains (so pages can hold two own URLs), the companies, filler.
  const pageDomains = [OWN_DOMAIN, `blog.${OWN_DOMAIN}`, `www.${OWN_DOMAIN}`, ...domains.slice(1), ...Array.from({ length: FILLER_DOMAINS }, (_, i) => `filler${i}.net`)];
  await sql('insert into serp_domains (domain) select unnest(array[?]::text[]) on conflict do nothing', [pageDomains]);
  await sql(`insert into serp_urls (url, domain_id) select 'https://' || d.domain || '/p' || n, d.id from serp_domains d cross join generate_series(1, ${URLS_PER_DOMAIN}) n on conflict do nothing`);
  await sql(`insert into serp_titles (title) values ('A page') on conflict do nothing`);
  await sql('insert into serp_entries (url_id, title_id, type) select u.id, t.id, 0 from serp_urls u cross join serp_titles t on conflict do nothing');
  const [{ entries }] = await sql('select count(*)::int as entries from serp_entries');
  const pages = async (runId, seed, count) => {
    for (const [from, to] of batches(count)) {
      await sql(
        `insert into serp_snapshots (run_id, keyword, device, first_position, entry_ids, feature_types, feature_domain_ids)
         select ?, 'bench keyword ' || k, 'desktop', 1,
           array(select 1 + ((k * 7919 + ? * 104729 + p * 15485863) % ?) from generate_series(1, 100) p), array[k % 3]::smallint[], '{0}'
         from generate_series(?::int, ?::int) k`,
        [runId, seed, entries, from, to],
      );
    }
  };
  const runIds = await sql('select id from tracking_runs where instance_id = ? order by created_at', [instanceId]);
  for (const [n, run] of runIds.entries()) await pages(run.id, n, run.id === latest.id || run.id === previous.id ? keywords : PAGES_PER_OLD_RUN);
  // Cannibalisation counts of the runs before the latest, as their ends stored them (the latest's are
  // counted by the bench, to time what a run's end adds).
  await sql(
    `insert into tracking_run_cannibalisation (run_id, device, own_domain, keywords_checked, keywords_cannibalised)
     select r.id, 'desktop', ?, ?, (r.n * 13) % 200 from ${numbered} where r.id <> ?`,
    [OWN_DOMAIN, keywords, latest.id],
  );
  return { userId: user.id, instanceId, latestRunId: latest.id, previousRunId: previous.id, domains };
}
