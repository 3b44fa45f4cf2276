import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { AppError } from '../../common/app-error';
import { parseInput, type UntrustedInput } from '../../common/validation';
import { requireAdmin, requireSession, requireUser } from '../auth/access';
import type { Viewer } from '../../common/viewer';
import { User } from '../auth/user.entity';
import type { BillingEvent, BillingProvider, CheckoutSession, ProviderInvoice, ProviderSubscription } from './billing-provider';
import { FREE_PLAN_ID, getPlanOrThrow } from '../plans/plans';
import { LIVE_STATUSES, SubscriptionStatus } from '../plans/subscription-status';
import type { SandboxBillingProvider, SandboxCheckout, SandboxInvoice } from './sandbox-billing.provider';
import { advanceSchema } from './dto/inputs/advance-sandbox-period.input';
import { planChoiceSchema } from './dto/inputs/plan-choice.input';
import { Subscription } from './subscription.entity';
import type { SubscriptionEvents } from './subscription-events';
import type { SubscriptionView } from './subscription-view';
import { billingMessages } from './billing.messages';

/** Spec §4: the client recognises "create-checkout" in this 400 and starts checkout instead. */

const TRIAL_ALREADY_USED = 'Your free trial was already used, so your new subscription started without one.';
const SECOND_SUBSCRIPTION = 'A second checkout went through while you already had a subscription. We cancelled the second subscription at once';
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

const seconds = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : null);

/** Plans bought, changed and cancelled through the billing provider, and the subscription state it reports. */
export class BillingService {
  constructor(
    private readonly em: EntityManager,
    private readonly provider: BillingProvider,
    private readonly sandbox: SandboxBillingProvider | null,
    private readonly events: SubscriptionEvents,
    private readonly logger: Logger,
  ) {}

  /** Starts checkout for a paid plan; the trial comes with the first paid subscription only (checked again when it completes). */
  async createCheckout(viewer: Viewer, input: UntrustedInput<typeof planChoiceSchema>): Promise<CheckoutSession> {
    const user = requireSession(viewer);
    const { planId } = parseInput(planChoiceSchema, input);
    if (planId === FREE_PLAN_ID) throw new AppError('BAD_USER_INPUT', billingMessages.freePlanNeedsNoCheckout);
    let subscription = await this.em.findOne(Subscription, { userId: user.id });
    if (subscription?.live) throw new AppError('BAD_USER_INPUT', billingMessages.alreadySubscribed);
    if (!subscription || subscription.provider !== this.provider.name) {
      const customerId = await this.provider.createCustomer(user);
      if (subscription) {
        Object.assign(subscription, { provider: this.provider.name, customerId, externalId: null });
      } else {
        subscription = this.em.create(Subscription, { userId: user.id, provider: this.provider.name, customerId, planId });
      }
      await this.em.flush();
    }
    const trialDays = subscription.trialUsed ? 0 : getPlanOrThrow(planId).trialDays;
    return this.provider.createCheckout({ customerId: subscription.customerId, userId: user.id, planId, trialDays });
  }

  /** Spec §4: an upgrade applies at once (prorated), a downgrade at the period's end, Free cancels at the period's end. */
  async changePlan(viewer: Viewer, input: UntrustedInput<typeof planChoiceSchema>): Promise<User> {
    const user = requireSession(viewer);
    const { planId } = parseInput(planChoiceSchema, input);
    const subscription = await this.em.findOne(Subscription, { userId: user.id });
    if (!subscription?.live || !subscription.externalId) throw new AppError('BAD_USER_INPUT', billingMessages.noSubscription);
    let changed: ProviderSubscription;
    if (planId === FREE_PLAN_ID) {
      changed = await this.provider.cancelAtPeriodEnd(subscription.externalId);
    } else if (planId === subscription.planId || getPlanOrThrow(planId).pricePerMonth > getPlanOrThrow(subscription.planId).pricePerMonth) {
      // Choosing the current plan again keeps it: a scheduled change or cancellation is dropped.
      changed = await this.provider.changePlan(subscription.externalId, planId, 'now');
    } else {
      changed = await this.provider.changePlan(subscription.externalId, planId, 'period_end');
    }
    await this.apply(changed);
    return this.em.findOneOrFail(User, { id: user.id });
  }

  async subscriptionOf(viewer: Viewer): Promise<SubscriptionView> {
    const user = requireUser(viewer);
    return this.viewOf(user.id);
  }

