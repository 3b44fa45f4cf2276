import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { utc } from '@date-fns/utc';
// One file each, not the whole of date-fns (~12 MB of memory when loaded at start).
import { addMonths } from 'date-fns/addMonths';
import { differenceInCalendarMonths } from 'date-fns/differenceInCalendarMonths';
import { AppError } from '../../common/app-error';
import type { BillingEvent, BillingProvider, CheckoutSession, InvoicePreview, InvoiceStatus, ProviderInvoice, ProviderSubscription } from './billing-provider';
import { getPlanOrThrow, type PlanId } from '../plans/plans';
import { LIVE_STATUSES, SubscriptionStatus } from '../plans/subscription-status';
import { billingMessages } from './billing.messages';

export const SANDBOX_CHECKOUT_PATH = '/billing/sandbox-checkout';
export const SANDBOX_INVOICE_PATH = '/billing/sandbox-invoice';

/** How long a checkout session can be completed: Stripe's default, 24 hours. */
const CHECKOUT_LIFETIME_MS = 24 * 3_600_000;

/** What an admin makes happen at the end of a sandbox billing period. */
export type SandboxPeriodOutcome = 'renew' | 'payment_failed';

export interface SandboxCheckout {
  id: string;
  planId: PlanId;
  trialDays: number;
  completed: boolean;
  expired: boolean;
}

/** A sandbox invoice with what its own page shows. */
export interface SandboxInvoice extends ProviderInvoice {
  customerId: string;
  planId: PlanId;
  periodStart: Date;
  periodEnd: Date;
}

interface InvoiceRow {
  id: string;
  customer_id: string;
  number: string;
  plan_id: number;
  amount: number;
  currency: string;
  status: InvoiceStatus;
  period_start: Date | string;
  period_end: Date | string;
  created_at: Date | string;
}

type Executor = Pick<EntityManager, 'execute'>;

interface CheckoutRow {
  id: string;
  customer_id: string;
  plan_id: number;
  trial_days: number;
  subscription_id: string | null;
  expires_at: Date | string;
}

interface SubscriptionRow {
  id: string;
  customer_id: string;
  plan_id: number;
  scheduled_plan_id: number | null;
  status: SubscriptionStatus;
  cancel_at_period_end: boolean;
  current_period_start: Date | string;
  current_period_end: Date | string;
  trial_end: Date | string | null;
  created_at: Date | string;
}

const sandboxId = (prefix: string) => `${prefix}_sandbox_${randomBytes(12).toString('hex')}`;
const DAY_MS = 86_400_000;

const toInvoice = (row: InvoiceRow): ProviderInvoice => ({
  id: row.id,
  number: row.number,
  createdAt: new Date(row.created_at),
  amount: row.amount,
  currency: row.currency,
  status: row.status,
  url: `${SANDBOX_INVOICE_PATH}/${row.id}`,
});

/**
 * The first monthly date of the billing anchor after `after`, in UTC. A month without the anchor's
 * day gets its last day and the next keeps the anchor's day, as Stripe bills: Jan 31, Feb 28, Mar 31.
 */
function nextBillingDate(anchor: Date, after: Date): Date {
  const months = differenceInCalendarMonths(after, anchor, { in: utc });
  const sameMonth = addMonths(anchor, months, { in: utc });
  return new Date((sameMonth > after ? sameMonth : addMonths(anchor, months + 1, { in: utc })).getTime());
}

/** Like Stripe's billing_cycle_anchor: when the first paid period started (a trial's end, or the checkout). */
const billingAnchorOf = (row: SubscriptionRow): Date => new Date(row.trial_end ?? row.created_at);

/**
 * Billing without Stripe: no money moves. It keeps its own subscriptions in the database and, like
 * Stripe, answers completed checkouts and period ends with events the app applies the same way.
 */
export class SandboxBillingProvider implements BillingProvider {
  readonly name = 'sandbox';

