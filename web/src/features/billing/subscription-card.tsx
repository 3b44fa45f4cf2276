import * as React from 'react';
import { useMutation } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { AlertTriangle, CalendarClock, CalendarX, Receipt, Sparkles } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Spinner } from '../../components/ui/spinner';
import { useToast } from '../../components/ui/toast';
import type { BillingSubscriptionQuery as BillingSubscriptionResult, PlansQuery as PlansResult } from '../../gql/graphql';
import { errorMessage } from '../../lib/graphql-error';
import { PlanFeatureList } from '../pricing/plan-feature-list';
import { useAuth } from '../session/session-provider';
import { ChangePlanMutation } from './billing-documents';
import { formatBillingDate, formatMoney } from './billing-format';
import { BillingSubscriptionQuery } from './billing-page-documents';

const FREE_PLAN_ID = 1;

type SubscriptionView = BillingSubscriptionResult['billingSubscription'];
type Plan = PlansResult['plans'][number];

interface SubscriptionCardProps {
  /** Null while loading or when it failed to load: the card then shows the signed-in user's plan. */
  subscription: SubscriptionView | null;
  plans: Plan[];
  loading: boolean;
}

/** Spec §2 /billing: the plan, a pending change or the cancel notice, the next invoice, and the way to Free. */
export function SubscriptionCard({ subscription, plans, loading }: SubscriptionCardProps) {
  const { user, updateUser } = useAuth();
  const { toast } = useToast();
  const [confirming, setConfirming] = React.useState(false);
  const [changePlan, change] = useMutation(ChangePlanMutation, { refetchQueries: [BillingSubscriptionQuery], awaitRefetchQueries: true });

  const planId = subscription?.planId ?? user?.planId ?? FREE_PLAN_ID;
  const pendingPlanId = subscription ? subscription.pendingPlanId : (user?.pendingPlanId ?? null);
  const plan = plans.find((candidate) => candidate.id === planId);
  const upgrade = plan && planId === FREE_PLAN_ID ? nextPlanUp(plans, plan) : undefined;
  const planName = (id: number) => plans.find((candidate) => candidate.id === id)?.name ?? `Plan ${id}`;
  const onPaidPlan = planId !== FREE_PLAN_ID;
  const cancelling = subscription?.cancelAtPeriodEnd === true && pendingPlanId == null;
  const periodEnd = subscription?.currentPeriodEnd ?? null;

  // Spec §8: on the billing page a failed change is the toast "Plan change failed", so the failure is
  // told there and the dialog closes either way.
  const changeToFree = async () => {
    try {
      const { data } = await changePlan({ variables: { planId: FREE_PLAN_ID } });
      if (data) updateUser({ planId: data.changePlan.planId, pendingPlanId: data.changePlan.pendingPlanId });
      toast({ title: 'Plan updated' });
    } catch (error) {
      toast({ title: 'Plan change failed', description: errorMessage(error, 'Network error while changing plan'), variant: 'destructive' });
    }
  };

  return (
    <Card aria-labelledby="current-plan-title">
      <CardHeader>
        <CardDescription>Current plan</CardDescription>
        <CardTitle id="current-plan-title" className="flex flex-wrap items-center gap-3 text-2xl">
          {loading && !plan ? <Spinner className="size-5" label="Loading plan" /> : planName(planId)}
          {plan ? <span className="text-base font-normal text-muted-foreground">${plan.pricePerMonth}/month</span> : null}
          {subscription?.status === 'trialing' ? <Badge variant="secondary">Trial</Badge> : null}
          {subscription?.status === 'past_due' ? <Badge variant="destructive">Past due</Badge> : null}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4 text-sm">
        {!onPaidPlan ? <p className="text-muted-foreground">You have no subscription: you are on the Free plan.</p> : null}
        {subscription?.status === 'past_due' ? (
          <div role="alert" className="flex items-start gap-3 rounded-lg border border-destructive/40 bg-destructive/10 px-4 py-3 text-destructive">
            <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <p>
              <span className="font-semibold">Payment failed.</span> Your last payment did not go through. You keep {planName(planId)} while the
              payment is retried; see the open invoice below.
            </p>
          </div>
        ) : null}
        {subscription?.status === 'trialing' && subscription.trialEnd != null ? (
          <p className="flex items-center gap-2">
            <Sparkles className="size-4 shrink-0 text-primary" aria-hidden="true" />
            <span>Free trial until {formatBillingDate(subscription.trialEnd)}</span>
          </p>
        ) : null}
        {pendingPlanId != null && pendingPlanId !== planId ? (
          <p className="flex flex-wrap items-center gap-2">
            <CalendarClock className="size-4 shrink-0 text-primary" aria-hidden="true" />
            <span>
              switches to <strong>{planName(pendingPlanId)}</strong> on next renewal
            </span>
            <Badge variant="secondary">Scheduled</Badge>
          </p>
        ) : null}
        {cancelling ? (
          <p className="flex items-start gap-2" data-testid="cancel-notice">
            <CalendarX className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            <span>
              Your {planName(planId)} plan ends on <strong>{periodEnd != null ? formatBillingDate(periodEnd) : 'TBD'}</strong> and then downgrades to{' '}
              <strong>Free</strong>.
            </span>
          </p>
        ) : !onPaidPlan ? (
          <FreePlanOffer free={plan} upgrade={upgrade} />
        ) : (
          <dl className="grid gap-3 sm:grid-cols-2" aria-label="Next invoice">
            <div>
              <dt className="text-muted-foreground">Next invoice</dt>
              <dd className="flex items-center gap-2 font-medium">
                <Receipt className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                {subscription?.nextInvoiceAt != null ? formatBillingDate(subscription.nextInvoiceAt) : 'TBD'}
              </dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Amount</dt>
              <dd className="font-medium">{formatMoney(subscription?.nextInvoiceAmount ?? 0)}</dd>
            </div>
          </dl>
        )}
      </CardContent>
      <CardFooter className="flex flex-wrap gap-3">
        <Button asChild>
          <Link to="/pricing">View Pricing</Link>
        </Button>
        {onPaidPlan ? (
          <Button variant="outline" disabled={cancelling || change.loading} onClick={() => setConfirming(true)}>
            Change to Free at period end
          </Button>
        ) : null}
      </CardFooter>

      <ConfirmDialog
        open={confirming}
        title="Change to Free at period end?"
        description={`You keep ${planName(planId)} until ${periodEnd != null ? formatBillingDate(periodEnd) : 'the end of the period'}; then your account moves to the Free plan and nothing more is billed.`}
        confirmLabel="Change to Free"
        busyLabel="Changing plan…"
        cancelLabel={`Keep ${planName(planId)}`}
        tone="default"
        onConfirm={changeToFree}
        failureMessage="Network error while changing plan"
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}

/** The cheapest plan above this one: what an upgrade from it leads to. */
function nextPlanUp(plans: Plan[], plan: Plan): Plan | undefined {
  return plans.filter((candidate) => candidate.pricePerMonth > plan.pricePerMonth).sort((a, b) => a.pricePerMonth - b.pricePerMonth)[0];
}

/** The Free plan view: what Free includes and what the next plan adds (its lines that Free's list lacks). */
function FreePlanOffer({ free, upgrade }: { free: Plan | undefined; upgrade: Plan | undefined }) {
  if (!free) return null;
  const adds = upgrade?.features.filter((feature) => !free.features.includes(feature)) ?? [];
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <section aria-labelledby="free-includes-title" className="space-y-3 rounded-lg border p-4">
        <h4 id="free-includes-title" className="font-semibold">
          {free.name} includes
        </h4>
        <PlanFeatureList features={free.features} label={`${free.name} features`} />
      </section>
      {upgrade && adds.length > 0 ? (
        <section aria-labelledby="upgrade-adds-title" className="space-y-3 rounded-lg border border-primary/30 bg-primary/5 p-4">
          <h4 id="upgrade-adds-title" className="font-semibold">
            Upgrading to {upgrade.name} (${upgrade.pricePerMonth}/month) adds
          </h4>
          <PlanFeatureList features={adds} label={`What ${upgrade.name} adds`} />
        </section>
      ) : null}
    </div>
  );
}