  /** Your invoices, newest first; none before your first checkout. */
  async invoicesOf(viewer: Viewer): Promise<ProviderInvoice[]> {
    const user = requireUser(viewer);
    const subscription = await this.em.findOne(Subscription, { userId: user.id });
    // A customer of the other provider (billing was switched) has no invoices this one can read.
    if (!subscription || subscription.provider !== this.provider.name) return [];
    return this.provider.listInvoices(subscription.customerId);
  }

  /** A sandbox invoice's own page; only the customer it was issued to may see it. */
  async sandboxInvoice(viewer: Viewer, invoiceId: string): Promise<Omit<SandboxInvoice, 'customerId'>> {
    const sandbox = this.requireSandbox();
    const user = requireUser(viewer);
    const { customerId, ...invoice } = await sandbox.getInvoice(invoiceId);
    const subscription = await this.em.findOne(Subscription, { userId: user.id });
    if (subscription?.customerId !== customerId) throw new AppError('NOT_FOUND', billingMessages.invoiceNotFound);
    return invoice;
  }

  /** Clears the notice on your /billing page. */
  async dismissNotice(viewer: Viewer): Promise<SubscriptionView> {
    const user = requireUser(viewer);
    await this.em.nativeUpdate(Subscription, { userId: user.id }, { notice: null });
    return this.viewOf(user.id);
  }

  /**
   * Applies a provider event once (its id is stored), from the subscription's current state as the
   * provider reports it now, so late or out-of-order events cannot roll the state back. An event
   * that fails to apply is forgotten, so the provider's retry applies it.
   */
  async handleEvent(event: BillingEvent): Promise<void> {
    const subscriptionId = event.type === 'checkout.completed' ? await this.provider.subscriptionOfCheckout(event.checkoutSessionId) : event.subscriptionId;
    const current = subscriptionId ? await this.provider.getSubscription(subscriptionId) : null;
    const fresh = await this.em.transactional(async (tx) => {
      const inserted = await tx.execute<{ id: string }[]>('insert into billing_events (id, type) values (?, ?) on conflict do nothing returning id', [event.id, event.type]);
      return inserted.length > 0;
    });
    if (!fresh) {
      this.logger.info({ eventId: event.id, type: event.type }, 'billing event already applied');
      return;
    }
    if (!current) return;
    try {
      await this.apply(current);
    } catch (error) {
      await this.em.execute('delete from billing_events where id = ?', [event.id]);
      throw error;
    }
  }

  /** The sandbox checkout page's session, with the trial the buyer would get now; only its buyer may see it. */
  async sandboxCheckout(viewer: Viewer, sessionId: string): Promise<SandboxCheckout> {
    const { checkout, trialAllowed } = await this.ownSandboxCheckout(viewer, sessionId);
    return { ...checkout, trialDays: trialAllowed ? checkout.trialDays : 0 };
  }

  /** "Pays" a sandbox checkout; the events it produces are applied like Stripe's webhooks. */
  async completeSandboxCheckout(viewer: Viewer, sessionId: string): Promise<SubscriptionView> {
    requireSession(viewer);
    const sandbox = this.requireSandbox();
    const { trialAllowed } = await this.ownSandboxCheckout(viewer, sessionId);
    for (const event of await sandbox.completeCheckout(sessionId, { trialAllowed })) await this.handleEvent(event);
    return this.viewOf(requireUser(viewer).id);
  }

  /** Admin: ends a user's current sandbox billing period with a renewal (or trial end) or a failed payment. */
  async advanceSandboxPeriod(viewer: Viewer, input: UntrustedInput<typeof advanceSchema>): Promise<SubscriptionView> {
    requireAdmin(viewer);
    const sandbox = this.requireSandbox();
    const { userId, outcome } = parseInput(advanceSchema, input);
    const subscription = await this.em.findOne(Subscription, { userId });
    if (!subscription?.externalId || subscription.provider !== 'sandbox') throw new AppError('BAD_USER_INPUT', billingMessages.noSandboxSubscription);
    for (const event of await sandbox.advancePeriod(subscription.externalId, outcome)) await this.handleEvent(event);
    return this.viewOf(userId);
  }

