import { serpError, startVendorServer, type VendorServer } from '../../../seo/serp/__tests__/vendor-server';
import type { AiAnswerQuery } from '../ai-answer-engine';
import { SerpApiAiEngine } from '../serpapi.engine';

const API_KEY = 'serpapi-secret-key-4242';
const query = (surface: AiAnswerQuery['surface']): AiAnswerQuery => ({ prompt: 'best seo tools', surface, country: 'us', language: 'en', seed: 'run-1:1' });

/** SerpApi's AI Overview block (and AI Mode page): text blocks citing references by index. */
const OVERVIEW = {
  text_blocks: [
    { type: 'paragraph', snippet: 'The most recommended SEO tools are Semrush and Ahrefs.', reference_indexes: [0, 1] },
    { type: 'heading', snippet: 'For beginners' },
    { type: 'list', list: [{ title: 'Moz Pro', snippet: 'easy to learn.', reference_indexes: [2] }, { snippet: 'Google Search Console is free.' }] },
  ],
  references: [
    { title: 'Semrush SEO toolkit', link: 'https://www.semrush.com/features/', snippet: '…', source: 'Semrush', index: 0 },
    { title: 'Best SEO tools', link: 'https://ahrefs.com/blog/best-seo-tools/', snippet: '…', source: 'Ahrefs', index: 1 },
    { title: 'Moz Pro', link: 'https://moz.com/products/pro', snippet: '…', source: 'Moz', index: 2 },
  ],
};

const TEXT = [
  'The most recommended SEO tools are Semrush and Ahrefs.',
  'For beginners',
  '- Moz Pro: easy to learn.',
  '- Google Search Console is free.',
].join('\n');

const CITATIONS = [
  { url: 'https://www.semrush.com/features/', title: 'Semrush SEO toolkit', domain: 'semrush.com' },
  { url: 'https://ahrefs.com/blog/best-seo-tools/', title: 'Best SEO tools', domain: 'ahrefs.com' },
  { url: 'https://moz.com/products/pro', title: 'Moz Pro', domain: 'moz.com' },
];

const searchPage = (extra: Record<string, unknown>) => ({ search_metadata: { id: '6745', status: 'Success' }, search_parameters: { engine: 'google', q: 'best seo tools' }, organic_results: [{ position: 1, title: 'Moz', link: 'https://moz.com/' }], ...extra });

