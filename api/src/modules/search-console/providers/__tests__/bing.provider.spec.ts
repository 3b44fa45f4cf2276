import { startSearchConsoleServer, type SearchConsoleServer } from '../../../../../test/support/search-console-server';
import { bingDate, BingWebmaster } from '../bing.provider';
import { SearchQuotaError } from '../search-data-provider';

const FAST_RETRIES = { timeoutMs: 5_000, maxAttempts: 2, retryBaseMs: 5 };
const SITE = 'https://www.example.com/';

/** Bing's weekly QueryStats: dates at midnight Pacific time, as /Date(ms)/ and with an offset. */
const QUERY_STATS = [
  { Query: 'example shoes', Date: '/Date(1730530800000)/', Clicks: 12, Impressions: 300, AvgClickPosition: 3, AvgImpressionPosition: 4 },
  { Query: 'buy shoes online', Date: '/Date(1730530800000-0700)/', Clicks: 40, Impressions: 800, AvgClickPosition: 2, AvgImpressionPosition: 2.5 },
  { Query: 'example shoes', Date: '/Date(1729926000000)/', Clicks: 10, Impressions: 250, AvgClickPosition: 3, AvgImpressionPosition: 5 },
];
const PAGE_STATS = [{ Query: 'https://www.example.com/shoes', Date: '/Date(1730530800000)/', Clicks: 52, Impressions: 1100, AvgClickPosition: 2, AvgImpressionPosition: 3 }];

let server: SearchConsoleServer;
let bing: BingWebmaster;

beforeEach(async () => {
  server = await startSearchConsoleServer({
    bingSites: [
      { Url: SITE, IsVerified: true },
      { Url: 'https://blog.example.com/', IsVerified: false },
    ],
    bingQueryStats: QUERY_STATS,
    bingPageStats: PAGE_STATS,
  });
  bing = new BingWebmaster({ apiKey: server.bingApiKey, baseUrl: `${server.url}/webmaster/api.svc/json`, http: FAST_RETRIES });
});

afterEach(() => server.close());

describe('Bing Webmaster Tools adapter', () => {
  it('reads WCF JSON dates as the day they name', () => {
    expect(bingDate('/Date(1730530800000)/')).toBe('2024-11-02');
    expect(bingDate('/Date(1316156400000-0700)/')).toBe('2011-09-16');
    expect(bingDate('2024-11-02')).toBeNull();
  });

  it('lists the verified sites as URL-prefix properties, with the API key', async () => {
    const list = await bing.listProperties('');
    expect(list).toEqual({ source: 'LIVE', provider: 'bing', properties: [{ id: SITE, siteUrl: SITE, kind: 'url-prefix' }] });
    expect(server.requests[0].path).toBe('/webmaster/api.svc/json/GetUserSites');
    expect(server.requests[0].query.get('apikey')).toBe(server.bingApiKey);
  });

  it('maps query and page stats onto rows, saying Bing splits by neither device nor country', async () => {
    const page = await bing.searchAnalytics('', { propertyId: SITE, startDate: '2024-11-01', endDate: '2024-11-07', startRow: 0, rowLimit: 25_000 });
    expect(page.hasMore).toBe(false);
    expect(page.rows).toEqual([
      { date: '2024-11-02', query: 'buy shoes online', page: null, device: 'all', country: 'all', clicks: 40, impressions: 800, ctr: 0.05, position: 2.5 },
      { date: '2024-11-02', query: 'example shoes', page: null, device: 'all', country: 'all', clicks: 12, impressions: 300, ctr: 0.04, position: 4 },
      { date: '2024-11-02', query: null, page: 'https://www.example.com/shoes', device: 'all', country: 'all', clicks: 52, impressions: 1100, ctr: 52 / 1100, position: 3 },
    ]);
    const stats = server.requests.filter((r) => r.path.endsWith('Stats'));
    expect(stats.map((r) => [r.path, r.query.get('siteUrl')])).toEqual([
      ['/webmaster/api.svc/json/GetQueryStats', SITE],
      ['/webmaster/api.svc/json/GetPageStats', SITE],
    ]);
  });

  it('pages its rows with startRow and rowLimit', async () => {
    const request = { propertyId: SITE, startDate: '2024-10-01', endDate: '2024-11-30', rowLimit: 3 };
    const first = await bing.searchAnalytics('', { ...request, startRow: 0 });
    const second = await bing.searchAnalytics('', { ...request, startRow: 3 });
    expect([first.rows.length, first.hasMore, second.rows.length, second.hasMore]).toEqual([3, true, 1, false]);
    expect(first.rows[0]).toMatchObject({ date: '2024-10-26', query: 'example shoes' });
  });

  it('fetches a site’s history once for the days a sync asks one by one, again after the time to live or a failure', async () => {
    // Not 0: lru-cache takes an entry stored at time 0 for one with no time to live.
    let now = 1_000;
    const cached = new BingWebmaster({ apiKey: server.bingApiKey, baseUrl: `${server.url}/webmaster/api.svc/json`, http: FAST_RETRIES, historyTtlMs: 60_000, now: () => now });
    const day = (date: string) => cached.searchAnalytics('', { propertyId: SITE, startDate: date, endDate: date, startRow: 0, rowLimit: 100 });
    const statsCalls = () => server.requests.filter((r) => r.path.endsWith('Stats')).length;
    expect((await day('2024-11-02')).rows).toHaveLength(3);
    expect((await day('2024-10-26')).rows).toEqual([expect.objectContaining({ query: 'example shoes', clicks: 10 })]);
    expect((await day('2024-10-27')).rows).toEqual([]);
    expect(statsCalls()).toBe(2);
    now = 61_001;
    await day('2024-11-02');
    expect(statsCalls()).toBe(4);
    // A failed fetch is not kept: the next request asks Bing again.
    now = 200_000;
    server.failNext(1, { status: 503, body: {} });
    const failing = new BingWebmaster({ apiKey: server.bingApiKey, baseUrl: `${server.url}/webmaster/api.svc/json`, http: { ...FAST_RETRIES, maxAttempts: 1 }, now: () => now });
    await expect(failing.searchAnalytics('', { propertyId: SITE, startDate: '2024-11-02', endDate: '2024-11-02', startRow: 0, rowLimit: 100 })).rejects.toThrow();
    await expect(failing.searchAnalytics('', { propertyId: SITE, startDate: '2024-11-02', endDate: '2024-11-02', startRow: 0, rowLimit: 100 })).resolves.toMatchObject({ rows: [{}, {}, {}] });
  });

  it('says throttling with the typed quota error after trying again', async () => {
    server.failNext(5, { status: 400, body: { ErrorCode: 4, Message: 'ERROR!!! ThrottleUser' } });
    await expect(bing.listProperties('')).rejects.toBeInstanceOf(SearchQuotaError);
    expect(server.requests).toHaveLength(FAST_RETRIES.maxAttempts);
  });

  it('gets through once the throttling passes', async () => {
    server.failNext(1, { status: 400, body: { ErrorCode: 5, Message: 'ERROR!!! ThrottleHost' } });
    await expect(bing.listProperties('')).resolves.toMatchObject({ properties: [{ id: SITE }] });
  });

  it('names the setting when Bing rejects the API key, without repeating the key', async () => {
    const wrong = new BingWebmaster({ apiKey: 'wrong-key-999', baseUrl: `${server.url}/webmaster/api.svc/json`, http: FAST_RETRIES });
    await expect(wrong.listProperties('')).rejects.toThrow('Bing Webmaster Tools rejected the API key. Check BING_WEBMASTER_API_KEY.');
  });
});
