/** The workflow a Temporal Schedule starts every DIGEST_INTERVAL: one pass over the digests due. */
export const DIGESTS_WORKFLOW = 'digestsWorkflow';

/** How often digests due are looked for (a daily digest goes out within this of its day's end, UTC). */
export const DIGEST_INTERVAL = '15 minutes';

export interface DigestActivities {
  /** Records the digests of the periods just ended and sends those due (with retries); answers how many were sent. */
  sendDueDigests(): Promise<number>;
}
