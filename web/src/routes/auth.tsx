import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { FullScreenSpinner } from '../components/ui/spinner';
import { ContinueToPlan } from '../features/pricing/continue-to-plan';
import { AuthCard } from '../features/session/auth-card';
import { useAuth } from '../features/session/session-provider';

/** Where to go after signing in: the in-app page that sent them here (`next`, a path on this site only), else the dashboard. */
function destination(next: string | null): string {
  if (next && /^\/(?![/\\])/.test(next)) return next;
  return '/dashboard';
}

/** The paid plan a visitor picked on /pricing before signing up (spec §2: `?plan=`). */
function chosenPlanId(value: string | null): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

export default function AuthPage() {
  const { user, loading } = useAuth();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const planId = chosenPlanId(params.get('plan'));
  const next = params.get('next');

  if (loading) return <FullScreenSpinner label="Loading your session" />;
  // Signed in (just now, or already): on to the chosen plan's checkout, else onwards.
  if (user) return planId ? <ContinueToPlan planId={planId} /> : <Navigate to={destination(next)} replace />;

  return (
    <div className="flex justify-center bg-gradient-to-b from-indigo-50/60 to-background px-4 py-12 sm:py-20">
      <AuthCard
        description={planId ? 'Create an account or sign in to continue with your plan.' : undefined}
        defaultTab={planId ? 'signup' : 'signin'}
        onSuccess={() => {
          if (!planId) void navigate(destination(next), { replace: true });
        }}
      />
    </div>
  );
}
