import { AppError } from '../../common/app-error';
import type { User } from '../auth/user.entity';
import { getPlanOrThrow } from '../plans/plans';

export const WEBHOOKS_NOT_IN_PLAN = 'Webhooks (custom integrations) are part of the Agency plan. Upgrade to Agency to send events to your own endpoints.';

export function planIncludesWebhooks(user: User): boolean {
  return user.isAdmin || getPlanOrThrow(user.planId).limits.webhooks;
}

export function assertPlanIncludesWebhooks(user: User): void {
  if (!planIncludesWebhooks(user)) throw new AppError('FORBIDDEN', WEBHOOKS_NOT_IN_PLAN);
}
