import { VendorError } from '../../../common/vendor-error';

const MODEL = 'The language model';

/** Every way a language model fails, worded for users; `retryable` (the third argument) says whether trying again can help. */
export const writerErrors = {
  timeout: () => new VendorError('timeout', `${MODEL} did not answer in time.`, true),
  unreachable: () => new VendorError('unavailable', `${MODEL} could not be reached.`, true),
  rejectedKey: (keyVariable: string) => new VendorError('auth', `${MODEL} rejected the API key. Check ${keyVariable}.`, false),
  rateLimited: () => new VendorError('rate_limited', `${MODEL} is rate limiting requests. Try again shortly.`, true),
  unavailable: (status: number) => new VendorError('unavailable', `${MODEL} is unavailable (HTTP ${status}).`, true),
  badRequest: (detail: string) => new VendorError('bad_request', `${MODEL} refused the request: ${detail}`, false),
  brokeOff: () => new VendorError('cut', `${MODEL}'s answer broke off. Trying again.`, true),
  refused: (reason: string | null) => new VendorError('refused', `${MODEL} declined to write this${reason ? `: ${reason}` : '.'}`, false),
  outlineUnreadable: () => new VendorError('bad_response', `${MODEL} returned an outline without a title and sections.`, true),
  revisionUnreadable: () => new VendorError('bad_response', `${MODEL} returned a revision without a title and sections.`, true),
};
