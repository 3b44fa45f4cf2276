import type { PlansQuery } from '../../gql/graphql';
import type { SessionUser } from '../session/session-provider';

export type Plan = PlansQuery['plans'][number];

export type PlanAction =
  | { kind: 'current'; label: 'Current Plan' }
  | { kind: 'scheduled'; label: 'Scheduled' }
  | { kind: 'included'; label: 'Included' }
  | { kind: 'sign-up'; label: 'Get Started' | 'Start Free Trial'; to: string }
  | { kind: 'checkout'; label: 'Upgrade' | 'Start Free Trial' | 'Switch Plan' };

export function isFreePlan(plan: Pick<Plan, 'pricePerMonth'>): boolean {
  return plan.pricePerMonth === 0;
}

/** Which button a plan card shows for the current visitor (spec §2 "/pricing"). */
export function planAction(plan: Plan, user: Pick<SessionUser, 'planId' | 'pendingPlanId'> | null): PlanAction {
  if (!user) {
    return isFreePlan(plan)
      ? { kind: 'sign-up', label: 'Get Started', to: '/auth' }
      : { kind: 'sign-up', label: 'Start Free Trial', to: `/auth?plan=${plan.id}` };
  }
  if (plan.id === user.planId) return { kind: 'current', label: 'Current Plan' };
  if (plan.id === user.pendingPlanId) return { kind: 'scheduled', label: 'Scheduled' };
  if (isFreePlan(plan)) return { kind: 'included', label: 'Included' };
  if (user.planId === 1) return { kind: 'checkout', label: 'Start Free Trial' };
  return { kind: 'checkout', label: plan.id > user.planId ? 'Upgrade' : 'Switch Plan' };
}
