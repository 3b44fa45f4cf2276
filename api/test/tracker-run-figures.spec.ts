import { migratorOf } from '../src/db/orm';
import { createInstance, createUser, jobFinished } from './support/factories';
import { graphql, request } from './support/http';
import type { SerperServer } from './support/serper-server';
import { startSerperApp, type SerperApp } from './support/serper-app';
import { migrateUpAgain } from './support/migrate-again';

/**
 * Share of voice and tag summaries are stored per run; these compare what the reads return with the
 * figures computed from every result row, as the reads did before they were stored, after each
 * change that moves them: runs, volumes, re-tags, deleted keywords, a competitor's backfill, and the
 * migration that computed the existing history.
 */
const SOV_QUERY = `query($id: ID!, $device: Device, $tag: String) { trackerShareOfVoice(instanceId: $id, device: $device, tag: $tag) {
  keywordsWithVolume keywordsTotal companies { domain share points { runAt share } } } }`;
const TAGS_QUERY = `query($id: ID!, $device: Device) { trackerTagSummary(instanceId: $id, device: $device) {
  tag companies { domain keywordsChecked keywordsFound averageRank visibility } } }`;

const CTR = [27.6, 15.8, 11.0, 8.4, 6.3, 4.9, 3.9, 3.3, 2.7, 2.4];
const ctrValues = (rates: number[], digits: number) => `(values ${rates.map((rate, index) => `(${index + 1}, ${rate.toFixed(digits)})`).join(', ')}) as ctr(position, rate)`;
const SOV_CURVE = ctrValues([...CTR, ...Array.from({ length: 10 }, () => 0.063)], 3);
const TAG_CURVE = ctrValues(CTR, 1);

const fillers = (count: number, prefix: string) => Array.from({ length: count }, (_, index) => `${prefix}-${index + 1}.net`);

let serper: SerperServer;
let app: SerperApp;
let owner: { token: string };
let id: string;

beforeAll(async () => {
  app = await startSerperApp();
  serper = app.serper;
  owner = await createUser(app, { plan: 'pro' });
  id = await createInstance(app, owner.token, {
    competitor_domains: ['rival.io'],
    competitor_company_names: ['Rival'],
    keywords: ['alpha', 'beta', 'gamma', 'delta'],
  });
  await bulk({ action: 'addTags', keywords: ['alpha', 'beta'], tags: ['core'] });
  await bulk({ action: 'addTags', keywords: ['beta', 'gamma'], tags: ['blog'] });
}, 60_000);
afterAll(async () => {
  await app.close();
});

function bulk(body: Record<string, unknown>) {
  return request(app.url, 'POST', `/api/instances/${id}/keywords/bulk`, { token: owner.token, body }).then((response) => expect(response.status).toBe(200));
}

async function run(rankings: Record<string, string[]>) {
  serper.setRankings(rankings);
  expect(await request(app.url, 'POST', `/api/instances/${id}/run`, { token: owner.token })).toMatchObject({ status: 200, body: { status: 'succeeded' } });
}

const sql = <T>(text: string, params: unknown[] = []) => app.deps.orm.em.fork().getConnection().execute<T[]>(text, params);

/** How many of the instance's runs have current figures stored. */
async function runsWithFigures(): Promise<number> {
  const [row] = await sql<{ runs: number }>('select count(*)::int as runs from tracking_run_figures where instance_id = ?', [id]);
  return row.runs;
}

/** Share of voice per company and run from every result row: the query the read ran before. */
async function computedShareOfVoice(device: string | null, tag: string | null) {
  const rows = await sql<{ domain: string; run_at: Date | string; weighted: string; volume: string }>(
    `select r.domain, t.created_at as run_at, sum(v.volume * coalesce(ctr.rate, 0)) as weighted, sum(v.volume) as volume
     from tracking_results r
     join tracking_runs t on t.id = r.run_id and t.status in ('completed', 'partial')
     join tracking_keywords k on k.instance_id = r.instance_id and k.keyword_key = lower(r.keyword)
     join tracking_keyword_volumes v on v.keyword_key = k.keyword_key and v.country = 'us'
     left join ${SOV_CURVE} on ctr.position = r.position
     where r.instance_id = ?${device ? ' and r.device = ?' : ''}${tag ? ' and ? = any(k.tags)' : ''}
     group by r.run_id, t.created_at, r.domain order by t.created_at`,
    [id, ...(device ? [device] : []), ...(tag ? [tag] : [])],
  );
  return ['acme.com', 'rival.io', 'newco.io'].map((domain) => ({
    domain,
    points: rows
      .filter((row) => row.domain === domain && Number(row.volume) > 0)
      .map((row) => ({ runAt: new Date(row.run_at).toISOString(), share: Math.round((Number(row.weighted) / Number(row.volume)) * 10) / 10 })),
  }));
}

