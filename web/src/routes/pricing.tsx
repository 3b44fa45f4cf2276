import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import { Info } from 'lucide-react';
import { Spinner } from '../components/ui/spinner';
import { usePlanChange } from '../features/billing/use-plan-change';
import { PlanCard } from '../features/pricing/plan-card';
import { planAction, type Plan } from '../features/pricing/plan-action';
import { PlansQuery } from '../features/pricing/plans-documents';
import { useAuth } from '../features/session/session-provider';
import { errorMessage } from '../lib/graphql-error';

// U+2011 (non-breaking hyphen) keeps "14‑day" on one line, as the spec writes it.
const TRIAL_NOTE = 'All paid plans come with a 14\u2011day free trial.';

export default function PricingPage() {
  const { user } = useAuth();
  const [params] = useSearchParams();
  const { data, loading, error } = useQuery(PlansQuery);
  const plans = data?.plans ?? [];
  const chosenPlanId = Number(params.get('plan')) || undefined;
  const chosenPlan = user ? plans.find((plan) => plan.id === chosenPlanId && plan.id !== user.planId) : undefined;

  const choosePlan = usePlanChange();
  const onCheckout = (plan: Plan) => void choosePlan(plan);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <header className="mx-auto mb-12 max-w-2xl text-center">
        <h1 className="text-4xl font-extrabold tracking-tight">Simple, transparent pricing</h1>
        <p className="mt-4 text-lg text-muted-foreground">Start free and upgrade when your SEO work grows.</p>
      </header>

      {chosenPlan ? (
        <div className="mx-auto mb-10 flex max-w-2xl items-start gap-3 rounded-lg border border-indigo-200 bg-indigo-50 px-4 py-3 text-sm text-indigo-900">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <p>
            You chose the <strong>{chosenPlan.name}</strong> plan. Choose it below to start checkout.
          </p>
        </div>
      ) : null}

      {loading ? (
        <div className="flex justify-center py-20">
          <Spinner className="size-8" label="Loading plans" />
        </div>
      ) : error ? (
        <p role="alert" className="mx-auto max-w-md rounded-lg bg-destructive/10 px-4 py-3 text-center text-destructive">
          {errorMessage(error, 'Could not load plans. Please try again.')}
        </p>
      ) : (
        <div className="grid items-stretch gap-8 md:grid-cols-3">
          {plans.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              action={planAction(plan, user)}
              highlighted={plan.id === chosenPlan?.id}
              onCheckout={onCheckout}
            />
          ))}
        </div>
      )}

      <p className="mt-12 text-center text-sm text-muted-foreground">{TRIAL_NOTE}</p>
    </div>
  );
}