  /**
   * Copies the provider's state to the user's subscription row and plan, then tells open /billing pages.
   * A user has one subscription: a second live one (a second open checkout completed) is cancelled and
   * refunded, and a trial on a user who has had a trial or a paid subscription is ended at once. Both
   * are decided here, when the subscription arrives, whichever of the provider's events brings it first.
   */
  private async apply(reported: ProviderSubscription): Promise<void> {
    let current = reported;
    const known = await this.em.findOne(Subscription, { customerId: current.customerId }, { refresh: true });
    if (!known) {
      this.logger.warn({ customerId: current.customerId, subscriptionId: current.id }, 'billing event for an unknown customer');
      return;
    }
    let notice: string | null = null;
    if (known.externalId !== current.id && !known.live && known.trialUsed && current.status === SubscriptionStatus.trialing) {
      current = await this.provider.endTrial(current.id);
      notice = TRIAL_ALREADY_USED;
    }
    const outcome = await this.em.transactional(async (tx) => {
      // Events of one customer queue on the row, so two new subscriptions cannot both be taken for the only one.
      const subscription = await tx.findOneOrFail(Subscription, { id: known.id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
      const live = LIVE_STATUSES.includes(current.status);
      if (subscription.externalId && subscription.externalId !== current.id && subscription.live) {
        // The subscription already tracked stays: it is the older one except when both checkouts complete
        // within the same moment, and then either may stay as long as exactly one does. The end of an
        // earlier subscription must not undo the one that replaced it either.
        return live ? 'second subscription' : 'stale';
      }
      Object.assign(subscription, {
        externalId: current.id,
        planId: current.planId,
        pendingPlanId: current.scheduledPlanId,
        status: current.status,
        cancelAtPeriodEnd: current.cancelAtPeriodEnd,
        currentPeriodStart: current.currentPeriodStart,
        currentPeriodEnd: current.currentPeriodEnd,
        trialEnd: current.trialEnd,
        trialUsed: subscription.trialUsed || live || current.trialEnd !== null,
        notice: notice ?? subscription.notice,
      });
      const user = await tx.findOneOrFail(User, { id: subscription.userId }, { refresh: true });
      user.planId = live ? current.planId : FREE_PLAN_ID;
      user.pendingPlanId = live ? current.scheduledPlanId : null;
      return 'applied';
    });
    if (outcome === 'stale') return;
    if (outcome === 'second subscription') {
      const refunded = await this.provider.cancelAndRefund(current.id);
      this.logger.warn({ userId: known.userId, kept: known.externalId, cancelled: current.id, refunded }, 'cancelled a second subscription');
      const told = refunded > 0 ? `${SECOND_SUBSCRIPTION} and refunded its payment of ${dollars(refunded)}.` : `${SECOND_SUBSCRIPTION}; nothing was charged for it.`;
      await this.em.nativeUpdate(Subscription, { id: known.id }, { notice: told });
    }
    await this.events.publish(known.userId, await this.viewOf(known.userId));
  }

  /** The session and whether its buyer may have a trial now: not after a trial or a paid subscription. */
  private async ownSandboxCheckout(viewer: Viewer, sessionId: string): Promise<{ checkout: SandboxCheckout; trialAllowed: boolean }> {
    const sandbox = this.requireSandbox();
    const user = requireUser(viewer);
    const { customerId, ...checkout } = await sandbox.getCheckout(sessionId);
    const subscription = await this.em.findOne(Subscription, { userId: user.id }, { refresh: true });
    if (!subscription || subscription.customerId !== customerId) throw new AppError('NOT_FOUND', billingMessages.checkoutNotFound);
    return { checkout, trialAllowed: !subscription.trialUsed };
  }

  private async viewOf(userId: string): Promise<SubscriptionView> {
    const provider = this.provider.name === 'sandbox' ? 'SANDBOX' : 'STRIPE';
    const subscription = await this.em.findOne(Subscription, { userId }, { refresh: true });
    const notice = subscription?.notice ?? null;
    if (!subscription?.live || !subscription.externalId) {
      const user = await this.em.findOneOrFail(User, { id: userId }, { refresh: true });
      return {
        provider,
        planId: user.planId,
        pendingPlanId: null,
        status: subscription?.externalId ? subscription.status : null,
        cancelAtPeriodEnd: false,
        currentPeriodEnd: null,
        trialEnd: null,
        nextInvoiceAt: null,
        nextInvoiceAmount: null,
        notice,
      };
    }
    const invoice = await this.provider.previewNextInvoice(subscription.externalId);
    return {
      provider,
      planId: subscription.planId,
      pendingPlanId: subscription.pendingPlanId,
      status: subscription.status,
      cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
      currentPeriodEnd: seconds(subscription.currentPeriodEnd),
      trialEnd: seconds(subscription.trialEnd),
      nextInvoiceAt: seconds(invoice?.at ?? null),
      nextInvoiceAmount: invoice?.amount ?? null,
      notice,
    };
  }

  private requireSandbox(): SandboxBillingProvider {
    if (!this.sandbox) throw new AppError('NOT_FOUND', billingMessages.sandboxOff);
    return this.sandbox;
  }
}
