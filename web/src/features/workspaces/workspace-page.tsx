import * as React from 'react';
import { useQuery } from '@apollo/client/react';
import { Plus, UserRound } from 'lucide-react';
import { LoadFailed } from '../../components/load-failed';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { getFragmentData, graphql } from '../../gql';
import type { WorkspaceRole } from '../../gql/graphql';
import { errorMessage } from '../../lib/graphql-error';
import { useAuth } from '../session/session-provider';
import { ClientsSection, ClientsSectionFragment } from './clients-section';
import { InviteForm } from './invite-form';
import { MembersList } from './members-list';
import { NewWorkspaceDialog } from './new-workspace-dialog';
import { PendingInvitations } from './pending-invitations';
import { currentWorkspaceOf, useCurrentWorkspaceId } from './use-current-workspace';
import { WorkspaceSwitcherFragment, WorkspaceSwitcherQuery } from './workspace-switcher';
import { managesMembers, ROLE_LABELS } from './workspace-roles';

/** The members page's one query: the members and clients, and for owners and admins the invitations waiting. */
export const WorkspacePageQuery = graphql(`
  query WorkspacePage($workspaceId: ID!, $manages: Boolean!) {
    ...MembersList_query
    ...ClientsSection_query
    ...PendingInvitations_query @include(if: $manages)
  }
`);

/** The current workspace's members and invitations; a personal workspace explains that it is yours alone. */
export function WorkspacePage() {
  const workspacesRead = useQuery(WorkspaceSwitcherQuery, { fetchPolicy: 'cache-and-network' });
  const workspaces = getFragmentData(WorkspaceSwitcherFragment, workspacesRead.data)?.workspaces ?? [];
  const current = currentWorkspaceOf(workspaces, useCurrentWorkspaceId());

  if (!current) {
    if (workspacesRead.error) {
      return (
        <PageFrame title="Workspace">
          <LoadFailed onRetry={() => void workspacesRead.refetch()}>{errorMessage(workspacesRead.error, 'Your workspaces could not be loaded.')}</LoadFailed>
        </PageFrame>
      );
    }
    return (
      <PageFrame title="Workspace">
        <Spinner label="Loading your workspaces" />
      </PageFrame>
    );
  }
  return (
    <PageFrame title={current.name} subtitle={current.personal ? 'Your personal workspace' : `Your role: ${ROLE_LABELS[current.role]}`}>
      {current.personal ? <PersonalWorkspaceNote /> : <SharedWorkspace id={current.id} name={current.name} role={current.role} />}
    </PageFrame>
  );
}

function PageFrame({ title, subtitle, children }: { title: string; subtitle?: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto grid w-full min-w-0 max-w-4xl gap-6 px-4 py-10 sm:px-6">
      <header>
        <h1 className="break-words text-3xl font-bold tracking-tight">{title}</h1>
        {subtitle ? <p className="mt-1 text-muted-foreground">{subtitle}</p> : null}
      </header>
      {children}
    </div>
  );
}

function PersonalWorkspaceNote() {
  const [creating, setCreating] = React.useState(false);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <UserRound className="size-5 text-primary" aria-hidden="true" />
          Yours alone
        </CardTitle>
        <CardDescription>
          Your personal workspace is yours alone: nobody can be invited into it. To work with others, create a workspace,
          invite your team and switch between workspaces from the header.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" />
          Create a workspace
        </Button>
        <NewWorkspaceDialog open={creating} onClose={() => setCreating(false)} onCreated={() => setCreating(false)} />
      </CardContent>
    </Card>
  );
}

function SharedWorkspace({ id, name, role }: { id: string; name: string; role: WorkspaceRole }) {
  const { user } = useAuth();
  const manages = managesMembers(role);
  const { data, error, refetch } = useQuery(WorkspacePageQuery, { variables: { workspaceId: id, manages }, fetchPolicy: 'cache-and-network' });
  const reread = React.useCallback(() => refetch(), [refetch]);

  if (!data) {
    if (error) return <LoadFailed onRetry={() => void refetch()}>{errorMessage(error, 'The members could not be loaded.')}</LoadFailed>;
    return <Spinner label="Loading the members" />;
  }
  return (
    <>
      <MembersList query={data} workspaceId={id} workspaceName={name} myUserId={user?.id ?? ''} myRole={role} onChanged={reread} />
      <ClientsSection query={data} workspaceId={id} manages={manages} onChanged={reread} />
      {manages ? (
        <>
          <InviteForm workspaceId={id} clients={getFragmentData(ClientsSectionFragment, data).workspaceClients} onInvited={reread} />
          <PendingInvitations query={data} onChanged={reread} />
        </>
      ) : null}
    </>
  );
}
