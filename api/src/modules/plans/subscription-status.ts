import { registerEnumType } from 'type-graphql';

/** Stripe's subscription states that matter here; `incomplete` means checkout has not finished. */
export enum SubscriptionStatus {
  incomplete = 'incomplete',
  trialing = 'trialing',
  active = 'active',
  past_due = 'past_due',
  canceled = 'canceled',
}
registerEnumType(SubscriptionStatus, { name: 'SubscriptionStatus' });

/** States in which the subscription's plan applies (past due keeps the plan while payment is retried). */
export const LIVE_STATUSES: readonly SubscriptionStatus[] = [SubscriptionStatus.trialing, SubscriptionStatus.active, SubscriptionStatus.past_due];
