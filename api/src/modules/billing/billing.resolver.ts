import { Arg, Ctx, ID, Int, Mutation, Query, Resolver, Root, Subscription, type SubscribeResolverData } from 'type-graphql';
import type { RequestContext } from '../../common/request-context';
import { requireUser } from '../auth/access';
import { User } from '../auth/user.entity';
import { BillingInvoiceOutput } from './dto/outputs/billing-invoice.output';
import { CheckoutSessionOutput } from './dto/outputs/checkout-session.output';
import { SandboxCheckoutOutput } from './dto/outputs/sandbox-checkout.output';
import { SandboxInvoiceOutput } from './dto/outputs/sandbox-invoice.output';
import { SubscriptionView } from './subscription-view';

@Resolver()
export class BillingResolver {
  @Query(() => SubscriptionView, { description: 'Your subscription (spec §3); the next invoice comes from the provider’s preview.' })
  billingSubscription(@Ctx() { services, viewer }: RequestContext): Promise<SubscriptionView> {
    return services.billing.subscriptionOf(viewer);
  }

  @Query(() => [BillingInvoiceOutput], { description: 'Your invoices, newest first; empty before your first checkout.' })
  billingInvoices(@Ctx() { services, viewer }: RequestContext): Promise<BillingInvoiceOutput[]> {
    return services.billing.invoicesOf(viewer);
  }

  @Query(() => SandboxInvoiceOutput, { description: 'One of your sandbox invoices: no money moved. Sandbox billing only.' })
  async sandboxInvoice(@Arg('id', () => ID) id: string, @Ctx() { services, viewer }: RequestContext): Promise<SandboxInvoiceOutput> {
    return { ...(await services.billing.sandboxInvoice(viewer, id)), provider: 'SANDBOX' };
  }

  @Mutation(() => CheckoutSessionOutput, { description: 'Starts checkout for a paid plan (14-day trial on your first paid subscription).' })
  createCheckout(@Arg('planId', () => Int) planId: number, @Ctx() { services, viewer }: RequestContext): Promise<CheckoutSessionOutput> {
    return services.billing.createCheckout(viewer, { planId });
  }

  @Mutation(() => User, { description: 'Upgrades at once, schedules a downgrade for the next renewal; plan 1 (Free) cancels at period end.' })
  changePlan(@Arg('planId', () => Int) planId: number, @Ctx() { services, viewer }: RequestContext): Promise<User> {
    return services.billing.changePlan(viewer, { planId });
  }

  @Mutation(() => SubscriptionView, { description: 'Clears the notice on your billing page.' })
  dismissBillingNotice(@Ctx() { services, viewer }: RequestContext): Promise<SubscriptionView> {
    return services.billing.dismissNotice(viewer);
  }

  @Query(() => SandboxCheckoutOutput, { description: 'A sandbox checkout session of yours. Sandbox billing only.' })
  async sandboxCheckout(@Arg('sessionId') sessionId: string, @Ctx() { services, viewer }: RequestContext): Promise<SandboxCheckoutOutput> {
    return { ...(await services.billing.sandboxCheckout(viewer, sessionId)), provider: 'SANDBOX' };
  }

  @Mutation(() => SubscriptionView, { description: 'Completes a sandbox checkout: no money moves. Sandbox billing only.' })
  completeSandboxCheckout(@Arg('sessionId') sessionId: string, @Ctx() { services, viewer }: RequestContext): Promise<SubscriptionView> {
    return services.billing.completeSandboxCheckout(viewer, sessionId);
  }

  @Mutation(() => SubscriptionView, { description: 'Admin only, sandbox billing only: ends the user’s billing period with a renewal (or trial end) or a failed payment.' })
  advanceSandboxBillingPeriod(
    @Arg('userId', () => ID) userId: string,
    @Arg('paymentFails', { defaultValue: false }) paymentFails: boolean,
    @Ctx() { services, viewer }: RequestContext,
  ): Promise<SubscriptionView> {
    return services.billing.advanceSandboxPeriod(viewer, { userId, outcome: paymentFails ? 'payment_failed' : 'renew' });
  }

  @Subscription(() => SubscriptionView, {
    description: 'Your subscription each time the billing provider changes it.',
    subscribe: ({ context }: SubscribeResolverData<unknown, object, RequestContext>) => context.deps.subscriptionEvents.subscribe(requireUser(context.viewer).id),
  })
  subscriptionUpdated(@Root() view: SubscriptionView): SubscriptionView {
    return view;
  }
}
