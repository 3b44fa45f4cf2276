import { ConfigError, loadConfig } from '../../../../config';
import { createSerpProvider, DataForSeoProvider, SandboxSerpProvider, SerpApiProvider, SerperProvider, ValueSerpProvider } from '..';
import { fixture, serpQuery, startVendorServer } from './vendor-server';

describe('SERP provider selection from the environment', () => {
  it('uses the sandbox with a 15 s timeout and 8 concurrent searches when nothing is configured', () => {
    expect(loadConfig({}).serp).toEqual({ provider: 'sandbox', baseUrl: undefined, timeoutMs: 15_000, retryBaseMs: 500, concurrency: 8, scheduledMode: 'live', queuedPollMs: 5_000, sandbox: { failureRate: 0, latencyMs: 0 } });
  });

  it.each([
    [{ SERPER_API_KEY: 'k1', SERPAPI_API_KEY: 'k2', VALUESERP_API_KEY: 'k3', DATAFORSEO_LOGIN: 'l', DATAFORSEO_PASSWORD: 'p' }, { provider: 'serper', apiKey: 'k1' }],
    [{ SERPAPI_API_KEY: 'k2', VALUESERP_API_KEY: 'k3', DATAFORSEO_LOGIN: 'l', DATAFORSEO_PASSWORD: 'p' }, { provider: 'serpapi', apiKey: 'k2' }],
    [{ VALUESERP_API_KEY: 'k3', DATAFORSEO_LOGIN: 'l', DATAFORSEO_PASSWORD: 'p' }, { provider: 'valueserp', apiKey: 'k3' }],
    [{ DATAFORSEO_LOGIN: 'l', DATAFORSEO_PASSWORD: 'p' }, { provider: 'dataforseo', login: 'l', password: 'p' }],
  ])('without SERP_PROVIDER picks the first vendor with credentials (%j)', (env, expected) => {
    expect(loadConfig(env).serp).toMatchObject(expected);
  });

  it('honours an explicit SERP_PROVIDER over the order, case-insensitively, and carries only that vendor’s credentials', () => {
    const serp = loadConfig({ SERP_PROVIDER: 'ValueSERP', SERPER_API_KEY: 'k1', VALUESERP_API_KEY: 'k3' }).serp;
    expect(serp).toEqual({ provider: 'valueserp', apiKey: 'k3', baseUrl: undefined, timeoutMs: 15_000, retryBaseMs: 500, concurrency: 8, scheduledMode: 'live', queuedPollMs: 5_000, sandbox: { failureRate: 0, latencyMs: 0 } });
  });

  it('keeps the sandbox when asked for it even with vendor keys present', () => {
    expect(loadConfig({ SERP_PROVIDER: 'sandbox', SERPER_API_KEY: 'k1' }).serp).toEqual({ provider: 'sandbox', baseUrl: undefined, timeoutMs: 15_000, retryBaseMs: 500, concurrency: 8, scheduledMode: 'live', queuedPollMs: 5_000, sandbox: { failureRate: 0, latencyMs: 0 } });
  });

  it('reads the base URL override, timeout, retry wait and concurrency', () => {
    const serp = loadConfig({ SERPER_API_KEY: 'k', SERP_BASE_URL: 'http://127.0.0.1:9999', SERP_TIMEOUT_MS: '2500', SERP_RETRY_BASE_MS: '20', SERP_CONCURRENCY: '3' }).serp;
    expect(serp).toEqual({ provider: 'serper', apiKey: 'k', baseUrl: 'http://127.0.0.1:9999', timeoutMs: 2500, retryBaseMs: 20, concurrency: 3, scheduledMode: 'live', queuedPollMs: 5_000, sandbox: { failureRate: 0, latencyMs: 0 } });
  });

  it('treats empty SERP variables as unset', () => {
    const serp = loadConfig({ SERP_PROVIDER: '', SERPER_API_KEY: ' ', SERP_TIMEOUT_MS: '', SERP_CONCURRENCY: '', SERP_BASE_URL: '' }).serp;
    expect(serp).toEqual({ provider: 'sandbox', baseUrl: undefined, timeoutMs: 15_000, retryBaseMs: 500, concurrency: 8, scheduledMode: 'live', queuedPollMs: 5_000, sandbox: { failureRate: 0, latencyMs: 0 } });
  });

  it.each([
    [{ SERP_PROVIDER: 'serper' }, /SERPER_API_KEY: SERP_PROVIDER=serper needs SERPER_API_KEY/],
    [{ SERP_PROVIDER: 'serpapi', SERPER_API_KEY: 'k' }, /SERPAPI_API_KEY: SERP_PROVIDER=serpapi needs SERPAPI_API_KEY/],
    [{ SERP_PROVIDER: 'valueserp' }, /VALUESERP_API_KEY: SERP_PROVIDER=valueserp needs VALUESERP_API_KEY/],
    [{ SERP_PROVIDER: 'dataforseo', DATAFORSEO_LOGIN: 'l' }, /DATAFORSEO_PASSWORD: SERP_PROVIDER=dataforseo needs DATAFORSEO_PASSWORD/],
    [{ DATAFORSEO_PASSWORD: 'p' }, /DATAFORSEO_LOGIN and DATAFORSEO_PASSWORD must be set together/],
    [{ SERP_PROVIDER: 'bing' }, /SERP_PROVIDER must be one of serper, serpapi, valueserp, dataforseo, sandbox/],
    [{ SERP_BASE_URL: 'ftp://proxy' }, /SERP_BASE_URL/],
    [{ SERP_TIMEOUT_MS: 'soon' }, /SERP_TIMEOUT_MS/],
    [{ SERP_CONCURRENCY: '0' }, /SERP_CONCURRENCY/],
    [{ SERP_RETRY_BASE_MS: '0' }, /SERP_RETRY_BASE_MS/],
  ])('refuses %j with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('does not put any secret into the error message', () => {
    expect(() => loadConfig({ SERP_PROVIDER: 'dataforseo', DATAFORSEO_LOGIN: 'secret-login' })).not.toThrow(/secret-login/);
  });
});

