import { Field, Int, ObjectType } from 'type-graphql';
import { SubscriptionStatus } from '../plans/subscription-status';

/** Spec §3 Subscription, as GraphQL and (in snake_case) REST return it. Times are unix seconds. */
@ObjectType('BillingSubscription', { description: 'Your plan and subscription. No subscription means the Free plan view.' })
export class SubscriptionView {
  @Field({ description: 'SANDBOX (no money moves) or STRIPE.' })
  provider!: 'SANDBOX' | 'STRIPE';

  @Field(() => Int)
  planId!: number;

  @Field(() => Int, { nullable: true, description: 'A downgrade scheduled for the next renewal.' })
  pendingPlanId!: number | null;

  @Field(() => SubscriptionStatus, { nullable: true })
  status!: SubscriptionStatus | null;

  @Field()
  cancelAtPeriodEnd!: boolean;

  @Field(() => Int, { nullable: true, description: 'Unix seconds.' })
  currentPeriodEnd!: number | null;

  @Field(() => Int, { nullable: true, description: 'Unix seconds: when the free trial ends (or ended); null without a trial.' })
  trialEnd!: number | null;

  @Field(() => Int, { nullable: true, description: 'Unix seconds.' })
  nextInvoiceAt!: number | null;

  @Field(() => Int, { nullable: true, description: 'US cents.' })
  nextInvoiceAmount!: number | null;

  @Field(() => String, { nullable: true, description: 'Something billing did on its own that you should know, until you dismiss it.' })
  notice!: string | null;
}

export function toSubscriptionJson(view: SubscriptionView) {
  return {
    provider: view.provider,
    plan_id: view.planId,
    pending_plan_id: view.pendingPlanId,
    status: view.status,
    cancel_at_period_end: view.cancelAtPeriodEnd,
    current_period_end: view.currentPeriodEnd,
    trial_end: view.trialEnd,
    next_invoice_at: view.nextInvoiceAt,
    next_invoice_amount: view.nextInvoiceAmount,
    notice: view.notice,
  };
}
