import { IdleDeadline, WriterError } from './writer';

const LABEL = 'The language model';

/** The error classes both vendor SDKs (openai, @anthropic-ai/sdk) export, with the same meanings. */
export interface SdkErrorClasses {
  APIError: new (...args: never[]) => Error & { status?: unknown };
  APIConnectionError: new (...args: never[]) => Error;
  APIConnectionTimeoutError: new (...args: never[]) => Error;
}

export const brokeOff = () => new WriterError('cut', `${LABEL}'s answer broke off. Trying again.`, true);

/**
 * Runs one streamed completion under the writer's rules: `open` streams the text with the signal it is
 * given; a quiet stream is stopped after `timeoutMs` (touch the deadline per piece received); the
 * caller's abort wins; any other failure becomes a WriterError through the SDK's error classes.
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
    if (deadline.expired) throw new WriterError('timeout', `${LABEL} did not answer in time.`, true);
    throw toWriterError(error, sdk.errors, sdk.keyVariable);
  } finally {
    deadline.clear();
    signal?.removeEventListener('abort', stop);
  }
}

function toWriterError(error: unknown, errors: SdkErrorClasses, keyVariable: string): Error {
  if (error instanceof WriterError) return error;
  if (error instanceof errors.APIConnectionTimeoutError) return new WriterError('timeout', `${LABEL} did not answer in time.`, true);
  if (error instanceof errors.APIConnectionError) return new WriterError('unavailable', `${LABEL} could not be reached.`, true);
  if (error instanceof errors.APIError) {
    const status = typeof error.status === 'number' ? error.status : 0;
    if (status === 401 || status === 403) return new WriterError('auth', `The language model rejected the API key. Check ${keyVariable}.`, false);
    if (status === 429) return new WriterError('rate_limited', `${LABEL} is rate limiting requests. Try again shortly.`, true);
    if (status >= 500) return new WriterError('unavailable', `${LABEL} is unavailable (HTTP ${status}).`, true);
    if (status === 400 || status === 404 || status === 422) return new WriterError('bad_request', `${LABEL} refused the request: ${error.message}`, false);
    // A stream that breaks off mid-way, or an error event inside it (Anthropic's overloaded_error), has no status.
    return brokeOff();
  }
  return error instanceof Error ? error : new Error(String(error));
}
