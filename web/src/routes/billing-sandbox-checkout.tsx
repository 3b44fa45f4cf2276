import { useMutation, useQuery } from '@apollo/client/react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { FlaskConical } from 'lucide-react';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../components/ui/card';
import { Spinner } from '../components/ui/spinner';
import { CompleteSandboxCheckoutMutation, SandboxCheckoutQuery } from '../features/billing/billing-documents';
import { PlansQuery } from '../features/pricing/plans-documents';
import { errorMessage } from '../lib/graphql-error';

/** Sandbox billing's stand-in for Stripe Checkout: paying here moves no money. */
export default function SandboxCheckoutPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const sessionId = params.get('session_id') ?? '';
  const { data, loading, error } = useQuery(SandboxCheckoutQuery, { variables: { sessionId }, skip: !sessionId });
  const plans = useQuery(PlansQuery);
  const [complete, completion] = useMutation(CompleteSandboxCheckoutMutation);
  const checkout = data?.sandboxCheckout;
  const plan = plans.data?.plans.find((candidate) => candidate.id === checkout?.planId);

  const pay = async () => {
    try {
      await complete({ variables: { sessionId } });
      void navigate(`/billing/success?session_id=${encodeURIComponent(sessionId)}`);
    } catch (failure) {
      // Shown from completion.error below.
      console.error(failure);
    }
  };

  return (
    <div className="flex justify-center px-4 py-16 sm:py-24">
      <Card className="w-full max-w-md">
        <CardHeader>
          <Badge variant="secondary" className="w-fit">
            <FlaskConical className="mr-1 size-3.5" aria-hidden="true" />
            SANDBOX
          </Badge>
          <CardTitle className="text-2xl">Sandbox checkout</CardTitle>
          <CardDescription>This is sandbox billing: no money moves and no card is charged.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-2 text-sm">
          {loading || plans.loading ? <Spinner className="size-5" label="Loading checkout" /> : null}
          {error || !sessionId ? (
            <p role="alert" className="text-destructive">
              {errorMessage(error, 'Checkout session not found.')}
            </p>
          ) : null}
          {checkout?.expired ? (
            <p role="alert" className="text-destructive">
              This checkout session has expired. Start again from the pricing page.
            </p>
          ) : null}
          {checkout && plan ? (
            <>
              <p className="text-lg font-semibold">
                {plan.name} — ${plan.pricePerMonth}/month
              </p>
              <p className="text-muted-foreground">
                {checkout.trialDays > 0 ? `${checkout.trialDays}-day free trial, then $${plan.pricePerMonth} a month.` : `$${plan.pricePerMonth} today, then every month.`}
              </p>
            </>
          ) : null}
          {completion.error ? (
            <p role="alert" className="text-destructive">
              {errorMessage(completion.error, 'Payment could not be launched – see console')}
            </p>
          ) : null}
        </CardContent>
        <CardFooter className="flex gap-3">
          <Button onClick={() => void pay()} disabled={!checkout || checkout.completed || checkout.expired || completion.loading}>
            {checkout?.completed ? 'Already paid' : 'Pay (sandbox)'}
          </Button>
          <Button variant="outline" asChild>
            <Link to="/pricing">Cancel</Link>
          </Button>
        </CardFooter>
      </Card>
    </div>
  );
}
