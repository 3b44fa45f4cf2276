import { createUser } from './support/factories';
import { request } from './support/http';
import { startSerperApp, type SerperApp } from './support/serper-app';

let app: SerperApp;
let token: string;
beforeAll(async () => {
  app = await startSerperApp({ serper: { rankings: { '=1+1': ['plus.example.com', 'xn--bcher-kva.de'] } } });
  const user = await createUser(app, { plan: 'pro' });
  token = user.token;
});
afterAll(async () => {
  await app.close();
});

const create = (overrides: Record<string, unknown>) =>
  request(app.url, 'POST', '/api/instances', {
    token,
    body: { name: 'Rules', user_domain: 'example.com', user_company_name: 'Us', keywords: ['seo'], ...overrides },
  });

describe('domains', () => {
  it.each(['..com', '-.--', 'localhost', 'example.notatld', '1.2.3.4', 'exa mple.com'])('refuses %j', async (domain) => {
    expect(await create({ user_domain: domain })).toMatchObject({ status: 400, body: { error: 'Enter a domain such as example.com.' } });
    expect(await create({ competitor_domains: [domain] })).toMatchObject({ status: 400, body: { error: 'Enter a domain such as example.com.' } });
  });

  it('accepts an international domain and stores it in punycode', async () => {
    const created = await create({ user_domain: 'https://www.Bücher.de/', competitor_domains: ['münchen.de'] });
    expect(created).toMatchObject({ status: 201, body: { user_domain: 'xn--bcher-kva.de', competitor_domains: ['xn--mnchen-3ya.de'] } });
  });
});

describe('competitor lists', () => {
  it.each([['a string', 'rival.io'], ['an object', { 0: 'rival.io' }]])('refuses competitor_domains sent as %s', async (_label, value) => {
    expect(await create({ competitor_domains: value })).toMatchObject({ status: 400, body: { error: 'Competitors must be a list.' } });
  });

  it('refuses competitor_company_names that are not a list', async () => {
    expect(await create({ competitor_domains: ['rival.io'], competitor_company_names: 'Rival' })).toMatchObject({ status: 400, body: { error: 'Competitors must be a list.' } });
  });
});

describe('keywords', () => {
  it('counts keywords that differ only in case or spacing once, keeping the first spelling', async () => {
    const created = await create({ keywords: ['SEO Tools', 'seo tools', ' seo   TOOLS ', 'backlinks'] });
    expect(created).toMatchObject({ status: 201, body: { keywords: ['SEO Tools', 'backlinks'] } });
  });
});

describe('CSV export', () => {
  it('neutralises cells that a spreadsheet would run as a formula', async () => {
    const created = await create({
      name: 'Formulas',
      user_domain: 'plus.example.com',
      user_company_name: '+Plus',
      competitor_domains: ['bücher.de'],
      competitor_company_names: ['@Books'],
      keywords: ['=1+1', '-2'],
    });
    expect(created.status).toBe(201);
    expect((await request(app.url, 'POST', `/api/instances/${created.body.id}/run`, { token })).status).toBe(200);

    const csv = await request(app.url, 'GET', `/api/instances/${created.body.id}/results.csv`, { token });
    expect(csv.status).toBe(200);
    const lines = (csv.body as string).trim().split('\n').slice(1);
    const cells = lines.map((line) => line.split(',').slice(1));
    expect(cells).toEqual(
      expect.arrayContaining([
        ['\'+Plus', 'plus.example.com', '\'=1+1', 'desktop', '1'],
        ['\'@Books', 'xn--bcher-kva.de', '\'=1+1', 'desktop', '2'],
        ['\'+Plus', 'plus.example.com', '\'-2', 'desktop', '0'],
      ]),
    );
    expect(cells.flat().some((cell) => /^[=+\-@]/.test(cell))).toBe(false);
  });

  it('neutralises the full-width formula signs too, in results.csv and keywords.csv', async () => {
    const created = await create({
      name: 'Full-width formulas',
      user_domain: 'wide.example.com',
      user_company_name: '\uFF0BPlus',
      competitor_domains: ['rival.example.com'],
      competitor_company_names: ['\uFF20Books'],
      keywords: ['\uFF1D1+1', '\uFF0D2'],
    });
    expect(created.status).toBe(201);
    expect((await request(app.url, 'POST', `/api/instances/${created.body.id}/run`, { token })).status).toBe(200);

    const results = await request(app.url, 'GET', `/api/instances/${created.body.id}/results.csv`, { token });
    const keywords = await request(app.url, 'GET', `/api/instances/${created.body.id}/keywords.csv`, { token });
    expect([results.status, keywords.status]).toEqual([200, 200]);
    const resultCells = (results.body as string).trim().split('\n').slice(1).flatMap((line) => line.split(','));
    expect(resultCells).toEqual(expect.arrayContaining(["'\uFF0BPlus", "'\uFF20Books", "'\uFF1D1+1", "'\uFF0D2"]));
    const keywordCells = (keywords.body as string).trim().split('\n').slice(1).flatMap((line) => line.split(','));
    expect(keywordCells).toEqual(expect.arrayContaining(["'\uFF1D1+1", "'\uFF0D2"]));
    expect([...resultCells, ...keywordCells].some((cell) => /^[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/.test(cell))).toBe(false);
  });
});
