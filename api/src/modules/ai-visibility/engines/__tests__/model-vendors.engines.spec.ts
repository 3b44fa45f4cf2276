import { serpError, startVendorServer, type Reply, type VendorServer } from '../../../seo/serp/__tests__/vendor-server';
import type { AiAnswerEngine, AiAnswerQuery } from '../ai-answer-engine';
import { AnthropicAnswerEngine } from '../anthropic.engine';
import { GeminiAnswerEngine } from '../gemini.engine';
import { OpenAiAnswerEngine, type ModelVendorOptions } from '../openai.engine';
import { PerplexityAnswerEngine } from '../perplexity.engine';

const KEY = 'sk-secret-key-0000-1111';
const query = (surface: AiAnswerQuery['surface']): AiAnswerQuery => ({ prompt: 'best seo tools', surface, country: 'de', language: 'de', seed: 'run-1:1' });

/** An OpenAI Responses API answer: a web search call, then the message with url_citation annotations. */
const OPENAI_RESPONSE = {
  id: 'resp_123',
  object: 'response',
  status: 'completed',
  model: 'gpt-4.1-mini-2025-04-14',
  output: [
    { type: 'web_search_call', id: 'ws_1', status: 'completed', action: { type: 'search', query: 'beste seo tools 2026' } },
    {
      type: 'message',
      id: 'msg_1',
      role: 'assistant',
      status: 'completed',
      content: [
        {
          type: 'output_text',
          text: 'Sistrix and Semrush are the usual picks.',
          annotations: [
            { type: 'url_citation', start_index: 0, end_index: 7, url: 'https://www.sistrix.de/?utm_source=openai', title: 'SISTRIX' },
            { type: 'url_citation', start_index: 12, end_index: 19, url: 'https://www.semrush.com/?utm_source=openai', title: 'Semrush' },
            { type: 'url_citation', start_index: 20, end_index: 27, url: 'https://www.sistrix.de/?utm_source=openai', title: 'SISTRIX' },
          ],
        },
      ],
    },
  ],
  usage: { input_tokens: 300, output_tokens: 120, total_tokens: 420 },
};

/** An Anthropic Messages answer with the web search tool: the search, its results, then text blocks with citations. */
const ANTHROPIC_RESPONSE = {
  id: 'msg_01',
  type: 'message',
  role: 'assistant',
  model: 'claude-sonnet-4-5-20250929',
  stop_reason: 'end_turn',
  content: [
    { type: 'text', text: 'Let me search.' },
    { type: 'server_tool_use', id: 'srvtoolu_1', name: 'web_search', input: { query: 'beste seo tools' } },
    {
      type: 'web_search_tool_result',
      tool_use_id: 'srvtoolu_1',
      content: [
        { type: 'web_search_result', url: 'https://www.sistrix.de/', title: 'SISTRIX', encrypted_content: 'x', page_age: null },
        { type: 'web_search_result', url: 'https://ryte.com/', title: 'Ryte', encrypted_content: 'y', page_age: null },
      ],
    },
    { type: 'text', text: ' Sistrix is the favourite in Germany.', citations: [{ type: 'web_search_result_location', url: 'https://www.sistrix.de/', title: 'SISTRIX', encrypted_index: 'e1', cited_text: 'Sistrix…' }] },
  ],
  usage: { input_tokens: 2000, output_tokens: 80, server_tool_use: { web_search_requests: 1 } },
};

/** A Perplexity Agent API answer: search results (the numbered sources), the message, and the cost. */
const PERPLEXITY_RESPONSE = {
  id: 'resp_pplx',
  object: 'response',
  status: 'completed',
  model: 'perplexity/sonar',
  output: [
    {
      type: 'search_results',
      queries: ['beste seo tools', 'seo tools deutschland'],
      results: [
        { id: 1, url: 'https://www.sistrix.de/', title: 'SISTRIX', snippet: '…', date: '2026-10-01', last_updated: '2026-11-01', source: 'web' },
        { id: 2, url: 'https://www.semrush.com/', title: 'Semrush', snippet: '…', date: null, last_updated: null, source: 'web' },
      ],
    },
    { type: 'message', role: 'assistant', content: [{ type: 'output_text', text: 'Sistrix [1] and Semrush [2].', annotations: [] }] },
  ],
  usage: { input_tokens: 10, output_tokens: 50, total_tokens: 60, cost: { input_cost: 0.00001, output_cost: 0.00005, tool_calls_cost: 0.005, total_cost: 0.00506, currency: 'USD' } },
};

