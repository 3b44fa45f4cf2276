import { AppError, messages, type AppErrorCode } from '../common/app-error';

/** The one place an error code becomes an HTTP status; the switch must cover every code. */
export function httpStatusOf(code: AppErrorCode): number {
  switch (code) {
    case 'BAD_USER_INPUT':
    case 'INSUFFICIENT_CREDITS':
      return 400;
    case 'UNAUTHENTICATED':
      return 401;
    case 'FORBIDDEN':
      return 403;
    case 'NOT_FOUND':
      return 404;
    case 'CONFLICT':
      return 409;
    case 'PAYLOAD_TOO_LARGE':
      return 413;
    case 'TOO_MANY_REQUESTS':
      return 429;
    case 'MAINTENANCE':
      return 503;
    case 'PROVIDER_ERROR':
      return 502;
    case 'PROVIDER_UNAVAILABLE':
      return 503;
  }
}

export interface PublicError {
  status: number;
  code: AppErrorCode | 'INTERNAL_SERVER_ERROR';
  message: string;
}

/** What a client may see of an error: an AppError's own message, or a generic one for anything else. */
export function toPublicError(error: unknown): PublicError {
  if (error instanceof AppError) return { status: httpStatusOf(error.code), code: error.code, message: error.message };
  return { status: 500, code: 'INTERNAL_SERVER_ERROR', message: messages.internal };
}
