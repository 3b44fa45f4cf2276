import * as React from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import { MailOpen, TriangleAlert } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { FullScreenSpinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/toast';
import { graphql } from '../../gql';
import { setWorkspaceId } from '../../lib/current-workspace';
import { errorMessage } from '../../lib/graphql-error';
import { AuthCard } from '../session/auth-card';
import { useAuth } from '../session/session-provider';
import { ROLE_LABELS } from './workspace-roles';

export const InvitationPreviewQuery = graphql(`
  query InvitationPreview($token: String!) {
    workspaceInvitation(token: $token) {
      workspaceName
      role
      email
      invitedBy
      expiresAt
    }
  }
`);

export const AcceptInvitationMutation = graphql(`
  mutation AcceptWorkspaceInvitation($token: String!) {
    acceptWorkspaceInvitation(token: $token) {
      workspaceId
      role
    }
  }
`);

const expiry = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * What an invitation link offers. A visitor signs in or signs up here and stays on the page; a signed-in user accepts,
 * which switches to the workspace and opens the dashboard.
 */
export function InvitationPage({ token }: { token: string }) {
  const { user, loading: sessionLoading, logout } = useAuth();
  const navigate = useNavigate();
  const preview = useQuery(InvitationPreviewQuery, { variables: { token }, fetchPolicy: 'network-only' });
  const [accept, accepting] = useMutation(AcceptInvitationMutation);
  const [failure, setFailure] = React.useState<string | null>(null);

  if (preview.loading || sessionLoading) return <FullScreenSpinner label="Loading the invitation" />;
  const invitation = preview.data?.workspaceInvitation;
  if (!invitation) {
    return (
      <InvitationFrame>
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <TriangleAlert className="size-5 text-destructive" aria-hidden="true" />
              This invitation cannot be used
            </CardTitle>
            <CardDescription role="alert">{errorMessage(preview.error, 'The invitation could not be loaded. Please try again.')}</CardDescription>
          </CardHeader>
          <CardFooter className="flex flex-wrap gap-2">
            <p className="w-full text-sm text-muted-foreground">Ask whoever invited you for a new link.</p>
            <Button asChild>
              <Link to={user ? '/dashboard' : '/'}>{user ? 'Go to your dashboard' : 'Go to the home page'}</Link>
            </Button>
          </CardFooter>
        </Card>
      </InvitationFrame>
    );
  }

  const role = ROLE_LABELS[invitation.role].toLowerCase();
  const otherAddress = user !== null && user.email.toLowerCase() !== invitation.email.toLowerCase();

  async function acceptInvitation() {
    setFailure(null);
    try {
      const { data } = await accept({ variables: { token } });
      if (!data) throw new Error('The invitation was not accepted.');
      setWorkspaceId(data.acceptWorkspaceInvitation.workspaceId);
      toast({ title: `You joined ${invitation?.workspaceName ?? 'the workspace'}.` });
      void navigate('/dashboard');
    } catch (error) {
      setFailure(errorMessage(error, 'The invitation was not accepted. Please try again.'));
    }
  }

  return (
    <InvitationFrame>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-2xl">
            <MailOpen className="size-6 text-primary" aria-hidden="true" />
            Join {invitation.workspaceName}
          </CardTitle>
          <CardDescription>
            {invitation.invitedBy} invites you to the workspace <strong className="text-foreground">{invitation.workspaceName}</strong> as{' '}
            {/^[aeiou]/.test(role) ? 'an' : 'a'} <strong className="text-foreground">{role}</strong>.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-1 text-sm text-muted-foreground">
          <p>
            Sent to <span className="break-all font-medium text-foreground">{invitation.email}</span>, valid until {expiry.format(new Date(invitation.expiresAt))}.
          </p>
          {otherAddress ? (
            <p role="alert" className="font-medium text-amber-700">
              You are signed in as <span className="break-all font-medium">{user.email}</span>: sign out and sign in with {invitation.email} to accept it.
            </p>
          ) : null}
          {failure ? (
            <p role="alert" className="font-medium text-destructive">
              {failure}
            </p>
          ) : null}
        </CardContent>
        {user ? (
          <CardFooter className="flex flex-wrap gap-2">
            {otherAddress ? (
              <Button onClick={logout}>Sign out</Button>
            ) : (
              <Button onClick={() => void acceptInvitation()} disabled={accepting.loading}>
                {accepting.loading ? 'Accepting…' : 'Accept invitation'}
              </Button>
            )}
            {failure ? (
              <Button asChild variant="outline">
                <Link to="/dashboard">Go to your dashboard</Link>
              </Button>
            ) : null}
          </CardFooter>
        ) : null}
      </Card>
      {!user ? (
        <AuthCard description={`Sign in or create an account with ${invitation.email} to accept the invitation.`} defaultTab="signup" />
      ) : null}
    </InvitationFrame>
  );
}

function InvitationFrame({ children }: { children: React.ReactNode }) {
  return <div className="mx-auto grid w-full max-w-md gap-6 px-4 py-12 sm:py-16">{children}</div>;
}
