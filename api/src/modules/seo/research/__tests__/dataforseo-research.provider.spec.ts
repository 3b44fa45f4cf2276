import { DataForSeoResearchProvider } from '../dataforseo-research.provider';
import { startVendorServer, type VendorServer } from '../../serp/__tests__/vendor-server';
import { researchError } from './vendor-error';

const LOGIN = 'team@rankcraft.test';
const PASSWORD = 'dfs-password-42';

/** DataForSEO's v3 envelope around one task. */
function envelope(result: unknown[] | null, task: { status_code?: number; status_message?: string } = {}) {
  return {
    version: '0.1.20250520',
    status_code: 20000,
    status_message: 'Ok.',
    time: '0.2 sec.',
    cost: 0.01,
    tasks_count: 1,
    tasks_error: 0,
    tasks: [{ id: '11221500-0000', status_code: task.status_code ?? 20000, status_message: task.status_message ?? 'Ok.', time: '0.1 sec.', cost: 0.01, result_count: result?.length ?? 0, result }],
  };
}

const keywordInfo = (volume: number) => ({
  se_type: 'google',
  last_updated_time: '2025-11-01 10:00:00 +00:00',
  competition: 0.37,
  competition_level: 'MEDIUM',
  cpc: 2.75,
  search_volume: volume,
  monthly_searches: [
    { year: 2025, month: 10, search_volume: volume },
    { year: 2025, month: 9, search_volume: volume - 10 },
  ],
});

