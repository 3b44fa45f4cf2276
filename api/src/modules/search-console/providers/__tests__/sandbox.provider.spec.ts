import { ctrAtPosition, sandboxRowsOfDay } from '../sandbox-search-rows';
import { SANDBOX_CONSENT_PATH, sandboxConsentCode, SandboxSearchConsole } from '../sandbox.provider';

const NOW = new Date('2026-11-29T12:00:00Z');

async function connected(sandbox: SandboxSearchConsole): Promise<string> {
  const start = sandbox.oauth.startAuthorization();
  return (await sandbox.oauth.exchangeCode(sandboxConsentCode(start.state), start.codeVerifier)).refreshToken;
}

describe('sandbox Search Console', () => {
  it('asks for consent on an in-app page carrying the state', () => {
    const start = new SandboxSearchConsole(() => NOW).oauth.startAuthorization();
    const url = new URL(start.url, 'http://app.test');
    expect(url.pathname).toBe(SANDBOX_CONSENT_PATH);
    expect(url.searchParams.get('state')).toBe(start.state);
  });

  it('connects only with the code its consent page hands back', async () => {
    const sandbox = new SandboxSearchConsole(() => NOW);
    await expect(sandbox.oauth.exchangeCode('made-up', 'v')).rejects.toMatchObject({ kind: 'auth' });
    await expect(sandbox.listProperties('not-a-sandbox-token')).rejects.toThrow(/Connect Search Console again/);
  });

  it('lists a domain and a URL-prefix property per tracked site, labelled SANDBOX', async () => {
    const sandbox = new SandboxSearchConsole(() => NOW);
    const list = await sandbox.listProperties(await connected(sandbox), { siteHints: ['www.Acme-Shoes.com', 'acme-shoes.com'] });
    expect(list).toEqual({
      source: 'SANDBOX',
      provider: 'sandbox',
      properties: [
        { id: 'sc-domain:acme-shoes.com', siteUrl: 'sc-domain:acme-shoes.com', kind: 'domain' },
        { id: 'https://www.acme-shoes.com/', siteUrl: 'https://www.acme-shoes.com/', kind: 'url-prefix' },
      ],
    });
  });

  it('gives the same rows for the same property and day, and other rows for another property', () => {
    const rows = sandboxRowsOfDay('sc-domain:acme-shoes.com', '2026-11-02');
    expect(sandboxRowsOfDay('sc-domain:acme-shoes.com', '2026-11-02')).toEqual(rows);
    expect(sandboxRowsOfDay('sc-domain:other-site.org', '2026-11-02')).not.toEqual(rows);
    expect(rows.length).toBeGreaterThan(100);
  });

  it('draws queries from the site, with positions 1-60 and CTR falling with position', () => {
    const rows = sandboxRowsOfDay('https://www.acme-shoes.com/', '2026-11-02');
    expect(rows.every((row) => row.query?.includes('acme shoes') && row.page?.startsWith('https://www.acme-shoes.com/'))).toBe(true);
    expect(rows.every((row) => row.position >= 1 && row.position <= 60 && row.clicks <= row.impressions)).toBe(true);
    expect(new Set(rows.map((row) => row.device))).toEqual(new Set(['mobile', 'desktop', 'tablet']));
    expect(ctrAtPosition(1)).toBeGreaterThan(ctrAtPosition(5));
    expect(ctrAtPosition(5)).toBeGreaterThan(ctrAtPosition(30));
    const top = rows.filter((row) => row.position <= 3);
    const deep = rows.filter((row) => row.position > 20);
    const ctr = (list: typeof rows) => list.reduce((sum, row) => sum + row.clicks, 0) / list.reduce((sum, row) => sum + row.impressions, 0);
    expect(ctr(top)).toBeGreaterThan(ctr(deep) * 3);
  });

  it('has fewer impressions at weekends', () => {
    const impressions = (date: string) => sandboxRowsOfDay('sc-domain:acme-shoes.com', date).reduce((sum, row) => sum + row.impressions, 0);
    // 2026-11-04 is a Wednesday, 2026-11-08 a Sunday.
    expect(impressions('2026-11-08')).toBeLessThan(impressions('2026-11-04') * 0.85);
  });

  it('pages a range in order, leaves out days not final yet, and labels every answer', async () => {
    const sandbox = new SandboxSearchConsole(() => NOW);
    const token = await connected(sandbox);
    const request = { propertyId: 'sc-domain:acme-shoes.com', startDate: '2026-11-24', endDate: '2026-11-29', rowLimit: 25_000, startRow: 0 };
    const final = await sandbox.searchAnalytics(token, request);
    expect(final.source).toBe('SANDBOX');
    expect([...new Set(final.rows.map((row) => row.date))]).toEqual(['2026-11-24', '2026-11-25', '2026-11-26']);
    const fresh = await sandbox.searchAnalytics(token, { ...request, dataState: 'all' });
    expect([...new Set(fresh.rows.map((row) => row.date))]).toEqual(['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28']);
    const first = await sandbox.searchAnalytics(token, { ...request, rowLimit: 100 });
    const second = await sandbox.searchAnalytics(token, { ...request, rowLimit: 100, startRow: 100 });
    expect([...first.rows, ...second.rows]).toEqual(final.rows.slice(0, 200));
    expect(first.hasMore).toBe(true);
  });
});
