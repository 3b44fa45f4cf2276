import { CreditKind } from '../plans/credit-kind';

/** What the billing module (checkout, subscriptions, invoices, credits) tells its callers. */
export const billingMessages = {
  freePlanNeedsNoCheckout: 'The Free plan needs no checkout.',
  alreadySubscribed: 'You already have a subscription. Use change-plan to switch plans.',
  noSubscription: 'You have no paid subscription to change. Use create-checkout to subscribe to a paid plan.',
  noSandboxSubscription: 'This user has no sandbox subscription.',
  sandboxOff: 'Sandbox billing is off: payments go through Stripe.',
  checkoutNotFound: 'Checkout session not found.',
  checkoutComplete: 'This checkout session is already complete.',
  checkoutExpired: 'This checkout session has expired. Start again from the pricing page.',
  checkoutWhileSubscribed: 'You already have a subscription, so this checkout cannot be completed. Change plans on the pricing page.',
  subscriptionNotFound: 'Subscription not found.',
  subscriptionEnded: 'This subscription has ended.',
  invoiceNotFound: 'Invoice not found.',
  userNotFound: 'User not found.',
  invalidStripeSignature: 'Invalid Stripe signature.',
  /** Spec §8: the texts of the 400 (code INSUFFICIENT_CREDITS) that refuses a spend past the allowance. */
  insufficientCredits: {
    [CreditKind.TRACKING]: 'Insufficient tracking credits',
    [CreditKind.KEYWORD_SEARCHES]: 'Insufficient keyword credits',
    [CreditKind.ARTICLES]: 'Insufficient article credits',
    [CreditKind.CONTENT_BRIEFS]: 'Insufficient content brief credits',
    [CreditKind.AI_ANSWERS]: 'Insufficient AI answer credits',
  } satisfies Record<CreditKind, string>,
} as const;
