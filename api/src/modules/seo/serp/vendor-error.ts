export type VendorErrorKind = 'auth' | 'credits' | 'rate_limited' | 'unavailable' | 'timeout' | 'bad_response';

/**
 * A vendor failure with a message fit for users; `retryable` says whether trying again can help and
 * `retryAfterMs` how long the vendor asked us to wait (429 Retry-After), when it said so.
 */
export class VendorError extends Error {
  constructor(
    readonly kind: VendorErrorKind,
    message: string,
    readonly retryable: boolean,
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'VendorError';
  }
}
