import { VendorError } from '../../../common/vendor-error';
import { IdleDeadline } from './writer';
import { writerErrors } from './writer.errors';

/** The error classes both vendor SDKs (openai, @anthropic-ai/sdk) export, with the same meanings. */
export interface SdkErrorClasses {
  APIError: new (...args: never[]) => Error & { status?: unknown };
  APIConnectionError: new (...args: never[]) => Error;
  APIConnectionTimeoutError: new (...args: never[]) => Error;
}

/**
 * Runs one streamed completion under the writer's rules: `open` streams the text with the signal it is
 * given; a quiet stream is stopped after `timeoutMs` (touch the deadline per piece received); the
 * caller's abort wins; any other failure becomes a VendorError through the SDK's error classes.
 */
export async function* streamCompletion(
  timeoutMs: number,
  signal: AbortSignal | undefined,
  sdk: { errors: SdkErrorClasses; keyVariable: string },
  open: (signal: AbortSignal, deadline: IdleDeadline) => AsyncGenerator<string>,
): AsyncGenerator<string> {
  const controller = new AbortController();
  const stop = () => controller.abort();
  signal?.addEventListener('abort', stop, { once: true });
  const deadline = new IdleDeadline(timeoutMs, stop);
  try {
    yield* open(controller.signal, deadline);
  } catch (error) {
    if (signal?.aborted) throw signal.reason ?? error;
    if (deadline.expired) throw writerErrors.timeout();
    throw toWriterError(error, sdk.errors, sdk.keyVariable);
  } finally {
    deadline.clear();
    signal?.removeEventListener('abort', stop);
  }
}

function toWriterError(error: unknown, errors: SdkErrorClasses, keyVariable: string): Error {
  if (error instanceof VendorError) return error;
  if (error instanceof errors.APIConnectionTimeoutError) return writerErrors.timeout();
  if (error instanceof errors.APIConnectionError) return writerErrors.unreachable();
  if (error instanceof errors.APIError) {
    const status = typeof error.status === 'number' ? error.status : 0;
    if (status === 401 || status === 403) return writerErrors.rejectedKey(keyVariable);
    if (status === 429) return writerErrors.rateLimited();
    if (status >= 500) return writerErrors.unavailable(status);
    if (status === 400 || status === 404 || status === 422) return writerErrors.badRequest(error.message);
    // A stream that breaks off mid-way, or an error event inside it (Anthropic's overloaded_error), has no status.
    return writerErrors.brokeOff();
  }
  return error instanceof Error ? error : new Error(String(error));
}
