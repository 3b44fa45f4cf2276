import { strFromU8, unzipSync } from 'fflate';
import { parse } from 'csv-parse/sync';
import { extractText, getDocumentProxy } from 'unpdf';
import { createInstance, createUser } from './support/factories';
import { request } from './support/http';
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

async function bytesOf(path: string, token: string): Promise<Buffer> {
  const response = await fetch(`${app.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

describe('share of voice in a report’s tracker summary', () => {
  it('shows each company’s share now and in the previous period, in the web view, the PDF and the CSV bundle', async () => {
    const owner = await createUser(app, { plan: 'pro' });
    const instanceId = await createInstance(app, owner.token, { competitor_domains: ['rival.io'], competitor_company_names: ['Rival'], keywords: ['alpha', 'beta', 'gamma'] });
    const run = async () => expect(await request(app.url, 'POST', `/api/instances/${instanceId}/run`, { token: owner.token })).toMatchObject({ status: 200, body: { status: 'succeeded' } });
    const db = app.database.orm.em.fork().getConnection();

    // Ten days ago (the previous period of the last 7 days): Acme 1st for alpha, 3rd for beta, 12th for gamma; Rival 2nd for alpha.
    serper.setRankings({ alpha: ['acme.com', 'rival.io'], beta: ['x.com', 'y.com', 'acme.com'], gamma: [...Array.from({ length: 11 }, (_, index) => `g${index}.net`), 'acme.com'] });
    await run();
    await db.execute("update tracking_runs set created_at = now() - interval '10 days' where instance_id = ?", [instanceId]);
    // Now: Rival 1st and Acme 2nd for alpha, Acme 1st for beta, nobody for gamma.
    serper.setRankings({ alpha: ['rival.io', 'acme.com'], beta: ['acme.com'], gamma: ['z.net'] });
    await run();
    await db.execute(`update tracking_keyword_volumes set volume = case keyword_key when 'alpha' then 1000 when 'beta' then 100 else 400 end where keyword_key in ('alpha', 'beta', 'gamma')`);

    const created = await request(app.url, 'POST', '/api/reports', {
      token: owner.token,
      body: { name: 'Voice', client: 'Acme', range: { preset: 'last-7-days' }, sections: [{ kind: 'tracker-summary', instanceId }] },
    });
    expect(created.status).toBe(201);
    const reportId = created.body.id as string;

    // Of 1500 searches: before, Acme (1000 × 27.6 + 100 × 11.0 + 400 × 0.063) / 1500 = 19.2 %, Rival 1000 × 15.8 / 1500 = 10.5 %;
    // now, Acme (1000 × 15.8 + 100 × 27.6) / 1500 = 12.4 %, Rival 1000 × 27.6 / 1500 = 18.4 %.
    const zip = unzipSync(new Uint8Array(await bytesOf(`/api/reports/${reportId}/csv`, owner.token)));
    const rows = parse<Record<string, string>>(strFromU8(zip['01-tracker-summary.csv']), { columns: true });
    expect(rows.map((row) => [row.domain, row.share_of_voice, row.share_of_voice_before])).toEqual([
      ['acme.com', '12.4', '19.2'],
      ['rival.io', '18.4', '10.5'],
    ]);

    const html = (await request(app.url, 'GET', `/api/reports/${reportId}/html`, { token: owner.token })).body as string;
    expect(html).toContain('<th>Share of voice</th>');
    expect(html).toMatch(/Acme \(you\)<\/td>(<td>[^<]*<\/td>){2}<td>12\.4%<\/td><td>19\.2%<\/td>/);
    expect(html).toContain('searches for 3 of 3 keywords');

    const pdf = await bytesOf(`/api/reports/${reportId}/pdf`, owner.token);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
    for (const figure of ['Share of voice', '12.4%', '19.2%', '18.4%', '10.5%']) expect(text).toContain(figure);
  }, 180_000);
});
