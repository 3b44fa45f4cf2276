import type { ResearchConfig } from './research.config';
import { DataForSeoResearchProvider } from './dataforseo-research.provider';
import { KeywordsEverywhereProvider } from './keywords-everywhere.provider';
import type { ResearchProvider } from './research-provider';
import { SandboxResearchProvider } from './sandbox-research.provider';

export * from './research-provider';
export { KeywordsEverywhereProvider, KEYWORDS_EVERYWHERE_BASE_URL } from './keywords-everywhere.provider';
export { DataForSeoResearchProvider } from './dataforseo-research.provider';
export { SandboxResearchProvider } from './sandbox-research.provider';

/** The provider chosen by configuration; loadConfig has already checked its credentials. */
export function createResearchProvider(config: ResearchConfig): ResearchProvider {
  const common = { baseUrl: config.baseUrl, timeoutMs: config.timeoutMs };
  switch (config.provider) {
    case 'keywords-everywhere':
      return new KeywordsEverywhereProvider({ ...common, apiKey: required(config.apiKey, 'KEYWORDS_EVERYWHERE_API_KEY') });
    case 'dataforseo':
      return new DataForSeoResearchProvider({ ...common, login: required(config.login, 'DATAFORSEO_LOGIN'), password: required(config.password, 'DATAFORSEO_PASSWORD') });
    case 'sandbox':
      return new SandboxResearchProvider();
  }
}

function required(value: string | undefined, variable: string): string {
  if (!value) throw new Error(`${variable} is required for the configured SEO data provider`);
  return value;
}
