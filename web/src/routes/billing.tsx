import * as React from 'react';
import { useQuery, useSubscription } from '@apollo/client/react';
import { CreditCard } from 'lucide-react';
import { useToast } from '../components/ui/toast';
import { BillingCreditUsageQuery, BillingInvoicesQuery, BillingSubscriptionQuery, SubscriptionUpdatedSubscription } from '../features/billing/billing-page-documents';
import { BillingNotice } from '../features/billing/billing-notice';
import { BillingSandboxNotice } from '../features/billing/billing-sandbox-notice';
import { InvoicesCard } from '../features/billing/invoices-card';
import { SubscriptionCard } from '../features/billing/subscription-card';
import { UsageCard } from '../features/billing/usage-card';
import { PlansQuery } from '../features/pricing/plans-documents';
import { useAuth } from '../features/session/session-provider';

export default function BillingPage() {
  const { user, refresh } = useAuth();
  const { toast } = useToast();
  const subscription = useQuery(BillingSubscriptionQuery, { fetchPolicy: 'cache-and-network' });
  const plans = useQuery(PlansQuery);
  const usage = useQuery(BillingCreditUsageQuery, { fetchPolicy: 'cache-and-network' });
  const invoices = useQuery(BillingInvoicesQuery, { fetchPolicy: 'cache-and-network' });
  const { refetch: refetchSubscription } = subscription;
  const { refetch: refetchUsage } = usage;
  const { refetch: refetchInvoices } = invoices;

  // A webhook (or the sandbox) changed the subscription: re-read everything it affects.
  useSubscription(SubscriptionUpdatedSubscription, {
    onData: () => {
      void refetchSubscription();
      void refetchUsage();
      void refetchInvoices();
      void refresh();
    },
  });

  const loadFailed = subscription.error !== undefined;
  React.useEffect(() => {
    if (loadFailed) toast({ title: 'Could not load subscription', variant: 'destructive' });
  }, [loadFailed, toast]);

  if (!user) return null;

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-10 sm:px-6">
      <header>
        <h1 className="flex items-center gap-2 text-3xl font-bold tracking-tight">
          <CreditCard className="size-7 text-primary" aria-hidden="true" />
          Billing
        </h1>
        <p className="mt-1 text-muted-foreground">Your plan, usage and invoices.</p>
      </header>

      {subscription.data?.billingSubscription.provider === 'SANDBOX' ? <BillingSandboxNotice /> : null}
      {subscription.data?.billingSubscription.notice ? <BillingNotice notice={subscription.data.billingSubscription.notice} /> : null}

      <SubscriptionCard subscription={subscription.data?.billingSubscription ?? null} plans={plans.data?.plans ?? []} loading={subscription.loading || plans.loading} />
      <UsageCard usage={usage.data?.creditUsage} loading={usage.loading} />
      <InvoicesCard invoices={invoices.data?.billingInvoices} loading={invoices.loading} />
    </div>
  );
}