/** Per tag and company, the latest run's figures from every result row: the query the read ran before. */
async function computedTagSummaries(device: string | null) {
  return sql<{ tag: string; domain: string; checked: number; found: number; position_sum: number; ctr_sum: string }>(
    `select t.tag, r.domain, count(*)::int as checked, count(*) filter (where r.position > 0)::int as found,
       coalesce(sum(r.position) filter (where r.position > 0), 0)::int as position_sum, coalesce(sum(ctr.rate), 0) as ctr_sum
     from tracking_results r
     join tracking_keywords k on k.instance_id = r.instance_id and k.keyword_key = lower(r.keyword)
     cross join unnest(k.tags) as t(tag)
     left join ${TAG_CURVE} on ctr.position = r.position
     where r.run_id = (select id from tracking_runs where instance_id = ? and status in ('completed', 'partial') order by created_at desc limit 1)${device ? ' and r.device = ?' : ''}
     group by t.tag, r.domain order by t.tag, r.domain`,
    [id, ...(device ? [device] : [])],
  );
}

/** The reads return, for each device and tag, what computing from every row gives. */
async function expectReadsToEqualComputed(tags: string[]) {
  // Serper returns desktop pages only: every device, and desktop alone.
  for (const device of [null, 'desktop']) {
    for (const tag of [null, ...tags]) {
      const read = await graphql(app.url, SOV_QUERY, { id, device, tag }, owner.token);
      expect(read.errors).toBeUndefined();
      const computed = await computedShareOfVoice(device, tag);
      const companies = read.data.trackerShareOfVoice.companies as { domain: string; share: number | null; points: { runAt: string; share: number }[] }[];
      expect(companies.map(({ domain, points }) => ({ domain, points }))).toEqual(computed.filter((company) => companies.some((one) => one.domain === company.domain)));
      for (const company of companies) expect(company.share).toBe(company.points.at(-1)?.share ?? null);
      expect(computed[0].points.length).toBeGreaterThan(0);
    }
    const summary = await graphql(app.url, TAGS_QUERY, { id, device }, owner.token);
    expect(summary.errors).toBeUndefined();
    const read = (summary.data.trackerTagSummary as { tag: string; companies: { domain: string; keywordsChecked: number; keywordsFound: number; averageRank: number | null; visibility: number }[] }[]).flatMap(
      ({ tag, companies }) => companies.filter((company) => company.keywordsChecked > 0).map((company) => ({ tag, ...company })),
    );
    const computed = (await computedTagSummaries(device)).map((row) => ({
      tag: row.tag,
      domain: row.domain,
      keywordsChecked: row.checked,
      keywordsFound: row.found,
      averageRank: row.found === 0 ? null : Math.round((row.position_sum / row.found) * 10) / 10,
      visibility: Math.round((1000 * Math.round(Number(row.ctr_sum) * 10)) / (row.checked * 276)) / 10,
    }));
    const byTagAndDomain = (a: { tag: string; domain: string }, b: { tag: string; domain: string }) => `${a.tag} ${a.domain}`.localeCompare(`${b.tag} ${b.domain}`);
    expect(read.sort(byTagAndDomain)).toEqual(computed.sort(byTagAndDomain));
    expect(computed.length).toBeGreaterThan(0);
  }
}

// Each step runs the app's reads a dozen times; on PGlite, under load, that takes longer than jest's default.
jest.setTimeout(120_000);

