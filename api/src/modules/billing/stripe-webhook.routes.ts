import express, { type Express } from 'express';
import type Stripe from 'stripe';
import { AppError } from '../../common/app-error';
import type { BillingEvent } from './billing-provider';
import type { BillingService } from './billing.service';
import { billingMessages } from './billing.messages';

export const STRIPE_WEBHOOK_PATH = '/api/stripe/webhook';

/** The events the app acts on; each only names what to re-read from Stripe. */
export function billingEventOf(event: Stripe.Event): BillingEvent | null {
  switch (event.type) {
    case 'checkout.session.completed':
      return { id: event.id, type: 'checkout.completed', checkoutSessionId: event.data.object.id };
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
    case 'customer.subscription.trial_will_end': {
      const type = event.type === 'customer.subscription.trial_will_end' ? 'subscription.trial_will_end' : (event.type.replace('customer.', '') as 'subscription.created' | 'subscription.updated' | 'subscription.deleted');
      return { id: event.id, type, subscriptionId: event.data.object.id };
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const subscription = event.data.object.parent?.subscription_details?.subscription;
      const subscriptionId = typeof subscription === 'string' ? subscription : subscription?.id;
      return subscriptionId ? { id: event.id, type: event.type, subscriptionId } : null;
    }
    default:
      return null;
  }
}

export interface StripeWebhookDeps {
  stripe: Stripe;
  webhookSecret: string;
  /** The billing service, on a unit of work of its own for each event. */
  billing: () => BillingService;
}

/** Stripe's webhooks: the raw body is needed to verify the signature, so this sits before the JSON parser. */
export function registerStripeWebhook(app: Express, { stripe, webhookSecret, billing }: StripeWebhookDeps): void {
  app.post(STRIPE_WEBHOOK_PATH, express.raw({ type: () => true, limit: '1mb' }), async (req, res) => {
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(req.body as Buffer, req.headers['stripe-signature'] ?? '', webhookSecret);
    } catch {
      throw new AppError('BAD_USER_INPUT', billingMessages.invalidStripeSignature);
    }
    const billingEvent = billingEventOf(event);
    if (billingEvent) await billing().handleEvent(billingEvent);
    res.json({ received: true });
  });
}