/** A Gemini generateContent answer grounded with Google Search: chunk URLs are redirects, their titles the sites. */
const GEMINI_RESPONSE = {
  candidates: [
    {
      content: { role: 'model', parts: [{ text: 'Sistrix and Semrush lead.', thought: false }] },
      finishReason: 'STOP',
      groundingMetadata: {
        webSearchQueries: ['beste seo tools', 'seo tools vergleich'],
        searchEntryPoint: { renderedContent: '<div></div>' },
        groundingChunks: [
          { web: { uri: 'https://vertexaisearch.cloud.google.com/grounding-api-redirect/AAA', title: 'semrush.com' } },
          { web: { uri: 'https://vertexaisearch.cloud.google.com/grounding-api-redirect/BBB', title: 'sistrix.de' } },
          { web: { uri: 'https://vertexaisearch.cloud.google.com/grounding-api-redirect/CCC', title: 'unused.example' } },
        ],
        groundingSupports: [
          { segment: { startIndex: 0, endIndex: 7, text: 'Sistrix' }, groundingChunkIndices: [1] },
          { segment: { startIndex: 12, endIndex: 19, text: 'Semrush' }, groundingChunkIndices: [0, 1] },
        ],
      },
    },
  ],
  usageMetadata: { promptTokenCount: 8, candidatesTokenCount: 20, totalTokenCount: 28 },
  modelVersion: 'gemini-2.5-flash',
};

interface Vendor {
  name: string;
  surface: AiAnswerQuery['surface'];
  make: (options: ModelVendorOptions) => AiAnswerEngine;
  model: string;
  path: string;
  ok: unknown;
  /** The vendor's error envelope for a status. */
  error: (status: number, message: string) => unknown;
}

const openAiError = (status: number, message: string) => ({ error: { message, type: status === 429 ? 'rate_limit_exceeded' : 'invalid_request_error', code: null } });
const VENDORS: Vendor[] = [
  { name: 'OpenAI', surface: 'chatgpt', make: (o) => new OpenAiAnswerEngine(o), model: 'gpt-4.1-mini', path: '/v1/responses', ok: OPENAI_RESPONSE, error: openAiError },
  { name: 'Anthropic', surface: 'claude', make: (o) => new AnthropicAnswerEngine(o), model: 'claude-sonnet-4-5', path: '/v1/messages', ok: ANTHROPIC_RESPONSE, error: (_s, message) => ({ type: 'error', error: { type: 'api_error', message } }) },
  { name: 'Perplexity', surface: 'perplexity', make: (o) => new PerplexityAnswerEngine(o), model: 'perplexity/sonar', path: '/v1/agent', ok: PERPLEXITY_RESPONSE, error: (code, message) => ({ error: { message, type: 'internal_error', code } }) },
  { name: 'Gemini', surface: 'gemini', make: (o) => new GeminiAnswerEngine(o), model: 'gemini-2.5-flash', path: '/v1beta/models/gemini-2.5-flash:generateContent', ok: GEMINI_RESPONSE, error: (code, message) => ({ error: { code, message, status: 'UNAVAILABLE' } }) },
];

