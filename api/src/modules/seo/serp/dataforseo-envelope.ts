import { text } from './organic-results';
import type { VendorError } from '../../../common/vendor-error';
import { errorForStatus, isRecord, VendorContext, VendorResponse, vendorErrors } from './vendor-http';

const OK = 20000;
const NO_SEARCH_RESULTS = 40102;

/**
 * The `result` array of the one task in a DataForSEO v3 answer (every API of theirs shares the
 * envelope), or [] when the vendor found nothing; vendor failures become VendorErrors.
 */
export function dataForSeoTaskResult(context: VendorContext, response: VendorResponse): unknown[] {
  const body = response.body;
  if (response.status !== 200) throw errorForStatus(context, response.status, isRecord(body) ? text(body.status_message) : undefined, response.retryAfterMs);
  if (!isRecord(body) || typeof body.status_code !== 'number') throw vendorErrors.badResponse(context);
  if (body.status_code !== OK) throw dataForSeoErrorForCode(context, body.status_code, text(body.status_message));

  const first = Array.isArray(body.tasks) ? (body.tasks[0] as unknown) : undefined;
  if (!isRecord(first) || typeof first.status_code !== 'number') throw vendorErrors.badResponse(context);
  if (first.status_code === NO_SEARCH_RESULTS) return [];
  if (first.status_code !== OK) throw dataForSeoErrorForCode(context, first.status_code, text(first.status_message));
  if (first.result === null || first.result === undefined) return [];
  if (!Array.isArray(first.result)) throw vendorErrors.badResponse(context);
  return first.result as unknown[];
}

/** Internal status codes from the vendor's errors appendix; the message decides where codes are unlisted. */
export function dataForSeoErrorForCode(context: VendorContext, code: number, message: string): VendorError {
  if (code === 40100 || code === 40104 || code === 40201 || code === 40204 || /not authori[sz]ed|access denied|suspended/i.test(message)) {
    return vendorErrors.auth(context);
  }
  if (code === 40200 || code === 40203 || code === 40210 || /balance|payment|funds|cost limit/i.test(message)) return vendorErrors.credits(context);
  if (code === 40202 || code === 40209 || /rate.?limit|too many/i.test(message)) return vendorErrors.rateLimited(context);
  if (code === 40101 || code >= 50000) return vendorErrors.unavailable(context, message ? `${message} (${code})` : `status ${code}`);
  return vendorErrors.badResponse(context, message ? `${message} (${code})` : `status ${code}`);
}
