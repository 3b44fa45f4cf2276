import { KeywordsEverywhereProvider } from '../keywords-everywhere.provider';
import { startVendorServer, type VendorServer } from '../../serp/__tests__/vendor-server';
import { researchError } from './vendor-error';

const API_KEY = 'ke-secret-key-123';

const keywordData = {
  data: [
    {
      vol: 7480,
      cpc: { currency: '$', value: '1.18' },
      keyword: 'seo tools',
      competition: 0.43,
      trend: [
        { month: 'December', year: 2025, value: 8100 },
        { month: 'November', year: 2025, value: 7000 },
        ...['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'].map((month, i) => ({
          month,
          year: 2024,
          value: 6000 + i,
        })),
      ],
    },
    { vol: null, cpc: { currency: '$', value: '' }, keyword: 'rare phrase', competition: 0, trend: [] },
  ],
  credits: 87711,
  time: 0.01,
};

describe('KeywordsEverywhereProvider', () => {
  let server: VendorServer;
  let provider: KeywordsEverywhereProvider;

  beforeAll(async () => {
    server = await startVendorServer();
    provider = new KeywordsEverywhereProvider({ apiKey: API_KEY, baseUrl: server.url, timeoutMs: 5_000 });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
  });

  it('POSTs get_keyword_data as a form with kw[] and a bearer key, and reads volume, CPC, competition and the last 12 months, oldest first', async () => {
    server.reply({ json: keywordData });
    const stats = await provider.keywordStats({ keywords: ['seo tools', 'rare phrase'], country: 'gb' });

    const [request] = server.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/get_keyword_data' });
    expect(request.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
    const form = new URLSearchParams(request.body);
    expect(form.getAll('kw[]')).toEqual(['seo tools', 'rare phrase']);
    expect(Object.fromEntries([...form].filter(([name]) => name !== 'kw[]'))).toEqual({ country: 'gb', currency: 'usd', dataSource: 'gkp' });

    expect(stats[0]).toMatchObject({ keyword: 'seo tools', volume: 7480, cpc: 1.18, competition: 0.43 });
    expect(stats[0].trend).toHaveLength(12);
    expect(stats[0].trend[0]).toEqual({ year: 2024, month: 3, volume: 6002 });
    expect(stats[0].trend[11]).toEqual({ year: 2025, month: 12, volume: 8100 });
    expect(stats[1]).toEqual({ keyword: 'rare phrase', volume: 0, cpc: 0, competition: 0, trend: [] });
  });

  it('sends no country for a global question and batches 100 keywords per call', async () => {
    server.reply({ json: { data: [], credits: 1 } });
    const keywords = Array.from({ length: 150 }, (_, i) => `kw ${i}`);
    await provider.keywordStats({ keywords, country: '' });
    expect(server.requests).toHaveLength(2);
    expect(new URLSearchParams(server.requests[0].body).getAll('kw[]')).toHaveLength(100);
    expect(new URLSearchParams(server.requests[1].body).getAll('kw[]')).toHaveLength(50);
    expect(new URLSearchParams(server.requests[0].body).has('country')).toBe(false);
  });

  it('reads related and PASF keywords, which the vendor sends as bare strings', async () => {
    server.reply({ json: { data: ['seo tools free', 'best seo tools'], credits_consumed: 4, time_taken: 0.1 } });
    const related = await provider.relatedKeywords({ keyword: 'seo tools', num: 2, country: 'us' });
    expect(related).toEqual([
      { keyword: 'seo tools free', volume: 0, cpc: 0, competition: 0, trend: [] },
      { keyword: 'best seo tools', volume: 0, cpc: 0, competition: 0, trend: [] },
    ]);
    expect(server.requests[0].path).toBe('/v1/get_related_keywords');
    expect(Object.fromEntries(new URLSearchParams(server.requests[0].body))).toEqual({ keyword: 'seo tools', num: '2' });

    await provider.pasfKeywords({ keyword: 'seo tools', num: 5, country: 'us' });
    expect(server.requests[1].path).toBe('/v1/get_pasf_keywords');
  });

  it('maps domain and URL keywords, traffic metrics and all four backlink endpoints', async () => {
    server.reply({ json: { data: [{ keyword: 'example', estimated_monthly_traffic: 1200, serp_position: 12 }], credits_consumed: 2, time_taken: 0.19 } });
    expect(await provider.domainKeywords({ domain: 'example.com', country: 'us', num: 5 })).toEqual([
      { keyword: 'example', volume: 0, cpc: 0, competition: 0, trend: [], estimatedMonthlyTraffic: 1200, serpPosition: 12 },
    ]);
    expect(server.requests.at(-1)).toMatchObject({ path: '/v1/get_domain_keywords' });
    expect(Object.fromEntries(new URLSearchParams(server.requests.at(-1)?.body))).toEqual({ domain: 'example.com', country: 'us', num: '5' });
    await provider.urlKeywords({ url: 'https://example.com/a', country: '', num: 10 });
    expect(Object.fromEntries(new URLSearchParams(server.requests.at(-1)?.body))).toEqual({ url: 'https://example.com/a', num: '10' });

    server.reply({ json: { data: [{ domain: 'example.com', estimated_monthly_traffic: 3100, total_ranking_keywords: 437 }], credits_consumed: 4 } });
    expect(await provider.domainTraffic({ targets: ['example.com', 'example.org'], country: 'us' })).toEqual([
      { target: 'example.com', estimatedMonthlyTraffic: 3100, totalRankingKeywords: 437 },
    ]);
    expect(new URLSearchParams(server.requests.at(-1)?.body).getAll('domains[]')).toEqual(['example.com', 'example.org']);

    server.reply({ json: { data: [{ url: 'https://example.com/', estimated_monthly_traffic: 27, total_ranking_keywords: 1 }] } });
    expect(await provider.urlTraffic({ targets: ['https://example.com/'], country: 'us' })).toEqual([{ target: 'https://example.com/', estimatedMonthlyTraffic: 27, totalRankingKeywords: 1 }]);
    expect(new URLSearchParams(server.requests.at(-1)?.body).getAll('urls[]')).toEqual(['https://example.com/']);

    const link = { anchor_text: 'link', domain_source: 'reddit.com', domain_target: 'example.com', url_source: 'https://www.reddit.com/wiki/markdown', url_target: 'https://example.com' };
    server.reply({ json: { data: [link], credits_consumed: 5, time_taken: 0.68 } });
    const cases = [
      [{ scope: 'page', unique: false }, '/v1/get_page_backlinks', 'page'],
      [{ scope: 'page', unique: true }, '/v1/get_unique_page_backlinks', 'page'],
      [{ scope: 'domain', unique: false }, '/v1/get_domain_backlinks', 'domain'],
      [{ scope: 'domain', unique: true }, '/v1/get_unique_domain_backlinks', 'domain'],
    ] as const;
    for (const [query, path, field] of cases) {
      const links = await provider.backlinks({ ...query, target: 'example.com', num: 5 });
      expect(links).toEqual([{ anchorText: 'link', domainSource: 'reddit.com', domainTarget: 'example.com', urlSource: 'https://www.reddit.com/wiki/markdown', urlTarget: 'https://example.com' }]);
      expect(server.requests.at(-1)?.path).toBe(path);
      expect(Object.fromEntries(new URLSearchParams(server.requests.at(-1)?.body))).toEqual({ [field]: 'example.com', num: '5' });
    }
  });

  it.each([
    [{ status: 401, json: { message: '401 Missing Or Invalid API Key' } }, 'auth', false, 'Keywords Everywhere rejected the API key. Check KEYWORDS_EVERYWHERE_API_KEY.'],
    [
      { status: 402, json: { message: '402 Insufficient Credits', description: 'You do not have sufficient credits to complete this request.' } },
      'credits',
      false,
      'Keywords Everywhere has no credits left on this account. Top up the Keywords Everywhere account or switch SEO_DATA_PROVIDER.',
    ],
    [{ status: 429, json: { message: 'Too Many Requests' }, headers: { 'Retry-After': '30' } }, 'rate_limited', true, 'Keywords Everywhere is limiting how fast we can search. Please try again in 30 seconds.'],
    [{ status: 503, text: '<html>down</html>' }, 'unavailable', true, 'Keywords Everywhere is unavailable right now (HTTP 503). Please try again later.'],
    [{ status: 200, text: '{"data": [' }, 'bad_response', false, 'Keywords Everywhere sent a response we could not read.'],
    [{ status: 200, json: { data: [{ vol: 1 }] } }, 'bad_response', false, 'Keywords Everywhere sent a response we could not read.'],
    [{ status: 400, json: { message: `Invalid country for key ${API_KEY}` } }, 'bad_response', false, 'Keywords Everywhere could not answer: Invalid country for key [redacted] (HTTP 400)'],
  ] as const)('maps %j to a %s error (retryable: %s)', async (reply, kind, retryable, message) => {
    server.reply(reply);
    const error = await researchError(provider.keywordStats({ keywords: ['seo tools'], country: 'us' }));
    expect(error).toMatchObject({ kind, retryable, message });
    expect(error.message).not.toContain(API_KEY);
  });

  it('keeps the Retry-After delay on a rate-limit error', async () => {
    server.reply({ status: 429, json: { message: 'Too Many Requests' }, headers: { 'Retry-After': '12' } });
    expect(await researchError(provider.relatedKeywords({ keyword: 'x', num: 1, country: 'us' }))).toMatchObject({ retryAfterMs: 12_000 });
  });

  it('gives up on a server that never answers after the configured timeout', async () => {
    server.reply('hang');
    const impatient = new KeywordsEverywhereProvider({ apiKey: API_KEY, baseUrl: server.url, timeoutMs: 200 });
    const error = await researchError(impatient.domainTraffic({ targets: ['example.com'], country: 'us' }));
    expect(error).toMatchObject({ kind: 'timeout', retryable: true, message: 'Keywords Everywhere did not answer within 0.2 seconds. Please try again later.' });
  });
});