describe('the model vendors’ AI answer engines', () => {
  let server: VendorServer;
  const engineOf = (vendor: Vendor, overrides: Partial<ModelVendorOptions> = {}) =>
    vendor.make({ apiKey: KEY, model: vendor.model, baseUrl: vendor.name === 'OpenAI' ? `${server.url}/v1` : server.url, timeoutMs: 5_000, maxAttempts: 3, retryBaseMs: 1, ...overrides });
  const bodyOf = (index = 0) => JSON.parse(server.requests[index].body) as unknown;

  beforeAll(async () => {
    server = await startVendorServer();
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
  });

  it('OpenAI: POSTs the Responses API with the web_search tool located in the country, and reads the url_citation annotations', async () => {
    server.reply({ json: OPENAI_RESPONSE });
    const answer = await engineOf(VENDORS[0]).answer(query('chatgpt'));
    expect(server.requests[0]).toMatchObject({ method: 'POST', path: '/v1/responses' });
    expect(server.requests[0].headers.authorization).toBe(`Bearer ${KEY}`);
    expect(bodyOf()).toEqual({ model: 'gpt-4.1-mini', input: 'best seo tools', tools: [{ type: 'web_search', user_location: { type: 'approximate', country: 'DE' } }] });
    expect(answer).toEqual({
      source: 'LIVE',
      provider: 'openai',
      observedVia: 'api',
      model: 'gpt-4.1-mini-2025-04-14',
      present: true,
      text: 'Sistrix and Semrush are the usual picks.',
      citations: [
        { url: 'https://www.sistrix.de/?utm_source=openai', title: 'SISTRIX', domain: 'sistrix.de' },
        { url: 'https://www.semrush.com/?utm_source=openai', title: 'Semrush', domain: 'semrush.com' },
      ],
      searchQueries: ['beste seo tools 2026'],
      costUsd: null,
    });
  });

  it('OpenAI: an exhausted quota is out of credits, not a rate limit to wait out', async () => {
    server.reply({ status: 429, json: { error: { message: 'You exceeded your current quota, please check your plan and billing details.', type: 'insufficient_quota', code: 'insufficient_quota' } } });
    expect(await serpError(engineOf(VENDORS[0]).answer(query('chatgpt')))).toMatchObject({ kind: 'credits', message: 'OpenAI has no credits left on this account. Top up the OpenAI account or switch AI answers provider.' });
    expect(server.requests).toHaveLength(1);
  });

  it('waits for the vendor’s Retry-After before trying again, and does not wait minutes for one', async () => {
    let calls = 0;
    server.reply((): Reply => (++calls === 1 ? { status: 429, json: openAiError(429, 'Rate limit reached'), headers: { 'retry-after': '1' } } : { json: OPENAI_RESPONSE }));
    const started = Date.now();
    await expect(engineOf(VENDORS[0]).answer(query('chatgpt'))).resolves.toMatchObject({ present: true });
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);

    server.requests.length = 0;
    server.reply({ status: 429, json: openAiError(429, 'Rate limit reached'), headers: { 'retry-after': '120' } });
    expect(await serpError(engineOf(VENDORS[0]).answer(query('chatgpt')))).toMatchObject({ kind: 'rate_limited', retryAfterMs: 120_000 });
    expect(server.requests).toHaveLength(1);
  });

  it('Anthropic: POSTs Messages with x-api-key, the version and web_search_20250305, and reads the cited locations and the searches', async () => {
    server.reply({ json: ANTHROPIC_RESPONSE });
    const answer = await engineOf(VENDORS[1]).answer(query('claude'));
    expect(server.requests[0]).toMatchObject({ method: 'POST', path: '/v1/messages' });
    expect(server.requests[0].headers).toMatchObject({ 'x-api-key': KEY, 'anthropic-version': '2023-06-01' });
    expect(bodyOf()).toEqual({
      model: 'claude-sonnet-4-5',
      max_tokens: 2048,
      messages: [{ role: 'user', content: 'best seo tools' }],
      tools: [{ type: 'web_search_20250305', name: 'web_search', max_uses: 5, user_location: { type: 'approximate', country: 'DE' } }],
    });
    expect(answer).toEqual({
      source: 'LIVE',
      provider: 'anthropic',
      observedVia: 'api',
      model: 'claude-sonnet-4-5-20250929',
      present: true,
      text: 'Let me search. Sistrix is the favourite in Germany.',
      citations: [{ url: 'https://www.sistrix.de/', title: 'SISTRIX', domain: 'sistrix.de' }],
      searchQueries: ['beste seo tools'],
      costUsd: null,
    });
  });

  it('Anthropic: a refusal is rejected, not an answer that mentions no one', async () => {
    server.reply({ json: { ...ANTHROPIC_RESPONSE, stop_reason: 'refusal', content: [] } });
    expect((await serpError(engineOf(VENDORS[1]).answer(query('claude')))).kind).toBe('refused');
  });

  it('Perplexity: POSTs the Agent API with web_search filtered to the country, and reads the search results, queries and cost', async () => {
    server.reply({ json: PERPLEXITY_RESPONSE });
    const answer = await engineOf(VENDORS[2]).answer(query('perplexity'));
    expect(server.requests[0]).toMatchObject({ method: 'POST', path: '/v1/agent' });
    expect(server.requests[0].headers.authorization).toBe(`Bearer ${KEY}`);
    expect(bodyOf()).toEqual({ model: 'perplexity/sonar', input: 'best seo tools', tools: [{ type: 'web_search', filters: { user_location: { country: 'DE' } } }] });
    expect(answer).toEqual({
      source: 'LIVE',
      provider: 'perplexity',
      observedVia: 'api',
      model: 'perplexity/sonar',
      present: true,
      text: 'Sistrix [1] and Semrush [2].',
      citations: [
        { url: 'https://www.sistrix.de/', title: 'SISTRIX', domain: 'sistrix.de' },
        { url: 'https://www.semrush.com/', title: 'Semrush', domain: 'semrush.com' },
      ],
      searchQueries: ['beste seo tools', 'seo tools deutschland'],
      costUsd: 0.00506,
    });
  });

  it('Perplexity: a run that failed comes back as HTTP 200 and is rejected', async () => {
    server.reply({ json: { id: 'resp_x', object: 'response', status: 'failed', output: [], error: { message: 'upstream model error', type: 'internal_error' } } });
    expect((await serpError(engineOf(VENDORS[2]).answer(query('perplexity')))).message).toBe('Perplexity could not answer the prompt: the answer ended failed: upstream model error');
  });

  it('Gemini: POSTs generateContent with x-goog-api-key and google_search, and reads the cited grounding chunks by their sites', async () => {
    server.reply({ json: GEMINI_RESPONSE });
    const answer = await engineOf(VENDORS[3]).answer(query('gemini'));
    expect(server.requests[0]).toMatchObject({ method: 'POST', path: '/v1beta/models/gemini-2.5-flash:generateContent' });
    expect(server.requests[0].headers['x-goog-api-key']).toBe(KEY);
    expect(bodyOf()).toEqual({ contents: [{ role: 'user', parts: [{ text: 'best seo tools' }] }], tools: [{ google_search: {} }] });
    expect(answer).toEqual({
      source: 'LIVE',
      provider: 'gemini',
      observedVia: 'api',
      model: 'gemini-2.5-flash',
      present: true,
      text: 'Sistrix and Semrush lead.',
      citations: [
        { url: 'https://vertexaisearch.cloud.google.com/grounding-api-redirect/BBB', title: 'sistrix.de', domain: 'sistrix.de' },
        { url: 'https://vertexaisearch.cloud.google.com/grounding-api-redirect/AAA', title: 'semrush.com', domain: 'semrush.com' },
      ],
      searchQueries: ['beste seo tools', 'seo tools vergleich'],
      costUsd: null,
    });
  });

  it('Gemini: an answer blocked for safety is rejected', async () => {
    server.reply({ json: { candidates: [{ finishReason: 'SAFETY', content: { parts: [] } }], modelVersion: 'gemini-2.5-flash' } });
    expect((await serpError(engineOf(VENDORS[3]).answer(query('gemini')))).kind).toBe('refused');
  });

  describe.each(VENDORS)('$name failures: rejected, never a made-up answer', (vendor) => {
    const answer = (overrides?: Partial<ModelVendorOptions>) => engineOf(vendor, overrides).answer(query(vendor.surface));

    it('tries a 429 again after its Retry-After, then answers, calling beforeVendorCall before each try', async () => {
      let calls = 0;
      server.reply((): Reply => (++calls === 1 ? { status: 429, json: vendor.error(429, 'Rate limit reached'), headers: { 'retry-after': '0' } } : { json: vendor.ok }));
      const recorded: number[] = [];
      const engine = engineOf(vendor);
      await expect(engine.answer({ ...query(vendor.surface), beforeVendorCall: async () => void recorded.push(server.requests.length) })).resolves.toMatchObject({ present: true });
      expect(server.requests.map((request) => request.path)).toEqual([vendor.path, vendor.path]);
      expect(recorded).toEqual([0, 1]);
    });

    it('rejects a rejected key at once, naming the variable and never the key', async () => {
      server.reply({ status: 401, json: vendor.error(401, `Incorrect API key provided: ${KEY}`) });
      const error = await serpError(answer());
      expect(error).toMatchObject({ kind: 'auth', retryable: false });
      expect(error.message).toMatch(/Check (OPENAI|ANTHROPIC|PERPLEXITY|GEMINI)_API_KEY\.$/);
      expect(server.requests).toHaveLength(1);
    });

    it('rejects a 400 with the vendor’s message, without the key', async () => {
      server.reply({ status: 400, json: vendor.error(400, `model not found (key ${KEY})`) });
      const error = await serpError(answer());
      expect(error.kind).toBe('bad_response');
      expect(error.message).toContain('model not found');
      expect(error.message).not.toContain(KEY);
    });

    it('gives up on a 5xx after 3 tries', async () => {
      server.reply({ status: 503, json: vendor.error(503, 'overloaded') });
      expect((await serpError(answer())).kind).toBe('unavailable');
      expect(server.requests).toHaveLength(3);
    });

    it('rejects malformed JSON', async () => {
      server.reply({ text: '{"output": [' });
      expect((await serpError(answer())).message).toBe(`${vendor.name} sent a response we could not read.`);
    });

    it('times out a vendor that does not answer', async () => {
      server.reply('hang');
      expect((await serpError(answer({ timeoutMs: 100, maxAttempts: 1 }))).kind).toBe('timeout');
    });
  });
});
