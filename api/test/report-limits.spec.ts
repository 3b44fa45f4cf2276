import { strFromU8, unzipSync } from 'fflate';
import { extractText, getDocumentProxy } from 'unpdf';
import { createInstance, createUser, jobFinished } from './support/factories';
import { graphql, request } from './support/http';
import { keywordTablesDocument, setSnapshot } from './support/large-report';
import { startTestApp, type TestApp } from './support/test-app';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
}, 120_000);
afterAll(async () => {
  await app?.close();
});

const body = (sections: unknown[]) => ({ name: 'Bounded', client: 'Acme Corp', range: { preset: 'last-7-days' }, sections });

describe('how large a report may be', () => {
  it('refuses more than 4 keyword tables or 30 sections when a report is created or edited, on REST and GraphQL', async () => {
    const owner = await createUser(app, { plan: 'pro' });
    const instanceId = await createInstance(app, owner.token, { keywords: ['seo tools'] });
    const tables = (count: number) => Array.from({ length: count }, () => ({ kind: 'keyword-table', instanceId }));
    const notes = (count: number) => Array.from({ length: count }, (_, index) => ({ kind: 'note', text: `Note ${index}` }));

    expect(await request(app.url, 'POST', '/api/reports', { token: owner.token, body: body(tables(5)) })).toMatchObject({ status: 400, body: { error: 'A report holds at most 4 keyword ranking tables.' } });
    expect(await request(app.url, 'POST', '/api/reports', { token: owner.token, body: body(notes(31)) })).toMatchObject({ status: 400, body: { error: 'A report holds at most 30 sections.' } });
    const created = await request(app.url, 'POST', '/api/reports', { token: owner.token, body: body([...tables(4), ...notes(26)]) });
    expect(created.status).toBe(201);
    expect(await request(app.url, 'PUT', `/api/reports/${created.body.id}`, { token: owner.token, body: body([...tables(5), ...notes(1)]) })).toMatchObject({
      status: 400,
      body: { error: 'A report holds at most 4 keyword ranking tables.' },
    });
    const viaGraphql = await graphql(app.url, 'mutation($input: ReportInput!) { createReport(input: $input) { id } }', { input: body(tables(5)) }, owner.token);
    expect(viaGraphql.errors?.[0]).toMatchObject({ message: 'A report holds at most 4 keyword ranking tables.', extensions: { code: 'BAD_USER_INPUT' } });
    const [{ count }] = await app.database.orm.em.fork().getConnection().execute<{ count: number }[]>('select count(*)::int as count from reports where owner_id = ?', [owner.id]);
    expect(count).toBe(1);
  }, 120_000);

  it('shows at most 500 rows per table and 1,000 in all when the data has grown, saying so, while the CSV keeps every row', async () => {
    const owner = await createUser(app, { plan: 'pro' });
    const created = await request(app.url, 'POST', '/api/reports', { token: owner.token, body: body([{ kind: 'note', text: 'Grows later.' }]) });
    expect(created.status).toBe(201);
    const reportId = created.body.id as string;
    await setSnapshot(app, reportId, keywordTablesDocument({ tables: 3, rows: 600 }));

    const page = (await request(app.url, 'GET', `/api/reports/${reportId}/html`, { token: owner.token })).body as string;
    const bodies = [...page.matchAll(/<tbody>(.*?)<\/tbody>/gs)].map((match) => match[1].split('<tr>').length - 1);
    expect(bodies).toEqual([500, 500]);
    const notes = [...page.matchAll(/<p class="caption table-cut">(.*?)<\/p>/g)].map((match) => match[1]);
    const note = (shown: string) => `Showing ${shown} of 600 rows: a report shows at most 500 rows per table and 1,000 in all its tables. The CSV export has every row.`;
    expect(notes).toEqual([note('500'), note('500'), note('0')]);

    const csv = unzipSync(new Uint8Array(Buffer.from(await (await fetch(`${app.url}/api/reports/${reportId}/csv`, { headers: { authorization: `Bearer ${owner.token}` } })).arrayBuffer())));
    const csvRows = Object.values(csv).map((file) => strFromU8(file).trim().split('\n').length - 1);
    expect(csvRows).toEqual([600, 600, 600]);

    const started = await request(app.url, 'POST', `/api/reports/${reportId}/pdf-render`, { token: owner.token });
    expect(await jobFinished(app, started.body.job.id, 90_000)).toMatchObject({ status: 'succeeded' });
    const pdf = await fetch(`${app.url}/api/reports/${reportId}/pdf`, { headers: { authorization: `Bearer ${owner.token}` } });
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(await pdf.arrayBuffer())), { mergePages: true });
    expect(text.replace(/\s+/g, ' ')).toContain('Showing 0 of 600 rows');
    expect(text).not.toContain('keyword number 501 ');
  }, 180_000);
});
