import * as React from 'react';
import { useMutation } from '@apollo/client/react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { toast } from '../../components/ui/toast';
import { type FragmentType, getFragmentData, graphql } from '../../gql';
import { errorMessage } from '../../lib/graphql-error';
import { ROLE_LABELS } from './workspace-roles';

export const PendingInvitationsFragment = graphql(`
  fragment PendingInvitations_query on Query {
    workspaceInvitations(workspaceId: $workspaceId) {
      id
      email
      role
      expiresAt
    }
  }
`);

const CancelInvitationMutation = graphql(`
  mutation CancelWorkspaceInvitation($id: ID!) {
    cancelWorkspaceInvitation(id: $id)
  }
`);

const expiry = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** Invitations not yet accepted, each with Cancel (its link stops working and its seat is free again). */
export function PendingInvitations({ query, onChanged }: { query: FragmentType<typeof PendingInvitationsFragment>; onChanged(): Promise<unknown> }) {
  const invitations = getFragmentData(PendingInvitationsFragment, query).workspaceInvitations ?? [];
  const [cancelInvitation] = useMutation(CancelInvitationMutation);
  const [cancelling, setCancelling] = React.useState<string | null>(null);

  async function cancel(id: string, email: string) {
    setCancelling(id);
    try {
      await cancelInvitation({ variables: { id } });
      await onChanged();
      toast({ title: `The invitation to ${email} was cancelled.` });
    } catch (error) {
      toast({ title: 'The invitation was not cancelled', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    } finally {
      setCancelling(null);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle id="invitations-heading">Pending invitations</CardTitle>
        <CardDescription>Each holds a seat until it is accepted, cancelled or expires.</CardDescription>
      </CardHeader>
      <CardContent>
        {invitations.length === 0 ? (
          <p className="text-sm text-muted-foreground">No invitations are waiting.</p>
        ) : (
          <ul aria-labelledby="invitations-heading" className="divide-y rounded-md border">
            {invitations.map((invitation) => (
              <li key={invitation.id} className="flex flex-wrap items-center gap-3 p-3">
                <span className="grid min-w-0 flex-1">
                  <span className="break-all text-sm font-medium">{invitation.email}</span>
                  <span className="text-xs text-muted-foreground">Expires {expiry.format(new Date(invitation.expiresAt))}</span>
                </span>
                <Badge variant="secondary">{ROLE_LABELS[invitation.role]}</Badge>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={cancelling === invitation.id}
                  onClick={() => void cancel(invitation.id, invitation.email)}
                  aria-label={`Cancel the invitation to ${invitation.email}`}
                >
                  {cancelling === invitation.id ? 'Cancelling…' : 'Cancel'}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