describe('SerpApiAiEngine', () => {
  let server: VendorServer;
  let engine: SerpApiAiEngine;

  beforeAll(async () => {
    server = await startVendorServer();
    engine = new SerpApiAiEngine({ apiKey: API_KEY, baseUrl: server.url, timeoutMs: 5_000, maxAttempts: 3, retryBaseMs: 1 });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
  });

  it('reads the AI Overview a Google search shows, with one request', async () => {
    server.reply({ json: searchPage({ ai_overview: OVERVIEW }) });
    const answer = await engine.answer(query('google-ai-overview'));
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]).toMatchObject({ method: 'GET', path: '/search.json' });
    expect(Object.fromEntries(server.requests[0].query)).toEqual({ engine: 'google', q: 'best seo tools', hl: 'en', gl: 'us', api_key: API_KEY });
    expect(answer).toEqual({ source: 'LIVE', provider: 'serpapi', observedVia: 'serp', model: null, present: true, text: TEXT, citations: CITATIONS, searchQueries: [], costUsd: null });
  });

  it('fetches an overview Google loads later with the Google AI Overview engine and its page_token', async () => {
    server.reply((request) =>
      request.query.get('engine') === 'google'
        ? { json: searchPage({ ai_overview: { page_token: 'KIVu-token-123', serpapi_link: 'https://serpapi.com/search.json?engine=google_ai_overview&page_token=KIVu-token-123' } }) }
        : { json: { search_metadata: { status: 'Success' }, search_parameters: { engine: 'google_ai_overview' }, ai_overview: OVERVIEW } },
    );
    const answer = await engine.answer(query('google-ai-overview'));
    expect(server.requests.map((request) => Object.fromEntries(request.query))).toEqual([
      { engine: 'google', q: 'best seo tools', hl: 'en', gl: 'us', api_key: API_KEY },
      { engine: 'google_ai_overview', page_token: 'KIVu-token-123', api_key: API_KEY },
    ]);
    expect(answer).toMatchObject({ present: true, text: TEXT, citations: CITATIONS });
  });

  it('calls beforeVendorCall before each request is sent, the follow-up and tries again included, and sends nothing once it refuses', async () => {
    let searches = 0;
    server.reply((request) => {
      if (request.query.get('engine') === 'google') return ++searches === 1 ? { status: 503, json: { error: 'busy' } } : { json: searchPage({ ai_overview: { page_token: 't' } }) };
      return { json: { ai_overview: OVERVIEW } };
    });
    const recorded: number[] = [];
    await engine.answer({ ...query('google-ai-overview'), beforeVendorCall: async () => void recorded.push(server.requests.length) });
    expect(recorded).toEqual([0, 1, 2]);
    expect(server.requests).toHaveLength(3);

    server.requests.length = 0;
    const refusal = engine.answer({ ...query('google-ai-mode'), beforeVendorCall: () => Promise.reject(new Error('the run is out of calls')) });
    await expect(refusal).rejects.toThrow('the run is out of calls');
    expect(server.requests).toHaveLength(0);
  });

  it('answers present: false for a page without an AI Overview, and when Google returned nothing', async () => {
    server.reply({ json: searchPage({}) });
    await expect(engine.answer(query('google-ai-overview'))).resolves.toMatchObject({ present: false, text: '', citations: [] });
    server.reply({ json: { search_metadata: { status: 'Success' }, error: "Google hasn't returned any results for this query." } });
    await expect(engine.answer(query('google-ai-overview'))).resolves.toMatchObject({ present: false });
  });

  it('rejects an overview whose follow-up brings none: not checked', async () => {
    server.reply((request) =>
      request.query.get('engine') === 'google' ? { json: searchPage({ ai_overview: { page_token: 'expired' } }) } : { json: { error: "Google hasn't returned any results for this query." } },
    );
    expect((await serpError(engine.answer(query('google-ai-overview')))).message).toBe('SerpApi could not answer the prompt: the AI Overview on the page could not be loaded');
  });

  it('asks Google AI Mode with engine=google_ai_mode and reads its text blocks and references', async () => {
    server.reply({ json: { search_metadata: { status: 'Success' }, search_parameters: { engine: 'google_ai_mode' }, ...OVERVIEW } });
    const answer = await engine.answer(query('google-ai-mode'));
    expect(Object.fromEntries(server.requests[0].query)).toEqual({ engine: 'google_ai_mode', q: 'best seo tools', hl: 'en', gl: 'us', api_key: API_KEY });
    expect(answer).toMatchObject({ observedVia: 'serp', present: true, text: TEXT, citations: CITATIONS });
  });

  it.each([
    ['a rejected key', { status: 401, json: { error: 'Invalid API key.' } }, 'auth', 1],
    ['an exhausted plan', { status: 429, json: { error: 'Your account has run out of searches.' } }, 'credits', 1],
    ['a 503, tried 3 times', { status: 503, json: { error: 'Something went wrong.' } }, 'unavailable', 3],
    ['a body that is not JSON', { text: 'not json' }, 'bad_response', 1],
  ] as const)('rejects %s', async (_label, reply, kind, requests) => {
    server.reply(reply);
    const error = await serpError(engine.answer(query('google-ai-mode')));
    expect(error.kind).toBe(kind);
    expect(error.message).not.toContain(API_KEY);
    expect(server.requests).toHaveLength(requests);
  });

  it('tries an hourly rate limit again', async () => {
    let calls = 0;
    server.reply(() => (++calls === 1 ? { status: 429, json: { error: 'The number of requests sent using this API key exceeds the hourly throughput limit.' } } : { json: searchPage({ ai_overview: OVERVIEW }) }));
    await expect(engine.answer(query('google-ai-overview'))).resolves.toMatchObject({ present: true });
    expect(server.requests).toHaveLength(2);
  });
});
