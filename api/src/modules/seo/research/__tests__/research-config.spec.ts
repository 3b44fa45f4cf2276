import { ConfigError, loadConfig } from '../../../../config';
import { createResearchProvider, DataForSeoResearchProvider, KeywordsEverywhereProvider, SandboxResearchProvider } from '..';

describe('SEO data provider selection from the environment', () => {
  it('uses the sandbox with a 20 s timeout when nothing is configured', () => {
    expect(loadConfig({}).research).toEqual({ provider: 'sandbox', baseUrl: undefined, timeoutMs: 20_000 });
    expect(createResearchProvider(loadConfig({}).research)).toBeInstanceOf(SandboxResearchProvider);
  });

  it('picks Keywords Everywhere with a key, else DataForSEO with the SERP credentials', () => {
    expect(loadConfig({ KEYWORDS_EVERYWHERE_API_KEY: 'ke', DATAFORSEO_LOGIN: 'l', DATAFORSEO_PASSWORD: 'p' }).research).toMatchObject({ provider: 'keywords-everywhere', apiKey: 'ke' });
    expect(loadConfig({ DATAFORSEO_LOGIN: 'l', DATAFORSEO_PASSWORD: 'p' }).research).toMatchObject({ provider: 'dataforseo', login: 'l', password: 'p' });
    expect(createResearchProvider(loadConfig({ KEYWORDS_EVERYWHERE_API_KEY: 'ke' }).research)).toBeInstanceOf(KeywordsEverywhereProvider);
    expect(createResearchProvider(loadConfig({ DATAFORSEO_LOGIN: 'l', DATAFORSEO_PASSWORD: 'p' }).research)).toBeInstanceOf(DataForSeoResearchProvider);
  });

  it('honours an explicit SEO_DATA_PROVIDER, case-insensitively, and reads the base URL and timeout', () => {
    const research = loadConfig({ SEO_DATA_PROVIDER: 'Sandbox', KEYWORDS_EVERYWHERE_API_KEY: 'ke', SEO_DATA_BASE_URL: 'http://127.0.0.1:9', SEO_DATA_TIMEOUT_MS: '3000' }).research;
    expect(research).toEqual({ provider: 'sandbox', baseUrl: 'http://127.0.0.1:9', timeoutMs: 3000 });
  });

  it.each([
    [{ SEO_DATA_PROVIDER: 'keywords-everywhere' }, /KEYWORDS_EVERYWHERE_API_KEY: SEO_DATA_PROVIDER=keywords-everywhere needs KEYWORDS_EVERYWHERE_API_KEY/],
    [{ SEO_DATA_PROVIDER: 'dataforseo', DATAFORSEO_LOGIN: 'l' }, /DATAFORSEO_PASSWORD/],
    [{ SEO_DATA_PROVIDER: 'semrush' }, /SEO_DATA_PROVIDER must be one of keywords-everywhere, dataforseo, sandbox/],
    [{ SEO_DATA_BASE_URL: 'ftp://x' }, /SEO_DATA_BASE_URL/],
    [{ SEO_DATA_TIMEOUT_MS: '5' }, /SEO_DATA_TIMEOUT_MS/],
  ])('refuses %j with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
