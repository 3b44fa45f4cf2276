import { serpError, startVendorServer, type VendorServer } from '../../../seo/serp/__tests__/vendor-server';
import type { AiAnswerQuery } from '../ai-answer-engine';
import { DataForSeoLlmAiEngine } from '../dataforseo-llm.engine';
import { DataForSeoSerpAiEngine } from '../dataforseo-serp.engine';

const LOGIN = 'dfs-login@example.com';
const PASSWORD = 'dfs-password-31337';
const BASIC = `Basic ${Buffer.from(`${LOGIN}:${PASSWORD}`).toString('base64')}`;
const MODELS = { chatgpt: 'gpt-4.1-mini', claude: 'claude-sonnet-4-5', gemini: 'gemini-2.5-flash', perplexity: 'sonar' };

const query = (surface: AiAnswerQuery['surface'], prompt = 'best seo tools'): AiAnswerQuery => ({ prompt, surface, country: 'gb', language: 'en', seed: 'run-1:1' });

/** DataForSEO's v3 envelope around one live task, as its documentation shows it. */
function envelope(result: unknown[] | null, cost = 0.002, taskStatus = { code: 20000, message: 'Ok.' }) {
  return {
    version: '0.1.20250101',
    status_code: 20000,
    status_message: 'Ok.',
    time: '2.1 sec.',
    cost,
    tasks_count: 1,
    tasks_error: taskStatus.code === 20000 ? 0 : 1,
    tasks: [{ id: '11281500-1535-0216-0000-1f5c3e1d4e4a', status_code: taskStatus.code, status_message: taskStatus.message, time: '2.0 sec.', cost, result_count: result?.length ?? 0, path: [], data: {}, result }],
  };
}

/** A Google page (organic advanced, or AI Mode) whose items hold the given entries. */
const page = (items: unknown[]) => ({ keyword: 'best seo tools', type: 'organic', se_domain: 'google.co.uk', location_code: 2826, language_code: 'en', check_url: 'https://www.google.co.uk/search?q=best+seo+tools', datetime: '2026-11-29 10:00:00 +00:00', item_types: items.map((item) => (item as { type: string }).type), items_count: items.length, items });

const AI_OVERVIEW_ITEM = {
  type: 'ai_overview',
  rank_group: 1,
  rank_absolute: 1,
  asynchronous_ai_overview: true,
  markdown: 'The most recommended SEO tools are **Ahrefs**, **Semrush** and **Moz Pro**.',
  items: [
    {
      type: 'ai_overview_element',
      title: 'Popular choices',
      text: 'Ahrefs, Semrush and Moz Pro.',
      references: [
        { type: 'ai_overview_reference', source: 'Moz', domain: 'moz.com', url: 'https://moz.com/learn/seo/tools', title: 'SEO tools - Moz', text: 'Moz Pro…' },
        { type: 'ai_overview_reference', source: 'Ahrefs', domain: 'ahrefs.com', url: 'https://ahrefs.com/blog/seo-tools/', title: 'The best SEO tools', text: '…' },
      ],
    },
  ],
  references: [
    { type: 'ai_overview_reference', source: 'Semrush', domain: 'www.semrush.com', url: 'https://www.semrush.com/kb/seo-tools', title: 'Semrush SEO toolkit', text: '…' },
    { type: 'ai_overview_reference', source: 'Moz', domain: 'moz.com', url: 'https://moz.com/learn/seo/tools', title: 'SEO tools - Moz', text: 'Moz Pro…' },
  ],
};

const ORGANIC_ITEM = { type: 'organic', rank_group: 1, rank_absolute: 2, domain: 'moz.com', url: 'https://moz.com/', title: 'Moz', description: 'SEO software' };

const LLM_RESULT = {
  model_name: 'gpt-4.1-mini-2025-04-14',
  input_tokens: 12,
  output_tokens: 320,
  web_search: true,
  money_spent: 0.0011,
  datetime: '2026-11-29 10:00:00 +00:00',
  items: [
    {
      type: 'message',
      sections: [
        {
          type: 'text',
          text: 'Popular picks are Ahrefs and Semrush.',
          annotations: [
            { title: 'Best SEO tools 2026', url: 'https://www.ahrefs.com/blog/best-seo-tools/' },
            { title: 'Semrush', url: 'https://semrush.com/' },
          ],
        },
        { type: 'text', text: 'Moz Pro suits beginners.', annotations: [{ title: 'Best SEO tools 2026', url: 'https://www.ahrefs.com/blog/best-seo-tools/' }] },
      ],
    },
  ],
  fan_out_queries: ['best seo tools 2026', 'seo tools comparison'],
};

