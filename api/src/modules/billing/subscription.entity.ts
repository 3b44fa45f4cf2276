import { Entity, Enum, Property, Unique } from '@mikro-orm/core';
import { BaseEntity } from '../../common/base.entity';
import type { PlanId } from '../plans/plans';
import { LIVE_STATUSES, SubscriptionStatus } from '../plans/subscription-status';

/** A user's subscription as last read from the billing provider; one row per user, kept across resubscriptions. */
@Entity({ tableName: 'subscriptions' })
export class Subscription extends BaseEntity<
  'externalId' | 'pendingPlanId' | 'status' | 'cancelAtPeriodEnd' | 'currentPeriodStart' | 'currentPeriodEnd' | 'trialEnd' | 'trialUsed' | 'notice' | 'live'
> {
  @Property({ type: 'uuid' })
  @Unique()
  userId!: string;

  @Property({ type: 'string' })
  provider!: 'sandbox' | 'stripe';

  @Property({ type: 'string', length: 255 })
  @Unique()
  customerId!: string;

  @Property({ type: 'string', length: 255, nullable: true })
  @Unique()
  externalId: string | null = null;

  @Property({ type: 'smallint' })
  planId!: PlanId;

  @Property({ type: 'smallint', nullable: true })
  pendingPlanId: PlanId | null = null;

  @Enum({ items: () => SubscriptionStatus, type: 'string' })
  status: SubscriptionStatus = SubscriptionStatus.incomplete;

  @Property({ type: 'boolean' })
  cancelAtPeriodEnd = false;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  currentPeriodStart: Date | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  currentPeriodEnd: Date | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  trialEnd: Date | null = null;

  /** Set once the user has had a trial or any paid subscription: the 14-day trial comes with the first one only. */
  @Property({ type: 'boolean' })
  trialUsed = false;

  /** What billing did on its own that the user should know (a second subscription cancelled, a trial refused), until dismissed. */
  @Property({ type: 'string', length: 500, nullable: true })
  notice: string | null = null;

  get live(): boolean {
    return this.externalId !== null && LIVE_STATUSES.includes(this.status);
  }
}
