import { createInstance, createUser } from './support/factories';
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

const fillers = (count: number, prefix: string) => Array.from({ length: count }, (_, index) => `${prefix}-${index + 1}.net`);

const SOV_QUERY = `query($id: ID!, $tag: String) { trackerShareOfVoice(instanceId: $id, tag: $tag) {
  keywordsWithVolume keywordsTotal companies { domain share points { share } } } }`;

describe('share of voice', () => {
  it('weighs each keyword’s volume by the CTR of each company’s position (1–20), as a share of the volume tracked, per tag too', async () => {
    const owner = await createUser(app, { plan: 'pro' });
    const id = await createInstance(app, owner.token, {
      competitor_domains: ['rival.io'],
      competitor_company_names: ['Rival'],
      keywords: ['alpha', 'beta', 'gamma'],
    });
    await request(app.url, 'POST', `/api/instances/${id}/keywords/bulk`, { token: owner.token, body: { action: 'addTags', keywords: ['alpha', 'beta'], tags: ['core'] } });
    // Acme: alpha 1, beta 3, gamma 12 (page two); Rival: alpha 2, beta and gamma beyond 20.
    serper.setRankings({
      alpha: ['acme.com', 'rival.io'],
      beta: ['x.com', 'y.com', 'acme.com'],
      gamma: [...fillers(11, 'g'), 'acme.com', ...fillers(12, 'h'), 'rival.io'],
    });
    expect(await request(app.url, 'POST', `/api/instances/${id}/run`, { token: owner.token })).toMatchObject({ status: 200, body: { status: 'succeeded' } });

    // The run's end fetched the volumes from the research provider, without spending keyword searches.
    const fetched = await graphql(app.url, SOV_QUERY, { id }, owner.token);
    expect(fetched.data.trackerShareOfVoice).toMatchObject({ keywordsWithVolume: 3, keywordsTotal: 3 });
    const usage = await graphql(app.url, '{ creditUsage { kind used } }', undefined, owner.token);
    expect(usage.data.creditUsage.find((row: { kind: string }) => row.kind === 'KEYWORD_SEARCHES').used).toBe(0);

    // Known volumes, to check the arithmetic by hand.
    const connection = app.database.orm.em.fork().getConnection();
    await connection.execute(`update tracking_keyword_volumes set volume = case keyword_key when 'alpha' then 1000 when 'beta' then 100 else 500 end where country = 'us' and keyword_key in ('alpha', 'beta', 'gamma')`);

    // Acme: (1000 x 27.6 + 100 x 11.0 + 500 x 0.063) / 1600 = 28731.5 / 1600 = 17.96 %; Rival: 1000 x 15.8 / 1600 = 9.875 %.
    const all = await graphql(app.url, SOV_QUERY, { id }, owner.token);
    expect(all.errors).toBeUndefined();
    expect(all.data.trackerShareOfVoice.companies).toEqual([
      { domain: 'acme.com', share: 18, points: [{ share: 18 }] },
      { domain: 'rival.io', share: 9.9, points: [{ share: 9.9 }] },
    ]);
    // Tag "core" (alpha and beta): Acme (27600 + 1100) / 1100 = 26.09 %; Rival 15800 / 1100 = 14.36 %.
    const core = await graphql(app.url, SOV_QUERY, { id, tag: 'core' }, owner.token);
    expect(core.data.trackerShareOfVoice).toEqual({
      keywordsWithVolume: 2,
      keywordsTotal: 2,
      companies: [
        { domain: 'acme.com', share: 26.1, points: [{ share: 26.1 }] },
        { domain: 'rival.io', share: 14.4, points: [{ share: 14.4 }] },
      ],
    });
  });
});
