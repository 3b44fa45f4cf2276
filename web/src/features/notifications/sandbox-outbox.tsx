import { useQuery } from '@apollo/client/react';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { SandboxOutboxQuery } from './notification-documents';
import { LoadFailed } from '../../components/load-failed';

/** The emails the app would have sent you, kept here because no SMTP server is configured. Never delivered. */
export function SandboxOutbox() {
  const { data, loading, error, refetch } = useQuery(SandboxOutboxQuery, { fetchPolicy: 'cache-and-network' });
  const outbox = data?.emailOutbox;
  return (
    <Card>
      <CardHeader className="p-4 sm:p-6">
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle>Sandbox outbox</CardTitle>
          <Badge variant="warning">SANDBOX</Badge>
        </div>
        <CardDescription>
          {outbox && !outbox.sandbox
            ? 'Emails are sent through SMTP on this server; nothing is kept here.'
            : 'No SMTP server is configured, so emails are kept here instead of being sent. Nothing on this page was delivered.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="px-2 sm:px-6">
        {error && !data ? (
          <LoadFailed onRetry={refetch}>The outbox could not be loaded.</LoadFailed>
        ) : loading && !data ? (
          <div className="flex justify-center p-6">
            <Spinner label="Loading the outbox" />
          </div>
        ) : !outbox || outbox.emails.length === 0 ? (
          <p className="p-4 text-sm text-muted-foreground">No emails yet.</p>
        ) : (
          <ul className="grid gap-3">
            {outbox.emails.map((email) => (
              <li key={email.id} className="rounded-md border p-3">
                <details>
                  <summary className="cursor-pointer break-words text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
                    {email.subject}
                    <span className="block text-xs font-normal text-muted-foreground">
                      SANDBOX · to {email.to.join(', ')} · {new Date(email.createdAt).toLocaleString()}
                    </span>
                  </summary>
                  <pre className="mt-3 whitespace-pre-wrap break-words text-xs">{email.text}</pre>
                </details>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
