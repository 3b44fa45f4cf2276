import { z } from 'zod';
import { optionalString } from '../../common/environment';

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** Per paid plan: a price id (price_…) or a price lookup key. */
  prices: { pro: string; agency: string };
  /** Where Checkout sends the browser back to. */
  publicUrl: string;
  /** Replaces api.stripe.com (stripe-mock in tests). */
  apiBase?: URL;
}

/** Stripe's environment variables; without STRIPE_SECRET_KEY billing runs on the sandbox. */
export const billingEnvironment = {
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PRICE_PRO: z.string().trim().default('rankcraft_pro_monthly'),
  STRIPE_PRICE_AGENCY: z.string().trim().default('rankcraft_agency_monthly'),
  STRIPE_API_BASE: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  PUBLIC_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
};

type BillingEnvironment = z.output<z.ZodObject<typeof billingEnvironment>>;

export function checkBillingSettings(env: BillingEnvironment, ctx: z.RefinementCtx): void {
  if (!env.STRIPE_SECRET_KEY) return;
  if (!env.STRIPE_WEBHOOK_SECRET) ctx.addIssue({ code: 'custom', message: 'STRIPE_SECRET_KEY needs STRIPE_WEBHOOK_SECRET', path: ['STRIPE_WEBHOOK_SECRET'] });
  if (!env.PUBLIC_URL) ctx.addIssue({ code: 'custom', message: 'STRIPE_SECRET_KEY needs PUBLIC_URL (where Checkout returns to)', path: ['PUBLIC_URL'] });
}

/** Stripe when its key, webhook secret and public URL are all set; otherwise undefined (the sandbox). */
export function selectStripeConfig(env: BillingEnvironment): StripeConfig | undefined {
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET || !env.PUBLIC_URL) return undefined;
  return {
    secretKey: env.STRIPE_SECRET_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    prices: { pro: env.STRIPE_PRICE_PRO, agency: env.STRIPE_PRICE_AGENCY },
    publicUrl: env.PUBLIC_URL.replace(/\/+$/, ''),
    apiBase: env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : undefined,
  };
}
