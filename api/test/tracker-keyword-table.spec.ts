import { createInstance, createUser, keywordTableCell as cell } from './support/factories';
import { graphql, request } from './support/http';
import type { SerperServer } from './support/serper-server';
import { startSerperApp, type SerperApp } from './support/serper-app';

let serper: SerperServer;
let app: SerperApp;

beforeAll(async () => {
  app = await startSerperApp();
  serper = app.serper;
});
afterAll(async () => {
  await app.close();
});

const KEYWORDS = ['seo tools', 'rank tracker', 'backlinks'];

const instanceOf = (token: string) =>
  createInstance(app, token, {
    name: 'Three companies',
    competitor_domains: ['rival.io', 'third.net'],
    competitor_company_names: ['Rival', 'Third'],
    keywords: KEYWORDS,
  });

/**
 * Three runs where every company holds a different position for every keyword, so a swapped
 * company, a swapped run or a best taken over the wrong rows cannot give the expected table.
 * Positions (Acme, Rival, Third; 0 = not found):
 *   seo tools     run 1: 1 3 0   run 2: 2 4 6   run 3: 3 4 0
 *   rank tracker  run 1: 4 0 2   run 2: 4 1 0   run 3: 3 4 1
 *   backlinks     run 1: 0 1 5   run 2: 0 2 0   run 3: 1 7 0
 */
const RUNS: Record<string, string[]>[] = [
  {
    'seo tools': ['acme.com', 'x.com', 'rival.io'],
    'rank tracker': ['x.com', 'third.net', 'y.com', 'acme.com'],
    backlinks: ['rival.io', 'x.com', 'y.com', 'z.com', 'third.net'],
  },
  {
    'seo tools': ['x.com', 'acme.com', 'y.com', 'rival.io', 'z.com', 'third.net'],
    'rank tracker': ['rival.io', 'a.com', 'b.com', 'acme.com'],
    backlinks: ['x.com', 'rival.io'],
  },
  {
    'seo tools': ['y.com', 'x.com', 'blog.acme.com', 'rival.io'],
    'rank tracker': ['third.net', 'x.com', 'acme.com', 'www.rival.io'],
    backlinks: ['www.acme.com', 'x.com', 'y.com', 'z.com', 'a.com', 'b.com', 'rival.io'],
  },
];

async function runWith(token: string, instanceId: string, rankings: Record<string, string[]>): Promise<void> {
  serper.setRankings(rankings);
  const run = await request(app.url, 'POST', `/api/instances/${instanceId}/run`, { token });
  expect(run).toMatchObject({ status: 200, body: { status: 'succeeded' } });
}

const TABLE_QUERY = `query($id: ID!) { trackerKeywordTable(instanceId: $id) {
  instanceId runAt previousRunAt depth source
  companies { companyName domain own }
  rows { keyword positions { domain position previousPosition change changeBy bestPosition url } } } }`;

const HISTORY_QUERY = `query($id: ID!, $keyword: String!) { trackerKeywordHistory(instanceId: $id, keyword: $keyword) {
  keyword companies { domain } runs { runAt depth positions { domain position url } } } }`;

