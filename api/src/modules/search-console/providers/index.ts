import { BingWebmaster } from './bing.provider';
import { GoogleSearchConsole } from './google.provider';
import { SandboxSearchConsole } from './sandbox.provider';
import type { SearchConsoleConfig } from './search-console.config';
import type { SearchDataProvider } from './search-data-provider';

export * from './search-data-provider';
export { SANDBOX_CONSENT_PATH, sandboxConsentCode } from './sandbox.provider';
export { TokenCipher, TokenCipherError, resolveTokenKey } from './token-cipher';

/** The providers a user can connect: Google (or the sandbox in its place), and Bing when its key is set. */
export interface SearchDataProviders {
  google: SearchDataProvider;
  bing?: SearchDataProvider;
}

export function createSearchDataProviders(config: SearchConsoleConfig): SearchDataProviders {
  return {
    google: config.google ? new GoogleSearchConsole({ ...config.google, http: config.http }) : new SandboxSearchConsole(),
    bing: config.bing ? new BingWebmaster({ ...config.bing, http: config.http }) : undefined,
  };
}