describe('share of voice and tag summaries stored per run', () => {
  it('are stored as each run ends and equal the figures computed from every result row', async () => {
    await run({ alpha: ['acme.com', 'rival.io'], beta: ['x.com', 'y.com', 'acme.com'], gamma: [...fillers(11, 'g'), 'acme.com', 'rival.io'], delta: ['rival.io'] });
    await run({ alpha: ['rival.io', 'acme.com'], beta: ['acme.com'], gamma: [...fillers(14, 'g'), 'rival.io'], delta: ['x.com', 'acme.com'] });
    // Stored by the runs' ends, before anything was read.
    expect(await runsWithFigures()).toBe(2);
    await expectReadsToEqualComputed(['core', 'blog']);
  });

  it('follow new volumes, re-tagged and deleted keywords', async () => {
    await sql(`update tracking_keyword_volumes set volume = case keyword_key when 'alpha' then 1000 when 'beta' then 100 when 'gamma' then 500 else 40 end
      where country = 'us' and keyword_key in ('alpha', 'beta', 'gamma', 'delta')`);
    expect(await runsWithFigures()).toBe(0);
    await expectReadsToEqualComputed(['core', 'blog']);
    expect(await runsWithFigures()).toBe(2);

    await bulk({ action: 'addTags', keywords: ['delta', 'alpha'], tags: ['new'] });
    await bulk({ action: 'removeTags', keywords: ['beta'], tags: ['core'] });
    expect(await runsWithFigures()).toBe(0);
    await expectReadsToEqualComputed(['core', 'blog', 'new']);

    await bulk({ action: 'delete', keywords: ['gamma'] });
    expect(await runsWithFigures()).toBe(0);
    await expectReadsToEqualComputed(['core', 'blog', 'new']);
    expect(await runsWithFigures()).toBe(2);
  });

  it('read at once by several requests after they were outdated, are stored once and read whole by each', async () => {
    await sql(`update tracking_keyword_volumes set volume = volume + 10 where country = 'us' and keyword_key in ('alpha', 'beta', 'delta')`);
    expect(await runsWithFigures()).toBe(0);
    // The page asks for share of voice and the tag summary together; every read finds the runs' figures missing.
    const reads = await Promise.all(
      Array.from({ length: 6 }, (_, index) => (index % 2 === 0 ? graphql(app.url, SOV_QUERY, { id, device: null, tag: null }, owner.token) : graphql(app.url, TAGS_QUERY, { id, device: null }, owner.token))),
    );
    for (const read of reads) expect(read.errors).toBeUndefined();
    const computed = await computedShareOfVoice(null, null);
    for (const read of reads.filter((_, index) => index % 2 === 0)) {
      const companies = read.data.trackerShareOfVoice.companies as { domain: string; points: unknown[] }[];
      expect(companies.map(({ domain, points }) => ({ domain, points }))).toEqual(computed.filter((company) => companies.some((one) => one.domain === company.domain)));
    }
    expect(await runsWithFigures()).toBe(2);
    await expectReadsToEqualComputed(['core', 'blog', 'new']);
  });

  it('fill a competitor added later from its backfilled history, and count the next run', async () => {
    await run({ alpha: ['newco.io', 'acme.com'], beta: ['rival.io', 'newco.io'], delta: ['acme.com'] });
    serper.setRankings({ alpha: ['acme.com', 'newco.io'], beta: ['newco.io'], delta: ['newco.io', 'rival.io'] });
    const added = await graphql(app.url, 'mutation($id: ID!) { addCompetitor(instanceId: $id, domain: "newco.io", companyName: "NewCo") { competitors { domain } } }', { id }, owner.token);
    expect(added.errors).toBeUndefined();
    const [backfill] = await sql<{ id: string }>("select id from jobs where subject_id = ? and kind = 'tracker-backfill'", [id]);
    expect(await jobFinished(app, backfill.id)).toMatchObject({ status: 'succeeded' });
    const [filled] = await sql<{ rows: number }>("select count(*)::int as rows from tracking_run_tag_figures where instance_id = ? and domain = 'newco.io'", [id]);
    expect(filled.rows).toBeGreaterThan(0);
    await expectReadsToEqualComputed(['core', 'blog', 'new']);

    await run({ alpha: ['newco.io'], beta: ['acme.com', 'newco.io'], delta: ['rival.io', 'acme.com'] });
    expect(await runsWithFigures()).toBe(4);
    await expectReadsToEqualComputed(['core', 'blog', 'new']);
  });

  it('are computed for the existing history by the migration that stores them', async () => {
    const stored = () => sql('select * from tracking_run_tag_figures where instance_id = ? order by run_id, device, tag, domain', [id]);
    const before = await stored();
    expect(before.length).toBeGreaterThan(0);
    const migrator = await migratorOf(app.deps.orm);
    await migrator.down({ to: 'Migration20261128170000_run_cannibalisation' });
    await migrateUpAgain(app, migrator);
    expect(await stored()).toEqual(before);
    expect(await runsWithFigures()).toBe(4);
    await expectReadsToEqualComputed(['core', 'blog', 'new']);
  });

  it('keep no copy of the run’s time, and migrating down puts back the runs’ times', async () => {
    const columns = async () =>
      (await sql<{ column_name: string }>("select column_name from information_schema.columns where table_name = 'tracking_run_tag_figures'")).map((row) => row.column_name);
    const stored = () => sql('select * from tracking_run_tag_figures where instance_id = ? order by run_id, device, tag, domain', [id]);
    expect(await columns()).not.toContain('run_at');
    const before = await stored();
    const migrator = await migratorOf(app.deps.orm);
    await migrator.down({ to: 'Migration20261128230000_tag_figures_without_run_at' });
    const copied = await sql<{ copies: number; differing: number }>(
      `select count(*)::int as copies, count(*) filter (where f.run_at <> r.created_at)::int as differing
       from tracking_run_tag_figures f join tracking_runs r on r.id = f.run_id where f.instance_id = ?`,
      [id],
    );
    expect(copied).toEqual([{ copies: before.length, differing: 0 }]);
    await migrateUpAgain(app, migrator);
    expect(await columns()).not.toContain('run_at');
    expect(await stored()).toEqual(before);
    await expectReadsToEqualComputed(['core', 'blog', 'new']);
  });
});
