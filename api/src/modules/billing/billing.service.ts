import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { z } from 'zod';
import { AppError } from '../../common/app-error';
import { isUuid, parseInput, type Untrusted } from '../../common/validation';
import { requireAdmin, requireSession, requireUser, type Viewer } from '../auth/access';
import { User } from '../auth/user.entity';
import type { BillingEvent, BillingProvider, CheckoutSession, ProviderInvoice, ProviderSubscription } from './billing-provider';
import { FREE_PLAN_ID, getPlanOrThrow, type PlanId } from './plans';
import type { SandboxBillingProvider, SandboxCheckout, SandboxInvoice, SandboxPeriodOutcome } from './sandbox-billing.provider';
import { LIVE_STATUSES, Subscription } from './subscription.entity';
import type { SubscriptionEvents } from './subscription-events';
import type { SubscriptionView } from './subscription-view';

/** Spec §4: the client recognises "create-checkout" in this 400 and starts checkout instead. */
export const NO_SUBSCRIPTION = 'You have no paid subscription to change. Use create-checkout to subscribe to a paid plan.';
const SANDBOX_OFF = 'Sandbox billing is off: payments go through Stripe.';

const planIdField = z.coerce
  .number({ error: 'plan_id is required.' })
  .int('plan_id must be 1, 2 or 3.')
  .refine((id): id is PlanId => id === 1 || id === 2 || id === 3, 'plan_id must be 1, 2 or 3.');
const planChoiceSchema = z.object({ planId: planIdField });
const advanceSchema = z.object({
  userId: z.string().refine(isUuid, 'User not found.'),
  outcome: z.enum(['renew', 'payment_failed'], { error: 'outcome must be renew or payment_failed.' }),
});

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

  /** Starts checkout for a paid plan; the trial comes with the first paid subscription only. */
  async createCheckout(viewer: Viewer, input: Untrusted<{ planId: number }>): Promise<CheckoutSession> {
    const user = requireSession(viewer);
    const { planId } = parseInput(planChoiceSchema, input);
    if (planId === FREE_PLAN_ID) throw new AppError('BAD_USER_INPUT', 'The Free plan needs no checkout.');
    let subscription = await this.em.findOne(Subscription, { userId: user.id });
    if (subscription?.live) throw new AppError('BAD_USER_INPUT', 'You already have a subscription. Use change-plan to switch plans.');
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
  async changePlan(viewer: Viewer, input: Untrusted<{ planId: number }>): Promise<User> {
    const user = requireSession(viewer);
    const { planId } = parseInput(planChoiceSchema, input);
    const subscription = await this.em.findOne(Subscription, { userId: user.id });
    if (!subscription?.live || !subscription.externalId) throw new AppError('BAD_USER_INPUT', NO_SUBSCRIPTION);
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
    if (subscription?.customerId !== customerId) throw new AppError('NOT_FOUND', 'Invoice not found.');
    return invoice;
  }

  /**
   * Applies a provider event once (its id is stored), from the subscription's current state as the
   * provider reports it now, so late or out-of-order events cannot roll the state back.
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
    if (current) await this.apply(current);
  }

  /** The sandbox checkout page's session; only its buyer may see it. */
  async sandboxCheckout(viewer: Viewer, sessionId: string): Promise<SandboxCheckout> {
    const sandbox = this.requireSandbox();
    const user = requireUser(viewer);
    const { customerId, ...checkout } = await sandbox.getCheckout(sessionId);
    const subscription = await this.em.findOne(Subscription, { userId: user.id });
    if (subscription?.customerId !== customerId) throw new AppError('NOT_FOUND', 'Checkout session not found.');
    return checkout;
  }

  /** "Pays" a sandbox checkout; the events it produces are applied like Stripe's webhooks. */
  async completeSandboxCheckout(viewer: Viewer, sessionId: string): Promise<SubscriptionView> {
    requireSession(viewer);
    const sandbox = this.requireSandbox();
    await this.sandboxCheckout(viewer, sessionId);
    for (const event of await sandbox.completeCheckout(sessionId)) await this.handleEvent(event);
    return this.viewOf(requireUser(viewer).id);
  }

  /** Admin: ends a user's current sandbox billing period with a renewal (or trial end) or a failed payment. */
  async advanceSandboxPeriod(viewer: Viewer, input: Untrusted<{ userId: string; outcome: SandboxPeriodOutcome }>): Promise<SubscriptionView> {
    requireAdmin(viewer);
    const sandbox = this.requireSandbox();
    const { userId, outcome } = parseInput(advanceSchema, input);
    const subscription = await this.em.findOne(Subscription, { userId });
    if (!subscription?.externalId || subscription.provider !== 'sandbox') throw new AppError('BAD_USER_INPUT', 'This user has no sandbox subscription.');
    for (const event of await sandbox.advancePeriod(subscription.externalId, outcome)) await this.handleEvent(event);
    return this.viewOf(userId);
  }

  /** Copies the provider's state to the user's subscription row and plan, then tells open /billing pages. */
  private async apply(current: ProviderSubscription): Promise<void> {
    const subscription = await this.em.findOne(Subscription, { customerId: current.customerId }, { refresh: true });
    if (!subscription) {
      this.logger.warn({ customerId: current.customerId, subscriptionId: current.id }, 'billing event for an unknown customer');
      return;
    }
    const live = LIVE_STATUSES.includes(current.status);
    // The end of an earlier subscription must not undo the one that replaced it.
    if (subscription.externalId && subscription.externalId !== current.id && subscription.live && !live) return;
    Object.assign(subscription, {
      externalId: current.id,
      planId: current.planId,
      pendingPlanId: current.scheduledPlanId,
      status: current.status,
      cancelAtPeriodEnd: current.cancelAtPeriodEnd,
      currentPeriodStart: current.currentPeriodStart,
      currentPeriodEnd: current.currentPeriodEnd,
      trialEnd: current.trialEnd,
      trialUsed: subscription.trialUsed || current.trialEnd !== null,
    });
    const user = await this.em.findOneOrFail(User, { id: subscription.userId }, { refresh: true });
    user.planId = live ? current.planId : FREE_PLAN_ID;
    user.pendingPlanId = live ? current.scheduledPlanId : null;
    await this.em.flush();
    await this.events.publish(user.id, await this.viewOf(user.id));
  }

  private async viewOf(userId: string): Promise<SubscriptionView> {
    const provider = this.provider.name === 'sandbox' ? 'SANDBOX' : 'STRIPE';
    const subscription = await this.em.findOne(Subscription, { userId });
    if (!subscription?.live || !subscription.externalId) {
      const user = await this.em.findOneOrFail(User, { id: userId });
      return { provider, planId: user.planId, pendingPlanId: null, status: subscription?.externalId ? subscription.status : null, cancelAtPeriodEnd: false, currentPeriodEnd: null, trialEnd: null, nextInvoiceAt: null, nextInvoiceAmount: null };
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
    };
  }

  private requireSandbox(): SandboxBillingProvider {
    if (!this.sandbox) throw new AppError('NOT_FOUND', SANDBOX_OFF);
    return this.sandbox;
  }
}
