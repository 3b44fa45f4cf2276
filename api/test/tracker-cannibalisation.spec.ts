import { migratorOf } from '../src/db/orm';
import { startTestApp, type TestApp } from './support/test-app';
import { createInstance, createUser } from './support/factories';
import { graphql, request } from './support/http';
import type { SerperServer } from './support/serper-server';
import { startSerperApp, type SerperApp } from './support/serper-app';
import { startDataForSeoServer, type DataForSeoServer } from './support/dataforseo-server';
import { migrateUpAgain } from './support/migrate-again';

let serper: SerperServer;
let app: SerperApp;

beforeAll(async () => {
  // Short waits between tries of the keyword that fails on the third run.
  app = await startSerperApp({ env: { SERP_RETRY_BASE_MS: '20' } });
  serper = app.serper;
});
afterAll(async () => {
  await app.close();
});

/**
 * Own domain acme.com (subdomains count); the server's URL is https://<host>/<keyword>.
 *   run 1: k1 acme.com + blog.acme.com (2 URLs: cannibalised), k2 acme.com only, k3 none  -> 1 of 3, health 66.7
 *   run 2: k1 acme.com only, k2 www.acme.com + shop.acme.com, k3 acme.com + blog.acme.com -> 2 of 3, health 33.3
 *   run 3: k1 acme.com twice (one URL: not cannibalised), k2 fails (not checked), k3 acme.com at 2 and blog.acme.com at 101 (past the top 100)
 *          -> 0 of 2 checked, health 100
 */
const filler = (count: number) => Array.from({ length: count }, (_, i) => `f${i}.net`);
const RUNS: Record<string, string[]>[] = [
  { k1: ['acme.com', 'x.com', 'blog.acme.com'], k2: ['acme.com', 'x.com'], k3: ['x.com'] },
  { k1: ['x.com', 'acme.com'], k2: ['www.acme.com', 'y.com', 'shop.acme.com'], k3: ['acme.com', 'blog.acme.com'] },
  { k1: ['acme.com', 'acme.com'], k2: ['acme.com', 'blog.acme.com'], k3: ['x.com', 'acme.com', ...filler(98), 'blog.acme.com'] },
];

const QUERY = `query($id: ID!, $runId: ID, $first: Int) { trackerCannibalisation(instanceId: $id, runId: $runId, keywordsPerDevice: $first) {
  domain runId keywords { keyword urls { url position } } health { runId keywordsChecked keywordsCannibalised health } } }`;

