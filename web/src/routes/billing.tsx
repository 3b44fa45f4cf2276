import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { CalendarClock, CreditCard } from 'lucide-react';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../components/ui/card';
import { Spinner } from '../components/ui/spinner';
import { PlansQuery } from '../features/pricing/plans-query';
import { usePlanName } from '../features/pricing/use-plan-name';
import { useAuth } from '../features/session/session-provider';

export default function BillingPage() {
  const { user } = useAuth();
  const { data, loading } = useQuery(PlansQuery);
  const { planName } = usePlanName();
  if (!user) return null;

  const currentPlan = data?.plans.find((p) => p.id === user.planId);

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
      <header className="mb-8">
        <h1 className="flex items-center gap-2 text-3xl font-bold tracking-tight">
          <CreditCard className="size-7 text-primary" aria-hidden="true" />
          Billing
        </h1>
        <p className="mt-1 text-muted-foreground">Your plan.</p>
      </header>

      <Card>
        <CardHeader>
          <CardDescription>Current plan</CardDescription>
          <CardTitle className="flex flex-wrap items-center gap-3 text-2xl">
            {loading ? <Spinner className="size-5" label="Loading plan" /> : planName(user.planId)}
            {currentPlan ? (
              <span className="text-base font-normal text-muted-foreground">${currentPlan.pricePerMonth}/month</span>
            ) : null}
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          {user.pendingPlanId != null && user.pendingPlanId !== user.planId ? (
            <p className="flex items-center gap-2 text-sm">
              <CalendarClock className="size-4 text-primary" aria-hidden="true" />
              <span>
                switches to <strong>{planName(user.pendingPlanId)}</strong> on next renewal
              </span>
              <Badge variant="secondary">Scheduled</Badge>
            </p>
          ) : null}
          {currentPlan ? (
            <ul className="grid gap-1.5 text-sm text-muted-foreground sm:grid-cols-2">
              {currentPlan.features.map((feature) => (
                <li key={feature}>• {feature}</li>
              ))}
            </ul>
          ) : null}
        </CardContent>
        <CardFooter>
          <Button asChild>
            <Link to="/pricing">View Pricing</Link>
          </Button>
        </CardFooter>
      </Card>
    </div>
  );
}