describe('keyword table', () => {
  let owner: { token: string };
  let instanceId: string;

  beforeAll(async () => {
    owner = await createUser(app, { plan: 'pro' });
    instanceId = await instanceOf(owner.token);
    for (const rankings of RUNS) await runWith(owner.token, instanceId, rankings);
  });

  it('gives each keyword the latest position, the change since the previous run, the best so far and the ranking URL per company', async () => {
    const { data, errors } = await graphql(app.url, TABLE_QUERY, { id: instanceId }, owner.token);
    expect(errors).toBeUndefined();
    const table = data.trackerKeywordTable;
    expect(table).toMatchObject({ instanceId, depth: 100, source: 'LIVE' });
    expect(Date.parse(table.runAt)).toBeGreaterThan(Date.parse(table.previousRunAt));
    expect(table.companies).toEqual([
      { companyName: 'Acme', domain: 'acme.com', own: true },
      { companyName: 'Rival', domain: 'rival.io', own: false },
      { companyName: 'Third', domain: 'third.net', own: false },
    ]);
    expect(table.rows).toEqual([
      {
        keyword: 'backlinks',
        positions: [
          cell('acme.com', 1, 0, 'NEW', 0, 1, 'https://www.acme.com/backlinks'),
          cell('rival.io', 7, 2, 'DOWN', 5, 1, 'https://rival.io/backlinks'),
          // Found in run 1 only: the best is kept though the last two runs did not find it.
          cell('third.net', 0, 0, 'NONE', 0, 5, null),
        ],
      },
      {
        keyword: 'rank tracker',
        positions: [
          cell('acme.com', 3, 4, 'UP', 1, 3, 'https://acme.com/rank%20tracker'),
          cell('rival.io', 4, 1, 'DOWN', 3, 1, 'https://www.rival.io/rank%20tracker'),
          cell('third.net', 1, 0, 'NEW', 0, 1, 'https://third.net/rank%20tracker'),
        ],
      },
      {
        keyword: 'seo tools',
        positions: [
          cell('acme.com', 3, 2, 'DOWN', 1, 1, 'https://blog.acme.com/seo%20tools'),
          cell('rival.io', 4, 4, 'SAME', 0, 3, 'https://rival.io/seo%20tools'),
          cell('third.net', 0, 6, 'LOST', 0, 6, null),
        ],
      },
    ]);
  });

  it('compares nothing before a second run, and has no rows before the first', async () => {
    const instance = await instanceOf(owner.token);
    const empty = await graphql(app.url, TABLE_QUERY, { id: instance }, owner.token);
    expect(empty.data.trackerKeywordTable).toMatchObject({ runAt: null, previousRunAt: null, depth: null, source: null, rows: [] });
    expect(empty.data.trackerKeywordTable.companies).toHaveLength(3);

    await runWith(owner.token, instance, RUNS[0]);
    const first = await graphql(app.url, TABLE_QUERY, { id: instance }, owner.token);
    const seoTools = first.data.trackerKeywordTable.rows.find((row: { keyword: string }) => row.keyword === 'seo tools');
    expect(first.data.trackerKeywordTable.previousRunAt).toBeNull();
    expect(seoTools.positions).toEqual([
      expect.objectContaining({ position: 1, previousPosition: null, change: 'NONE', bestPosition: 1 }),
      expect.objectContaining({ position: 3, previousPosition: null, change: 'NONE', bestPosition: 3 }),
      expect.objectContaining({ position: 0, previousPosition: null, change: 'NONE', bestPosition: null }),
    ]);
  });

  it("gives one keyword's history: every company's position and URL per run, oldest first", async () => {
    const { data, errors } = await graphql(app.url, HISTORY_QUERY, { id: instanceId, keyword: 'rank tracker' }, owner.token);
    expect(errors).toBeUndefined();
    const history = data.trackerKeywordHistory;
    expect(history.keyword).toBe('rank tracker');
    expect(history.companies.map((company: { domain: string }) => company.domain)).toEqual(['acme.com', 'rival.io', 'third.net']);
    expect(history.runs.map((run: { positions: { position: number }[] }) => run.positions.map((cell) => cell.position))).toEqual([
      [4, 0, 2],
      [4, 1, 0],
      [3, 4, 1],
    ]);
    expect(history.runs.map((run: { depth: number }) => run.depth)).toEqual([100, 100, 100]);
    const runTimes = history.runs.map((run: { runAt: string }) => Date.parse(run.runAt));
    expect(runTimes).toEqual([...runTimes].sort((a, b) => a - b));
    expect(history.runs[1].positions[1]).toEqual({ domain: 'rival.io', position: 1, url: 'https://rival.io/rank%20tracker' });
    expect(history.runs[1].positions[2]).toEqual({ domain: 'third.net', position: 0, url: null });
  });

  it('refuses a keyword the instance does not track with NOT_FOUND', async () => {
    const { errors } = await graphql(app.url, HISTORY_QUERY, { id: instanceId, keyword: 'not tracked' }, owner.token);
    expect(errors?.[0]).toMatchObject({ message: 'This keyword is not tracked by the instance.', extensions: { code: 'NOT_FOUND' } });
  });

  it("hides another user's instance: both reads answer NOT_FOUND", async () => {
    const other = await createUser(app, { plan: 'pro' });
    const table = await graphql(app.url, TABLE_QUERY, { id: instanceId }, other.token);
    expect(table.errors?.[0]).toMatchObject({ message: 'Tracking instance not found.', extensions: { code: 'NOT_FOUND' } });
    expect(table.data).toBeNull();
    const history = await graphql(app.url, HISTORY_QUERY, { id: instanceId, keyword: 'seo tools' }, other.token);
    expect(history.errors?.[0]).toMatchObject({ message: 'Tracking instance not found.', extensions: { code: 'NOT_FOUND' } });
    const anonymous = await graphql(app.url, TABLE_QUERY, { id: instanceId });
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
