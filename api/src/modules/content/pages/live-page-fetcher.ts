import { createOutboundHttp, OutboundRefusedError, type OutboundHttp, type OutboundHttpOptions } from '../../../common/outbound-http';
import type { FetchedPage, PageFetcher, PageRequest } from './page-fetcher';
import { PageFetchError } from './page-fetcher';

export const PAGE_CONTENT_TYPES = ['text/html', 'application/xhtml+xml'] as const;
const MAX_REDIRECTS = 5;

export interface LivePageFetcherOptions extends Pick<OutboundHttpOptions, 'userAgent' | 'allowPrivateNetworks' | 'lookup' | 'allowAddresses'> {
  timeoutMs: number;
  maxBytes: number;
}

/**
 * Fetches result pages over the internet through the one outbound HTTP client: public addresses only
 * (after DNS and on every redirect), a deadline and a size limit per page, HTML answers only.
 */
export class LivePageFetcher implements PageFetcher {
  readonly name = 'live';
  readonly source = 'LIVE' as const;
  private readonly http: OutboundHttp;

  constructor(private readonly options: LivePageFetcherOptions) {
    this.http = createOutboundHttp(options);
  }

  async fetch(request: PageRequest, signal?: AbortSignal): Promise<FetchedPage> {
    signal?.throwIfAborted();
    let response;
    try {
      response = await this.http({
        url: request.url,
        timeoutMs: this.options.timeoutMs,
        maxBytes: this.options.maxBytes,
        maxRedirects: MAX_REDIRECTS,
        acceptContentTypes: PAGE_CONTENT_TYPES,
        headers: { accept: 'text/html,application/xhtml+xml;q=0.9', 'accept-language': 'en;q=0.9, *;q=0.5' },
      });
    } catch (error) {
      if (error instanceof OutboundRefusedError) throw new PageFetchError(error.message);
      throw error;
    }
    if (response.status >= 300) throw new PageFetchError(`The page answered with HTTP ${response.status}.`);
    return { url: response.url, html: decode(response.body, response.headers['content-type']) };
  }
}

/** The body in the charset its content type names (UTF-8 when it names none or one Node cannot decode). */
function decode(body: Buffer, contentType: string | undefined): string {
  const charset = /charset=["']?([\w-]+)/i.exec(contentType ?? '')?.[1];
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}
