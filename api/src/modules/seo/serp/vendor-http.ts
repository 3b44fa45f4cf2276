import { Agent, request } from 'undici';
import { VendorError } from '../../../common/vendor-error';

/** What every vendor adapter needs to call its API and to word its failures. */
export interface VendorContext {
  /** Display name used in messages, e.g. 'Serper'. */
  provider: string;
  /** How users fix a rejected credential, e.g. 'the API key. Check SERPER_API_KEY'. */
  credentials: { what: string; variables: string };
  timeoutMs: number;
  /** Values that must never appear in a message (API keys, passwords). */
  secrets: string[];
  /** Which kind of data the vendor sells, for wording and error type; SERP when unset. */
  service?: VendorService;
}

/** How a family of adapters words its failures. */
export interface VendorService {
  /** What an exhausted vendor account has run out of, e.g. 'search credits'. */
  credits: string;
  /** The setting that picks another vendor, e.g. 'SERP provider'. */
  switchTo: string;
  /** What a rejected request was meant to do, e.g. 'run the search'. */
  task: string;
}

const SERP_SERVICE: VendorService = {
  credits: 'search credits',
  switchTo: 'SERP provider',
  task: 'run the search',
};

export interface VendorResponse {
  status: number;
  /** Parsed JSON, or undefined when the body was not JSON. */
  body: unknown;
  /** The Retry-After header in milliseconds, when the vendor sent one. */
  retryAfterMs?: number;
}

/** What a vendor call sends: the method, its headers and a body already serialised. */
export interface VendorRequest {
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

/**
 * The connections vendor calls share, kept alive between calls (undici's Agent: a pool per origin). A
 * tracker run at depth 100 sends ten requests a search to a vendor of ten results a page: undici's
 * `request` costs about a third of the CPU of `fetch` a call (bench/README, run-cpu.mjs).
 */
const vendorConnections = new Agent();

/**
 * One HTTP call with the per-request timeout combined with the caller's signal. A caller's abort is
 * rethrown as is (the caller asked for it); everything else becomes a VendorError.
 */
export async function callVendor(context: VendorContext, url: URL, init: VendorRequest, signal?: AbortSignal): Promise<VendorResponse> {
  signal?.throwIfAborted();
  const timeout = AbortSignal.timeout(context.timeoutMs);
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
  let status: number;
  let text: string;
  let retryAfter: string | string[] | undefined;
  try {
    const response = await request(url, { ...init, signal: combined, dispatcher: vendorConnections });
    status = response.statusCode;
    retryAfter = response.headers['retry-after'];
    text = await response.body.text();
  } catch (error) {
    signal?.throwIfAborted();
    if (timeout.aborted) throw vendorErrors.timeout(context);
    throw vendorErrors.unreachable(context, error);
  }
  return { status, body: parseJson(text), retryAfterMs: parseRetryAfter(Array.isArray(retryAfter) ? retryAfter[0] : retryAfter) };
}

/** Retry-After is either delay-seconds or an HTTP date. */
function parseRetryAfter(value: string | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const serviceOf = (c: VendorContext) => c.service ?? SERP_SERVICE;

/** Every way an SEO data or SERP vendor fails, worded for users; `retryable` (the third argument) says whether trying again can help. */
export const vendorErrors = {
  auth: (c: VendorContext) => new VendorError('auth', `${c.provider} rejected ${c.credentials.what}. Check ${c.credentials.variables}.`, false),
  credits: (c: VendorContext) =>
    new VendorError(
      'credits',
      `${c.provider} has no ${serviceOf(c).credits} left on this account. Top up the ${c.provider} account or switch ${serviceOf(c).switchTo}.`,
      false,
    ),
  rateLimited: (c: VendorContext, retryAfterMs?: number) =>
    new VendorError(
      'rate_limited',
      `${c.provider} is limiting how fast we can search. Please try again ${retryAfterMs ? `in ${formatSeconds(Math.max(retryAfterMs, 1000))}` : 'shortly'}.`,
      true,
      retryAfterMs,
    ),
  unavailable: (c: VendorContext, detail: string) =>
    new VendorError('unavailable', `${c.provider} is unavailable right now (${redact(detail, c.secrets)}). Please try again later.`, true),
  unreachable: (c: VendorContext, error: unknown) =>
    new VendorError('unavailable', `Could not reach ${c.provider}${networkCode(error)}. Please try again later.`, true),
  timeout: (c: VendorContext) =>
    new VendorError('timeout', `${c.provider} did not answer within ${formatSeconds(c.timeoutMs)}. Please try again later.`, true),
  badResponse: (c: VendorContext, detail?: string) =>
    new VendorError(
      'bad_response',
      detail ? `${c.provider} could not ${serviceOf(c).task}: ${redact(detail, c.secrets)}` : `${c.provider} sent a response we could not read.`,
      false,
    ),
};

/** The usual meaning of an HTTP status, for vendors that use conventional codes. */
export function errorForStatus(context: VendorContext, status: number, vendorMessage?: string, retryAfterMs?: number): VendorError {
  if (status === 401 || status === 403) return vendorErrors.auth(context);
  if (status === 402) return vendorErrors.credits(context);
  if (status === 429) return vendorErrors.rateLimited(context, retryAfterMs);
  if (status >= 500) return vendorErrors.unavailable(context, `HTTP ${status}`);
  return vendorErrors.badResponse(context, vendorMessage ? `${vendorMessage} (HTTP ${status})` : `HTTP ${status}`);
}

export function redact(message: string, secrets: string[]): string {
  return secrets
    .filter((secret) => secret.length > 0)
    .flatMap((secret) => [secret, encodeURIComponent(secret)])
    .reduce((result, secret) => result.split(secret).join('[redacted]'), message)
    .slice(0, 300);
}

/** The system's code of a failed connection (ECONNREFUSED, ENOTFOUND, ...), on the error or on its cause. */
function networkCode(error: unknown): string {
  const code = [error, error instanceof Error ? error.cause : undefined].map((value) => (value as { code?: unknown } | undefined)?.code).find((value): value is string => typeof value === 'string');
  return code ? ` (${code})` : '';
}

function formatSeconds(ms: number): string {
  const seconds = Math.round(ms / 100) / 10;
  return `${seconds} second${seconds === 1 ? '' : 's'}`;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Trailing slashes dropped so paths can be appended. */
export function baseUrl(configured: string | undefined, fallback: string): string {
  return (configured ?? fallback).replace(/\/+$/, '');
}
