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
  mutation InviteToWorkspace($workspaceId: ID!, $email: String!, $role: WorkspaceRole!, $clientId: ID) {
    inviteToWorkspace(workspaceId: $workspaceId, email: $email, role: $role, clientId: $clientId) {
      id
      email
      role
      url
      expiresAt
    }
  }
`);

const INVITABLE_ROLES = (['member', 'admin', 'client'] as const).map((role) => ({ value: role, label: ROLE_LABELS[role] }));

interface InviteFormProps {
  workspaceId: string;
  /** A client viewer is invited for one of these. */
  clients: readonly { id: string; name: string }[];
  /** Re-reads the pending invitations. */
  onInvited(): Promise<unknown>;
}

/** Invites an address as an admin, a member or a client viewer of one client, then shows the link to pass on (it is emailed too). */
export function InviteForm({ workspaceId, clients, onInvited }: InviteFormProps) {
  const [email, setEmail] = React.useState('');
  const [role, setRole] = React.useState<WorkspaceRole>('member');
  const [clientId, setClientId] = React.useState('');
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
    if (role === 'client' && !clientId) {
      setFailure('Choose the client this client viewer will see.');
      return;
    }
    setFailure(null);
    try {
      const { data } = await invite({ variables: { workspaceId, email: address, role, clientId: role === 'client' ? clientId : null } });
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
        <form onSubmit={(event) => void submit(event)} noValidate className={`grid gap-4 sm:items-start ${role === 'client' ? 'sm:grid-cols-[1fr_10rem_10rem_auto]' : 'sm:grid-cols-[1fr_10rem_auto]'}`}>
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
          {role === 'client' ? (
            <SelectField id="invite-client" label="Client" value={clientId} anyLabel="Choose a client" options={clients.map((client) => ({ value: client.id, label: client.name }))} onValueChange={setClientId} />
          ) : null}
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
