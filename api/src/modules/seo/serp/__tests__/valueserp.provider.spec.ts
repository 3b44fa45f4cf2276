import { ValueSerpProvider } from '../valueserp.provider';
import { fixture, serpError, serpQuery, startVendorServer, VendorServer } from './vendor-server';

const API_KEY = 'VS_KEY_ABCDEF';

describe('ValueSerpProvider', () => {
  let server: VendorServer;
  let provider: ValueSerpProvider;

  beforeAll(async () => {
    server = await startVendorServer();
    // Generous for ordinary answers on a busy machine; the hanging-server test uses its own short one.
    provider = new ValueSerpProvider({ apiKey: API_KEY, baseUrl: server.url, timeoutMs: 5_000 });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
    server.reply({ json: fixture('valueserp-search.json') });
  });

  it.each([
    ['h', 'last_hour'],
    ['d', 'last_day'],
    ['w', 'last_week'],
    ['m', 'last_month'],
    ['y', 'last_year'],
  ] as const)('GETs /search with the key, num, page, gl, hl, location and date range %s as time_period=%s', async (dateRange, timePeriod) => {
    await provider.search(serpQuery({ keyword: 'seo tools', depth: 50, page: 2, language: 'en', country: 'gb', location: 'London, England, United Kingdom', dateRange }));
    const [request] = server.requests;
    expect(request.method).toBe('GET');
    expect(request.path).toBe('/search');
    expect(Object.fromEntries(request.query)).toEqual({
      api_key: API_KEY,
      q: 'seo tools',
      num: '50',
      page: '2',
      hl: 'en',
      gl: 'gb',
      location: 'London, England, United Kingdom',
      time_period: timePeriod,
    });
  });

  it('reads the result types and the page’s features with the site that holds each', async () => {
    const page = await provider.search(serpQuery({ depth: 10, page: 1 }));
    expect(page.results.slice(0, 3).map((r) => r.type)).toEqual(['sitelinks', 'organic', 'organic']);
    expect(page.features).toEqual([
      { type: 'featured_snippet', domain: 'semrush.com' },
      { type: 'people_also_ask', domain: 'ahrefs.com', questions: ['Which SEO tool is best?'] },
      { type: 'images', domain: 'images.example' },
      { type: 'top_stories', domain: 'searchengineland.com' },
      { type: 'shopping', domain: 'shop.example' },
    ]);
  });

  it('leaves out gl, location and time_period when the query has none', async () => {
    await provider.search(serpQuery({ country: '', location: null, dateRange: null }));
    expect(Object.fromEntries(server.requests[0].query)).toEqual({ api_key: API_KEY, q: 'seo tools', num: '10', page: '1', hl: 'en' });
  });

  it('normalises organic_results on page 1', async () => {
    const page = await provider.search(serpQuery());
    expect(page).toMatchObject({ source: 'LIVE', provider: 'valueserp' });
    expect(page.results).toEqual([
      { position: 1, type: 'sitelinks', title: 'SEO tools: the complete list', url: 'https://blog.hubspot.com/marketing/seo-tools', domain: 'blog.hubspot.com', snippet: 'A list of free and paid SEO tools.', date: '3 days ago' },
      { position: 2, type: 'organic', title: 'The 10 Best SEO Tools - Moz', url: 'https://www.moz.com/blog/best-seo-tools', domain: 'moz.com', snippet: 'Our pick of the best SEO tools.', date: null },
      { position: 3, type: 'organic', title: 'Ahrefs', url: 'https://ahrefs.com/', domain: 'ahrefs.com', snippet: 'Tools to grow your search traffic.', date: null },
    ]);
  });

  it('shifts page-relative positions on page 3 at depth 20', async () => {
    const page = await provider.search(serpQuery({ depth: 20, page: 3 }));
    expect(page.results.map((r) => [r.position, r.domain])).toEqual([
      [41, 'blog.hubspot.com'],
      [42, 'moz.com'],
      [43, 'ahrefs.com'],
    ]);
  });

  it('returns an empty page when the search succeeded without organic results', async () => {
    server.reply({ json: { request_info: { success: true, credits_remaining: 3 }, search_parameters: { q: 'zzz' } } });
    await expect(provider.search(serpQuery())).resolves.toEqual({ source: 'LIVE', provider: 'valueserp', results: [], features: [] });
  });

  it.each([
    [{ status: 401, json: { request_info: { success: false, message: 'Invalid api_key.' } } }, 'auth', false, 'ValueSERP rejected the API key. Check VALUESERP_API_KEY.'],
    [{ status: 402, json: { request_info: { success: false, message: 'Payment required.' } } }, 'credits', false, /ValueSERP has no search credits left/],
    [{ status: 200, json: { request_info: { success: false, message: 'You have run out of credits. Please upgrade your plan.' } } }, 'credits', false, /no search credits/],
    [{ status: 429, json: { request_info: { success: false, message: 'Too many requests.' } } }, 'rate_limited', true, /ValueSERP is limiting/],
    [{ status: 500, text: 'Internal Server Error' }, 'unavailable', true, 'ValueSERP is unavailable right now (HTTP 500). Please try again later.'],
    [{ status: 200, text: '<!doctype html><p>maintenance</p>' }, 'bad_response', false, 'ValueSERP sent a response we could not read.'],
    [{ status: 200, json: { organic_results: [] } }, 'bad_response', false, 'ValueSERP sent a response we could not read.'],
    [{ status: 200, json: { request_info: { success: false, message: 'Invalid location.' } } }, 'bad_response', false, 'ValueSERP could not run the search: Invalid location.'],
  ] as const)('maps %j to a %s error (retryable: %s)', async (reply, kind, retryable, message) => {
    server.reply(reply);
    const error = await serpError(provider.search(serpQuery()));
    expect(error).toMatchObject({ kind, retryable });
    expect(error.message).toMatch(message);
    expect(error.message).not.toContain(API_KEY);
  });

  it('times out on a server that never answers', async () => {
    server.reply('hang');
    const impatient = new ValueSerpProvider({ apiKey: API_KEY, baseUrl: server.url, timeoutMs: 200 });
    await expect(serpError(impatient.search(serpQuery()))).resolves.toMatchObject({ kind: 'timeout', retryable: true });
  });
});
