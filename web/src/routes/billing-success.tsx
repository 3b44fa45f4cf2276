import * as React from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { CheckCircle2 } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { Spinner } from '../components/ui/spinner';
import { useAuth } from '../features/session/session-provider';
import { getToken } from '../lib/auth-token';

const REDIRECT_DELAY_MS = 2000;

export default function BillingSuccessPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { refresh } = useAuth();
  const sessionId = params.get('session_id');

  React.useEffect(() => {
    if (!getToken()) {
      void navigate('/auth', { replace: true });
      return;
    }
    // The payment may have changed the plan; pick up the new profile before moving on.
    void refresh();
    const timer = window.setTimeout(() => void navigate('/dashboard', { replace: true }), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [navigate, refresh]);

  return (
    <div className="flex justify-center px-4 py-16 sm:py-24">
      <Card className="w-full max-w-md text-center">
        <CardHeader className="items-center">
          <CheckCircle2 className="mb-2 size-12 text-emerald-600" aria-hidden="true" />
          <CardTitle className="text-2xl">Payment confirmed</CardTitle>
          <CardDescription>Thank you! Your subscription is being updated.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col items-center gap-3 text-sm text-muted-foreground">
          <Spinner className="size-5" label="Redirecting" />
          <p>Taking you to your dashboard…</p>
          {sessionId ? <p className="break-all text-xs">Reference: {sessionId}</p> : null}
        </CardContent>
      </Card>
    </div>
  );
}
