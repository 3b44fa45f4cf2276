import { SerpApiProvider } from '../serpapi.provider';
import { fixture, serpError, serpQuery, startVendorServer, VendorServer } from './vendor-server';

const API_KEY = 'serpapi-secret-key-98765';

describe('SerpApiProvider', () => {
  let server: VendorServer;
  let provider: SerpApiProvider;

  beforeAll(async () => {
    server = await startVendorServer();
    // Generous for ordinary answers on a busy machine; the hanging-server test uses its own short one.
    provider = new SerpApiProvider({ apiKey: API_KEY, baseUrl: `${server.url}/`, timeoutMs: 5_000 });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
    server.reply({ json: fixture('serpapi-search.json') });
  });

  it('reads the result types and the page’s features with the site that holds each', async () => {
    const page = await provider.search(serpQuery({ depth: 10, page: 2 }));
    expect(page.results.map((r) => r.type)).toEqual(['rich_snippet', 'sitelinks', 'organic']);
    expect(page.features).toEqual([
      { type: 'featured_snippet', domain: 'semrush.com' },
      { type: 'people_also_ask', domain: 'ahrefs.com', questions: ['Which SEO tool is best?', 'Are free SEO tools any good?'] },
      { type: 'local_pack', domain: 'seo-agency.example' },
      { type: 'ai_overview', domain: 'moz.com' },
      { type: 'video', domain: 'youtube.com' },
      { type: 'shopping', domain: 'shop.example' },
    ]);
  });

  it('GETs /search.json with engine=google, the key, num, start offset, gl, hl, location and tbs', async () => {
    await provider.search(serpQuery({ keyword: 'seo tools', depth: 10, page: 2, language: 'en', country: 'us', location: 'Austin, Texas, United States', dateRange: 'm' }));
    const [request] = server.requests;
    expect(request.method).toBe('GET');
    expect(request.path).toBe('/search.json');
    expect(Object.fromEntries(request.query)).toEqual({
      engine: 'google',
      q: 'seo tools',
      api_key: API_KEY,
      num: '10',
      start: '10',
      hl: 'en',
      gl: 'us',
      location: 'Austin, Texas, United States',
      tbs: 'qdr:m',
    });
  });

  it('asks for start=0 on page 1 and leaves out gl, location and tbs when the query has none', async () => {
    await provider.search(serpQuery({ depth: 100, page: 1, country: '', location: null, dateRange: null }));
    expect(Object.fromEntries(server.requests[0].query)).toEqual({ engine: 'google', q: 'seo tools', api_key: API_KEY, num: '100', start: '0', hl: 'en' });
  });

  it('keeps SerpApi’s absolute positions on later pages and sorts them', async () => {
    const page = await provider.search(serpQuery({ depth: 10, page: 2 }));
    expect(page).toMatchObject({ source: 'LIVE', provider: 'serpapi' });
    expect(page.results).toEqual([
      { position: 11, type: 'rich_snippet', title: 'Moz Pro', url: 'https://moz.com/products/pro', domain: 'moz.com', snippet: 'All-in-one SEO toolset.', date: null },
      { position: 12, type: 'sitelinks', title: 'SEO Tools reviewed', url: 'https://www.pcmag.com/picks/the-best-seo-tools', domain: 'pcmag.com', snippet: 'We test and review SEO tools.', date: 'Jan 8, 2025' },
      { position: 13, type: 'organic', title: 'SEO tools at Shopify', url: 'https://apps.shopify.com/categories/seo', domain: 'apps.shopify.com', snippet: 'SEO apps for your store.', date: null },
    ]);
  });

  it('treats "Google hasn’t returned any results" as an empty page, not a failure', async () => {
    server.reply({ json: { search_metadata: { status: 'Success' }, error: "Google hasn't returned any results for this query." } });
    await expect(provider.search(serpQuery())).resolves.toEqual({ source: 'LIVE', provider: 'serpapi', results: [], features: [] });
  });

  it.each([
    [{ status: 401, json: { error: 'Invalid API key. Your API key should be here: https://serpapi.com/manage-api-key' } }, 'auth', false, 'SerpApi rejected the API key. Check SERPAPI_API_KEY.'],
    [{ status: 403, json: { error: 'The account associated with this API key has been deleted.' } }, 'auth', false, 'SerpApi rejected the API key. Check SERPAPI_API_KEY.'],
    [{ status: 429, json: { error: 'Your account has run out of searches.' } }, 'credits', false, /SerpApi has no search credits left/],
    [{ status: 429, json: { error: 'Your searches for the month have run out. You can upgrade your plan at https://serpapi.com/pricing' } }, 'credits', false, /no search credits/],
    [{ status: 429, json: { error: 'The number of requests sent using this API key exceeds the hourly throughput limit.' } }, 'rate_limited', true, /SerpApi is limiting/],
    [{ status: 503, json: { error: 'Something went wrong.' } }, 'unavailable', true, 'SerpApi is unavailable right now (HTTP 503). Please try again later.'],
    [{ status: 200, text: 'not json at all' }, 'bad_response', false, 'SerpApi sent a response we could not read.'],
    [{ status: 200, json: { organic_results: 'nope' } }, 'bad_response', false, 'SerpApi sent a response we could not read.'],
    [{ status: 400, json: { error: 'Unsupported `xx` location - location parameter.' } }, 'bad_response', false, 'SerpApi could not run the search: Unsupported `xx` location - location parameter. (HTTP 400)'],
  ] as const)('maps %j to a %s error (retryable: %s)', async (reply, kind, retryable, message) => {
    server.reply(reply);
    const error = await serpError(provider.search(serpQuery()));
    expect(error).toMatchObject({ kind, retryable });
    expect(error.message).toMatch(message);
  });

  it('never repeats the API key, even when the vendor echoes it', async () => {
    server.reply({ status: 400, json: { error: `Bad request for api_key=${API_KEY}` } });
    const error = await serpError(provider.search(serpQuery()));
    expect(error.message).toBe('SerpApi could not run the search: Bad request for api_key=[redacted] (HTTP 400)');
  });

  it('times out on a server that never answers', async () => {
    server.reply('hang');
    const impatient = new SerpApiProvider({ apiKey: API_KEY, baseUrl: `${server.url}/`, timeoutMs: 200 });
    const error = await serpError(impatient.search(serpQuery()));
    expect(error).toMatchObject({ kind: 'timeout', retryable: true, message: 'SerpApi did not answer within 0.2 seconds. Please try again later.' });
  });
});
