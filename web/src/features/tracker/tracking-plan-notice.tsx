import { useToolRefusal, type PlansFetchPolicy } from '../research/tool-access';
import { UpgradeNotice } from '../research/upgrade-notice';

const TOOL_NAME = 'Keyword ranking tracking';

/** The element controls refer to (aria-describedby) when the plan has no tracking. */
export const TRACKING_NOTICE_ID = 'tracking-plan-notice';

/** Why the signed-in user's plan has no tracking (spec §9: Free), from the plans the server sells; null when it has. */
export function useTrackingRefusal(fetchPolicy?: PlansFetchPolicy): string | null {
  return useToolRefusal('tracking', TOOL_NAME, fetchPolicy);
}

/**
 * Shown up front, before any form, to a user whose plan has no tracking: why, and where to upgrade.
 * The page keeps focus on its own heading.
 */
export function TrackingPlanNotice({ refusal }: { refusal: string }) {
  return (
    <div id={TRACKING_NOTICE_ID}>
      <UpgradeNotice toolName={TOOL_NAME} message={refusal} takeFocus={false} />
    </div>
  );
}