describe('createSerpProvider', () => {
  it.each([
    [{}, SandboxSerpProvider, 'sandbox', 'SANDBOX'],
    [{ SERPER_API_KEY: 'k' }, SerperProvider, 'serper', 'LIVE'],
    [{ SERPAPI_API_KEY: 'k' }, SerpApiProvider, 'serpapi', 'LIVE'],
    [{ VALUESERP_API_KEY: 'k' }, ValueSerpProvider, 'valueserp', 'LIVE'],
    [{ DATAFORSEO_LOGIN: 'l', DATAFORSEO_PASSWORD: 'p' }, DataForSeoProvider, 'dataforseo', 'LIVE'],
  ])('builds the provider %j selects', (env, type, name, source) => {
    const provider = createSerpProvider(loadConfig(env).serp);
    expect(provider).toBeInstanceOf(type);
    expect(provider).toMatchObject({ name, source });
  });

  it('sends searches to SERP_BASE_URL with the configured key', async () => {
    const server = await startVendorServer();
    try {
      server.reply({ json: fixture('serper-search.json') });
      const provider = createSerpProvider(loadConfig({ SERPER_API_KEY: 'configured-key', SERP_BASE_URL: server.url, SERP_TIMEOUT_MS: '5000' }).serp);
      const page = await provider.search(serpQuery());
      expect(page.results[0].domain).toBe('blog.hubspot.com');
      expect(server.requests[0].headers['x-api-key']).toBe('configured-key');
    } finally {
      await server.close();
    }
  });

  it('reads the mode of scheduled runs (live unless standard is asked for) and refuses another', () => {
    expect(loadConfig({ DATAFORSEO_LOGIN: 'l', DATAFORSEO_PASSWORD: 'p', DATAFORSEO_SCHEDULED_MODE: 'Standard', DATAFORSEO_TASKS_POLL_MS: '250' }).serp).toMatchObject({ scheduledMode: 'standard', queuedPollMs: 250 });
    expect(() => loadConfig({ DATAFORSEO_SCHEDULED_MODE: 'queued' })).toThrow('DATAFORSEO_SCHEDULED_MODE must be live or standard');
  });

  it('refuses a hand-built config that lacks the vendor credentials', () => {
    expect(() => createSerpProvider({ provider: 'serpapi', timeoutMs: 1000, retryBaseMs: 500, concurrency: 1, scheduledMode: 'live', queuedPollMs: 5_000, sandbox: { failureRate: 0, latencyMs: 0 } })).toThrow('SERPAPI_API_KEY is required for the configured SERP provider');
  });
});
