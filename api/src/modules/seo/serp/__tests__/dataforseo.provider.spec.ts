import { DataForSeoProvider } from '../dataforseo.provider';
import { fixture, serpError, serpQuery, startVendorServer, VendorServer } from './vendor-server';

const LOGIN = 'team@rankcraft.test';
const PASSWORD = 'dfs-password-42';

function envelope(statusCode: number, statusMessage: string, task?: Record<string, unknown>) {
  return {
    version: '0.1.20250520',
    status_code: statusCode,
    status_message: statusMessage,
    time: '0.1 sec.',
    cost: 0,
    tasks_count: task ? 1 : 0,
    tasks_error: task && task.status_code !== 20000 ? 1 : 0,
    tasks: task ? [task] : [],
  };
}

function failedTask(statusCode: number, statusMessage: string) {
  return envelope(20000, 'Ok.', { id: '05241000-0000', status_code: statusCode, status_message: statusMessage, time: '0.1 sec.', cost: 0, result_count: 0, result: null });
}

describe('DataForSeoProvider', () => {
  let server: VendorServer;
  let provider: DataForSeoProvider;

  beforeAll(async () => {
    server = await startVendorServer();
    // Generous for ordinary answers on a busy machine; the hanging-server test uses its own short one.
    provider = new DataForSeoProvider({ login: LOGIN, password: PASSWORD, baseUrl: server.url, timeoutMs: 5_000 });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
    server.reply({ json: fixture('dataforseo-live-advanced.json') });
  });

  it('reads the result types and the page’s feature items with the site that holds each', async () => {
    const page = await provider.search(serpQuery({ depth: 10, page: 1 }));
    expect(page.results.slice(0, 3).map((r) => r.type)).toEqual(['sitelinks', 'rich_snippet', 'organic']);
    expect(page.features).toEqual([
      { type: 'featured_snippet', domain: 'semrush.com' },
      { type: 'people_also_ask', domain: 'ahrefs.com', questions: ['Which SEO tool is best?', 'Are free SEO tools any good?'] },
      { type: 'local_pack', domain: 'seo-agency.example' },
      { type: 'ai_overview', domain: 'moz.com' },
      { type: 'video', domain: 'youtube.com' },
      { type: 'top_stories', domain: 'searchengineland.com' },
    ]);
  });

  it('POSTs one task to the live advanced endpoint with HTTP Basic auth', async () => {
    await provider.search(serpQuery({ keyword: 'seo tools', depth: 10, page: 1, language: 'en', country: 'us', location: 'Austin, Texas, United States', dateRange: 'd' }));
    const [request] = server.requests;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/v3/serp/google/organic/live/advanced');
    expect(request.headers.authorization).toBe(`Basic ${Buffer.from(`${LOGIN}:${PASSWORD}`).toString('base64')}`);
    expect(JSON.parse(request.body)).toEqual([
      { keyword: 'seo tools', language_code: 'en', location_name: 'Austin,Texas,United States', depth: 10, device: 'desktop', search_param: '&tbs=qdr:d' },
    ]);
  });

  it('names the country when there is no location, and asks for enough depth to cover later pages', async () => {
    await provider.search(serpQuery({ country: 'gb', location: null, depth: 50, page: 3 }));
    expect(JSON.parse(server.requests[0].body)).toEqual([{ keyword: 'seo tools', language_code: 'en', location_name: 'United Kingdom', depth: 150, device: 'desktop' }]);
  });

  it('falls back to United States when the query has neither location nor country, and caps depth at 700', async () => {
    await provider.search(serpQuery({ country: '', location: null, depth: 100, page: 8 }));
    expect(JSON.parse(server.requests[0].body)).toEqual([{ keyword: 'seo tools', language_code: 'en', location_name: 'United States', depth: 700, device: 'desktop' }]);
  });

  it('keeps organic items only, ranked by organic position, cut to the page', async () => {
    const page = await provider.search(serpQuery({ depth: 10, page: 1 }));
    expect(page).toMatchObject({ source: 'LIVE', provider: 'dataforseo' });
    expect(page.results).toHaveLength(10);
    expect(page.results.map((r) => r.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(page.results[0]).toEqual({
      position: 1,
      type: 'sitelinks',
      title: 'SEO tools: the complete list',
      url: 'https://blog.hubspot.com/marketing/seo-tools',
      domain: 'blog.hubspot.com',
      snippet: 'A list of free and paid SEO tools.',
      date: '2025-03-03 00:00:00 +00:00',
    });
    expect(page.results[1]).toMatchObject({ position: 2, domain: 'moz.com' });
    expect(page.results.map((r) => r.url)).not.toContain('https://www.semrush.com/blog/seo-tools/');
  });

  it('returns results 11-20 for page 2 at depth 10', async () => {
    const page = await provider.search(serpQuery({ depth: 10, page: 2 }));
    expect(page.results.map((r) => [r.position, r.domain])).toEqual([
      [11, 'screamingfrog.co.uk'],
      [12, 'pcmag.com'],
    ]);
  });

  it('treats the task status "No Search Results" as an empty page', async () => {
    server.reply({ json: failedTask(40102, 'No Search Results.') });
    await expect(provider.search(serpQuery())).resolves.toEqual({ source: 'LIVE', provider: 'dataforseo', results: [], features: [] });
  });

  it.each([
    [{ status: 401, json: envelope(40100, 'You are not authorized to access this resource.') }, 'auth', false, 'DataForSEO rejected the login and password. Check DATAFORSEO_LOGIN and DATAFORSEO_PASSWORD.'],
    [{ status: 200, json: envelope(40100, 'You are not authorized to access this resource.') }, 'auth', false, /rejected the login and password/],
    [{ status: 402, json: envelope(40200, 'Payment Required.') }, 'credits', false, /DataForSEO has no search credits left/],
    [{ status: 200, json: envelope(40210, 'Your balance is depleted. Please top up your account.') }, 'credits', false, /no search credits/],
    [{ status: 200, json: failedTask(40203, 'The cost limit has been exceeded.') }, 'credits', false, /no search credits/],
    [{ status: 200, json: envelope(40202, 'Rate-limit is exceeded. Please contact our support team.') }, 'rate_limited', true, /DataForSEO is limiting/],
    [{ status: 200, json: failedTask(40101, 'Internal SE Server Error.') }, 'unavailable', true, 'DataForSEO is unavailable right now (Internal SE Server Error. (40101)). Please try again later.'],
    [{ status: 500, json: envelope(50000, 'Internal Server Error.') }, 'unavailable', true, /HTTP 500/],
    [{ status: 200, json: failedTask(40501, 'Invalid Field: location_name.') }, 'bad_response', false, 'DataForSEO could not run the search: Invalid Field: location_name. (40501)'],
    [{ status: 200, text: '{"status_code": 200' }, 'bad_response', false, 'DataForSEO sent a response we could not read.'],
    [{ status: 200, json: envelope(20000, 'Ok.') }, 'bad_response', false, 'DataForSEO sent a response we could not read.'],
  ] as const)('maps %j to a %s error (retryable: %s)', async (reply, kind, retryable, message) => {
    server.reply(reply);
    const error = await serpError(provider.search(serpQuery()));
    expect(error).toMatchObject({ kind, retryable });
    expect(error.message).toMatch(message);
    expect(error.message).not.toContain(PASSWORD);
  });

  it('times out on a server that never answers', async () => {
    server.reply('hang');
    const impatient = new DataForSeoProvider({ login: LOGIN, password: PASSWORD, baseUrl: server.url, timeoutMs: 200 });
    const error = await serpError(impatient.search(serpQuery()));
    expect(error).toMatchObject({ kind: 'timeout', retryable: true, message: 'DataForSEO did not answer within 0.2 seconds. Please try again later.' });
  });
});
