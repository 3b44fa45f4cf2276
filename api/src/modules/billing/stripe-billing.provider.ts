import type Stripe from 'stripe';
import type { StripeConfig } from './billing.config';
import type { BillingProvider, CheckoutSession, InvoicePreview, InvoiceStatus, ProviderInvoice, ProviderSubscription } from './billing-provider';
import { FREE_PLAN_ID, type PlanId } from '../plans/plans';
import { SubscriptionStatus } from '../plans/subscription-status';

/** Pinned so Stripe's responses keep the shape this adapter reads, whatever the account's default. */
export const STRIPE_API_VERSION = '2026-10-28.endive';

/** The Stripe client; its SDK (~16 MB of memory) is loaded only when Stripe is configured. */
export async function createStripeClient(config: StripeConfig): Promise<Stripe> {
  // The same SDK as the `Stripe` type, but typed from its ES module build: the two declare the same classes apart.
  const StripeClient = (await import('stripe')).default as unknown as typeof Stripe;
  const base = config.apiBase;
  return new StripeClient(config.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: 2,
    ...(base ? { host: base.hostname, port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)), protocol: base.protocol === 'https:' ? 'https' : 'http' } : {}),
  });
}

const STATUSES: Record<Stripe.Subscription.Status, SubscriptionStatus> = {
  trialing: SubscriptionStatus.trialing,
  active: SubscriptionStatus.active,
  past_due: SubscriptionStatus.past_due,
  incomplete: SubscriptionStatus.incomplete,
  incomplete_expired: SubscriptionStatus.canceled,
  canceled: SubscriptionStatus.canceled,
  unpaid: SubscriptionStatus.canceled,
  paused: SubscriptionStatus.canceled,
};

const INVOICE_PAGE = 24;
/** Stripe's default (and longest) session life is 24 hours from creation; a few minutes less keeps clock skew from making it invalid. */
const CHECKOUT_LIFETIME_SECONDS = 24 * 3600 - 300;
const INVOICE_STATUSES: readonly InvoiceStatus[] = ['draft', 'open', 'paid', 'uncollectible', 'void'];
const date = (seconds: number) => new Date(seconds * 1000);
const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

/** Billing on Stripe: Checkout in subscription mode, prorated upgrades, downgrades as subscription schedules. */
export class StripeBillingProvider implements BillingProvider {
  readonly name = 'stripe';
  private priceIds: Promise<Record<Exclude<PlanId, 1>, string>> | undefined;

  constructor(
    private readonly stripe: Stripe,
    private readonly config: StripeConfig,
  ) {}

  async createCustomer(user: { id: string; email: string; fullName: string }): Promise<string> {
    const customer = await this.stripe.customers.create({ email: user.email, name: user.fullName, metadata: { user_id: user.id } });
    return customer.id;
  }

  /**
   * Stripe decides a Checkout trial when the session is created (`trial_period_days`), not when it is paid.
   * So a trial is offered only to a user eligible now, and the app checks again when the subscription
   * arrives: a trial on a user who has had one since (an older session completed late) is ended at once
   * with `endTrial`. Sessions expire after about a day, so old ones cannot be paid much later.
   */
  async createCheckout(input: { customerId: string; userId: string; planId: PlanId; trialDays: number }): Promise<CheckoutSession> {
    const session = await this.stripe.checkout.sessions.create({
      expires_at: Math.floor(Date.now() / 1000) + CHECKOUT_LIFETIME_SECONDS,
      mode: 'subscription',
      customer: input.customerId,
      client_reference_id: input.userId,
      line_items: [{ price: await this.priceOf(input.planId), quantity: 1 }],
      subscription_data: { metadata: { user_id: input.userId }, ...(input.trialDays > 0 ? { trial_period_days: input.trialDays } : {}) },
      success_url: `${this.config.publicUrl}/billing/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${this.config.publicUrl}/pricing`,
    });
    if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
    return { sessionId: session.id, url: session.url };
  }

  async subscriptionOfCheckout(sessionId: string): Promise<string | null> {
    const session = await this.stripe.checkout.sessions.retrieve(sessionId);
    return idOf(session.subscription);
  }

  async getSubscription(subscriptionId: string): Promise<ProviderSubscription> {
    const subscription = await this.stripe.subscriptions.retrieve(subscriptionId, { expand: ['schedule'] });
    const item = subscription.items.data[0];
    if (!item) throw new Error(`Stripe subscription ${subscription.id} has no items`);
    const schedule = typeof subscription.schedule === 'object' ? subscription.schedule : null;
    const nextPhase = schedule?.phases.find((phase) => phase.start_date >= item.current_period_end);
    const scheduledPrice = idOf(nextPhase?.items[0]?.price);
    return {
      id: subscription.id,
      customerId: idOf(subscription.customer) ?? '',
      planId: await this.planOf(item.price),
      scheduledPlanId: scheduledPrice ? await this.planOf(scheduledPrice) : null,
      status: STATUSES[subscription.status],
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
      currentPeriodStart: date(item.current_period_start),
      currentPeriodEnd: date(item.current_period_end),
      trialEnd: subscription.trial_end ? date(subscription.trial_end) : null,
    };
  }