describe('DataForSEO AI answer engines', () => {
  let server: VendorServer;
  let serp: DataForSeoSerpAiEngine;
  let models: DataForSeoLlmAiEngine;
  const options = () => ({ login: LOGIN, password: PASSWORD, baseUrl: `${server.url}/`, timeoutMs: 5_000, maxAttempts: 3, retryBaseMs: 1 });

  beforeAll(async () => {
    server = await startVendorServer();
    serp = new DataForSeoSerpAiEngine(options());
    models = new DataForSeoLlmAiEngine({ ...options(), models: MODELS, chatgptVia: 'api' });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
  });

  describe('google-ai-overview', () => {
    it('asks Live Google Organic with Basic auth and load_async_ai_overview, and reads the overview, its references and the cost', async () => {
      server.reply({ json: envelope([page([ORGANIC_ITEM, AI_OVERVIEW_ITEM])], 0.004) });
      const answer = await serp.answer(query('google-ai-overview'));

      const [request] = server.requests;
      expect(request).toMatchObject({ method: 'POST', path: '/v3/serp/google/organic/live/advanced' });
      expect(request.headers.authorization).toBe(BASIC);
      expect(JSON.parse(request.body)).toEqual([{ keyword: 'best seo tools', language_code: 'en', location_name: 'United Kingdom', device: 'desktop', depth: 10, load_async_ai_overview: true }]);
      expect(answer).toEqual({
        source: 'LIVE',
        provider: 'dataforseo',
        observedVia: 'serp',
        model: null,
        present: true,
        text: 'The most recommended SEO tools are **Ahrefs**, **Semrush** and **Moz Pro**.',
        citations: [
          { url: 'https://www.semrush.com/kb/seo-tools', title: 'Semrush SEO toolkit', domain: 'semrush.com' },
          { url: 'https://moz.com/learn/seo/tools', title: 'SEO tools - Moz', domain: 'moz.com' },
          { url: 'https://ahrefs.com/blog/seo-tools/', title: 'The best SEO tools', domain: 'ahrefs.com' },
        ],
        searchQueries: [],
        costUsd: 0.004,
      });
    });

    it('answers present: false for a page without an AI Overview, and for a keyword with no results', async () => {
      server.reply({ json: envelope([page([ORGANIC_ITEM])]) });
      await expect(serp.answer(query('google-ai-overview'))).resolves.toMatchObject({ present: false, text: '', citations: [], costUsd: 0.002 });
      server.reply({ json: envelope(null, 0.002, { code: 40102, message: 'No Search Results.' }) });
      await expect(serp.answer(query('google-ai-overview'))).resolves.toMatchObject({ present: false, text: '' });
    });

    it('reads an overview without its own markdown from its elements', async () => {
      server.reply({ json: envelope([page([{ ...AI_OVERVIEW_ITEM, markdown: null }])]) });
      await expect(serp.answer(query('google-ai-overview'))).resolves.toMatchObject({ present: true, text: 'Popular choices\nAhrefs, Semrush and Moz Pro.' });
    });

    it('rejects an overview the page shows but could not load: not checked, rather than "mentions no one"', async () => {
      server.reply({ json: envelope([page([{ type: 'ai_overview', asynchronous_ai_overview: true, markdown: null, items: [], references: null }])]) });
      expect((await serpError(serp.answer(query('google-ai-overview')))).message).toBe('DataForSEO could not answer the prompt: the AI Overview on the page could not be loaded');
    });
  });

  it('asks Google AI Mode at POST /v3/serp/google/ai_mode/live/advanced and reads its ai_overview item', async () => {
    server.reply({ json: envelope([{ ...page([AI_OVERVIEW_ITEM]), type: 'ai_mode' }], 0.004) });
    const answer = await serp.answer(query('google-ai-mode'));
    expect(server.requests[0].path).toBe('/v3/serp/google/ai_mode/live/advanced');
    expect(JSON.parse(server.requests[0].body)).toEqual([{ keyword: 'best seo tools', language_code: 'en', location_name: 'United Kingdom', device: 'desktop' }]);
    expect(answer).toMatchObject({ observedVia: 'serp', present: true, costUsd: 0.004 });
    expect(answer.citations.map((citation) => citation.domain)).toEqual(['semrush.com', 'moz.com', 'ahrefs.com']);
  });

  describe('LLM Responses', () => {
    it.each([
      ['chatgpt', 'chat_gpt', 'gpt-4.1-mini', { web_search: true }],
      ['claude', 'claude', 'claude-sonnet-4-5', { web_search: true }],
      ['gemini', 'gemini', 'gemini-2.5-flash', { web_search: true }],
      ['perplexity', 'perplexity', 'sonar', {}],
    ] as const)('asks %s at /v3/ai_optimization/%s/llm_responses/live with its model, web search and the country', async (surface, platform, model, search) => {
      server.reply({ json: envelope([LLM_RESULT], 0.0031) });
      await models.answer(query(surface));
      expect(server.requests[0]).toMatchObject({ method: 'POST', path: `/v3/ai_optimization/${platform}/llm_responses/live` });
      expect(server.requests[0].headers.authorization).toBe(BASIC);
      expect(JSON.parse(server.requests[0].body)).toEqual([{ user_prompt: 'best seo tools', model_name: model, web_search_country_iso_code: 'GB', ...search }]);
    });

    it('reads the message sections as the text, their annotations as citations, the fan-out queries, the model and the cost', async () => {
      server.reply({ json: envelope([LLM_RESULT], 0.0031) });
      await expect(models.answer(query('chatgpt'))).resolves.toEqual({
        source: 'LIVE',
        provider: 'dataforseo',
        observedVia: 'api',
        model: 'gpt-4.1-mini-2025-04-14',
        present: true,
        text: 'Popular picks are Ahrefs and Semrush.\n\nMoz Pro suits beginners.',
        citations: [
          { url: 'https://www.ahrefs.com/blog/best-seo-tools/', title: 'Best SEO tools 2026', domain: 'ahrefs.com' },
          { url: 'https://semrush.com/', title: 'Semrush', domain: 'semrush.com' },
        ],
        searchQueries: ['best seo tools 2026', 'seo tools comparison'],
        costUsd: 0.0031,
      });
    });

    it('rejects a result without an answer', async () => {
      server.reply({ json: envelope([{ ...LLM_RESULT, items: [{ type: 'reasoning', sections: [{ type: 'summary_text', text: 'thinking' }] }] }]) });
      expect((await serpError(models.answer(query('claude')))).kind).toBe('bad_response');
    });
  });

  it('reads the ChatGPT app through the LLM Scraper, observed via the app', async () => {
    const app = new DataForSeoLlmAiEngine({ ...options(), models: MODELS, chatgptVia: 'app' });
    server.reply({
      json: envelope([
        {
          keyword: 'best seo tools',
          location_code: 2826,
          language_code: 'en',
          model: 'gpt-5',
          check_url: 'https://chatgpt.com/?q=best+seo+tools',
          datetime: '2026-11-29 10:00:00 +00:00',
          markdown: '## Best SEO tools\n\n1. **Semrush**\n2. **Ahrefs**',
          search_results: [{ type: 'chat_gpt_search_result', url: 'https://www.g2.com/categories/seo', domain: 'www.g2.com', title: 'Best SEO software', description: '…' }],
          sources: [
            { type: 'chat_gpt_source', title: 'Semrush', snippet: '…', domain: 'www.semrush.com', url: 'https://www.semrush.com/' },
            { type: 'chat_gpt_source', title: 'Ahrefs', snippet: '…', domain: 'ahrefs.com', url: 'https://ahrefs.com/' },
          ],
          fan_out_queries: ['best seo tools'],
          brand_entities: [],
          item_types: ['chat_gpt_text'],
          items_count: 1,
          items: [{ type: 'chat_gpt_text', markdown: '…' }],
        },
      ], 0.005),
    });
    const answer = await app.answer(query('chatgpt'));
    expect(server.requests[0].path).toBe('/v3/ai_optimization/chat_gpt/llm_scraper/live/advanced');
    expect(JSON.parse(server.requests[0].body)).toEqual([{ keyword: 'best seo tools', location_name: 'United Kingdom', language_code: 'en' }]);
    expect(answer).toEqual({
      source: 'LIVE',
      provider: 'dataforseo',
      observedVia: 'app',
      model: 'gpt-5',
      present: true,
      text: '## Best SEO tools\n\n1. **Semrush**\n2. **Ahrefs**',
      citations: [
        { url: 'https://www.semrush.com/', title: 'Semrush', domain: 'semrush.com' },
        { url: 'https://ahrefs.com/', title: 'Ahrefs', domain: 'ahrefs.com' },
      ],
      searchQueries: ['best seo tools'],
      costUsd: 0.005,
    });
  });

  describe('failures: rejected, never a made-up answer', () => {
    it('tries a 429 again and answers once the vendor does, calling beforeVendorCall before each try', async () => {
      let calls = 0;
      server.reply(() => (++calls === 1 ? { status: 429, json: { status_code: 40202, status_message: 'Rate limit per minute exceeded.' } } : { json: envelope([LLM_RESULT]) }));
      const recorded: number[] = [];
      await expect(models.answer({ ...query('gemini'), beforeVendorCall: async () => void recorded.push(server.requests.length) })).resolves.toMatchObject({ present: true });
      expect(server.requests).toHaveLength(2);
      expect(recorded).toEqual([0, 1]);
    });

    it('gives up on a 5xx after its tries, as unavailable', async () => {
      server.reply({ status: 500, json: { status_code: 50000, status_message: 'Internal Error.' } });
      const error = await serpError(models.answer(query('chatgpt')));
      expect(error).toMatchObject({ kind: 'unavailable', retryable: true });
      expect(server.requests).toHaveLength(3);
    });

    it.each([
      ['a 401', { status: 401, json: { status_code: 40100, status_message: 'You are not authorized to access this resource.' } }, 'auth', 'DataForSEO rejected the login and password. Check DATAFORSEO_LOGIN and DATAFORSEO_PASSWORD.'],
      ['an exhausted balance (40200)', { json: { ...envelope(null), status_code: 40200, status_message: 'Payment Required.' } }, 'credits', 'DataForSEO has no credits left on this account. Top up the DataForSEO account or switch AI answers provider.'],
      ['a task error (40501)', { json: envelope(null, 0, { code: 40501, message: 'Invalid Field: model_name.' }) }, 'bad_response', 'DataForSEO could not answer the prompt: Invalid Field: model_name. (40501)'],
      ['a body that is not JSON', { text: '<html>Bad gateway</html>' }, 'bad_response', 'DataForSEO sent a response we could not read.'],
    ] as const)('rejects %s once, without trying again', async (_label, reply, kind, message) => {
      server.reply(reply);
      const error = await serpError(models.answer(query('claude')));
      expect({ kind: error.kind, message: error.message }).toEqual({ kind, message });
      expect(server.requests).toHaveLength(1);
      expect(error.message).not.toContain(PASSWORD);
    });

    it('times out a vendor that does not answer', async () => {
      const impatient = new DataForSeoSerpAiEngine({ ...options(), timeoutMs: 150, maxAttempts: 2 });
      server.reply('hang');
      const error = await serpError(impatient.answer(query('google-ai-mode')));
      expect(error).toMatchObject({ kind: 'timeout', message: 'DataForSEO did not answer within 0.2 seconds. Please try again later.' });
      expect(server.requests).toHaveLength(2);
    });

    it('stops waiting to try again when the caller aborts, with the caller’s reason', async () => {
      const patient = new DataForSeoLlmAiEngine({ ...options(), retryBaseMs: 30_000, models: MODELS, chatgptVia: 'api' });
      server.reply({ status: 503, json: { status_code: 50000, status_message: 'Internal Error.' } });
      const controller = new AbortController();
      const answer = patient.answer(query('chatgpt'), controller.signal);
      while (server.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
      controller.abort(new Error('run cancelled'));
      await expect(answer).rejects.toThrow('run cancelled');
      expect(server.requests).toHaveLength(1);
    });

    it('stops at once when the caller aborts', async () => {
      server.reply('hang');
      const controller = new AbortController();
      const answer = models.answer(query('chatgpt'), controller.signal);
      controller.abort(new Error('run cancelled'));
      await expect(answer).rejects.toThrow('run cancelled');
    });
  });
});
