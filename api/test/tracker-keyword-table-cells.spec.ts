import { migratorOf } from '../src/db/orm';
import { createInstance, createUser, keywordTableCell as cell, type KeywordTableCell } from './support/factories';
import { graphql, request } from './support/http';
import type { SerperServer } from './support/serper-server';
import { startSerperApp, type SerperApp } from './support/serper-app';
import { migrateUpAgain } from './support/migrate-again';

let serper: SerperServer;
let app: SerperApp;

beforeAll(async () => {
  app = await startSerperApp();
  serper = app.serper;
}, 60_000);
afterAll(async () => {
  await app.close();
});

/**
 * Three runs, each company at a different place each time (Acme, Rival; 0 = not found):
 *   seo tools     run 1: 1 3   run 2: 2 0   run 3: 3 1
 *   rank tracker  run 1: 0 2   run 2: 4 1   run 3: 2 0
 */
const RUNS: Record<string, string[]>[] = [
  { 'seo tools': ['acme.com', 'x.com', 'rival.io'], 'rank tracker': ['x.com', 'rival.io'] },
  { 'seo tools': ['x.com', 'acme.com'], 'rank tracker': ['rival.io', 'x.com', 'y.com', 'acme.com'] },
  { 'seo tools': ['rival.io', 'x.com', 'acme.com'], 'rank tracker': ['x.com', 'acme.com'] },
];

const TABLE_QUERY = `query($id: ID!, $compareRunId: ID) { trackerKeywordTable(instanceId: $id, compareRunId: $compareRunId) {
  rows { keyword positions { domain position previousPosition change changeBy bestPosition url } } } }`;