describe('DataForSeoResearchProvider', () => {
  let server: VendorServer;
  let provider: DataForSeoResearchProvider;

  beforeAll(async () => {
    server = await startVendorServer();
    provider = new DataForSeoResearchProvider({ login: LOGIN, password: PASSWORD, baseUrl: server.url, timeoutMs: 5_000 });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
  });

  it('reads keyword stats from Google Ads search volume, with a 0..1 competition and the monthly trend', async () => {
    server.reply({
      json: envelope([
        {
          keyword: 'seo tools',
          location_code: 2826,
          language_code: 'en',
          search_partners: false,
          competition: 'HIGH',
          competition_index: 84,
          search_volume: 9900,
          low_top_of_page_bid: 1.2,
          high_top_of_page_bid: 6.1,
          cpc: 4.22,
          monthly_searches: [
            { year: 2025, month: 10, search_volume: 9900 },
            { year: 2025, month: 9, search_volume: 8100 },
          ],
        },
      ]),
    });
    const stats = await provider.keywordStats({ keywords: ['seo tools'], country: 'gb' });
    const [request] = server.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v3/keywords_data/google_ads/search_volume/live' });
    expect(request.headers.authorization).toBe(`Basic ${Buffer.from(`${LOGIN}:${PASSWORD}`).toString('base64')}`);
    expect(JSON.parse(request.body)).toEqual([{ keywords: ['seo tools'], language_code: 'en', location_name: 'United Kingdom' }]);
    expect(stats).toEqual([
      {
        keyword: 'seo tools',
        volume: 9900,
        cpc: 4.22,
        competition: 0.84,
        trend: [
          { year: 2025, month: 9, volume: 8100 },
          { year: 2025, month: 10, volume: 9900 },
        ],
      },
    ]);
  });

  it('asks Google Ads for a global volume without a location', async () => {
    server.reply({ json: envelope([]) });
    await provider.keywordStats({ keywords: ['seo tools'], country: '' });
    expect(JSON.parse(server.requests[0].body)).toEqual([{ keywords: ['seo tools'], language_code: 'en' }]);
  });

  it('reads Labs related keywords and keyword ideas (its answer to "people also search for")', async () => {
    server.reply({ json: envelope([{ seed_keyword: 'seo tools', total_count: 1, items_count: 1, items: [{ se_type: 'google', keyword_data: { keyword: 'free seo tools', keyword_info: keywordInfo(500) }, depth: 1 }] }]) });
    const related = await provider.relatedKeywords({ keyword: 'seo tools', num: 20, country: 'us' });
    expect(server.requests[0].path).toBe('/v3/dataforseo_labs/google/related_keywords/live');
    expect(JSON.parse(server.requests[0].body)).toEqual([{ keyword: 'seo tools', location_name: 'United States', language_code: 'en', depth: 2, limit: 20 }]);
    expect(related[0]).toMatchObject({ keyword: 'free seo tools', volume: 500, cpc: 2.75, competition: 0.37 });

    server.reply({ json: envelope([{ total_count: 1, items: [{ se_type: 'google', keyword: 'seo checker', keyword_info: keywordInfo(300) }] }]) });
    const ideas = await provider.pasfKeywords({ keyword: 'seo tools', num: 5, country: '' });
    expect(server.requests[1].path).toBe('/v3/dataforseo_labs/google/keyword_ideas/live');
    // Labs needs a market: a global question is answered for the US.
    expect(JSON.parse(server.requests[1].body)).toEqual([{ keywords: ['seo tools'], location_name: 'United States', language_code: 'en', limit: 5 }]);
    expect(ideas[0]).toMatchObject({ keyword: 'seo checker', volume: 300 });
  });

  it('reads ranked keywords of a domain or page with position and estimated traffic', async () => {
    server.reply({
      json: envelope([
        {
          target: 'moz.com',
          total_count: 2,
          metrics: { organic: { pos_1: 1, etv: 210 } },
          items: [
            {
              se_type: 'google',
              keyword_data: { keyword: 'moz', keyword_info: keywordInfo(40000) },
              ranked_serp_element: { serp_item: { type: 'organic', rank_group: 1, rank_absolute: 2, etv: 12000.4, url: 'https://moz.com/' } },
            },
          ],
        },
      ]),
    });
    const ranked = await provider.urlKeywords({ url: 'https://moz.com/', country: 'us', num: 10 });
    expect(server.requests[0].path).toBe('/v3/dataforseo_labs/google/ranked_keywords/live');
    expect(JSON.parse(server.requests[0].body)).toEqual([{ target: 'https://moz.com/', location_name: 'United States', language_code: 'en', limit: 10, item_types: ['organic'] }]);
    expect(ranked).toEqual([expect.objectContaining({ keyword: 'moz', volume: 40000, serpPosition: 1, estimatedMonthlyTraffic: 12000 })]);
  });

  it('estimates traffic in bulk, counting ranking keywords in positions 1..30', async () => {
    server.reply({
      json: envelope([
        {
          location_code: 2840,
          items_count: 1,
          items: [{ se_type: 'google', target: 'moz.com', metrics: { organic: { pos_1: 10, pos_2_3: 20, pos_4_10: 30, pos_11_20: 40, pos_21_30: 50, pos_31_40: 999, etv: 51234.7, count: 2000 } } }],
        },
      ]),
    });
    expect(await provider.domainTraffic({ targets: ['moz.com'], country: 'us' })).toEqual([{ target: 'moz.com', estimatedMonthlyTraffic: 51235, totalRankingKeywords: 150 }]);
    expect(server.requests[0].path).toBe('/v3/dataforseo_labs/google/bulk_traffic_estimation/live');
    expect(JSON.parse(server.requests[0].body)).toEqual([{ targets: ['moz.com'], location_name: 'United States', language_code: 'en', item_types: ['organic'] }]);
  });

  it('reads backlinks, one per referring domain when unique', async () => {
    server.reply({
      json: envelope([
        { target: 'moz.com', mode: 'one_per_domain', total_count: 1, items_count: 1, items: [{ type: 'backlink', domain_from: 'reddit.com', url_from: 'https://reddit.com/r/seo', domain_to: 'moz.com', url_to: 'https://moz.com/', anchor: 'Moz' }] },
      ]),
    });
    const links = await provider.backlinks({ target: 'moz.com', scope: 'domain', unique: true, num: 5 });
    expect(server.requests[0].path).toBe('/v3/backlinks/backlinks/live');
    expect(JSON.parse(server.requests[0].body)).toEqual([{ target: 'moz.com', mode: 'one_per_domain', limit: 5, offset: 0 }]);
    expect(links).toEqual([{ anchorText: 'Moz', domainSource: 'reddit.com', domainTarget: 'moz.com', urlSource: 'https://reddit.com/r/seo', urlTarget: 'https://moz.com/' }]);
  });

  it('reads a page’s backlinks with the page’s absolute URL as the target', async () => {
    const page = 'https://moz.com/learn/seo';
    server.reply({
      json: envelope([
        {
          target: page,
          mode: 'as_is',
          total_count: 2,
          items_count: 2,
          items: [
            { type: 'backlink', domain_from: 'reddit.com', url_from: 'https://reddit.com/r/seo/1', domain_to: 'moz.com', url_to: page, anchor: 'learn SEO' },
            { type: 'backlink', domain_from: 'reddit.com', url_from: 'https://reddit.com/r/seo/2', domain_to: 'moz.com', url_to: page, anchor: null },
          ],
        },
      ]),
    });
    const links = await provider.backlinks({ target: page, scope: 'page', unique: false, num: 2 });
    expect(server.requests[0].path).toBe('/v3/backlinks/backlinks/live');
    expect(JSON.parse(server.requests[0].body)).toEqual([{ target: page, mode: 'as_is', limit: 2, offset: 0 }]);
    expect(links).toEqual([
      { anchorText: 'learn SEO', domainSource: 'reddit.com', domainTarget: 'moz.com', urlSource: 'https://reddit.com/r/seo/1', urlTarget: page },
      { anchorText: '', domainSource: 'reddit.com', domainTarget: 'moz.com', urlSource: 'https://reddit.com/r/seo/2', urlTarget: page },
    ]);
  });

  it('treats "no search results" as an empty answer', async () => {
    server.reply({ json: envelope(null, { status_code: 40102, status_message: 'No Search Results.' }) });
    expect(await provider.relatedKeywords({ keyword: 'zzzz', num: 10, country: 'us' })).toEqual([]);
  });

  it.each([
    [{ status: 401, json: { status_code: 40100, status_message: 'You are not authorized to access this resource.' } }, 'auth', false, 'DataForSEO rejected the login and password. Check DATAFORSEO_LOGIN and DATAFORSEO_PASSWORD.'],
    [{ status: 402, json: { status_code: 40200, status_message: 'Payment Required.' } }, 'credits', false, /^DataForSEO has no credits left/],
    [{ status: 200, json: envelope(null, { status_code: 40200, status_message: 'Your balance is depleted.' }) }, 'credits', false, /^DataForSEO has no credits left/],
    [{ status: 429, json: { status_code: 40202, status_message: 'Rate limit.' }, headers: { 'Retry-After': '5' } }, 'rate_limited', true, 'DataForSEO is limiting how fast we can search. Please try again in 5 seconds.'],
    [{ status: 500, text: 'Internal Server Error' }, 'unavailable', true, 'DataForSEO is unavailable right now (HTTP 500). Please try again later.'],
    [{ status: 200, text: 'not json' }, 'bad_response', false, 'DataForSEO sent a response we could not read.'],
    [{ status: 200, json: envelope([{ items: 'nope' }]) }, 'bad_response', false, 'DataForSEO sent a response we could not read.'],
  ] as const)('maps %j to a %s error (retryable: %s)', async (reply, kind, retryable, message) => {
    server.reply(reply);
    const error = await researchError(provider.relatedKeywords({ keyword: 'seo tools', num: 10, country: 'us' }));
    expect(error).toMatchObject({ kind, retryable });
    expect(error.message).toMatch(message);
    expect(error.message).not.toContain(PASSWORD);
  });

  it('gives up on a server that never answers after the configured timeout', async () => {
    server.reply('hang');
    const impatient = new DataForSeoResearchProvider({ login: LOGIN, password: PASSWORD, baseUrl: server.url, timeoutMs: 200 });
    expect(await researchError(impatient.backlinks({ target: 'moz.com', scope: 'domain', unique: false, num: 10 }))).toMatchObject({
      kind: 'timeout',
      message: 'DataForSEO did not answer within 0.2 seconds. Please try again later.',
    });
  });
});
