import { LRUCache } from 'lru-cache';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { BING_HISTORY_TTL_MS, BingWebmaster } from './providers/bing.provider';
import { SandboxSearchConsole } from './providers/sandbox.provider';
import type { SearchConsoleConfig } from './providers/search-console.config';
import { createSearchDataProviders, TokenCipher, type SearchDataProvider, type SearchDataProviders } from './providers';
import type { SearchConsoleConnection } from './search-console.entities';

/**
 * The long-lived parts of Search Console, one per process: the providers, the token cipher, and the pace of
 * searchAnalytics.query calls (Google: 1,200 a minute per site and user; counted per property and connection in
 * this process).
 */
export class SearchConsoleRuntime {
  readonly providers: SearchDataProviders;
  readonly cipher: TokenCipher;
  private readonly sandbox = new SandboxSearchConsole();
  /** Each API key's adapter (with the histories it fetched), while it is used; the least recently used go first. */
  private readonly bing = new LRUCache<string, BingWebmaster>({ max: 500, ttl: BING_HISTORY_TTL_MS, updateAgeOnGet: true, ttlAutopurge: true });
  private readonly pace: RateLimiterMemory;

  constructor(
    readonly config: SearchConsoleConfig,
    tokenKey: Buffer,
  ) {
    this.providers = createSearchDataProviders(config);
    this.cipher = new TokenCipher(tokenKey);
    this.pace = new RateLimiterMemory({ points: config.sync.queriesPerMinute, duration: 60 });
  }

  /** Who connects with OAuth here: Google when its client is configured, else the sandbox. */
  get oauthProvider(): SearchDataProvider {
    return this.providers.google;
  }

  /** The provider a stored connection reads from, with the credentials it passes (decrypted here, never stored plain). */
  providerOf(connection: SearchConsoleConnection): { provider: SearchDataProvider; credentials: string } {
    const secret = this.cipher.decrypt(connection.secret);
    if (connection.provider === 'bing') return { provider: this.bingWith(secret), credentials: '' };
    if (connection.provider === 'sandbox') return { provider: this.providers.google.provider === 'sandbox' ? this.providers.google : this.sandbox, credentials: secret };
    return { provider: this.providers.google, credentials: secret };
  }

  /** Bing Webmaster Tools with a user's API key. */
  bingWith(apiKey: string): BingWebmaster {
    let bing = this.bing.get(apiKey);
    if (!bing) {
      bing = new BingWebmaster({ apiKey, baseUrl: this.config.bingBaseUrl, http: this.config.http });
      this.bing.set(apiKey, bing);
    }
    return bing;
  }

  /** Waits until one more query of `site` by `connectionId` keeps within the pace. */
  async paced(connectionId: string, site: string, signal?: AbortSignal): Promise<void> {
    for (;;) {
      signal?.throwIfAborted();
      try {
        await this.pace.consume(`${connectionId}|${site}`);
        return;
      } catch (rejection) {
        await abortableSleep(Math.max(10, (rejection as { msBeforeNext?: number }).msBeforeNext ?? 1_000), signal);
      }
    }
  }
}

/** Waits `ms`, or rejects with the signal's reason as soon as it aborts. */
export function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
