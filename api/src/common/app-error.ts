/** Every error a caller may see. The mapping to HTTP lives in server/error-mapping.ts. */
export type AppErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'TOO_MANY_REQUESTS'
  | 'MAINTENANCE'
  /** The plan's credits of one kind are used up for this period (spec §8: a 400); the message names the kind. */
  | 'INSUFFICIENT_CREDITS'
  /** A vendor (SEO data, a language model) failed (bad credentials, no vendor credits, unreadable answer, a refusal); the message says which. */
  | 'PROVIDER_ERROR'
  /** A vendor is down, too slow or rate limiting us; trying later can help. */
  | 'PROVIDER_UNAVAILABLE';

export class AppError extends Error {
  readonly userFacing = true;

  constructor(
    readonly code: AppErrorCode,
    message: string,
    /** With TOO_MANY_REQUESTS or PROVIDER_UNAVAILABLE: seconds until a retry may succeed (the Retry-After header). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/**
 * Whether an error's message is written for users: AppError, VendorError and the jobs'
 * NonRetryableError say so with `userFacing`. A job that fails on one shows its message; on any
 * other error, a generic one (its text is for the logs).
 */
export function isUserFacing(error: unknown): error is Error & { userFacing: true } {
  return error instanceof Error && (error as { userFacing?: unknown }).userFacing === true;
}

export const messages = {
  authenticationRequired: 'Authentication required. Please log in.',
  forbidden: "You don't have permission to do this.",
  maintenance: "We're currently performing maintenance to improve your experience. Please check back soon.",
  internal: 'Something went wrong on our side. Please try again.',
  malformedJson: 'The request body is not valid JSON.',
  bodyTooLarge: 'The request body is too large.',
  undecodableBody: 'The request body could not be decoded: send it uncompressed, or gzip, deflate or br with a matching Content-Encoding.',
  malformedUrl: 'The request URL is malformed.',
  unreadableRequest: 'The request could not be read.',
  notFound: 'Not found.',
} as const;
