import { requireCreditBalances, type User } from './user.entity';

/**
 * The REST shape of a user (spec §3 field names), whose credit balances were loaded
 * (AuthService.loadCreditBalances). Never includes the password hash.
 */
export function toUserJson(user: User) {
  requireCreditBalances(user);
  return {
    id: user.id,
    full_name: user.fullName,
    email: user.email,
    role: user.role,
    subscription_tier: user.subscriptionTier,
    credits_used: user.creditsUsed,
    credit_limit: user.creditLimit,
    created_at: user.createdAt.toISOString(),
    plan_id: user.planId,
    pending_plan_id: user.pendingPlanId,
  };
}
