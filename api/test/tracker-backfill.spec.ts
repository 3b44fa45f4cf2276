import { ENGINES } from './support/engine-app';
import { createInstance, createUser, jobFinished } from './support/factories';
import { graphql, request } from './support/http';
import type { SerperServer } from './support/serper-server';
import { startSerperApp, type SerperApp } from './support/serper-app';

/**
 * Three runs of a vendor-shaped server; then a competitor is added and its history comes from the
 * stored pages alone. Positions of newco.io (0 = on the page but not found; - = not checked):
 *   seo tools     run 1: 3   run 2: 0   run 3: 1 (www.newco.io, a subdomain counts)
 *   rank tracker  run 1: 12  run 2: 2   run 3: - (the vendor failed it: the run is partial)
 */
const RUNS: Record<string, string[]>[] = [
  { 'seo tools': ['x.com', 'acme.com', 'newco.io'], 'rank tracker': [...Array.from({ length: 11 }, (_, i) => `f${i}.net`), 'blog.newco.io'] },
  { 'seo tools': ['acme.com', 'x.com'], 'rank tracker': ['acme.com', 'newco.io'] },
  { 'seo tools': ['www.newco.io', 'acme.com'], 'rank tracker': ['acme.com'] },
];

describe.each(ENGINES)('competitor backfill: %s', (engine) => {
  let serper: SerperServer;
  let app: SerperApp;
  let owner: { token: string };
  let instanceId: string;

  beforeAll(async () => {
    // Short waits between tries of the keyword that fails on one run.
    app = await startSerperApp({ engine, env: { SERP_RETRY_BASE_MS: '20' } });
    serper = app.serper;
    owner = await createUser(app, { plan: 'pro' });
    instanceId = await createInstance(app, owner.token, { name: 'Backfill', keywords: ['seo tools', 'rank tracker'], result_count: 20 });
    for (const [index, rankings] of RUNS.entries()) {
      serper.setRankings(rankings);
      if (index === 2) serper.failKeyword('rank tracker', 500);
      const run = await request(app.url, 'POST', `/api/instances/${instanceId}/run`, { token: owner.token });
      expect(run.status).toBe(index === 2 ? 502 : 200);
    }
  }, 120_000);
  afterAll(async () => {
    await app.close();
  });

  it('fills a new competitor’s whole history from the stored pages with no vendor request and no credit, with progress', async () => {
    const sentBefore = serper.requests.length;
    const [credits] = await app.deps.orm.em.fork().getConnection().execute<{ spent: number }[]>("select count(*)::int as spent from credit_entries");
    const added = await graphql(
      app.url,
      'mutation($id: ID!) { addCompetitor(instanceId: $id, domain: "NewCo.io", companyName: "NewCo") { competitors { domain companyName } } }',
      { id: instanceId },
      owner.token,
    );
    expect(added.errors).toBeUndefined();
    const { addCompetitor } = added.data as { addCompetitor: { competitors: { domain: string }[] } };
    expect(addCompetitor.competitors).toEqual([{ domain: 'newco.io', companyName: 'NewCo' }]);
    const [started] = await app.deps.orm.em.fork().getConnection().execute<{ id: string }[]>("select id from jobs where subject_id = ? and kind = 'tracker-backfill'", [instanceId]);
    const job = await jobFinished(app, started.id, 60_000);
    expect(job).toMatchObject({ kind: 'tracker-backfill', status: 'succeeded', progressDone: 3, progressTotal: 3, result: { domain: 'newco.io', runs: 3, rows: 5 } });

    expect(serper.requests.length).toBe(sentBefore);
    const [after] = await app.deps.orm.em.fork().getConnection().execute<{ spent: number }[]>("select count(*)::int as spent from credit_entries");
    expect(after.spent).toBe(credits.spent);

    const history = async (keyword: string) => {
      const answer = await graphql(app.url, 'query($id: ID!, $k: String!) { trackerKeywordHistory(instanceId: $id, keyword: $k) { runs { positions { domain position url } } } }', { id: instanceId, k: keyword }, owner.token);
      const runs = (answer.data as { trackerKeywordHistory: { runs: { positions: { domain: string; position: number | null; url: string | null }[] }[] } }).trackerKeywordHistory.runs;
      return runs.map((run) => run.positions.find((cell) => cell.domain === 'newco.io'));
    };
    expect(await history('seo tools')).toEqual([
      { domain: 'newco.io', position: 3, url: 'https://newco.io/seo%20tools' },
      { domain: 'newco.io', position: 0, url: null },
      { domain: 'newco.io', position: 1, url: 'https://www.newco.io/seo%20tools' },
    ]);
    // The third run did not check 'rank tracker': it has no page, so the competitor has no row there either.
    expect((await history('rank tracker')).map((cell) => cell?.position)).toEqual([12, 2]);

    // The keyword table (its cells stored again once every run was filled): the latest, previous and best positions.
    const table = await graphql(
      app.url,
      'query($id: ID!) { trackerKeywordTable(instanceId: $id) { rows { keyword positions { domain position previousPosition change bestPosition } } } }',
      { id: instanceId },
      owner.token,
    );
    expect(table.errors).toBeUndefined();
    const rows = (table.data as { trackerKeywordTable: { rows: { keyword: string; positions: { domain: string }[] }[] } }).trackerKeywordTable.rows;
    expect(rows.map((row) => ({ keyword: row.keyword, newco: row.positions.find((cell) => cell.domain === 'newco.io') }))).toEqual([
      { keyword: 'rank tracker', newco: { domain: 'newco.io', position: null, previousPosition: null, change: 'NONE', bestPosition: null } },
      { keyword: 'seo tools', newco: { domain: 'newco.io', position: 1, previousPosition: 0, change: 'NEW', bestPosition: 1 } },
    ]);
  });
});
