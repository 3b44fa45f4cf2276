import { extractText, getDocumentProxy } from 'unpdf';
import { createUser, waitFor } from './support/factories';
import { graphql, request } from './support/http';
import { startSmtpCatcher, type SmtpCatcher } from './support/smtp-catcher';
import { startTestApp, type TestApp } from './support/test-app';

let app: TestApp;
let smtp: SmtpCatcher;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  app = await startTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'http://reports.test' });
}, 120_000);
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

/** A 1×1 PNG. */
const PNG_LOGO = `data:image/png;base64,${Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5e0f1e50000000049454e44ae426082', 'hex').toString('base64')}`;

const kit = (name: string, agencyName: string, primaryColor: string, extra: Record<string, unknown> = {}) => ({ name, agencyName, primaryColor, accentColor: '#1d4ed8', ...extra });
const report = (name: string, extra: Record<string, unknown> = {}) => ({ name, client: 'Acme Corp', range: { preset: 'last-30-days' }, sections: [{ kind: 'note', text: 'Rankings rose this month.' }], ...extra });

/** An agency with a default kit (Northwind) and a second one for a client (Globex Studio). */
async function agencyWithTwoKits() {
  const owner = await createUser(app, { plan: 'agency' });
  const northwind = await request(app.url, 'POST', '/api/brand-kits', { token: owner.token, body: kit('Northwind', 'Northwind Digital', '#0f172a') });
  const globex = await request(app.url, 'POST', '/api/brand-kits', { token: owner.token, body: kit('Globex', 'Globex Studio', '#14532d', { logo: PNG_LOGO }) });
  expect([northwind.body.isDefault, globex.body.isDefault]).toEqual([true, false]);
  return { owner, defaultKitId: northwind.body.id as string, globexKitId: globex.body.id as string };
}

