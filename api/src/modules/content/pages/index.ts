import type { ContentConfig } from '../content.config';
import { LivePageFetcher } from './live-page-fetcher';
import type { PageFetcher } from './page-fetcher';
import { SandboxPageFetcher } from './sandbox-page-fetcher';

export const PAGE_USER_AGENT = 'Mozilla/5.0 (compatible; RankcraftBot/1.0; reads the pages that rank for content briefs)';

/** The page fetcher chosen by configuration. */
export function createPageFetcher(config: ContentConfig): PageFetcher {
  if (config.pageFetcher === 'sandbox') return new SandboxPageFetcher();
  return new LivePageFetcher({ userAgent: PAGE_USER_AGENT, allowPrivateNetworks: config.allowPrivateNetworks, timeoutMs: config.fetchTimeoutMs, maxBytes: config.fetchMaxBytes });
}
