import { strFromU8, unzipSync } from 'fflate';
import { extractText, getDocumentProxy } from 'unpdf';
import { createInstance, createUser } from './support/factories';
import { graphql, request } from './support/http';
import { startTestApp, type TestApp } from './support/test-app';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ PUBLIC_URL: 'http://reports.test' });
});
afterAll(async () => {
  await app.close();
});

/** A 1×1 PNG. */
const PNG_LOGO = `data:image/png;base64,${Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5e0f1e50000000049454e44ae426082', 'hex').toString('base64')}`;

async function pdfText(pdf: Buffer): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: true });
  return text;
}

async function fetchBytes(path: string, token?: string): Promise<{ status: number; headers: Headers; bytes: Buffer }> {
  const response = await fetch(`${app.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** The token part of a share URL, as a path on the test app. */
const sharePathOf = (url: string) => new URL(url).pathname;

async function agencyWithReport() {
  const owner = await createUser(app, { plan: 'agency' });
  const instanceId = await createInstance(app, owner.token, { competitor_domains: ['rival.io'], competitor_company_names: ['Rival'], keywords: ['seo tools', 'rank tracker'] });
  expect(await request(app.url, 'POST', `/api/instances/${instanceId}/run`, { token: owner.token })).toMatchObject({ status: 200, body: { status: 'succeeded' } });
  const kit = await request(app.url, 'PUT', '/api/brand-kit', {
    token: owner.token,
    body: { agencyName: 'Northwind Digital', primaryColor: '#0f172a', accentColor: '#1d4ed8', footerText: 'Northwind Digital · hello@northwind.test', hideRankcraftBranding: true, logo: PNG_LOGO },
  });
  expect(kit).toMatchObject({ status: 200, body: { agencyName: 'Northwind Digital', hasLogo: true, contrastWarnings: [] } });
  const created = await request(app.url, 'POST', '/api/reports', {
    token: owner.token,
    body: {
      name: 'Monthly SEO report',
      client: 'Acme Corp',
      range: { preset: 'last-30-days' },
      sections: [
        { kind: 'tracker-summary', instanceId },
        { kind: 'keyword-table', instanceId },
        { kind: 'ranking-chart', instanceId },
        { kind: 'visibility-chart', instanceId },
        { kind: 'articles' },
        { kind: 'note', text: 'Rankings rose after the <b>site migration</b>.' },
      ],
    },
  });
  expect(created.status).toBe(201);
  return { owner, instanceId, reportId: created.body.id as string };
}

describe('client reports', () => {
  it('creates a report whose PDF holds its section titles and the agency name', async () => {
    const { owner, reportId } = await agencyWithReport();
    const pdf = await fetchBytes(`/api/reports/${reportId}/pdf`, owner.token);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(pdf.bytes);
    for (const title of ['Monthly SEO report', 'Acme Corp', 'Northwind Digital', 'Ranking summary', 'Keyword rankings', 'Average rank over time', 'Visibility over time', 'Articles written', 'Note', 'site migration']) {
      expect(text).toContain(title);
    }
    // Hidden Rankcraft branding stays hidden.
    expect(text).not.toContain('Made with Rankcraft');
  }, 120_000);

  it('prints on A4 by default and on Letter when asked', async () => {
    const { owner, reportId } = await agencyWithReport();
    const pageSize = async () => {
      const pdf = await fetchBytes(`/api/reports/${reportId}/pdf`, owner.token);
      const page = await (await getDocumentProxy(new Uint8Array(pdf.bytes))).getPage(1);
      return page.view.slice(2).map(Math.round);
    };
    // Chromium's A4 is 8.27 × 11.7 in.
    expect(await pageSize()).toEqual([596, 843]);
    const report = await request(app.url, 'GET', `/api/reports/${reportId}`, { token: owner.token });
    const updated = await request(app.url, 'PUT', `/api/reports/${reportId}`, { token: owner.token, body: { ...report.body, paperSize: 'letter' } });
    expect(updated).toMatchObject({ status: 200, body: { paperSize: 'letter' } });
    expect(await pageSize()).toEqual([612, 792]);
  }, 120_000);

  it('shows a note as text, never as markup, and offers a CSV bundle', async () => {
    const { owner, reportId } = await agencyWithReport();
    const html = await request(app.url, 'GET', `/api/reports/${reportId}/html`, { token: owner.token });
    expect(html.body).toContain('&lt;b&gt;site migration&lt;/b&gt;');
    const zip = await fetchBytes(`/api/reports/${reportId}/csv`, owner.token);
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    expect(zip.bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  }, 120_000);

  it('makes formula-like company names plain text in the CSV bundle\'s header rows as in its data rows', async () => {
    const owner = await createUser(app, { plan: 'agency' });
    const formulas = ['=HYPERLINK("http://evil.test","Click")', '@SUM(1+1)', '\uFF1D1+1'];
    const instanceId = await createInstance(app, owner.token, { competitor_domains: ['rival.io', 'other.io', 'third.io'], competitor_company_names: formulas, keywords: ['seo tools'] });
    expect(await request(app.url, 'POST', `/api/instances/${instanceId}/run`, { token: owner.token })).toMatchObject({ status: 200, body: { status: 'succeeded' } });
    const created = await request(app.url, 'POST', '/api/reports', {
      token: owner.token,
      body: { name: 'Formulas', client: 'Acme Corp', range: { preset: 'last-7-days' }, sections: [{ kind: 'tracker-summary', instanceId }, { kind: 'keyword-table', instanceId }] },
    });
    expect(created.status).toBe(201);
    const zip = await fetchBytes(`/api/reports/${created.body.id}/csv`, owner.token);
    const files = unzipSync(new Uint8Array(zip.bytes));
    const header = strFromU8(files['02-keyword-table.csv']).split('\n')[0];
    expect(header).toBe(`Keyword,Acme,Change,"'=HYPERLINK(""http://evil.test"",""Click"")",Change,'@SUM(1+1),Change,'\uFF1D1+1,Change`);
    const summary = strFromU8(files['01-tracker-summary.csv']);
    for (const name of ["'@SUM(1+1)", "'\uFF1D1+1"]) expect(summary).toContain(`\n${name},`);
  }, 120_000);

  it('names each keyword\'s device in its tables when the instance tracks desktop and mobile', async () => {
    const owner = await createUser(app, { plan: 'agency' });
    const instanceId = await createInstance(app, owner.token, { keywords: ['seo tools'], devices: ['desktop', 'mobile'] });
    expect(await request(app.url, 'POST', `/api/instances/${instanceId}/run`, { token: owner.token })).toMatchObject({ status: 200, body: { status: 'succeeded' } });
    const created = await request(app.url, 'POST', '/api/reports', {
      token: owner.token,
      body: { name: 'Both devices', client: 'Acme Corp', range: { preset: 'last-7-days' }, sections: [{ kind: 'keyword-table', instanceId }] },
    });
    expect(created.status).toBe(201);
    const html = (await request(app.url, 'GET', `/api/reports/${created.body.id}/html`, { token: owner.token })).body as string;
    expect(html).toMatch(/<th[^>]*>Keyword<\/th>\s*<th[^>]*>Device<\/th>/);
    expect(html).toMatch(/<td[^>]*>seo tools<\/td>\s*<td[^>]*>Desktop<\/td>/);
    expect(html).toMatch(/<td[^>]*>seo tools<\/td>\s*<td[^>]*>Mobile<\/td>/);
  }, 120_000);

  it('opens a share link without signing in, counts it, and 404s once revoked', async () => {
    const { owner, reportId } = await agencyWithReport();
    const created = await request(app.url, 'POST', `/api/reports/${reportId}/share-links`, { token: owner.token, body: {} });
    expect(created).toMatchObject({ status: 201, body: { id: expect.any(String), url: expect.stringMatching(/^http:\/\/reports\.test\/r\/[A-Za-z0-9_-]{32}$/) } });
    const path = sharePathOf(created.body.url);
    const opened = await fetchBytes(path);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const page = opened.bytes.toString('utf8');
    expect(page).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(page).toContain('Monthly SEO report');
    expect(page).toContain('Northwind Digital');
    await fetchBytes(path);
    const links = await request(app.url, 'GET', `/api/reports/${reportId}/share-links`, { token: owner.token });
    expect(links.body).toEqual([expect.objectContaining({ id: created.body.id, openCount: 2, lastOpenedAt: expect.any(String), revokedAt: null })]);
    const opens = await request(app.url, 'GET', `/api/reports/${reportId}/share-links/${created.body.id}/opens`, { token: owner.token });
    expect(opens.body).toHaveLength(2);

    expect(await request(app.url, 'DELETE', `/api/reports/${reportId}/share-links/${created.body.id}`, { token: owner.token })).toMatchObject({ status: 204 });
    expect((await fetchBytes(path)).status).toBe(404);
  }, 120_000);

  it('404s an expired link', async () => {
    const { owner, reportId } = await agencyWithReport();
    const created = await request(app.url, 'POST', `/api/reports/${reportId}/share-links`, { token: owner.token, body: { expiresAt: new Date(Date.now() + 3_600_000).toISOString() } });
    expect(created.status).toBe(201);
    const path = sharePathOf(created.body.url);
    expect((await fetchBytes(path)).status).toBe(200);
    // The hour passes: its expiry moves a second into the past rather than the test waiting for it.
    await app.deps.orm.em.fork().getConnection().execute("update report_share_links set expires_at = now() - interval '1 second' where id = ?", [created.body.id]);
    expect((await fetchBytes(path)).status).toBe(404);
  }, 120_000);

  it('a share link reaches nothing else: not the API, not other reports, not the owner’s data', async () => {
    const { owner, reportId } = await agencyWithReport();
    const other = await request(app.url, 'POST', '/api/reports', { token: owner.token, body: { name: 'Other client', client: 'Globex', range: { preset: 'last-7-days' }, sections: [{ kind: 'note', text: 'Globex only' }] } });
    const created = await request(app.url, 'POST', `/api/reports/${reportId}/share-links`, { token: owner.token, body: {} });
    const token = sharePathOf(created.body.url).split('/').pop()!;
    // The token is no credential anywhere else.
    for (const path of ['/api/reports', `/api/reports/${other.body.id}`, `/api/reports/${reportId}/pdf`, '/api/me', '/api/instances']) {
      expect((await request(app.url, 'GET', path, { token })).status).toBe(401);
    }
    expect((await graphql(app.url, '{ reports { id } }', {}, token)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    // The page is self-contained: no script, no link to the app or its API.
    const page = (await fetchBytes(`/r/${token}`)).bytes.toString('utf8');
    expect(page).not.toMatch(/<script|\/api\/|\/graphql|href=/i);
    expect(page).not.toContain('Globex');
    // Guessing: a token one character off, or of another shape, is a plain 404.
    const flipped = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    expect((await fetchBytes(`/r/${flipped}`)).status).toBe(404);
    expect((await fetchBytes('/r/..%2Fapi%2Freports')).status).toBe(404);
  }, 120_000);

  it('refuses another user’s instance, a Free plan, and bad sections with clear messages', async () => {
    const { instanceId } = await agencyWithReport();
    const stranger = await createUser(app, { plan: 'pro' });
    const body = (sections: unknown[]) => ({ name: 'R', client: 'C', range: { preset: 'last-7-days' }, sections });
    expect(await request(app.url, 'POST', '/api/reports', { token: stranger.token, body: body([{ kind: 'keyword-table', instanceId }]) })).toMatchObject({ status: 404 });
    expect(await request(app.url, 'POST', '/api/reports', { token: stranger.token, body: body([{ kind: 'chart' }]) })).toMatchObject({ status: 400, body: { error: expect.stringContaining('Section kind must be one of') } });
    expect(await request(app.url, 'POST', '/api/reports', { token: stranger.token, body: body([{ kind: 'note' }]) })).toMatchObject({ status: 400, body: { error: 'A note needs text.' } });
    // A section whose subject was never chosen says what to choose; a malformed one is still "not an id".
    expect(await request(app.url, 'POST', '/api/reports', { token: stranger.token, body: body([{ kind: 'serp-analysis', savedAnalysisId: '' }]) })).toMatchObject({
      status: 400,
      body: { error: 'Choose a saved SERP analysis for the SERP analysis section (save one in SEO Analysis first).' },
    });
    expect(await request(app.url, 'POST', '/api/reports', { token: stranger.token, body: body([{ kind: 'tracker-summary' }]) })).toMatchObject({
      status: 400,
      body: { error: 'Choose a tracking instance for the ranking summary section.' },
    });
    expect(await request(app.url, 'POST', '/api/reports', { token: stranger.token, body: body([{ kind: 'serp-analysis', savedAnalysisId: 'abc' }]) })).toMatchObject({
      status: 400,
      body: { error: 'The SERP analysis section’s saved analysis must be an id.' },
    });
    expect(await request(app.url, 'POST', '/api/reports', { token: stranger.token, body: { ...body([{ kind: 'articles' }]), range: { preset: 'custom', from: '2026-02-01' } } })).toMatchObject({
      status: 400,
      body: { error: 'A custom date range needs a start and an end date.' },
    });
    const free = await createUser(app);
    expect(await request(app.url, 'POST', '/api/reports', { token: free.token, body: body([{ kind: 'articles' }]) })).toMatchObject({ status: 403, body: { error: expect.stringContaining('Upgrade to Pro or Agency') } });
    // Pro has reports but not the brand kit.
    expect(await request(app.url, 'PUT', '/api/brand-kit', { token: stranger.token, body: { agencyName: 'X', primaryColor: '#000000', accentColor: '#000000' } })).toMatchObject({ status: 403 });
  }, 120_000);

  it('refuses an SVG or mislabelled logo and warns about hard-to-read colours', async () => {
    const owner = await createUser(app, { plan: 'agency' });
    const base = { agencyName: 'Pale', primaryColor: '#ffff00', accentColor: '#dddddd' };
    const svg = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString('base64')}`;
    expect(await request(app.url, 'PUT', '/api/brand-kit', { token: owner.token, body: { ...base, logo: svg } })).toMatchObject({ status: 400, body: { error: 'The logo must be a PNG, JPEG or WebP image.' } });
    const fakePng = `data:image/png;base64,${Buffer.from('<html>not an image</html>').toString('base64')}`;
    expect(await request(app.url, 'PUT', '/api/brand-kit', { token: owner.token, body: { ...base, logo: fakePng } })).toMatchObject({ status: 400 });
    const saved = await request(app.url, 'PUT', '/api/brand-kit', { token: owner.token, body: base });
    expect(saved.status).toBe(200);
    expect(saved.body.contrastWarnings).toEqual([expect.stringContaining('accent colour are hard to read')]);
  }, 60_000);

  it('answers the same through GraphQL', async () => {
    const { owner, instanceId } = await agencyWithReport();
    const created = await graphql(
      app.url,
      `mutation($input: ReportInput!) { createReport(input: $input) { id name client sections { kind instanceId } range { preset } builtAt } }`,
      { input: { name: 'GraphQL report', client: 'Initech', range: { preset: 'month-to-date' }, sections: [{ kind: 'tracker-summary', instanceId }] } },
      owner.token,
    );
    expect(created.errors).toBeUndefined();
    const id = created.data.createReport.id;
    const link = await graphql(app.url, `mutation($id: ID!) { createReportShareLink(reportId: $id) { id url link { openCount } } }`, { id }, owner.token);
    expect(link.data.createReportShareLink).toMatchObject({ url: expect.stringContaining('/r/'), link: { openCount: 0 } });
    const html = await graphql(app.url, `query($id: ID!) { reportHtml(id: $id) }`, { id }, owner.token);
    expect(html.data.reportHtml).toContain('Initech');
    const revoked = await graphql(app.url, `mutation($r: ID!, $l: ID!) { revokeReportShareLink(reportId: $r, linkId: $l) { revokedAt } }`, { r: id, l: link.data.createReportShareLink.id }, owner.token);
    expect(revoked.data.revokeReportShareLink.revokedAt).toEqual(expect.any(String));
  }, 120_000);
});