describe('cannibalisation', () => {
  it('finds keywords with two or more own URLs in the top 100 per run, and the health figure over time', async () => {
    const owner = await createUser(app, { plan: 'pro' });
    const instanceId = await createInstance(app, owner.token, { name: 'Cannibals', keywords: ['k1', 'k2', 'k3'], result_count: 100 });
    const runIds: string[] = [];
    for (const [index, rankings] of RUNS.entries()) {
      serper.setRankings(rankings);
      if (index === 2) serper.failKeyword('k2', 500);
      const run = await request(app.url, 'POST', `/api/instances/${instanceId}/run`, { token: owner.token });
      const [row] = await app.deps.orm.em.fork().getConnection().execute<{ id: string }[]>('select id from tracking_runs where job_id = ?', [run.body.job_id]);
      runIds.push(row.id);
    }

    const latest = await graphql(app.url, QUERY, { id: instanceId }, owner.token);
    expect(latest.errors).toBeUndefined();
    expect((latest.data as { trackerCannibalisation: unknown }).trackerCannibalisation).toEqual({
      domain: 'acme.com',
      runId: runIds[2],
      keywords: [],
      health: [
        { runId: runIds[0], keywordsChecked: 3, keywordsCannibalised: 1, health: 66.7 },
        { runId: runIds[1], keywordsChecked: 3, keywordsCannibalised: 2, health: 33.3 },
        { runId: runIds[2], keywordsChecked: 2, keywordsCannibalised: 0, health: 100 },
      ],
    });

    const second = await request(app.url, 'GET', `/api/instances/${instanceId}/cannibalisation?run=${runIds[1]}`, { token: owner.token });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({
      runId: runIds[1],
      keywords: [
        { keyword: 'k2', urls: [{ url: 'https://www.acme.com/k2', position: 1 }, { url: 'https://shop.acme.com/k2', position: 3 }] },
        { keyword: 'k3', urls: [{ url: 'https://acme.com/k3', position: 1 }, { url: 'https://blog.acme.com/k3', position: 2 }] },
      ],
    });
    // The screen's first look: the first keywords only, the health figures still counting them all.
    const firstOfSecond = await graphql(app.url, QUERY, { id: instanceId, runId: runIds[1], first: 1 }, owner.token);
    expect(firstOfSecond.data.trackerCannibalisation.keywords.map((keyword: { keyword: string }) => keyword.keyword)).toEqual(['k2']);
    expect(firstOfSecond.data.trackerCannibalisation.health[1]).toMatchObject({ keywordsCannibalised: 2 });
    const refused = await graphql(app.url, QUERY, { id: instanceId, first: 0 }, owner.token);
    expect(refused.errors?.[0]).toMatchObject({ message: 'Keywords per device must be a whole number from 1 to 10,000.', extensions: { code: 'BAD_USER_INPUT' } });
    const first = await graphql(app.url, QUERY, { id: instanceId, runId: runIds[0] }, owner.token);
    expect((first.data as { trackerCannibalisation: { keywords: unknown } }).trackerCannibalisation.keywords).toEqual([
      { keyword: 'k1', urls: [{ url: 'https://acme.com/k1', position: 1 }, { url: 'https://blog.acme.com/k1', position: 3 }] },
    ]);

    // The counts are stored when each run ends, so the health series reads one row per run and device.
    const connection = app.deps.orm.em.fork().getConnection();
    const storedCounts = () =>
      connection.execute<{ run_id: string; keywords_checked: number; keywords_cannibalised: number }[]>(
        'select run_id, keywords_checked, keywords_cannibalised from tracking_run_cannibalisation where run_id in (?) and own_domain = ?',
        [runIds, 'acme.com'],
      );
    const expectedCounts = [
      { run_id: runIds[0], keywords_checked: 3, keywords_cannibalised: 1 },
      { run_id: runIds[1], keywords_checked: 3, keywords_cannibalised: 2 },
      { run_id: runIds[2], keywords_checked: 2, keywords_cannibalised: 0 },
    ];
    expect(await storedCounts()).toEqual(expect.arrayContaining(expectedCounts));
    expect(await storedCounts()).toHaveLength(3);
    // Runs not counted yet (history from before the counts were kept) are counted by the first read, with the same figures.
    await connection.execute('delete from tracking_run_cannibalisation where run_id in (?)', [runIds.slice(0, 2)]);
    const recounted = await graphql(app.url, QUERY, { id: instanceId }, owner.token);
    expect(recounted.data).toEqual(latest.data);
    expect(await storedCounts()).toEqual(expect.arrayContaining(expectedCounts));

    const other = await createUser(app, { plan: 'pro' });
    expect(await request(app.url, 'GET', `/api/instances/${instanceId}/cannibalisation`, { token: other.token })).toMatchObject({ status: 404 });
    expect(await request(app.url, 'GET', `/api/instances/${instanceId}/cannibalisation?run=nope`, { token: owner.token })).toMatchObject({ status: 400 });
  }, 90_000);

  it('reads a run’s cannibalised keywords from the list stored when it ended, which the migration fills for runs counted before', async () => {
    const owner = await createUser(app, { plan: 'pro' });
    const instanceId = await createInstance(app, owner.token, { name: 'Stored', keywords: ['c1', 'c2'], result_count: 100 });
    const runIds: string[] = [];
    const runs = [
      { c1: ['acme.com', 'x.com', 'blog.acme.com'], c2: ['acme.com', 'www.acme.com'] },
      { c1: ['acme.com'], c2: ['shop.acme.com', 'x.com', 'acme.com'] },
    ];
    for (const rankings of runs) {
      serper.setRankings(rankings);
      const run = await request(app.url, 'POST', `/api/instances/${instanceId}/run`, { token: owner.token });
      const [row] = await app.deps.orm.em.fork().getConnection().execute<{ id: string }[]>('select id from tracking_runs where job_id = ?', [run.body.job_id]);
      runIds.push(row.id);
    }
    const keywordsOf = async (runId: string) => {
      const read = await graphql(app.url, QUERY, { id: instanceId, runId }, owner.token);
      expect(read.errors).toBeUndefined();
      return (read.data as { trackerCannibalisation: { keywords: unknown[] } }).trackerCannibalisation.keywords;
    };
    const before = [await keywordsOf(runIds[0]), await keywordsOf(runIds[1])];
    expect(before).toEqual([
      [
        { keyword: 'c1', urls: [{ url: 'https://acme.com/c1', position: 1 }, { url: 'https://blog.acme.com/c1', position: 3 }] },
        { keyword: 'c2', urls: [{ url: 'https://acme.com/c2', position: 1 }, { url: 'https://www.acme.com/c2', position: 2 }] },
      ],
      [{ keyword: 'c2', urls: [{ url: 'https://shop.acme.com/c2', position: 1 }, { url: 'https://acme.com/c2', position: 3 }] }],
    ]);

    // Pages changed after the runs ended (no own URL left): a read walking them would find nothing.
    const connection = app.deps.orm.em.fork().getConnection();
    await connection.execute(`update serp_snapshots set entry_ids = '{}' where run_id in (?)`, [runIds]);
    expect([await keywordsOf(runIds[0]), await keywordsOf(runIds[1])]).toEqual(before);
    // Counted again (as for a changed own domain), a run's list is replaced: keywords no longer cannibalised leave it.
    await connection.execute('delete from tracking_run_cannibalisation where run_id = ?', [runIds[1]]);
    expect(await keywordsOf(runIds[1])).toEqual([]);
    expect(await keywordsOf(runIds[0])).toEqual(before[0]);

    await connection.execute(`update serp_snapshots s set entry_ids = array(select e.id from serp_entries e join serp_urls u on u.id = e.url_id
      where u.url in ('https://acme.com/c1', 'https://blog.acme.com/c1') order by u.url) where run_id = ? and keyword = 'c1'`, [runIds[0]]);
    const migrator = await migratorOf(app.deps.orm);
    await migrator.down({ to: 'Migration20261128233000_run_cannibalised_keywords' });
    await migrateUpAgain(app, migrator);
    // Computed again from the pages as they are now, for the own domain each run was counted for.
    expect(await keywordsOf(runIds[0])).toEqual([{ keyword: 'c1', urls: [{ url: 'https://acme.com/c1', position: 1 }, { url: 'https://blog.acme.com/c1', position: 2 }] }]);
    expect(await keywordsOf(runIds[1])).toEqual([]);
  }, 90_000);
});

