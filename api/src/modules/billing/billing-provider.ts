import type { PlanId } from '../plans/plans';
import type { SubscriptionStatus } from '../plans/subscription-status';

/** A subscription as the provider holds it; the app's Subscription row is a copy of the latest read. */
export interface ProviderSubscription {
  id: string;
  customerId: string;
  planId: PlanId;
  /** A downgrade the provider will apply at the end of the current period. */
  scheduledPlanId: PlanId | null;
  status: SubscriptionStatus;
  cancelAtPeriodEnd: boolean;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  trialEnd: Date | null;
}

export interface CheckoutSession {
  sessionId: string;
  url: string;
}

export interface InvoicePreview {
  at: Date;
  /** US cents. */
  amount: number;
}

/** Stripe's invoice states; sandbox invoices use the same words. */
export type InvoiceStatus = 'draft' | 'open' | 'paid' | 'uncollectible' | 'void';

export interface ProviderInvoice {
  id: string;
  /** Null while a Stripe invoice is a draft. */
  number: string | null;
  createdAt: Date;
  /** In the currency's smallest unit (US cents). */
  amount: number;
  currency: string;
  status: InvoiceStatus;
  /** Where the customer reads the invoice: Stripe's hosted page (or PDF), or the sandbox's own page. */
  url: string | null;
}

/**
 * What the provider tells the app, whether it arrives as a Stripe webhook or from the sandbox. Events
 * name what changed; the app always re-reads the current state, so their order does not matter.
 */
export type BillingEvent =
  | { id: string; type: 'checkout.completed'; checkoutSessionId: string }
  | {
      id: string;
      type: 'subscription.created' | 'subscription.updated' | 'subscription.deleted' | 'invoice.paid' | 'invoice.payment_failed' | 'subscription.trial_will_end';
      subscriptionId: string;
    };

/** The billing port: Stripe, or the sandbox when no STRIPE_SECRET_KEY is set. */
export interface BillingProvider {
  readonly name: 'sandbox' | 'stripe';
  createCustomer(user: { id: string; email: string; fullName: string }): Promise<string>;
  createCheckout(input: { customerId: string; userId: string; planId: PlanId; trialDays: number }): Promise<CheckoutSession>;
  /** The subscription a completed checkout session created, or null while it is not complete. */
  subscriptionOfCheckout(sessionId: string): Promise<string | null>;
  getSubscription(subscriptionId: string): Promise<ProviderSubscription>;
  /** Switches plan now, prorated (upgrade), or schedules it for the end of the period (downgrade). */
  changePlan(subscriptionId: string, planId: PlanId, when: 'now' | 'period_end'): Promise<ProviderSubscription>;
  cancelAtPeriodEnd(subscriptionId: string): Promise<ProviderSubscription>;
  /** Ends a trial now, like Stripe's `trial_end: 'now'`: the first period starts and is billed at once. */
  endTrial(subscriptionId: string): Promise<ProviderSubscription>;
  /** Cancels at once (no proration) and refunds what its latest invoice took; returns the US cents refunded. Safe to repeat. */
  cancelAndRefund(subscriptionId: string): Promise<number>;
  previewNextInvoice(subscriptionId: string): Promise<InvoicePreview | null>;
  /** The customer's invoices, newest first. */
  listInvoices(customerId: string): Promise<ProviderInvoice[]>;
}
