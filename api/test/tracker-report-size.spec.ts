import { createInstance, createUser } from './support/factories';
import { graphql, request } from './support/http';
import { startSerperApp, type SerperApp } from './support/serper-app';

let app: SerperApp;

// 120 keywords, two companies: Acme ranks for the first ten, Rival for none, so 230 searches end without a result.
const KEYWORDS = Array.from({ length: 120 }, (_, i) => `keyword ${String(i).padStart(3, '0')}`);
const RANKINGS = Object.fromEntries(KEYWORDS.slice(0, 10).map((keyword) => [keyword, ['acme.com']]));

beforeAll(async () => {
  app = await startSerperApp({ serper: { rankings: RANKINGS } });
});
afterAll(async () => {
  await app.close();
});

const REPORT_QUERY = `query($id: ID!, $offset: Int, $limit: Int) { trackerReport(instanceId: $id) {
  lastRun
  rankings { domain keywordsRanked keywordsTotal }
  series { domain points { runAt averageRank } }
  visibility { domain points { runAt score } }
  notFoundPage(offset: $offset, limit: $limit) { total offset rows { companyName keyword positionsChecked } } } }`;

/** Every not-found search, keyword first then company, as the report orders them. */
const EVERY_NOT_FOUND = KEYWORDS.flatMap((keyword, index) => [...(index < 10 ? [] : [`Acme ${keyword}`]), `Rival ${keyword}`]);

describe('tracker report size', () => {
  let token: string;
  let instanceId: string;

  beforeAll(async () => {
    ({ token } = await createUser(app, { plan: 'pro' }));
    instanceId = await createInstance(app, token, { name: 'Many keywords', competitor_domains: ['rival.io'], competitor_company_names: ['Rival'], keywords: KEYWORDS });
    for (let run = 0; run < 2; run++) {
      expect(await request(app.url, 'POST', `/api/instances/${instanceId}/run`, { token })).toMatchObject({ status: 200, body: { status: 'succeeded' } });
    }
  });

  it('answers per company and per run, and one page of the searches without a result, however many keywords there are', async () => {
    const { data, errors } = await graphql(app.url, REPORT_QUERY, { id: instanceId }, token);
    expect(errors).toBeUndefined();
    const report = data.trackerReport;
    expect(report.rankings).toEqual([
      { domain: 'acme.com', keywordsRanked: 10, keywordsTotal: 120 },
      { domain: 'rival.io', keywordsRanked: 0, keywordsTotal: 120 },
    ]);
    // Two companies x two runs of chart points, not 240 rows per run.
    for (const company of [...report.series, ...report.visibility]) expect(company.points).toHaveLength(2);
    expect(report.notFoundPage.total).toBe(EVERY_NOT_FOUND.length);
    expect(report.notFoundPage.rows).toHaveLength(20);
    expect(report.notFoundPage.rows.map((row: { companyName: string; keyword: string }) => `${row.companyName} ${row.keyword}`)).toEqual(EVERY_NOT_FOUND.slice(0, 20));
    expect(report.notFoundPage.rows[0].positionsChecked).toBe(100);
  });

  it('pages the searches without a result on the server, each page following the one before', async () => {
    const seen: string[] = [];
    for (let offset = 0; ; offset += 100) {
      const { data, errors } = await graphql(app.url, REPORT_QUERY, { id: instanceId, offset, limit: 100 }, token);
      expect(errors).toBeUndefined();
      const page = data.trackerReport.notFoundPage;
      expect(page).toMatchObject({ total: EVERY_NOT_FOUND.length, offset });
      if (page.rows.length === 0) break;
      seen.push(...page.rows.map((row: { companyName: string; keyword: string }) => `${row.companyName} ${row.keyword}`));
    }
    expect(seen).toEqual(EVERY_NOT_FOUND);
  });

  it('refuses a page size out of range with a clear message', async () => {
    for (const limit of [0, 101]) {
      const { errors } = await graphql(app.url, REPORT_QUERY, { id: instanceId, limit }, token);
      expect(errors?.[0]).toMatchObject({ message: 'Rows per page must be a whole number from 1 to 100.', extensions: { code: 'BAD_USER_INPUT' } });
    }
    const { errors } = await graphql(app.url, REPORT_QUERY, { id: instanceId, offset: -1 }, token);
    expect(errors?.[0]).toMatchObject({ message: 'Offset must not be negative.', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('keeps every row in the REST latest results', async () => {
    const latest = await request(app.url, 'GET', `/api/instances/${instanceId}/latest`, { token });
    expect(latest.body).toHaveLength(2 * KEYWORDS.length);
  });
});
