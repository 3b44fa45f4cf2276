import { randomBytes } from 'node:crypto';
import { ConfigError, loadConfig } from '../../../../config';
import { createSearchDataProviders } from '..';

describe('Search Console configuration', () => {
  it('uses the sandbox when no Google client is set, and no Bing without its key', () => {
    const config = loadConfig({});
    expect(config.searchConsole.google).toBeUndefined();
    const providers = createSearchDataProviders(config.searchConsole);
    expect(providers.google.provider).toBe('sandbox');
    expect(providers.bing).toBeUndefined();
  });

  it('uses Google with a redirect URL derived from PUBLIC_URL, and Bing with its key', () => {
    const config = loadConfig({ GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com', GOOGLE_CLIENT_SECRET: 'secret', PUBLIC_URL: 'https://seo.example.com/', BING_WEBMASTER_API_KEY: 'bing' });
    expect(config.searchConsole.google).toMatchObject({ clientId: 'id.apps.googleusercontent.com', redirectUrl: 'https://seo.example.com/api/search-console/callback' });
    const providers = createSearchDataProviders(config.searchConsole);
    expect([providers.google.provider, providers.bing?.provider]).toEqual(['google', 'bing']);
    const explicit = loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret', GOOGLE_OAUTH_REDIRECT_URL: 'https://other.example.com/cb' });
    expect(explicit.searchConsole.google?.redirectUrl).toBe('https://other.example.com/cb');
  });

  it('refuses to start with a client id but no secret, or the other way round', () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id' })).toThrow(ConfigError);
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id' })).toThrow(/GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT_ID is set without GOOGLE_CLIENT_SECRET/);
    expect(() => loadConfig({ GOOGLE_CLIENT_SECRET: 'secret' })).toThrow(/GOOGLE_CLIENT_ID: GOOGLE_CLIENT_SECRET is set without GOOGLE_CLIENT_ID/);
  });

  it('takes a 32-byte base64 token key and refuses anything else', () => {
    const key = randomBytes(32);
    expect(loadConfig({ SEARCH_CONSOLE_TOKEN_KEY: key.toString('base64') }).searchConsole.tokenKey).toEqual(key);
    expect(() => loadConfig({ SEARCH_CONSOLE_TOKEN_KEY: randomBytes(16).toString('base64') })).toThrow(/SEARCH_CONSOLE_TOKEN_KEY: must be 32 bytes in base64/);
  });

  it('requires the token key in production on a shared database when Google is set', () => {
    const env = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), DATABASE_URL: 'postgres://db/rankcraft', GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' };
    expect(() => loadConfig(env)).toThrow(/SEARCH_CONSOLE_TOKEN_KEY: is required/);
    expect(loadConfig({ ...env, SEARCH_CONSOLE_TOKEN_KEY: randomBytes(32).toString('base64') }).searchConsole.tokenKey).toHaveLength(32);
  });
});
