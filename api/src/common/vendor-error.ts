import { AppError } from './app-error';

/** What went wrong at a vendor. Which kinds a module uses, and their messages, are in its table of errors. */
export type VendorErrorKind = 'auth' | 'credits' | 'rate_limited' | 'unavailable' | 'timeout' | 'cut' | 'refused' | 'bad_request' | 'bad_response';

/** Failures that may pass if the caller tries again later (a 503 with Retry-After); the others need a change first (a 502). */
const LATER: ReadonlySet<VendorErrorKind> = new Set(['rate_limited', 'unavailable', 'timeout', 'cut']);

/**
 * A failure of an outside vendor (SEO data, a search engine, a language model), with a message
 * written for users by the module that called it (seo's vendorErrors, the writer's writerErrors).
 * `retryable` says whether trying again at once can help, `retryAfterMs` how long the vendor asked
 * us to wait (429 Retry-After), when it said so.
 */
export class VendorError extends Error {
  readonly userFacing = true;

  constructor(
    readonly kind: VendorErrorKind,
    message: string,
    readonly retryable: boolean,
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'VendorError';
  }

  /** What a caller sees: a provider-labelled 502, or a 503 (with the vendor's Retry-After) when trying later can help. */
  toAppError(): AppError {
    if (!LATER.has(this.kind)) return new AppError('PROVIDER_ERROR', this.message);
    return new AppError('PROVIDER_UNAVAILABLE', this.message, this.retryAfterMs ? Math.ceil(this.retryAfterMs / 1000) : undefined);
  }
}
