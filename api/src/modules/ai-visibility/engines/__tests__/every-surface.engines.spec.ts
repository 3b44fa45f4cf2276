import { startAiVendorServer, type AiVendorServer } from '../../../../../test/support/ai-vendor-server';
import { loadConfig } from '../../../../config';
import { AI_SURFACES, createAiAnswerEngines, type AiAnswerEngines, type AiSurface } from '..';

const KEYS = { DATAFORSEO_LOGIN: 'login', DATAFORSEO_PASSWORD: 'password', SERPAPI_API_KEY: 'k1', OPENAI_API_KEY: 'k2', ANTHROPIC_API_KEY: 'k3', GEMINI_API_KEY: 'k4', PERPLEXITY_API_KEY: 'k5' };

const answers = (prompt: string) =>
  prompt === 'no overview here' ? { brands: ['Semrush'], cites: ['https://www.semrush.com/kb/'], noOverview: true } : { brands: ['Moz', 'Ahrefs'], cites: ['https://moz.com/learn', 'https://www.ahrefs.com/blog'] };

describe('every surface through the configured vendors, against one server speaking their shapes', () => {
  let server: AiVendorServer;
  const enginesFor = (env: NodeJS.ProcessEnv): AiAnswerEngines =>
    createAiAnswerEngines(
      loadConfig({
        ...KEYS,
        AI_ANSWERS_DATAFORSEO_BASE_URL: server.url,
        AI_ANSWERS_SERPAPI_BASE_URL: server.url,
        AI_ANSWERS_OPENAI_BASE_URL: `${server.url}/v1`,
        AI_ANSWERS_ANTHROPIC_BASE_URL: server.url,
        AI_ANSWERS_GEMINI_BASE_URL: server.url,
        AI_ANSWERS_PERPLEXITY_BASE_URL: server.url,
        AI_ANSWERS_RETRY_BASE_MS: '1',
        ...env,
      }).aiAnswers,
    );
  const ask = (engines: AiAnswerEngines, surface: AiSurface, prompt = 'best seo tools') => engines(surface).answer({ prompt, surface, country: 'us', language: 'en', seed: 'run:1' });

  beforeAll(async () => {
    server = await startAiVendorServer({ answerFor: answers });
  });
  afterAll(() => server.close());

  it.each(['dataforseo', 'direct'])('AI_ANSWERS_PROVIDER=%s: every surface answers with the brands named and the pages cited, labelled by how it was seen', async (provider) => {
    const engines = enginesFor({ AI_ANSWERS_PROVIDER: provider });
    for (const surface of AI_SURFACES) {
      const answer = await ask(engines, surface);
      expect({ surface, present: answer.present, source: answer.source, observedVia: answer.observedVia }).toEqual({ surface, present: true, source: 'LIVE', observedVia: surface.startsWith('google-') ? 'serp' : 'api' });
      expect(answer.text).toContain('Moz, Ahrefs');
      expect(answer.citations.map((citation) => citation.domain)).toEqual(['moz.com', 'ahrefs.com']);
    }
  });

  it('tells a page without an AI Overview (checked, no answer) from one with it, on both Google vendors', async () => {
    for (const provider of ['dataforseo', 'direct']) {
      await expect(ask(enginesFor({ AI_ANSWERS_PROVIDER: provider }), 'google-ai-overview', 'no overview here')).resolves.toMatchObject({ present: false, text: '', citations: [] });
    }
  });

  it('makes one vendor call per sample, and SerpApi a second one only for an overview Google loads later', async () => {
    const before = { ...server.calls };
    const engines = enginesFor({ AI_ANSWERS_PROVIDER: 'direct' });
    await ask(engines, 'google-ai-overview', 'first');
    await ask(engines, 'google-ai-overview', 'second');
    await ask(engines, 'chatgpt');
    expect(server.calls['serpapi-google'] - before['serpapi-google']).toBe(2);
    expect(server.calls['serpapi-ai-overview'] - before['serpapi-ai-overview']).toBe(1);
    expect(server.calls.openai - before.openai).toBe(1);
  });

  it('tries again after the vendor fails, and rejects the sample once its tries are spent', async () => {
    const engines = enginesFor({ AI_ANSWERS_PROVIDER: 'direct', AI_ANSWERS_MAX_ATTEMPTS: '2' });
    server.failNext(1, 503);
    await expect(ask(engines, 'claude')).resolves.toMatchObject({ present: true, provider: 'anthropic' });
    server.failNext(2, 503);
    await expect(ask(engines, 'perplexity')).rejects.toMatchObject({ kind: 'unavailable' });
  });
});
