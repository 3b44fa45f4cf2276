import * as React from 'react';
import { Wrench } from 'lucide-react';
import { graphql } from '../../gql';
import { Button } from '../../components/ui/button';
import { FullScreenSpinner } from '../../components/ui/spinner';
import { useGraphQLRequest } from '../../lib/graphql-request';
import { PRODUCT_NAME } from '../../lib/product';
import { isAdmin, useAuth } from '../session/session-provider';

export const MaintenanceStatusQuery = graphql(`
  query MaintenanceStatus {
    maintenance
  }
`);

const RECHECK_INTERVAL_MS = 60_000;

export function MaintenanceScreen({ onSignOut }: { onSignOut: () => void }) {
  return (
    <div className="flex min-h-screen items-center justify-center bg-gradient-to-b from-indigo-50 to-background px-4">
      <div className="w-full max-w-md rounded-2xl border bg-card p-8 text-center shadow-sm">
        <span className="mx-auto mb-5 flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
          <Wrench className="size-7" aria-hidden="true" />
        </span>
        <h1 className="mb-3 text-2xl font-bold tracking-tight">Under maintenance</h1>
        <p className="mb-6 text-muted-foreground">
          We're currently performing maintenance to improve your experience. Please check back soon.
        </p>
        <Button variant="outline" onClick={onSignOut}>
          Sign Out
        </Button>
        <p className="mt-8 text-xs text-muted-foreground">— The {PRODUCT_NAME} team</p>
      </div>
    </div>
  );
}

/**
 * Replaces the whole app with the maintenance screen for signed-in non-admins while maintenance
 * is on. A failed status check counts as "off"; admins and signed-out visitors see the app.
 * Signed-out visitors see it at once: only a session (a saved token or a signed-in user) waits for the first check.
 */
export function MaintenanceGate({ children }: { children: React.ReactNode }) {
  const { user, loading: sessionLoading, maintenance: readWithSession, logout } = useAuth();
  const request = useGraphQLRequest();
  // The gate's own last answer; null until it has one, and again when the session reads the switch afresh (the
  // newer answer wins). A failed check counts as off.
  const [checked, setChecked] = React.useState<boolean | null>(null);
  const [sessionAnswer, setSessionAnswer] = React.useState(readWithSession);
  if (sessionAnswer !== readWithSession) {
    setSessionAnswer(readWithSession);
    setChecked(null);
  }
  const maintenanceOn = checked ?? readWithSession;

  // Checked at once, every minute, and again whenever a different user signs in, so they never slip past a fresh
  // switch. A saved session's own first read brings the switch (MeQuery), so the gate waits for it instead of
  // asking a second time. The last answer stays while a re-check is under way.
  const userId = user?.id;
  React.useEffect(() => {
    if (sessionLoading) return;
    let cancelled = false;
    const check = () => {
      request(MaintenanceStatusQuery).then(
        (data) => !cancelled && setChecked(data.maintenance === true),
        () => !cancelled && setChecked(false),
      );
    };
    if (readWithSession === null) check();
    const timer = window.setInterval(check, RECHECK_INTERVAL_MS);
    return () => {
      cancelled = true;
      window.clearInterval(timer);
    };
  }, [request, userId, sessionLoading, readWithSession]);

  const hasSession = user !== null || sessionLoading;
  if (hasSession && (maintenanceOn === null || (maintenanceOn && sessionLoading))) {
    return <FullScreenSpinner label="Checking service status" />;
  }
  if (maintenanceOn && user && !isAdmin(user)) return <MaintenanceScreen onSignOut={logout} />;
  return <>{children}</>;
}
