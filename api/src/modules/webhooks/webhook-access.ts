import { AppError } from '../../common/app-error';
import type { User } from '../auth/user.entity';
import { getPlanOrThrow } from '../plans/plans';
import { webhooksMessages } from './webhooks.messages';

export function planIncludesWebhooks(user: User): boolean {
  return user.isAdmin || getPlanOrThrow(user.planId).limits.webhooks;
}

export function assertPlanIncludesWebhooks(user: User): void {
  if (!planIncludesWebhooks(user)) throw new AppError('FORBIDDEN', webhooksMessages.notInPlan);
}
