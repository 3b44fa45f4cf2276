/**
 * What one run of an instance costs, in tracking credits. A run is charged one credit per keyword
 * and device (each device is its own search),
 * whatever its depth: the pages fetched to reach the depth (and the retries) are the service's cost,
 * not the user's, so the price is known before the run and never depends on where companies rank.
 * startRun, the scheduler and the create / edit form's cost line all read it from here.
 */
export const TRACKING_CREDITS_PER_KEYWORD = 1;

export interface TrackingRunCost {
  keywords: number;
  creditsPerKeyword: number;
  credits: number;
}

export function trackingRunCost(keywordCount: number): TrackingRunCost {
  return { keywords: keywordCount, creditsPerKeyword: TRACKING_CREDITS_PER_KEYWORD, credits: keywordCount * TRACKING_CREDITS_PER_KEYWORD };
}
