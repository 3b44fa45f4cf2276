import * as React from 'react';
import { useMutation } from '@apollo/client/react';
import { OneTimeSecret } from '../../components/one-time-secret';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { graphql } from '../../gql';
import type { WorkspaceRole } from '../../gql/graphql';
import { errorMessage } from '../../lib/graphql-error';
import { ROLE_LABELS } from './workspace-roles';

const InviteMutation = graphql(`
  mutation InviteToWorkspace($workspaceId: ID!, $email: String!, $role: WorkspaceRole!) {
    inviteToWorkspace(workspaceId: $workspaceId, email: $email, role: $role) {
      id
      email
      role
      url
      expiresAt
    }
  }
`);

const INVITABLE_ROLES = (['member', 'admin'] as const).map((role) => ({ value: role, label: ROLE_LABELS[role] }));

interface InviteFormProps {
  workspaceId: string;
  /** Re-reads the pending invitations. */
  onInvited(): Promise<unknown>;
}

/** Invites an address as an admin or a member, then shows the link to pass on (it is emailed too). */
export function InviteForm({ workspaceId, onInvited }: InviteFormProps) {
  const [email, setEmail] = React.useState('');
  const [role, setRole] = React.useState<WorkspaceRole>('member');
  const [failure, setFailure] = React.useState<string | null>(null);
  const [created, setCreated] = React.useState<{ email: string; url: string } | null>(null);
  const [invite, { loading }] = useMutation(InviteMutation);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) {
      setFailure('Enter a valid email address.');
      return;
    }
    setFailure(null);
    try {
      const { data } = await invite({ variables: { workspaceId, email: address, role } });
      if (!data) throw new Error('The invitation was not sent.');
      setCreated({ email: data.inviteToWorkspace.email, url: data.inviteToWorkspace.url });
      setEmail('');
      await onInvited();
    } catch (error) {
      setFailure(errorMessage(error, 'The invitation was not sent. Please try again.'));
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Invite someone</CardTitle>
        <CardDescription>They get an email with a link, valid for 7 days and usable once, for that address only.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4 sm:grid-cols-[1fr_10rem_auto] sm:items-start">
          <TextField
            id="invite-email"
            label="Email"
            type="email"
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={failure}
          />
          <SelectField id="invite-role" label="Role" value={role} options={INVITABLE_ROLES} onValueChange={(next) => setRole(next as WorkspaceRole)} />
          <Button type="submit" disabled={loading} className="sm:mt-[1.375rem]">
            {loading ? 'Inviting…' : 'Invite'}
          </Button>
        </form>
        {created ? (
          <OneTimeSecret
            key={created.url}
            id="invitation-link-heading"
            heading={`Invitation sent to ${created.email}`}
            explanation="It was emailed; you can also pass this link on yourself. It is shown only now."
            label="Invitation link"
            copiedMessage="Invitation link copied"
            copyFailedMessage="The link could not be copied"
            secret={created.url}
            onDone={() => setCreated(null)}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
