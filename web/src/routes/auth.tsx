import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { FullScreenSpinner } from '../components/ui/spinner';
import { AuthCard } from '../features/session/auth-card';
import { useAuth } from '../features/session/session-provider';

/**
 * Where to go after signing in: back to the plan the visitor picked, or to the in-app page that sent
 * them here (`next`, a path on this site only), else the dashboard.
 */
function destination(plan: string | null, next: string | null): string {
  if (plan) return `/pricing?plan=${encodeURIComponent(plan)}`;
  if (next && /^\/(?![/\\])/.test(next)) return next;
  return '/dashboard';
}

export default function AuthPage() {
  const { user, loading } = useAuth();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const plan = params.get('plan');
  const next = params.get('next');

  if (loading) return <FullScreenSpinner label="Loading your session" />;
  if (user) return <Navigate to={destination(plan, next)} replace />;

  return (
    <div className="flex justify-center bg-gradient-to-b from-indigo-50/60 to-background px-4 py-12 sm:py-20">
      <AuthCard
        description={plan ? 'Sign in or create an account to continue with your plan.' : undefined}
        onSuccess={() => navigate(destination(plan, next), { replace: true })}
      />
    </div>
  );
}
