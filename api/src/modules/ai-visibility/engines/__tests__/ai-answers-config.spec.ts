import { ConfigError, loadConfig } from '../../../../config';
import { startVendorServer } from '../../../seo/serp/__tests__/vendor-server';
import { AI_SURFACES, createAiAnswerEngines, type AiSurface } from '..';

const DATAFORSEO = { DATAFORSEO_LOGIN: 'login', DATAFORSEO_PASSWORD: 'password' };
const DIRECT_KEYS = { SERPAPI_API_KEY: 'serpapi-key', OPENAI_API_KEY: 'openai-key', ANTHROPIC_API_KEY: 'anthropic-key', GEMINI_API_KEY: 'gemini-key', PERPLEXITY_API_KEY: 'pplx-key' };

const providersOf = (env: NodeJS.ProcessEnv) => {
  const engines = createAiAnswerEngines(loadConfig(env).aiAnswers);
  return Object.fromEntries(AI_SURFACES.map((surface) => [surface, `${engines(surface).provider}:${engines(surface).source}`]));
};
const every = (value: string) => Object.fromEntries(AI_SURFACES.map((surface) => [surface, value]));

const configError = (env: NodeJS.ProcessEnv): string => {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
};

describe('which engine asks each AI surface', () => {
  it('asks every surface through the sandbox when no vendor is configured, even with the writer’s keys set', () => {
    expect(providersOf({})).toEqual(every('sandbox:SANDBOX'));
    expect(providersOf({ OPENAI_API_KEY: 'writer-key', ANTHROPIC_API_KEY: 'writer-key' })).toEqual(every('sandbox:SANDBOX'));
  });

  it('asks every surface through DataForSEO when its login is set, and each surface’s own vendor with AI_ANSWERS_PROVIDER=direct', () => {
    expect(providersOf(DATAFORSEO)).toEqual(every('dataforseo:LIVE'));
    expect(providersOf({ AI_ANSWERS_PROVIDER: 'Direct', ...DIRECT_KEYS })).toEqual({
      'google-ai-overview': 'serpapi:LIVE',
      'google-ai-mode': 'serpapi:LIVE',
      chatgpt: 'openai:LIVE',
      perplexity: 'perplexity:LIVE',
      gemini: 'gemini:LIVE',
      claude: 'anthropic:LIVE',
    });
    expect(providersOf({ AI_ANSWERS_PROVIDER: 'sandbox', ...DATAFORSEO })).toEqual(every('sandbox:SANDBOX'));
  });

  it('lets one surface be asked another way, the sandbox included when set so', () => {
    expect(providersOf({ ...DATAFORSEO, SERPAPI_API_KEY: 'k', AI_ANSWERS_GOOGLE_AI_OVERVIEW: 'serpapi', AI_ANSWERS_CLAUDE: 'sandbox' })).toMatchObject({
      'google-ai-overview': 'serpapi:LIVE',
      'google-ai-mode': 'dataforseo:LIVE',
      claude: 'sandbox:SANDBOX',
    });
  });

  it.each([
    [{ AI_ANSWERS_PROVIDER: 'direct', OPENAI_API_KEY: 'k' }, 'AI_ANSWERS_PROVIDER=direct asks google-ai-overview through serpapi, which needs SERPAPI_API_KEY (or set AI_ANSWERS_GOOGLE_AI_OVERVIEW=sandbox)'],
    [{ AI_ANSWERS_PROVIDER: 'dataforseo' }, 'AI_ANSWERS_PROVIDER=dataforseo asks chatgpt through dataforseo, which needs DATAFORSEO_LOGIN and DATAFORSEO_PASSWORD (or set AI_ANSWERS_CHATGPT=sandbox)'],
    [{ ...DATAFORSEO, AI_ANSWERS_CLAUDE: 'openai', OPENAI_API_KEY: 'k' }, 'AI_ANSWERS_CLAUDE=openai cannot ask claude; openai asks chatgpt'],
    [{ ...DATAFORSEO, AI_ANSWERS_GEMINI: 'bard' }, 'AI_ANSWERS_GEMINI: must be one of dataforseo, dataforseo-app, serpapi, openai, anthropic, gemini, perplexity, sandbox'],
    [{ AI_ANSWERS_PROVIDER: 'everything' }, 'AI_ANSWERS_PROVIDER must be one of dataforseo, direct, sandbox'],
  ])('refuses to start with %j', (env, message) => {
    expect(configError(env)).toContain(message);
  });

  it('reads models, base URLs, the time limit and tries, with the vendors’ defaults', () => {
    const config = loadConfig({ AI_ANSWERS_PROVIDER: 'direct', ...DIRECT_KEYS, AI_ANSWERS_CLAUDE_MODEL: 'claude-opus-4-1', AI_ANSWERS_OPENAI_BASE_URL: 'http://127.0.0.1:9/v1', AI_ANSWERS_TIMEOUT_MS: '5000', AI_ANSWERS_MAX_ATTEMPTS: '2' }).aiAnswers;
    expect(config.models).toEqual({ chatgpt: 'gpt-4.1-mini', claude: 'claude-opus-4-1', gemini: 'gemini-2.5-flash', perplexity: 'perplexity/sonar' });
    expect(config.http).toEqual({ timeoutMs: 5000, maxAttempts: 2, retryBaseMs: 1000 });
    expect(config.openai).toEqual({ apiKey: 'openai-key', baseUrl: 'http://127.0.0.1:9/v1' });
    expect(loadConfig(DATAFORSEO).aiAnswers.models.perplexity).toBe('sonar');
  });

  it('reads the ChatGPT app through DataForSEO’s LLM Scraper with AI_ANSWERS_CHATGPT=dataforseo-app', async () => {
    const server = await startVendorServer();
    try {
      server.reply({ json: { status_code: 20000, status_message: 'Ok.', cost: 0.004, tasks: [{ status_code: 20000, status_message: 'Ok.', cost: 0.004, result: [{ model: 'gpt-5', markdown: 'Semrush.', sources: [] }] }] } });
      const engines = createAiAnswerEngines(loadConfig({ ...DATAFORSEO, AI_ANSWERS_CHATGPT: 'dataforseo-app', AI_ANSWERS_DATAFORSEO_BASE_URL: server.url }).aiAnswers);
      const answer = await engines('chatgpt').answer({ prompt: 'best seo tools', surface: 'chatgpt', country: 'us', language: 'en', seed: 's' });
      expect(answer).toMatchObject({ provider: 'dataforseo', observedVia: 'app', text: 'Semrush.' });
      expect(server.requests[0].path).toBe('/v3/ai_optimization/chat_gpt/llm_scraper/live/advanced');
    } finally {
      await server.close();
    }
  });

  it('keeps the sandbox’s settings, and a configuration with only them asks the sandbox', () => {
    const config = loadConfig({ SANDBOX_AI_FAILURE_RATE: '0.25', SANDBOX_AI_LATENCY_MS: '10' }).aiAnswers;
    expect(config.sandbox).toEqual({ failureRate: 0.25, latencyMs: 10 });
    const engines = createAiAnswerEngines({ sandbox: config.sandbox });
    for (const surface of AI_SURFACES as readonly AiSurface[]) expect(engines(surface).provider).toBe('sandbox');
  });
});