  async changePlan(subscriptionId: string, planId: PlanId, when: 'now' | 'period_end'): Promise<ProviderSubscription> {
    const subscription = await this.releaseSchedule(subscriptionId);
    const item = subscription.items.data[0];
    if (!item) throw new Error(`Stripe subscription ${subscription.id} has no items`);
    const price = await this.priceOf(planId);
    if (when === 'now') {
      await this.stripe.subscriptions.update(subscriptionId, { items: [{ id: item.id, price }], proration_behavior: 'create_prorations', cancel_at_period_end: false });
    } else {
      if (subscription.cancel_at_period_end) await this.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: false });
      const schedule = await this.stripe.subscriptionSchedules.create({ from_subscription: subscriptionId });
      await this.stripe.subscriptionSchedules.update(schedule.id, {
        end_behavior: 'release',
        phases: [
          { items: [{ price: item.price.id, quantity: 1 }], start_date: item.current_period_start, end_date: item.current_period_end },
          { items: [{ price, quantity: 1 }] },
        ],
      });
    }
    return this.getSubscription(subscriptionId);
  }

  async cancelAtPeriodEnd(subscriptionId: string): Promise<ProviderSubscription> {
    await this.releaseSchedule(subscriptionId);
    await this.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    return this.getSubscription(subscriptionId);
  }

  async endTrial(subscriptionId: string): Promise<ProviderSubscription> {
    await this.stripe.subscriptions.update(subscriptionId, { trial_end: 'now' });
    return this.getSubscription(subscriptionId);
  }

  /** Refunds first, then cancels: if either fails, the webhook's retry still finds a live subscription to settle. */
  async cancelAndRefund(subscriptionId: string): Promise<number> {
    const subscription = await this.stripe.subscriptions.retrieve(subscriptionId);
    const invoiceId = idOf(subscription.latest_invoice);
    const payments = invoiceId ? (await this.stripe.invoicePayments.list({ invoice: invoiceId, status: 'paid' })).data : [];
    let refunded = 0;
    for (const { id, payment } of payments) {
      const paymentIntent = idOf(payment.payment_intent);
      const charge = idOf(payment.charge);
      if (!paymentIntent && !charge) continue;
      // The key makes a repeated call (a retried webhook) return the same refund instead of refunding twice.
      const refund = await this.stripe.refunds.create(
        { ...(paymentIntent ? { payment_intent: paymentIntent } : { charge: charge ?? undefined }), reason: 'duplicate' },
        { idempotencyKey: `rankcraft-duplicate-subscription-${id}` },
      );
      refunded += refund.amount;
    }
    if (subscription.status !== 'canceled' && subscription.status !== 'incomplete_expired') await this.stripe.subscriptions.cancel(subscriptionId, { prorate: false });
    return refunded;
  }

  async previewNextInvoice(subscriptionId: string): Promise<InvoicePreview | null> {
    const invoice = await this.stripe.invoices.createPreview({ subscription: subscriptionId });
    return { at: date(invoice.next_payment_attempt ?? invoice.period_end), amount: invoice.amount_due };
  }

  /** The latest invoices (one page is two years of monthly billing). */
  async listInvoices(customerId: string): Promise<ProviderInvoice[]> {
    const invoices = await this.stripe.invoices.list({ customer: customerId, limit: INVOICE_PAGE });
    return invoices.data.map((invoice) => ({
      id: invoice.id ?? '',
      number: invoice.number,
      createdAt: date(invoice.created),
      amount: invoice.total,
      currency: invoice.currency,
      status: INVOICE_STATUSES.find((status) => status === invoice.status) ?? 'draft',
      url: invoice.hosted_invoice_url ?? invoice.invoice_pdf ?? null,
    }));
  }

  /** Drops a scheduled downgrade, so the subscription can be changed directly. */
  private async releaseSchedule(subscriptionId: string): Promise<Stripe.Subscription> {
    const subscription = await this.stripe.subscriptions.retrieve(subscriptionId);
    const scheduleId = idOf(subscription.schedule);
    if (scheduleId) await this.stripe.subscriptionSchedules.release(scheduleId);
    return subscription;
  }

  private async priceOf(planId: PlanId): Promise<string> {
    if (planId === FREE_PLAN_ID) throw new Error('The Free plan has no Stripe price');
    const prices = await this.resolvePrices();
    return planId === 3 ? prices[3] : prices[2];
  }

  private async planOf(price: string | Stripe.Price): Promise<PlanId> {
    const id = idOf(price);
    const prices = await this.resolvePrices();
    if (id === prices[3]) return 3;
    if (id === prices[2]) return 2;
    throw new Error(`Stripe price ${id} is neither STRIPE_PRICE_PRO nor STRIPE_PRICE_AGENCY`);
  }

  /** Configured prices are ids (price_…) or lookup keys, resolved once. */
  private resolvePrices(): Promise<Record<Exclude<PlanId, 1>, string>> {
    this.priceIds ??= (async () => {
      const { pro, agency } = this.config.prices;
      const keys = [pro, agency].filter((value) => !value.startsWith('price_'));
      const found = keys.length > 0 ? (await this.stripe.prices.list({ lookup_keys: keys, active: true })).data : [];
      const resolve = (value: string) => {
        if (value.startsWith('price_')) return value;
        const price = found.find((candidate) => candidate.lookup_key === value);
        if (!price) throw new Error(`No active Stripe price has the lookup key ${value}`);
        return price.id;
      };
      return { 2: resolve(pro), 3: resolve(agency) };
    })().catch((error: unknown) => {
      this.priceIds = undefined;
      throw error;
    });
    return this.priceIds;
  }
}
