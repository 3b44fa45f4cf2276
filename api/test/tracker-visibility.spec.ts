import { createInstance, createUser } from './support/factories';
import { graphql, request } from './support/http';
import type { SerperServer } from './support/serper-server';
import { startSerperApp, type SerperApp } from './support/serper-app';
import { ctrSumUpdateSql } from '../src/modules/tracker/visibility-curve';

let serper: SerperServer;
let app: SerperApp;

/** A result list with the given hosts at the given positions and filler hosts around them. */
function serp(hostAt: Record<number, string>): string[] {
  const depth = Math.max(...Object.keys(hostAt).map(Number));
  return Array.from({ length: depth }, (_, index) => hostAt[index + 1] ?? `filler-${index + 1}.example`);
}

// Positions per run (0 = not in the results). Acme's 11 in run 1 is found but beyond the curve.
//                 seo tools  rank tracker  backlinks  link building
// run 1  Acme         1           3           11            5
//        Rival        2           1            0            0
//        Third        4           0            2           10
// run 2  Acme         2           1            0            8
//        Rival        1           7            9            0
//        Third        3           6            1            0
const RUN_1 = {
  'seo tools': serp({ 1: 'acme.com', 2: 'rival.io', 4: 'third.net' }),
  'rank tracker': serp({ 1: 'rival.io', 3: 'acme.com' }),
  backlinks: serp({ 2: 'third.net', 11: 'acme.com' }),
  'link building': serp({ 5: 'acme.com', 10: 'third.net' }),
};
const RUN_2 = {
  'seo tools': serp({ 1: 'rival.io', 2: 'acme.com', 3: 'third.net' }),
  'rank tracker': serp({ 1: 'acme.com', 6: 'third.net', 7: 'rival.io' }),
  backlinks: serp({ 1: 'third.net', 9: 'rival.io' }),
  'link building': serp({ 8: 'acme.com' }),
};

beforeAll(async () => {
  app = await startSerperApp({ serper: { rankings: RUN_1 } });
  serper = app.serper;
});
afterAll(async () => {
  await app.close();
});

const VISIBILITY = `query($id: ID!) { trackerReport(instanceId: $id) { visibility { companyName domain own score change points { runAt score } } } }`;

const instanceOf = (token: string) =>
  createInstance(app, token, {
    name: 'Visibility',
    competitor_domains: ['rival.io', 'third.net'],
    competitor_company_names: ['Rival', 'Third'],
    keywords: ['seo tools', 'rank tracker', 'backlinks', 'link building'],
  });

async function run(token: string, instanceId: string): Promise<void> {
  const ran = await request(app.url, 'POST', `/api/instances/${instanceId}/run`, { token });
  expect(ran.body).toMatchObject({ status: 'succeeded' });
}

describe('tracker visibility', () => {
  it('scores each company per run by the expected CTR of its positions, as a % of every keyword at #1', async () => {
    const user = await createUser(app, { plan: 'pro' });
    const instanceId = await instanceOf(user.token);

    const before = await graphql(app.url, VISIBILITY, { id: instanceId }, user.token);
    expect(before.data.trackerReport.visibility).toEqual([
      { companyName: 'Acme', domain: 'acme.com', own: true, score: null, change: null, points: [] },
      { companyName: 'Rival', domain: 'rival.io', own: false, score: null, change: null, points: [] },
      { companyName: 'Third', domain: 'third.net', own: false, score: null, change: null, points: [] },
    ]);

    serper.setRankings(RUN_1);
    await run(user.token, instanceId);
    serper.setRankings(RUN_2);
    await run(user.token, instanceId);

    const report = await graphql(app.url, VISIBILITY, { id: instanceId }, user.token);
    expect(report.errors).toBeUndefined();
    const visibility = report.data.trackerReport.visibility as { points: { runAt: string; score: number }[] }[];
    // CTR by position (Backlinko): 1 27.6, 2 15.8, 3 11.0, 4 8.4, 5 6.3, 6 4.9, 7 3.9, 8 3.3, 9 2.7, 10 2.4,
    // beyond 10 and not found 0. Maximum: 4 keywords x 27.6 = 110.4.
    // Run 1: Acme  27.6 + 11.0 + 0 + 6.3 = 44.9 -> 44.9 / 110.4 = 40.67 % -> 40.7
    //        Rival 15.8 + 27.6 + 0 + 0   = 43.4 -> 39.31 % -> 39.3
    //        Third  8.4 + 0 + 15.8 + 2.4 = 26.6 -> 24.09 % -> 24.1
    // Run 2: Acme  15.8 + 27.6 + 0 + 3.3 = 46.7 -> 42.30 % -> 42.3 (change +1.6)
    //        Rival 27.6 + 3.9 + 2.7 + 0  = 34.2 -> 30.98 % -> 31.0 (change -8.3)
    //        Third 11.0 + 4.9 + 27.6 + 0 = 43.5 -> 39.40 % -> 39.4 (change +15.3)
    expect(report.data.trackerReport.visibility).toMatchObject([
      { companyName: 'Acme', domain: 'acme.com', own: true, score: 42.3, change: 1.6, points: [{ score: 40.7 }, { score: 42.3 }] },
      { companyName: 'Rival', domain: 'rival.io', own: false, score: 31, change: -8.3, points: [{ score: 39.3 }, { score: 31 }] },
      { companyName: 'Third', domain: 'third.net', own: false, score: 39.4, change: 15.3, points: [{ score: 24.1 }, { score: 39.4 }] },
    ]);
    // Every company's points are the same two runs, oldest first.
    const runDates = visibility[0].points.map((point) => Date.parse(point.runAt));
    expect(runDates[0]).toBeLessThan(runDates[1]);
    for (const company of visibility) expect(company.points.map((point) => Date.parse(point.runAt))).toEqual(runDates);
  });

  it('back-fills the CTR sums of runs summarised before visibility existed (the migration’s statement)', async () => {
    const user = await createUser(app, { plan: 'pro' });
    const instanceId = await instanceOf(user.token);
    serper.setRankings(RUN_1);
    await run(user.token, instanceId);
    const connection = app.deps.orm.em.fork().getConnection();
    // As the migration finds them: the column added with its default.
    await connection.execute('update tracking_run_summaries set ctr_sum = 0 where instance_id = ?', [instanceId]);
    const zeroed = await graphql(app.url, VISIBILITY, { id: instanceId }, user.token);
    expect(zeroed.data.trackerReport.visibility.map((company: { score: number }) => company.score)).toEqual([0, 0, 0]);

    await connection.execute(ctrSumUpdateSql('true'));
    const filled = await graphql(app.url, VISIBILITY, { id: instanceId }, user.token);
    expect(filled.data.trackerReport.visibility.map((company: { score: number }) => company.score)).toEqual([40.7, 39.3, 24.1]);
  });

  it('refuses another user’s instance as not found', async () => {
    const owner = await createUser(app, { plan: 'pro' });
    const other = await createUser(app, { plan: 'pro' });
    const instanceId = await instanceOf(owner.token);
    serper.setRankings(RUN_1);
    await run(owner.token, instanceId);

    const refused = await graphql(app.url, VISIBILITY, { id: instanceId }, other.token);
    expect(refused.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(refused.data).toBeNull();
    const allowed = await graphql(app.url, VISIBILITY, { id: instanceId }, owner.token);
    expect(allowed.data.trackerReport.visibility[0]).toMatchObject({ companyName: 'Acme', score: 40.7, change: null });
  });
});
