import * as React from 'react';
import { useGraphQLRequest } from '../../lib/graphql-request';
import { DashboardEmailModeQuery } from './dashboard-documents';

/** True once the api says email lands in the sandbox outbox; false until then and when it sends for real (or cannot say). */
export function useSandboxOutbox(): boolean {
  const request = useGraphQLRequest();
  const [sandbox, setSandbox] = React.useState(false);
  React.useEffect(() => {
    let cancelled = false;
    request(DashboardEmailModeQuery).then(
      (data) => {
        if (!cancelled) setSandbox(data.emailOutbox.sandbox);
      },
      // Without an answer the link stays away: the outbox page itself says whether email is sandboxed.
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [request]);
  return sandbox;
}
