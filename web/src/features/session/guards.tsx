import * as React from 'react';
import { Link } from 'react-router-dom';
import { ShieldAlert } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { FullScreenSpinner } from '../../components/ui/spinner';
import { isAdmin, useAuth } from './session-provider';

// Loaded when a signed-out visitor opens a protected page, not with every first page.
const AuthCard = React.lazy(() => import('./auth-card').then((module) => ({ default: module.AuthCard })));

/** Shown in place of a protected page when nobody is signed in; the page appears after sign-in. */
export function SignInScreen() {
  return (
    <div className="flex justify-center px-4 py-12 sm:py-16">
      <React.Suspense fallback={<FullScreenSpinner />}>
        <AuthCard description="Please sign in to continue." />
      </React.Suspense>
    </div>
  );
}

/** A protected page, once the session is known (its code is asked for meanwhile: preloadPageAt in router.tsx). */
export function RequireAuth({ children }: { children: React.ReactNode }) {
  const { user, loading } = useAuth();
  if (loading) return <FullScreenSpinner label="Loading your session" />;
  if (!user) return <SignInScreen />;
  return <>{children}</>;
}

export function AccessDenied() {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-20 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <ShieldAlert className="size-7" aria-hidden="true" />
      </span>
      <p role="alert" className="text-lg font-medium">
        Access Denied: You don't have permission to access this page.
      </p>
      <Button asChild variant="outline">
        <Link to="/">Return to Home</Link>
      </Button>
    </div>
  );
}

export function RequireAdmin({ children }: { children: React.ReactNode }) {
  const { user, loading } = useAuth();
  if (loading) return <FullScreenSpinner label="Loading your session" />;
  if (!user) return <SignInScreen />;
  if (!isAdmin(user)) return <AccessDenied />;
  return <>{children}</>;
}
