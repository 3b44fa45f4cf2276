import { createInstance, createUser } from './support/factories';
import { graphql, request } from './support/http';
import type { SerperServer } from './support/serper-server';
import { startSerperApp, type SerperApp } from './support/serper-app';

let serper: SerperServer;
let app: SerperApp;

beforeAll(async () => {
  // Short waits between tries of the keyword that keeps failing.
  app = await startSerperApp({ env: { SERP_RETRY_BASE_MS: '20' } });
  serper = app.serper;
});
afterAll(async () => {
  await app.close();
});

const TABLE_QUERY = `query($id: ID!) { trackerKeywordTable(instanceId: $id) { runStatus rows { keyword positions { domain position change } } } }`;

describe('a keyword whose search failed is not checked, never "not found"', () => {
  it('shows it as not checked (null, never 0) in a partial run, leaves it out of averages and the latest rows, and refunds it', async () => {
    const owner = await createUser(app, { plan: 'pro' });
    const instanceId = await createInstance(app, owner.token, { name: 'Trust', keywords: ['seo tools', 'broken keyword'], result_count: 10 });
    serper.setRankings({ 'seo tools': ['acme.com'], 'broken keyword': ['acme.com'] });
    serper.failKeyword('broken keyword', 500);
    const run = await request(app.url, 'POST', `/api/instances/${instanceId}/run`, { token: owner.token });
    expect(run.status).toBe(502);

    const table = await graphql(app.url, TABLE_QUERY, { id: instanceId }, owner.token);
    expect(table.errors).toBeUndefined();
    expect((table.data as { trackerKeywordTable: unknown }).trackerKeywordTable).toEqual({
      runStatus: 'PARTIAL',
      rows: [
        { keyword: 'broken keyword', positions: [{ domain: 'acme.com', position: null, change: 'NONE' }] },
        { keyword: 'seo tools', positions: [{ domain: 'acme.com', position: 1, change: 'NONE' }] },
      ],
    });
    const latest = await request(app.url, 'GET', `/api/instances/${instanceId}/latest`, { token: owner.token });
    expect(latest.body.map((row: { keyword: string; position: number }) => [row.keyword, row.position])).toEqual([['seo tools', 1]]);
    const report = await graphql(app.url, 'query($id: ID!) { trackerReport(instanceId: $id) { rankings { averageRank keywordsRanked keywordsTotal } } }', { id: instanceId }, owner.token);
    expect((report.data as { trackerReport: { rankings: unknown[] } }).trackerReport.rankings).toEqual([{ averageRank: 1, keywordsRanked: 1, keywordsTotal: 1 }]);
    const [refund] = await app.deps.orm.em
      .fork()
      .getConnection()
      .execute<{ change: number }[]>("select change from credit_entries where reference = ? and reason = 'refund'", [run.body.job_id]);
    expect(refund).toEqual({ change: 1 });

    // The export keeps the search that failed, marked, and writes "not found" as 0.
    const csv = await fetch(`${app.url}/api/instances/${instanceId}/results.csv`, { headers: { authorization: `Bearer ${owner.token}` } });
    const lines = (await csv.text()).trim().split('\n').map((line) => line.split(',').slice(1).join(','));
    expect(lines).toEqual(['company,domain,keyword,device,position', 'Acme,acme.com,seo tools,desktop,1', 'Acme,acme.com,broken keyword,desktop,not checked']);
  }, 60_000);
});
