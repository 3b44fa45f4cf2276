import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type Stripe from 'stripe';
import { builtOnFirstRead } from '../../common/built-on-first-read';
import type { StripeConfig } from './billing.config';
import { BillingService } from './billing.service';
import { CreditsService } from './credits.service';
import { SandboxBillingProvider } from './sandbox-billing.provider';
import { StripeBillingProvider } from './stripe-billing.provider';
import type { SubscriptionEvents } from './subscription-events';

export interface BillingModuleNeeds {
  em: EntityManager;
  /** Both set: billing on Stripe; otherwise on the sandbox. */
  stripe?: Stripe;
  stripeConfig?: StripeConfig;
  subscriptionEvents: SubscriptionEvents;
  logger: Logger;
}

/** The billing module's services on one unit of work, each built when first used. */
export function createBillingServices(needs: BillingModuleNeeds) {
  return builtOnFirstRead({
    billing: () => billingServiceOn(needs),
    credits: () => new CreditsService(needs.em),
  });
}

/** Billing on Stripe when it is configured, else on the sandbox. */
function billingServiceOn({ em, stripe, stripeConfig, subscriptionEvents, logger }: BillingModuleNeeds): BillingService {
  const provider = stripe && stripeConfig ? new StripeBillingProvider(stripe, stripeConfig) : new SandboxBillingProvider(em);
  return new BillingService({ em, provider, sandbox: provider instanceof SandboxBillingProvider ? provider : null, events: subscriptionEvents, logger });
}