describe('keyword table cells stored per run', () => {
  let owner: { token: string };
  let instanceId: string;
  let runIds: string[];

  const table = async (compareRunId?: string) => {
    const { data, errors } = await graphql(app.url, TABLE_QUERY, { id: instanceId, compareRunId }, owner.token);
    expect(errors).toBeUndefined();
    return (data as { trackerKeywordTable: { rows: { keyword: string; positions: KeywordTableCell[] }[] } }).trackerKeywordTable.rows;
  };
  const sql = <T>(text: string, params: unknown[] = []) => app.deps.orm.em.fork().getConnection().execute<T[]>(text, params);
  const AS_RUN = [
    {
      keyword: 'rank tracker',
      positions: [cell('acme.com', 2, 4, 'UP', 2, 2, 'https://acme.com/rank%20tracker'), cell('rival.io', 0, 1, 'LOST', 0, 1, null)],
    },
    {
      keyword: 'seo tools',
      positions: [cell('acme.com', 3, 2, 'DOWN', 1, 1, 'https://acme.com/seo%20tools'), cell('rival.io', 1, 0, 'NEW', 0, 1, 'https://rival.io/seo%20tools')],
    },
  ];

  beforeAll(async () => {
    owner = await createUser(app, { plan: 'pro' });
    instanceId = await createInstance(app, owner.token, {
      name: 'Stored cells',
      competitor_domains: ['rival.io'],
      competitor_company_names: ['Rival'],
      keywords: ['seo tools', 'rank tracker'],
    });
    runIds = [];
    for (const rankings of RUNS) {
      serper.setRankings(rankings);
      const run = await request(app.url, 'POST', `/api/instances/${instanceId}/run`, { token: owner.token });
      expect(run).toMatchObject({ status: 200, body: { status: 'succeeded' } });
      const [row] = await sql<{ id: string }>('select id from tracking_runs where job_id = ?', [run.body.job_id]);
      runIds.push(row.id);
    }
  }, 120_000);

  it('reads a page from the cells stored as the latest run ended, and the migration stores them for runs ended before', async () => {
    expect(await table()).toEqual(AS_RUN);

    // Rows and best positions changed behind the app's back: a read looking them up would show it.
    await sql("update tracking_results set url = 'https://changed.example/' || keyword where run_id = ? and url is not null", [runIds[2]]);
    await sql('update tracking_results set position = 9 where run_id = ?', [runIds[1]]);
    await sql('update tracking_best_positions set best_position = 1 where instance_id = ?', [instanceId]);
    expect(await table()).toEqual(AS_RUN);

    const migrator = await migratorOf(app.deps.orm);
    await migrator.down({ to: 'Migration20261128233000_run_cannibalised_keywords' });
    await migrateUpAgain(app, migrator);
    // Stored again from the rows as they are now.
    expect(await table()).toEqual([
      {
        keyword: 'rank tracker',
        positions: [cell('acme.com', 2, 9, 'UP', 7, 1, 'https://changed.example/rank tracker'), cell('rival.io', 0, 9, 'LOST', 0, 1, null)],
      },
      {
        keyword: 'seo tools',
        positions: [cell('acme.com', 3, 9, 'UP', 6, 1, 'https://changed.example/seo tools'), cell('rival.io', 1, 9, 'UP', 8, 1, 'https://changed.example/seo tools')],
      },
    ]);
  }, 60_000);

  it('compares with an earlier run chosen by looking its positions up, beside the stored best', async () => {
    const rows = await table(runIds[0]);
    expect(rows.map((row) => ({ keyword: row.keyword, previous: row.positions.map((p) => [p.domain, p.previousPosition, p.change]) }))).toEqual([
      { keyword: 'rank tracker', previous: [['acme.com', 0, 'NEW'], ['rival.io', 2, 'LOST']] },
      { keyword: 'seo tools', previous: [['acme.com', 1, 'DOWN'], ['rival.io', 3, 'UP']] },
    ]);
  }, 60_000);

  it('lists the latest run’s searches without a result from its stored cells, counted from its summaries', async () => {
    const notFound = async () => {
      const { data, errors } = await graphql(app.url, 'query($id: ID!) { trackerReport(instanceId: $id) { notFoundPage { total rows { companyName keyword } } } }', { id: instanceId }, owner.token);
      expect(errors).toBeUndefined();
      return (data as { trackerReport: { notFoundPage: unknown } }).trackerReport.notFoundPage;
    };
    const asRun = { total: 1, rows: [{ companyName: 'Rival', keyword: 'rank tracker' }] };
    expect(await notFound()).toEqual(asRun);
    // Rows changed behind the app's back: a read of them would list four searches.
    await sql('update tracking_results set position = 0 where run_id = ?', [runIds[2]]);
    expect(await notFound()).toEqual(asRun);
  }, 60_000);

  it('reads the stored cells’ mark, the linked property and the reported runs once for the tracker screen’s fields of one request', async () => {
    const query = jest.spyOn(app.deps.orm.em.getConnection(), 'execute');
    let statements: string[];
    try {
      const { data, errors } = await graphql(
        app.url,
        `query($id: ID!) {
          trackerReport(instanceId: $id) { lastRun notFoundPage(limit: 20) { total } visibility { score } ctrCurve { source } }
          trackerKeywordTable(instanceId: $id, limit: 50) { totalRows searchConsole { propertyId } rows { keyword } }
        }`,
        { id: instanceId },
        owner.token,
      );
      expect(errors).toBeUndefined();
      expect(data).toMatchObject({ trackerReport: { ctrCurve: { source: 'DEFAULT' } }, trackerKeywordTable: { totalRows: 2, searchConsole: null } });
      statements = query.mock.calls.map(([statement]) => (typeof statement === 'string' ? statement : ((statement as { toQuery?: () => string }).toQuery?.() ?? '')));
    } finally {
      query.mockRestore();
    }
    const reads = (pattern: RegExp) => statements.filter((statement) => pattern.test(statement)).length;
    expect(reads(/from tracking_keyword_table_runs/)).toBe(1);
    expect(reads(/from search_console_links/)).toBe(1);
    // The reported runs: the report's latest (its date, its searches without a result), the table's latest and earlier.
    expect(reads(/^select [^()]* from "?tracking_runs"? /)).toBe(1);
  }, 60_000);
});