  constructor(
    private readonly em: EntityManager,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async createCustomer(): Promise<string> {
    return sandboxId('cus');
  }

  async createCheckout(input: { customerId: string; planId: PlanId; trialDays: number }): Promise<CheckoutSession> {
    const id = sandboxId('cs');
    const now = this.now();
    await this.em.execute('insert into sandbox_checkout_sessions (id, customer_id, plan_id, trial_days, created_at, expires_at) values (?, ?, ?, ?, ?, ?)', [
      id,
      input.customerId,
      input.planId,
      input.trialDays,
      now,
      new Date(now.getTime() + CHECKOUT_LIFETIME_MS),
    ]);
    return { sessionId: id, url: `${SANDBOX_CHECKOUT_PATH}?session_id=${id}` };
  }

  async getCheckout(sessionId: string): Promise<SandboxCheckout & { customerId: string }> {
    const [row] = await this.em.execute<CheckoutRow[]>('select id, customer_id, plan_id, trial_days, subscription_id, expires_at from sandbox_checkout_sessions where id = ?', [sessionId]);
    if (!row) throw new AppError('NOT_FOUND', billingMessages.checkoutNotFound);
    const completed = row.subscription_id !== null;
    return { id: row.id, customerId: row.customer_id, planId: row.plan_id as PlanId, trialDays: row.trial_days, completed, expired: !completed && this.expired(row) };
  }

  async subscriptionOfCheckout(sessionId: string): Promise<string | null> {
    const [row] = await this.em.execute<{ subscription_id: string | null }[]>('select subscription_id from sandbox_checkout_sessions where id = ?', [sessionId]);
    return row?.subscription_id ?? null;
  }

  /**
   * "Pays" a checkout session: creates the subscription, trialing when the session has a trial and the
   * buyer may still have one (decided now, not when the session was opened). Refuses an expired
   * session, and any session while the customer has a live subscription.
   */
  async completeCheckout(sessionId: string, { trialAllowed }: { trialAllowed: boolean }): Promise<BillingEvent[]> {
    return this.em.transactional(async (tx) => {
      const [owner] = await tx.execute<{ customer_id: string }[]>('select customer_id from sandbox_checkout_sessions where id = ?', [sessionId]);
      if (!owner) throw new AppError('NOT_FOUND', billingMessages.checkoutNotFound);
      // A customer's completions queue on their sessions, so two open sessions cannot both find no live subscription.
      const sessions = await tx.execute<CheckoutRow[]>('select * from sandbox_checkout_sessions where customer_id = ? order by id for update', [owner.customer_id]);
      const session = sessions.find((candidate) => candidate.id === sessionId);
      if (!session) throw new AppError('NOT_FOUND', billingMessages.checkoutNotFound);
      if (session.subscription_id) throw new AppError('CONFLICT', billingMessages.checkoutComplete);
      if (this.expired(session)) throw new AppError('BAD_USER_INPUT', billingMessages.checkoutExpired);
      const live = await tx.execute(`select id from sandbox_subscriptions where customer_id = ? and status in (${LIVE_STATUSES.map(() => '?').join(', ')})`, [
        session.customer_id,
        ...LIVE_STATUSES,
      ]);
      if (live.length > 0) throw new AppError('CONFLICT', billingMessages.checkoutWhileSubscribed);
      const start = this.now();
      const trialEnd = trialAllowed && session.trial_days > 0 ? new Date(start.getTime() + session.trial_days * DAY_MS) : null;
      const id = sandboxId('sub');
      await tx.execute(
        `insert into sandbox_subscriptions (id, customer_id, plan_id, status, current_period_start, current_period_end, trial_end, created_at)
         values (?, ?, ?, ?, ?, ?, ?, ?)`,
        [id, session.customer_id, session.plan_id, trialEnd ? SubscriptionStatus.trialing : SubscriptionStatus.active, start, trialEnd ?? nextBillingDate(start, start), trialEnd, start],
      );
      await tx.execute('update sandbox_checkout_sessions set subscription_id = ? where id = ?', [id, sessionId]);
      // Like Stripe: a trial starts with a paid invoice of 0, otherwise the first month is paid now.
      await this.recordInvoice(tx, {
        customerId: session.customer_id,
        subscriptionId: id,
        planId: session.plan_id,
        amount: trialEnd ? 0 : getPlanOrThrow(session.plan_id).pricePerMonth * 100,
        status: 'paid',
        periodStart: start,
        periodEnd: trialEnd ?? nextBillingDate(start, start),
      });
      const events: BillingEvent[] = [
        { id: sandboxId('evt'), type: 'checkout.completed', checkoutSessionId: sessionId },
        { id: sandboxId('evt'), type: 'subscription.created', subscriptionId: id },
      ];
      if (!trialEnd) events.push({ id: sandboxId('evt'), type: 'invoice.paid', subscriptionId: id });
      return events;
    });
  }

  /**
   * Moves a subscription to the end of its period: it ends if cancelled; otherwise the invoice is
   * paid (a trial converts, a scheduled downgrade applies, a new period starts) or its payment fails.
   */
  async advancePeriod(subscriptionId: string, outcome: SandboxPeriodOutcome): Promise<BillingEvent[]> {
    const event = (type: Exclude<BillingEvent['type'], 'checkout.completed'>): BillingEvent => ({ id: sandboxId('evt'), type, subscriptionId });
    return this.em.transactional(async (tx) => {
      const [row] = await tx.execute<SubscriptionRow[]>('select * from sandbox_subscriptions where id = ? for update', [subscriptionId]);
      if (!row) throw new AppError('NOT_FOUND', billingMessages.subscriptionNotFound);
      if (row.status === SubscriptionStatus.canceled) throw new AppError('BAD_USER_INPUT', billingMessages.subscriptionEnded);
      if (row.cancel_at_period_end) {
        await tx.execute('update sandbox_subscriptions set status = ? where id = ?', [SubscriptionStatus.canceled, subscriptionId]);
        return [event('subscription.deleted')];
      }
      const start = new Date(row.current_period_end);
      const planId = (row.scheduled_plan_id ?? row.plan_id) as PlanId;
      // The invoice of the coming period; a failed payment leaves it open until a later payment succeeds.
      const [open] = await tx.execute<{ id: string }[]>("select id from sandbox_invoices where subscription_id = ? and status = 'open'", [subscriptionId]);
      const invoice = { customerId: row.customer_id, subscriptionId, planId, amount: getPlanOrThrow(planId).pricePerMonth * 100, periodStart: start, periodEnd: nextBillingDate(billingAnchorOf(row), start) };
      if (outcome === 'payment_failed') {
        await tx.execute('update sandbox_subscriptions set status = ? where id = ?', [SubscriptionStatus.past_due, subscriptionId]);
        if (!open) await this.recordInvoice(tx, { ...invoice, status: 'open' });
        return [event('invoice.payment_failed'), event('subscription.updated')];
      }
      await tx.execute(
        `update sandbox_subscriptions set status = ?, plan_id = coalesce(scheduled_plan_id, plan_id), scheduled_plan_id = null,
         current_period_start = ?, current_period_end = ? where id = ?`,
        [SubscriptionStatus.active, start, invoice.periodEnd, subscriptionId],
      );
      if (open) await tx.execute("update sandbox_invoices set status = 'paid' where id = ?", [open.id]);
      else await this.recordInvoice(tx, { ...invoice, status: 'paid' });
      return [event('subscription.updated'), event('invoice.paid')];
    });
  }

  async getSubscription(subscriptionId: string): Promise<ProviderSubscription> {
    const row = await this.row(subscriptionId);
    return {
      id: row.id,
      customerId: row.customer_id,
      planId: row.plan_id as PlanId,
      scheduledPlanId: row.scheduled_plan_id as PlanId | null,
      status: row.status,
      cancelAtPeriodEnd: row.cancel_at_period_end,
      currentPeriodStart: new Date(row.current_period_start),
      currentPeriodEnd: new Date(row.current_period_end),
      trialEnd: row.trial_end === null ? null : new Date(row.trial_end),
    };
  }

  async changePlan(subscriptionId: string, planId: PlanId, when: 'now' | 'period_end'): Promise<ProviderSubscription> {
    if (when === 'now') {
      await this.em.execute('update sandbox_subscriptions set plan_id = ?, scheduled_plan_id = null, cancel_at_period_end = false where id = ?', [planId, subscriptionId]);
    } else {
      await this.em.execute('update sandbox_subscriptions set scheduled_plan_id = ?, cancel_at_period_end = false where id = ?', [planId, subscriptionId]);
    }
    return this.getSubscription(subscriptionId);
  }

  async cancelAtPeriodEnd(subscriptionId: string): Promise<ProviderSubscription> {
    await this.em.execute('update sandbox_subscriptions set cancel_at_period_end = true, scheduled_plan_id = null where id = ?', [subscriptionId]);
    return this.getSubscription(subscriptionId);
  }

  /** Sandbox checkouts decide the trial when they complete, so, like cancelAndRefund, this only completes the port. */
  async endTrial(subscriptionId: string): Promise<ProviderSubscription> {
    await this.em.transactional(async (tx) => {
      const [row] = await tx.execute<SubscriptionRow[]>('select * from sandbox_subscriptions where id = ? for update', [subscriptionId]);
      if (!row) throw new AppError('NOT_FOUND', billingMessages.subscriptionNotFound);
      if (row.status !== SubscriptionStatus.trialing) return;
      const start = this.now();
      const end = nextBillingDate(start, start);
      await tx.execute('update sandbox_subscriptions set status = ?, trial_end = ?, current_period_start = ?, current_period_end = ? where id = ?', [
        SubscriptionStatus.active,
        start,
        start,
        end,
        subscriptionId,
      ]);
      const amount = getPlanOrThrow(row.plan_id).pricePerMonth * 100;
      await this.recordInvoice(tx, { customerId: row.customer_id, subscriptionId, planId: row.plan_id, amount, status: 'paid', periodStart: start, periodEnd: end });
    });
    return this.getSubscription(subscriptionId);
  }

  /**
   * Sandbox checkouts refuse a second subscription before creating it, so this only completes the
   * port. No money moved: the "refund" is the latest paid invoice's amount, which stays listed as paid
   * (as a refunded Stripe invoice does).
   */
  async cancelAndRefund(subscriptionId: string): Promise<number> {
    const row = await this.row(subscriptionId);
    await this.em.execute('update sandbox_subscriptions set status = ?, cancel_at_period_end = false, scheduled_plan_id = null where id = ?', [SubscriptionStatus.canceled, subscriptionId]);
    const [paid] = await this.em.execute<{ amount: number }[]>(
      "select amount from sandbox_invoices where subscription_id = ? and status = 'paid' order by created_at desc, number desc limit 1",
      [row.id],
    );
    return paid?.amount ?? 0;
  }

  /** The next period's price (of the scheduled plan when one is set); none once the subscription is ending. */
  async previewNextInvoice(subscriptionId: string): Promise<InvoicePreview | null> {
    const subscription = await this.getSubscription(subscriptionId);
    if (subscription.cancelAtPeriodEnd || subscription.status === SubscriptionStatus.canceled) return null;
    const plan = getPlanOrThrow(subscription.scheduledPlanId ?? subscription.planId);
    return { at: subscription.currentPeriodEnd, amount: plan.pricePerMonth * 100 };
  }

  async listInvoices(customerId: string): Promise<ProviderInvoice[]> {
    const rows = await this.em.execute<InvoiceRow[]>('select * from sandbox_invoices where customer_id = ? order by created_at desc, number desc', [customerId]);
    return rows.map(toInvoice);
  }

  async getInvoice(invoiceId: string): Promise<SandboxInvoice> {
    const [row] = await this.em.execute<InvoiceRow[]>('select * from sandbox_invoices where id = ?', [invoiceId]);
    if (!row) throw new AppError('NOT_FOUND', billingMessages.invoiceNotFound);
    return { ...toInvoice(row), customerId: row.customer_id, planId: row.plan_id as PlanId, periodStart: new Date(row.period_start), periodEnd: new Date(row.period_end) };
  }

  /** Numbers count up per customer, e.g. SANDBOX-1A2B3C4D-0002. */
  private async recordInvoice(
    tx: Executor,
    invoice: { customerId: string; subscriptionId: string; planId: number; amount: number; status: InvoiceStatus; periodStart: Date; periodEnd: Date },
  ): Promise<void> {
    const [{ count }] = await tx.execute<{ count: string | number }[]>('select count(*) as count from sandbox_invoices where customer_id = ?', [invoice.customerId]);
    const prefix = invoice.customerId.slice(-8).toUpperCase();
    const number = `SANDBOX-${prefix}-${String(Number(count) + 1).padStart(4, '0')}`;
    await tx.execute(
      `insert into sandbox_invoices (id, customer_id, subscription_id, number, plan_id, amount, currency, status, period_start, period_end, created_at)
       values (?, ?, ?, ?, ?, ?, 'usd', ?, ?, ?, ?)`,
      [sandboxId('in'), invoice.customerId, invoice.subscriptionId, number, invoice.planId, invoice.amount, invoice.status, invoice.periodStart, invoice.periodEnd, this.now()],
    );
  }

  private expired(session: Pick<CheckoutRow, 'expires_at'>): boolean {
    return new Date(session.expires_at).getTime() <= this.now().getTime();
  }

  private async row(subscriptionId: string): Promise<SubscriptionRow> {
    const [row] = await this.em.execute<SubscriptionRow[]>('select * from sandbox_subscriptions where id = ?', [subscriptionId]);
    if (!row) throw new AppError('NOT_FOUND', billingMessages.subscriptionNotFound);
    return row;
  }
}
