import { SerperProvider } from '../serper.provider';
import { fixture, serpError, serpQuery, startVendorServer, VendorServer } from './vendor-server';

const API_KEY = 'serper-key-123456';

describe('SerperProvider', () => {
  let server: VendorServer;
  let provider: SerperProvider;

  beforeAll(async () => {
    server = await startVendorServer();
    // Generous for ordinary answers on a busy machine; the hanging-server test uses its own short one.
    provider = new SerperProvider({ apiKey: API_KEY, baseUrl: server.url, timeoutMs: 5_000 });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
    server.reply({ json: fixture('serper-search.json') });
  });

  it('reads the result types and the page’s features with the site that holds each', async () => {
    const page = await provider.search(serpQuery({ depth: 10, page: 1 }));
    expect(page.results.slice(0, 3).map((r) => r.type)).toEqual(['rich_snippet', 'sitelinks', 'organic']);
    expect(page.features).toEqual([
      { type: 'featured_snippet', domain: 'semrush.com' },
      { type: 'people_also_ask', domain: 'example.org', questions: ['What is the best SEO tool?'] },
      { type: 'local_pack', domain: 'seo-agency.example' },
      { type: 'video', domain: 'youtube.com' },
      { type: 'top_stories', domain: 'searchengineland.com' },
    ]);
  });

  it('POSTs /search with the key header and the documented body fields', async () => {
    await provider.search(serpQuery({ keyword: 'seo tools', depth: 20, page: 3, language: 'de', country: 'de', location: 'Berlin, Berlin, Germany', dateRange: 'w' }));
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/search');
    expect(request.headers['x-api-key']).toBe(API_KEY);
    expect(request.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request.body)).toEqual({ q: 'seo tools', num: 20, page: 3, hl: 'de', gl: 'de', location: 'Berlin, Berlin, Germany', tbs: 'qdr:w' });
  });

  it('leaves out gl, location and tbs when the query has none', async () => {
    await provider.search(serpQuery({ country: '', location: null, dateRange: null }));
    expect(JSON.parse(server.requests[0].body)).toEqual({ q: 'seo tools', num: 10, page: 1, hl: 'en' });
  });

  it('normalises organic results: sorted, domain without www., subdomains kept, cut to depth', async () => {
    const page = await provider.search(serpQuery({ depth: 10, page: 1 }));
    expect(page.source).toBe('LIVE');
    expect(page.provider).toBe('serper');
    expect(page.results).toHaveLength(10);
    expect(page.results.map((r) => r.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(page.results.slice(0, 3)).toEqual([
      { position: 1, type: 'rich_snippet', title: 'SEO tools: the complete list', url: 'https://blog.hubspot.com/marketing/seo-tools', domain: 'blog.hubspot.com', snippet: 'A list of free and paid SEO tools.', date: 'Mar 3, 2025' },
      { position: 2, type: 'sitelinks', title: 'The 10 Best SEO Tools - Moz', url: 'https://WWW.Moz.com/blog/best-seo-tools', domain: 'moz.com', snippet: 'Our pick of the best SEO tools for every budget.', date: null },
      { position: 3, type: 'organic', title: 'Search engine optimization - Wikipedia', url: 'https://en.wikipedia.org/wiki/Search_engine_optimization', domain: 'en.wikipedia.org', snippet: 'Search engine optimization (SEO) is the process of improving...', date: null },
    ]);
  });

  it('makes page-relative positions absolute on later pages', async () => {
    const page = await provider.search(serpQuery({ depth: 10, page: 2 }));
    expect(page.results.map((r) => r.position)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(page.results[0].domain).toBe('blog.hubspot.com');
  });

  it('returns an empty page when Serper has no organic results', async () => {
    server.reply({ json: { searchParameters: { q: 'zzzz' }, credits: 1 } });
    await expect(provider.search(serpQuery())).resolves.toEqual({ source: 'LIVE', provider: 'serper', results: [], features: [] });
  });

  it.each([
    [{ status: 403, json: { message: 'Unauthorized.', statusCode: 403 } }, 'auth', false, 'Serper rejected the API key. Check SERPER_API_KEY.'],
    [{ status: 401, json: { message: 'Unauthorized.', statusCode: 401 } }, 'auth', false, 'Serper rejected the API key. Check SERPER_API_KEY.'],
    [{ status: 400, json: { message: 'Not enough credits', statusCode: 400 } }, 'credits', false, /Serper has no search credits left/],
    [{ status: 402, json: { message: 'Payment required', statusCode: 402 } }, 'credits', false, /Serper has no search credits left/],
    [{ status: 429, json: { message: 'Too many requests', statusCode: 429 } }, 'rate_limited', true, /Serper is limiting/],
    [{ status: 500, text: '<html>oops</html>' }, 'unavailable', true, 'Serper is unavailable right now (HTTP 500). Please try again later.'],
    [{ status: 200, text: '{"organic": [' }, 'bad_response', false, 'Serper sent a response we could not read.'],
    [{ status: 200, json: { unexpected: true } }, 'bad_response', false, 'Serper sent a response we could not read.'],
    [{ status: 400, json: { message: 'Query not allowed', statusCode: 400 } }, 'bad_response', false, 'Serper could not run the search: Query not allowed (HTTP 400)'],
  ] as const)('maps %j to a %s error (retryable: %s)', async (reply, kind, retryable, message) => {
    server.reply(reply);
    const error = await serpError(provider.search(serpQuery()));
    expect(error).toMatchObject({ kind, retryable });
    expect(error.message).toMatch(message);
    expect(error.message).not.toContain(API_KEY);
  });

  it('gives up on a server that never answers after the configured timeout', async () => {
    server.reply('hang');
    const impatient = new SerperProvider({ apiKey: API_KEY, baseUrl: server.url, timeoutMs: 200 });
    const started = Date.now();
    const error = await serpError(impatient.search(serpQuery()));
    expect(error).toMatchObject({ kind: 'timeout', retryable: true, message: 'Serper did not answer within 0.2 seconds. Please try again later.' });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('reports an unreachable server as unavailable, with the system’s code', async () => {
    const closed = await startVendorServer();
    await closed.close();
    const error = await serpError(new SerperProvider({ apiKey: API_KEY, baseUrl: closed.url }).search(serpQuery()));
    expect(error).toMatchObject({ kind: 'unavailable', retryable: true });
    expect(error.message).toBe('Could not reach Serper (ECONNREFUSED). Please try again later.');
  });

  it('rethrows the caller’s abort as is, without a vendor error', async () => {
    server.reply('hang');
    const controller = new AbortController();
    const search = provider.search(serpQuery(), controller.signal);
    setTimeout(() => controller.abort(new Error('run cancelled')), 20);
    await expect(search).rejects.toThrow('run cancelled');
  });

  it('refuses an invalid query before calling the vendor', async () => {
    await expect(provider.search(serpQuery({ depth: 30 }))).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
    await expect(provider.search(serpQuery({ keyword: '  ' }))).rejects.toMatchObject({ code: 'BAD_USER_INPUT', message: 'Please enter a search query' });
    await expect(provider.search(serpQuery({ page: 201 }))).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(server.requests).toHaveLength(0);
  });
});