/**
 * Per device, on a DataForSEO-shaped server (whose pages differ by device). One run, acme.com:
 *   k1: desktop acme.com + blog.acme.com (cannibalised), mobile acme.com only
 *   k2: desktop acme.com only, mobile www.acme.com + shop.acme.com (cannibalised)
 *   k3: desktop blog.acme.com + acme.com (cannibalised), mobile acme.com only
 *   -> desktop 2 of 3 (health 33.3), mobile 1 of 3 (health 66.7)
 */
describe('cannibalisation per device', () => {
  let vendor: DataForSeoServer;
  let deviceApp: TestApp;

  beforeAll(async () => {
    vendor = await startDataForSeoServer({
      rankings: {
        k1: { desktop: ['acme.com', 'x.com', 'blog.acme.com'], mobile: ['acme.com', 'x.com'] },
        k2: { desktop: ['acme.com', 'x.com'], mobile: ['www.acme.com', 'y.com', 'shop.acme.com'] },
        k3: { desktop: ['blog.acme.com', 'acme.com'], mobile: ['x.com', 'acme.com'] },
      },
    });
    deviceApp = await startTestApp({ SERP_PROVIDER: 'dataforseo', DATAFORSEO_LOGIN: 'login', DATAFORSEO_PASSWORD: 'password', SERP_BASE_URL: vendor.url });
  });
  afterAll(async () => {
    await deviceApp.close();
    await vendor.close();
  });

  it('finds cannibalised keywords and the health figure on each device the instance tracks', async () => {
    const owner = await createUser(deviceApp, { plan: 'pro' });
    const instanceId = await createInstance(deviceApp, owner.token, { name: 'Two devices', keywords: ['k1', 'k2', 'k3'], result_count: 100, devices: ['desktop', 'mobile'] });
    const run = await request(deviceApp.url, 'POST', `/api/instances/${instanceId}/run`, { token: owner.token });
    expect(run.status).toBe(200);
    const [row] = await deviceApp.deps.orm.em.fork().getConnection().execute<{ id: string }[]>('select id from tracking_runs where job_id = ?', [run.body.job_id]);

    const report = await graphql(
      deviceApp.url,
      `query($id: ID!) { trackerCannibalisation(instanceId: $id) { runId keywords { keyword device urls { url position } } health { runId device keywordsChecked keywordsCannibalised health } } }`,
      { id: instanceId },
      owner.token,
    );
    expect(report.errors).toBeUndefined();
    expect((report.data as { trackerCannibalisation: unknown }).trackerCannibalisation).toEqual({
      runId: row.id,
      keywords: [
        { keyword: 'k1', device: 'desktop', urls: [{ url: 'https://acme.com/k1', position: 1 }, { url: 'https://blog.acme.com/k1', position: 3 }] },
        { keyword: 'k2', device: 'mobile', urls: [{ url: 'https://www.acme.com/k2', position: 1 }, { url: 'https://shop.acme.com/k2', position: 3 }] },
        { keyword: 'k3', device: 'desktop', urls: [{ url: 'https://blog.acme.com/k3', position: 1 }, { url: 'https://acme.com/k3', position: 2 }] },
      ],
      health: [
        { runId: row.id, device: 'desktop', keywordsChecked: 3, keywordsCannibalised: 2, health: 33.3 },
        { runId: row.id, device: 'mobile', keywordsChecked: 3, keywordsCannibalised: 1, health: 66.7 },
      ],
    });
  }, 90_000);
});
