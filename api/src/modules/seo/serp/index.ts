import type { SerpConfig } from './serp.config';
import { DataForSeoProvider } from './dataforseo.provider';
import { SandboxSerpProvider } from './sandbox.provider';
import { SerpApiProvider } from './serpapi.provider';
import { SerperProvider } from './serper.provider';
import { SerpProvider } from './serp-provider';
import { ValueSerpProvider } from './valueserp.provider';

export * from './serp-provider';
export { SANDBOX_DOMAINS } from './sandbox-domains';
export { createSerpClient, type SerpClient, type SerpClientOptions, type SerpOutcome } from './serp-client';
export { SerperProvider, SERPER_BASE_URL, type ApiKeyProviderOptions } from './serper.provider';
export { SerpApiProvider, SERPAPI_BASE_URL } from './serpapi.provider';
export { ValueSerpProvider, VALUESERP_BASE_URL } from './valueserp.provider';
export { DataForSeoProvider, DATAFORSEO_BASE_URL, type DataForSeoOptions } from './dataforseo.provider';
export { SandboxSerpProvider } from './sandbox.provider';

/** The provider chosen by configuration; loadConfig has already checked its credentials. */
export function createSerpProvider(config: SerpConfig): SerpProvider {
  const common = { baseUrl: config.baseUrl, timeoutMs: config.timeoutMs };
  switch (config.provider) {
    case 'serper':
      return new SerperProvider({ ...common, apiKey: required(config.apiKey, 'SERPER_API_KEY') });
    case 'serpapi':
      return new SerpApiProvider({ ...common, apiKey: required(config.apiKey, 'SERPAPI_API_KEY') });
    case 'valueserp':
      return new ValueSerpProvider({ ...common, apiKey: required(config.apiKey, 'VALUESERP_API_KEY') });
    case 'dataforseo':
      return new DataForSeoProvider({ ...common, login: required(config.login, 'DATAFORSEO_LOGIN'), password: required(config.password, 'DATAFORSEO_PASSWORD') });
    case 'sandbox':
      return new SandboxSerpProvider(config.sandbox);
  }
}

function required(value: string | undefined, variable: string): string {
  if (!value) throw new Error(`${variable} is required for the configured SERP provider`);
  return value;
}