async function pdfPages(path: string, token: string): Promise<string[]> {
  const response = await fetch(`${app.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(await response.arrayBuffer())), { mergePages: false });
  return text;
}

async function reportHtml(reportId: string, token: string): Promise<string> {
  const response = await fetch(`${app.url}/api/reports/${reportId}/html`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return response.text();
}

describe('a brand kit per report', () => {
  it('shows each report in the kit it chose, the others in the default kit, and moves them to the default when their kit is deleted', async () => {
    const { owner, globexKitId } = await agencyWithTwoKits();
    const chosen = await request(app.url, 'POST', '/api/reports', { token: owner.token, body: report('Globex monthly', { brandKitId: globexKitId }) });
    expect(chosen).toMatchObject({ status: 201, body: { brandKitId: globexKitId, coverPage: false } });
    const plain = await request(app.url, 'POST', '/api/reports', { token: owner.token, body: report('Northwind monthly') });
    expect(plain).toMatchObject({ status: 201, body: { brandKitId: null, coverPage: false } });

    const chosenHtml = await reportHtml(chosen.body.id, owner.token);
    expect(chosenHtml).toContain('<span class="agency">Globex Studio</span>');
    expect(chosenHtml).toContain('background:#14532d');
    expect(await reportHtml(plain.body.id, owner.token)).toContain('<span class="agency">Northwind Digital</span>');

    // The share page shows the report's kit too.
    const link = await request(app.url, 'POST', `/api/reports/${chosen.body.id}/share-links`, { token: owner.token, body: {} });
    const shared = await fetch(`${app.url}${new URL(link.body.url).pathname}`);
    expect(await shared.text()).toContain('<span class="agency">Globex Studio</span>');

    // The kits list names the reports shown in each: the default kit also those that chose none.
    const kits = await request(app.url, 'GET', '/api/brand-kits', { token: owner.token });
    expect(kits.body.map((each: { name: string; reportNames: string[] }) => [each.name, each.reportNames])).toEqual([
      ['Northwind', ['Northwind monthly']],
      ['Globex', ['Globex monthly']],
    ]);

    expect(await request(app.url, 'DELETE', `/api/brand-kits/${globexKitId}`, { token: owner.token })).toMatchObject({ status: 204 });
    expect(await request(app.url, 'GET', `/api/reports/${chosen.body.id}`, { token: owner.token })).toMatchObject({ status: 200, body: { brandKitId: null } });
    expect(await reportHtml(chosen.body.id, owner.token)).toContain('<span class="agency">Northwind Digital</span>');
  }, 120_000);

  it('refuses a kit that is not the user’s own, and a kit on a plan without brand kits', async () => {
    const { owner, globexKitId } = await agencyWithTwoKits();
    const stranger = await createUser(app, { plan: 'agency' });
    expect(await request(app.url, 'POST', '/api/reports', { token: stranger.token, body: report('Mine', { brandKitId: globexKitId }) })).toMatchObject({
      status: 404,
      body: { error: 'Brand kit not found.' },
    });
    expect(await request(app.url, 'POST', '/api/reports', { token: owner.token, body: report('Mine', { brandKitId: 'not-an-id' }) })).toMatchObject({ status: 404, body: { error: 'Brand kit not found.' } });
    const own = await request(app.url, 'POST', '/api/reports', { token: owner.token, body: report('Own') });
    expect(await request(app.url, 'PUT', `/api/reports/${own.body.id}`, { token: stranger.token, body: report('Own', { brandKitId: globexKitId }) })).toMatchObject({ status: 404 });
    const stolen = await graphql(app.url, 'mutation($id: ID!, $input: ReportInput!) { updateReport(id: $id, input: $input) { id } }', { id: own.body.id, input: report('Own', { brandKitId: (await request(app.url, 'POST', '/api/brand-kits', { token: stranger.token, body: kit('S', 'Stranger', '#0f172a') })).body.id }) }, owner.token);
    expect(stolen.errors?.[0]).toMatchObject({ message: 'Brand kit not found.', extensions: { code: 'NOT_FOUND' } });
    expect(await request(app.url, 'GET', `/api/reports/${own.body.id}`, { token: owner.token })).toMatchObject({ body: { brandKitId: null } });

    const pro = await createUser(app, { plan: 'pro' });
    expect(await request(app.url, 'POST', '/api/reports', { token: pro.token, body: report('Pro', { brandKitId: globexKitId }) })).toMatchObject({
      status: 403,
      body: { error: 'The brand kit is not included in the Pro plan. Upgrade to Agency to use it.' },
    });
    // A cover page needs no brand kit: on Pro it carries Rankcraft's look.
    expect(await request(app.url, 'POST', '/api/reports', { token: pro.token, body: report('Pro', { coverPage: true }) })).toMatchObject({ status: 201, body: { coverPage: true } });
    expect(await request(app.url, 'POST', '/api/reports', { token: owner.token, body: report('Bad', { coverPage: 'yes' }) })).toMatchObject({ status: 400, body: { error: 'Cover page must be true or false.' } });
  }, 120_000);

  it('answers brandKitId and coverPage through GraphQL as well', async () => {
    const { owner, globexKitId } = await agencyWithTwoKits();
    const created = await graphql(
      app.url,
      'mutation($input: ReportInput!) { createReport(input: $input) { id brandKitId coverPage } }',
      { input: report('Through GraphQL', { brandKitId: globexKitId, coverPage: true }) },
      owner.token,
    );
    expect(created.data.createReport).toMatchObject({ brandKitId: globexKitId, coverPage: true });
    const listed = await graphql(app.url, '{ brandKits { name reportNames } }', {}, owner.token);
    expect(listed.data.brandKits).toEqual([
      { name: 'Northwind', reportNames: [] },
      { name: 'Globex', reportNames: ['Through GraphQL'] },
    ]);
  }, 120_000);
});

describe('a cover page', () => {
  it('is the PDF’s first page (logo, report name, client, period) and heads the share page; off by default', async () => {
    const { owner, globexKitId } = await agencyWithTwoKits();
    const created = await request(app.url, 'POST', '/api/reports', { token: owner.token, body: report('Globex quarterly', { brandKitId: globexKitId, coverPage: true }) });
    expect(created).toMatchObject({ status: 201, body: { coverPage: true } });
    const [first, second] = await pdfPages(`/api/reports/${created.body.id}/pdf`, owner.token);
    const period = /\d{4}-\d{2}-\d{2} – \d{4}-\d{2}-\d{2}/;
    expect(first).toContain('Globex Studio');
    expect(first).toContain('Globex quarterly');
    expect(first).toContain('Prepared for Acme Corp');
    expect(first).toMatch(/Last 30 days/i);
    expect(first).toMatch(period);
    expect(first).not.toContain('Rankings rose this month.');
    expect(second).toContain('Rankings rose this month.');

    const html = await reportHtml(created.body.id, owner.token);
    expect(html).toMatch(/<body>\s*<section class="cover" aria-label="Cover page">/);
    expect(html).toContain('<img class="cover-logo" src="data:image/png;base64,');

    const link = await request(app.url, 'POST', `/api/reports/${created.body.id}/share-links`, { token: owner.token, body: {} });
    const shared = await (await fetch(`${app.url}${new URL(link.body.url).pathname}`)).text();
    expect(shared).toMatch(/<body>\s*<section class="cover" aria-label="Cover page">/);
    expect(shared.indexOf('class="cover"')).toBeLessThan(shared.indexOf('Rankings rose this month.'));

    // Turned off, the PDF starts with the report itself.
    expect(await request(app.url, 'PUT', `/api/reports/${created.body.id}`, { token: owner.token, body: report('Globex quarterly', { brandKitId: globexKitId }) })).toMatchObject({ body: { coverPage: false } });
    const [onlyPage] = await pdfPages(`/api/reports/${created.body.id}/pdf`, owner.token);
    expect(onlyPage).toContain('Rankings rose this month.');
    expect(await reportHtml(created.body.id, owner.token)).not.toContain('class="cover"');
  }, 180_000);
});

describe('report emails', () => {
  it('carry the report’s kit: its name, colours and logo', async () => {
    const { owner, globexKitId } = await agencyWithTwoKits();
    const created = await request(app.url, 'POST', '/api/reports', { token: owner.token, body: report('Globex weekly', { brandKitId: globexKitId }) });
    expect(
      await request(app.url, 'PUT', `/api/reports/${created.body.id}/schedule`, { token: owner.token, body: { frequency: 'weekly', day: 1, time: '09:00', timeZone: 'UTC', recipients: ['client@globex.test'] } }),
    ).toMatchObject({ status: 200 });
    const before = smtp.messages.length;
    expect(await request(app.url, 'POST', `/api/reports/${created.body.id}/send`, { token: owner.token })).toMatchObject({ status: 202 });
    const mail = await waitFor(async () => smtp.messages.slice(before).find((message) => message.subject === 'Globex weekly · Acme Corp'), 90_000);
    expect(mail.text).toMatch(/^Globex Studio\n/);
    expect(mail.html).toContain('background:#14532d');
    expect(mail.html).toContain('>Globex Studio</div>');
    // The logo travels as an inline (cid:) part; the mail parser puts it back into the HTML as a data: image.
    const logo = mail.attachments.find((attachment) => attachment.cid === 'report-logo');
    expect(logo).toMatchObject({ contentType: 'image/png', related: true });
    expect(mail.html).toContain(`<img src="data:image/png;base64,${logo!.content.toString('base64')}"`);
    const pdf = mail.attachments.find((attachment) => attachment.contentType === 'application/pdf')!;
    expect((await extractText(await getDocumentProxy(new Uint8Array(pdf.content)), { mergePages: true })).text).toContain('Globex Studio');
  }, 180_000);
});
