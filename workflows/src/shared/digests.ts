/** The workflow the digests' pass Schedule starts (its interval: the api's app/periodic-passes.ts): one pass over the digests due. */
export const DIGESTS_WORKFLOW = 'digestsWorkflow';

export interface DigestActivities {
  /** Records the digests of the periods just ended and sends those due (with retries); answers how many were sent. */
  sendDueDigests(): Promise<number>;
}
