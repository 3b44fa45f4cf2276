import * as React from 'react';
import { useQuery } from '@apollo/client/react';
import { getFragmentData, graphql } from '../../gql';
import { NotificationBell } from '../../features/notifications/notification-bell';
import { currentWorkspaceOf, useCurrentWorkspaceId } from '../../features/workspaces/use-current-workspace';
import { WorkspaceSwitcher, WorkspaceSwitcherFragment } from '../../features/workspaces/workspace-switcher';
import { setWorkspaceRole } from '../../lib/current-workspace';
import { UserMenu } from './user-menu';

/** The header's reads for a signed-in user in one request, from the switcher's, the bell's and the menu's fragments. */
export const SiteHeaderQuery = graphql(`
  query SiteHeader {
    ...WorkspaceSwitcher_query
    ...NotificationBell_query
    ...UserMenu_query
  }
`);

/**
 * The workspace switcher, the bell and the user menu. They show once the header's query has answered, so their own queries find its answer
 * in the cache instead of each asking the server; on a failed read they ask themselves.
 */
export function SignedInTools() {
  const { data, error } = useQuery(SiteHeaderQuery, { fetchPolicy: 'cache-and-network' });
  const currentId = useCurrentWorkspaceId();
  const role = currentWorkspaceOf(getFragmentData(WorkspaceSwitcherFragment, data)?.workspaces ?? [], currentId)?.role ?? null;
  // The header's links and the landing page follow the role (a client viewer's are their client's portal).
  React.useEffect(() => setWorkspaceRole(role), [role]);
  // The same space as the header keeps while this part loads.
  if (!data && !error) return <span className="size-9" aria-hidden="true" />;
  return (
    <>
      <WorkspaceSwitcher />
      {/* A client viewer gets none of the workspace's alerts. */}
      {role === 'client' ? null : <NotificationBell fetchPolicy="cache-first" />}
      <UserMenu />
    </>
  );
}
