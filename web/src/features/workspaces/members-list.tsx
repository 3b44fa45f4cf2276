import * as React from 'react';
import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import { toast } from '../../components/ui/toast';
import { type FragmentType, getFragmentData, graphql } from '../../gql';
import type { WorkspaceRole } from '../../gql/graphql';
import { setWorkspaceId } from '../../lib/current-workspace';
import { errorMessage } from '../../lib/graphql-error';
import { managesMembers, ROLE_LABELS } from './workspace-roles';

export const MembersListFragment = graphql(`
  fragment MembersList_query on Query {
    workspaceMembers(workspaceId: $workspaceId) {
      userId
      email
      role
    }
  }
`);

const ChangeRoleMutation = graphql(`
  mutation ChangeWorkspaceMemberRole($workspaceId: ID!, $userId: ID!, $role: WorkspaceRole!) {
    changeWorkspaceMemberRole(workspaceId: $workspaceId, userId: $userId, role: $role) {
      userId
      email
      role
    }
  }
`);

const RemoveMemberMutation = graphql(`
  mutation RemoveWorkspaceMember($workspaceId: ID!, $userId: ID!) {
    removeWorkspaceMember(workspaceId: $workspaceId, userId: $userId)
  }
`);

interface Member {
  userId: string;
  email: string;
  role: WorkspaceRole;
}

interface MembersListProps {
  query: FragmentType<typeof MembersListFragment>;
  workspaceId: string;
  workspaceName: string;
  myUserId: string;
  myRole: WorkspaceRole;
  /** Re-reads the page after a change. */
  onChanged(): Promise<unknown>;
}

/** The roles `myRole` may give: only an owner makes owners. */
function assignableRoles(myRole: WorkspaceRole): WorkspaceRole[] {
  return myRole === 'owner' ? ['owner', 'admin', 'member'] : ['admin', 'member'];
}

/** The members with their roles; owners and admins change roles and remove, anyone may leave. */
export function MembersList({ query, workspaceId, workspaceName, myUserId, myRole, onChanged }: MembersListProps) {
  const members = getFragmentData(MembersListFragment, query).workspaceMembers;
  const [changeRole] = useMutation(ChangeRoleMutation);
  const [removeMember] = useMutation(RemoveMemberMutation);
  const [removing, setRemoving] = React.useState<Member | null>(null);
  const navigate = useNavigate();
  const manages = managesMembers(myRole);
  const leaving = removing?.userId === myUserId;
  // A workspace keeps an owner: its last one cannot leave.
  const lastOwner = myRole === 'owner' && members.filter((member) => member.role === 'owner').length === 1;

  async function setRole(member: Member, role: WorkspaceRole) {
    try {
      await changeRole({ variables: { workspaceId, userId: member.userId, role } });
      await onChanged();
      toast({ title: `${member.email} is now ${ROLE_LABELS[role].toLowerCase()}.` });
    } catch (error) {
      toast({ title: 'The role was not changed', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    }
  }

  async function remove(member: Member) {
    await removeMember({ variables: { workspaceId, userId: member.userId } });
    if (member.userId === myUserId) {
      // Gone from this workspace: back to the personal one.
      setWorkspaceId(null);
      void navigate('/dashboard');
      toast({ title: `You left ${workspaceName}.` });
      return;
    }
    await onChanged();
    toast({ title: `${member.email} was removed.` });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle id="members-heading">Members</CardTitle>
        <CardDescription>
          {members.length} member{members.length === 1 ? '' : 's'}. Each takes a seat of the owner's plan.
          {lastOwner ? ' You are its only owner: make someone else an owner before you can leave.' : ''}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul aria-labelledby="members-heading" className="divide-y rounded-md border">
          {members.map((member) => {
            const me = member.userId === myUserId;
            const canManage = manages && !me && (myRole === 'owner' || member.role !== 'owner');
            return (
              <li key={member.userId} className="flex flex-wrap items-center gap-3 p-3">
                <span className="min-w-0 flex-1 break-all text-sm font-medium">
                  {member.email}
                  {me ? <span className="ml-1 text-muted-foreground">(you)</span> : null}
                </span>
                {canManage ? (
                  <Select value={member.role} onValueChange={(role) => void setRole(member, role as WorkspaceRole)}>
                    <SelectTrigger className="w-32" aria-label={`Role of ${member.email}`}>
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {assignableRoles(myRole).map((role) => (
                        <SelectItem key={role} value={role}>
                          {ROLE_LABELS[role]}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                ) : (
                  <Badge variant="secondary">{ROLE_LABELS[member.role]}</Badge>
                )}
                {canManage ? (
                  <Button variant="outline" size="sm" onClick={() => setRemoving(member)} aria-label={`Remove ${member.email}`}>
                    Remove
                  </Button>
                ) : null}
                {me && !lastOwner ? (
                  <Button variant="outline" size="sm" onClick={() => setRemoving(member)}>
                    Leave
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      </CardContent>
      <ConfirmDialog
        open={removing !== null}
        title={leaving ? `Leave ${workspaceName}?` : `Remove ${removing?.email ?? ''}?`}
        description={
          leaving
            ? 'You lose access to its projects at once; a member of it can invite you again.'
            : 'They lose access to this workspace at once, on their next request; their seat is free again.'
        }
        confirmLabel={leaving ? 'Leave' : 'Remove'}
        busyLabel={leaving ? 'Leaving…' : 'Removing…'}
        failureMessage="It could not be done. Please try again."
        onConfirm={() => (removing ? remove(removing) : Promise.resolve())}
        onClose={() => setRemoving(null)}
      />
    </Card>
  );
}
