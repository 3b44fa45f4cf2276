import type { DataSource } from '../../../common/data-source';

export interface PageRequest {
  url: string;
  /** The keyword the page ranks for (the sandbox writes its page about it). */
  keyword: string;
}

export interface FetchedPage {
  /** The address that answered, after redirects. */
  url: string;
  html: string;
}

/** Reads the pages that rank for a keyword: over the internet, or made up by the sandbox. */
export interface PageFetcher {
  readonly name: string;
  readonly source: DataSource;
  fetch(request: PageRequest, signal?: AbortSignal): Promise<FetchedPage>;
}

/** A page that could not be read; `message` is safe to show (the brief says why the page was skipped). */
export class PageFetchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PageFetchError';
  }
}
