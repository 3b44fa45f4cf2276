import { callVendor, isRecord, vendorErrors, type VendorContext, type VendorResponse, type VendorService } from '../../seo/serp/vendor-http';
import type { AiVendorSettings } from '../../ai-visibility/engines/ai-vendor-http';
import { SearchQuotaError } from './search-data-provider';

/** One request's time limit and the tries of one call, for every search data provider. */
export type SearchConsoleHttpSettings = AiVendorSettings;

const SEARCH_DATA_SERVICE: VendorService = { credits: 'API quota', switchTo: 'Search Console connection', task: 'read the search data' };

export function searchVendorContext(provider: string, credentials: VendorContext['credentials'], secrets: string[], settings: SearchConsoleHttpSettings): VendorContext {
  return { provider, credentials, secrets, timeoutMs: settings.timeoutMs, service: SEARCH_DATA_SERVICE };
}

/** A form-encoded POST, as OAuth 2 token and revocation endpoints take. */
export function postForm(context: VendorContext, url: string, form: Record<string, string>, signal?: AbortSignal): Promise<VendorResponse> {
  return callVendor(context, new URL(url), { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' }, body: new URLSearchParams(form).toString() }, signal);
}

export function getJson(context: VendorContext, url: URL, headers: Record<string, string>, signal?: AbortSignal): Promise<VendorResponse> {
  return callVendor(context, url, { method: 'GET', headers: { Accept: 'application/json', ...headers } }, signal);
}

export function quotaError(context: VendorContext, retryAfterMs?: number): SearchQuotaError {
  const when = retryAfterMs ? `in ${Math.ceil(Math.max(retryAfterMs, 1000) / 1000)} seconds` : 'shortly';
  return new SearchQuotaError(`${context.provider} quota for search data is used up for now. Trying again ${when}.`, retryAfterMs);
}

/** Google's documented error reasons that mean "too much, for now" rather than "not allowed". */
const GOOGLE_QUOTA_REASONS = new Set(['rateLimitExceeded', 'userRateLimitExceeded', 'quotaExceeded', 'dailyLimitExceeded']);

/** Google's error body: `{error: {code, message, status, errors: [{domain, reason, message}]}}`. */
export function googleError(body: unknown): { message: string; reasons: string[]; status: string } {
  const error = isRecord(body) && isRecord(body.error) ? body.error : {};
  const reasons = Array.isArray(error.errors) ? error.errors.filter(isRecord).map((entry) => (typeof entry.reason === 'string' ? entry.reason : '')) : [];
  return { message: typeof error.message === 'string' ? error.message : '', reasons, status: typeof error.status === 'string' ? error.status : '' };
}

export function isGoogleQuota(response: VendorResponse): boolean {
  if (response.status === 429) return true;
  const { reasons, status } = googleError(response.body);
  return status === 'RESOURCE_EXHAUSTED' || reasons.some((reason) => GOOGLE_QUOTA_REASONS.has(reason));
}

/** A failed Google API answer as the error its caller can act on: the quota error, or the usual meaning of its status. */
export function googleApiError(context: VendorContext, response: VendorResponse): Error {
  if (isGoogleQuota(response)) return quotaError(context, response.retryAfterMs);
  const { message } = googleError(response.body);
  if (response.status === 401) return vendorErrors.auth(context);
  if (response.status === 403) return vendorErrors.badResponse(context, message ? `${message} (HTTP 403)` : 'access to this property was refused (HTTP 403)');
  if (response.status >= 500) return vendorErrors.unavailable(context, `HTTP ${response.status}`);
  return vendorErrors.badResponse(context, message ? `${message} (HTTP ${response.status})` : `HTTP ${response.status}`);
}
