import { useReadOnlyWorkspace } from '../workspaces/use-current-workspace';
import { useCreditsLeft } from '../credits/use-credits-left';

/** Why the plan cannot run AI visibility (Free has no AI answers), or null. */
export const AI_ANSWERS_REFUSAL = 'Your plan includes no AI answers, so AI visibility projects cannot be run. Upgrade to Pro or Agency to measure where your brand stands in AI answers.';

/** What the signed-in user may do here: a client viewer reads only; a plan without AI answers cannot run. */
export function useAiVisibilityAccess(): { readOnly: boolean; refusal: string | null } {
  const readOnly = useReadOnlyWorkspace();
  const credits = useCreditsLeft('AI_ANSWERS', 'cache-first');
  return { readOnly, refusal: credits?.limit === 0 ? AI_ANSWERS_REFUSAL : null };
}
