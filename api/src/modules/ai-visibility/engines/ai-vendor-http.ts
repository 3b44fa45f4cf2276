import { setTimeout as delay } from 'node:timers/promises';
import { VendorError } from '../../../common/vendor-error';
import { callVendor, errorForStatus, isRecord, vendorErrors, type VendorContext, type VendorResponse, type VendorService } from '../../seo/serp/vendor-http';

/** How every AI-answer adapter calls its vendor: the time limit of one request and the tries of one answer. */
export interface AiVendorSettings {
  timeoutMs: number;
  /** Tries of one answer, counting the first; only failures that may pass (429, 5xx, timeouts) are tried again. */
  maxAttempts: number;
  /** The wait before the 2nd try, doubling per try; a longer Retry-After wins. */
  retryBaseMs: number;
}

/** A Retry-After past this is not waited for: the sample fails now, and the run decides what to do with it. */
const LONGEST_WAIT_MS = 60_000;

const AI_ANSWER_SERVICE: VendorService = { credits: 'credits', switchTo: 'AI answers provider', task: 'answer the prompt' };

/** The context of an AI-answer vendor, worded for AI answers. */
export function aiVendorContext(provider: string, credentials: VendorContext['credentials'], secrets: string[], settings: AiVendorSettings): VendorContext {
  return { provider, credentials, secrets, timeoutMs: settings.timeoutMs, service: AI_ANSWER_SERVICE };
}

/** A JSON POST to the vendor. */
export function postJson(context: VendorContext, url: string, headers: Record<string, string>, body: unknown, signal?: AbortSignal): Promise<VendorResponse> {
  return callVendor(context, new URL(url), { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers }, body: JSON.stringify(body) }, signal);
}

/**
 * One request, tried again while its failure may pass: after the vendor's Retry-After when it sent one, else after
 * a doubling wait with jitter. async-retry (used by the SERP client) cannot wait for a Retry-After, hence this loop.
 * `beforeEachTry` (the query's beforeVendorCall) is awaited before every try is sent; its rejection stops them.
 */
export async function withRetries<T>(settings: AiVendorSettings, signal: AbortSignal | undefined, attempt: () => Promise<T>, beforeEachTry?: () => Promise<void>): Promise<T> {
  for (let tries = 1; ; tries++) {
    try {
      await beforeEachTry?.();
      signal?.throwIfAborted();
      return await attempt();
    } catch (error) {
      if (!(error instanceof VendorError) || !error.retryable || tries >= settings.maxAttempts || signal?.aborted) throw error;
      const step = settings.retryBaseMs * 2 ** (tries - 1);
      const wait = Math.max(error.retryAfterMs ?? 0, step / 2 + (Math.random() * step) / 2);
      if (wait > LONGEST_WAIT_MS) throw error;
      // An abort during the wait ends it with the caller's own reason, as an abort during a request does.
      await delay(wait, undefined, { signal }).catch((reason: unknown) => {
        signal?.throwIfAborted();
        throw reason;
      });
    }
  }
}

/** The message in a vendor's error body: `{error: {message}}` (OpenAI, Anthropic, Gemini, Perplexity) or `{error: "..."}` (SerpApi). */
export function errorMessageOf(body: unknown): string {
  if (!isRecord(body)) return '';
  if (typeof body.error === 'string') return body.error;
  if (isRecord(body.error) && typeof body.error.message === 'string') return body.error.message;
  return typeof body.message === 'string' ? body.message : '';
}

/** Whether a refused request says the account ran dry (a vendor's own words for it), where trying again cannot help. */
export type OutOfCredits = (status: number, body: unknown) => boolean;

/** A non-200 answer of an AI vendor as a VendorError, with the vendor's own words where they help. */
export function aiVendorError(context: VendorContext, response: VendorResponse, outOfCredits?: OutOfCredits): VendorError {
  if (response.status === 402 || outOfCredits?.(response.status, response.body)) return vendorErrors.credits(context);
  return errorForStatus(context, response.status, errorMessageOf(response.body), response.retryAfterMs);
}

/** The body of a 200 answer, or a VendorError for any other answer or a body that is not a JSON object. */
export function okBody(context: VendorContext, response: VendorResponse, outOfCredits?: OutOfCredits): Record<string, unknown> {
  if (response.status !== 200) throw aiVendorError(context, response, outOfCredits);
  if (!isRecord(response.body)) throw vendorErrors.badResponse(context);
  return response.body;
}
