import * as React from 'react';
import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import { Copy, Link2, Trash2 } from 'lucide-react';
import { getFragmentData } from '../../gql';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Spinner } from '../../components/ui/spinner';
import { TextField } from '../../components/ui/text-field';
import { errorMessage } from '../../lib/graphql-error';
import { useReadOnlyWorkspace } from '../workspaces/use-current-workspace';
import { CreateShareLinkMutation, ReportShareLinkOpensQuery, ReportShareLinksQuery, RevokeShareLinkMutation, ShareLinkFieldsFragment } from './reports-documents';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');

/** The report's share links: make one (optionally expiring), copy it once, see how often each was opened, revoke. */
export function ShareLinks({ reportId }: { reportId: string }) {
  const { data, loading, error, refetch } = useQuery(ReportShareLinksQuery, { variables: { reportId }, fetchPolicy: 'cache-and-network' });
  const [create, creating] = useMutation(CreateShareLinkMutation);
  const [revoke] = useMutation(RevokeShareLinkMutation);
  const [loadOpens, opens] = useLazyQuery(ReportShareLinkOpensQuery, { fetchPolicy: 'network-only' });
  const [expiresOn, setExpiresOn] = React.useState('');
  const [created, setCreated] = React.useState<string | null>(null);
  const [problem, setProblem] = React.useState<string | null>(null);
  const [revoking, setRevoking] = React.useState<string | null>(null);
  const [logOf, setLogOf] = React.useState<string | null>(null);
  const links = getFragmentData(ShareLinkFieldsFragment, data?.reportShareLinks) ?? [];
  // A client viewer sees the links and how often each was opened; making and revoking them is the agency's.
  const readOnly = useReadOnlyWorkspace();

  async function makeLink() {
    setProblem(null);
    try {
      const expiresAt = expiresOn ? new Date(`${expiresOn}T23:59:59`).toISOString() : null;
      const result = await create({ variables: { reportId, input: { expiresAt } } });
      setCreated(result.data?.createReportShareLink.url ?? null);
      await refetch();
    } catch (failure) {
      setProblem(errorMessage(failure, 'The link could not be made.'));
    }
  }

  return (
    <section aria-labelledby="share-links-heading" className="grid gap-3">
      <h2 id="share-links-heading" className="text-lg font-semibold">
        Share links
      </h2>
      <p className="text-sm text-muted-foreground">Anyone with a link can read this report without signing in, and nothing else. Search engines are asked not to index it.</p>
      {readOnly ? null : (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <TextField id="share-expires" label="Expires on (optional)" type="date" value={expiresOn} onChange={(event) => setExpiresOn(event.target.value)} className="sm:w-56" />
          <Button type="button" onClick={makeLink} disabled={creating.loading}>
            <Link2 aria-hidden="true" />
            {creating.loading ? 'Making the link…' : 'Create share link'}
          </Button>
        </div>
      )}
      {problem ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      ) : null}
      {created ? (
        <div role="status" className="grid gap-2 rounded-lg border border-primary/30 bg-primary/5 p-3 text-sm">
          <p className="font-medium">Copy the link now: it is shown only once.</p>
          <div className="flex min-w-0 flex-col gap-2 sm:flex-row">
            <input aria-label="New share link" readOnly value={created} className="min-w-0 flex-1 rounded-md border bg-background px-2 py-1 font-mono text-xs" onFocus={(event) => event.currentTarget.select()} />
            <Button type="button" variant="outline" size="sm" onClick={() => void navigator.clipboard?.writeText(created)}>
              <Copy aria-hidden="true" />
              Copy
            </Button>
          </div>
        </div>
      ) : null}
      {loading && !data ? <Spinner label="Loading share links" /> : null}
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errorMessage(error, 'The share links could not be loaded.')}
        </p>
      ) : null}
      {data && links.length === 0 ? <p className="text-sm text-muted-foreground">No share links yet.</p> : null}
      <ul className="grid gap-2">
        {links.map((link) => (
          <li key={link.id} className="grid gap-2 rounded-lg border p-3 text-sm sm:grid-cols-[1fr_auto] sm:items-center">
            <div className="min-w-0">
              <p className="font-medium">
                Made {when(link.createdAt)}
                {link.revokedAt ? <span className="ml-2 text-destructive">Revoked</span> : link.expiresAt && new Date(link.expiresAt) < new Date() ? <span className="ml-2 text-muted-foreground">Expired</span> : null}
              </p>
              <p className="text-muted-foreground">
                Expires {link.expiresAt ? when(link.expiresAt) : 'never'} · opened {link.openCount} {link.openCount === 1 ? 'time' : 'times'}
                {link.lastOpenedAt ? `, last ${when(link.lastOpenedAt)}` : ''}
              </p>
              {logOf === link.id && opens.error ? (
                <p role="alert" className="mt-1 text-xs font-medium text-destructive">
                  {errorMessage(opens.error, 'The access log could not be loaded.')}
                </p>
              ) : logOf === link.id && opens.data ? (
                <ul aria-label="Access log" className="mt-1 list-disc pl-5 text-xs text-muted-foreground">
                  {opens.data.reportShareLinkOpens.length === 0 ? <li>Not opened yet.</li> : opens.data.reportShareLinkOpens.map((at) => <li key={at}>{when(at)}</li>)}
                </ul>
              ) : null}
            </div>
            <div className="flex gap-2">
              <Button
                type="button"
                variant="outline"
                size="sm"
                aria-expanded={logOf === link.id}
                onClick={() => {
                  setLogOf(logOf === link.id ? null : link.id);
                  // Apollo 4's lazy query rejects on an error; the error is also in `opens`, shown above.
                  if (logOf !== link.id) void loadOpens({ variables: { reportId, linkId: link.id } }).catch(() => undefined);
                }}
              >
                Access log
              </Button>
              {link.revokedAt || readOnly ? null : (
                <Button type="button" variant="outline" size="sm" onClick={() => setRevoking(link.id)}>
                  <Trash2 aria-hidden="true" />
                  Revoke
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={revoking !== null}
        onClose={() => setRevoking(null)}
        title="Revoke this link?"
        description="Whoever has it will no longer be able to open the report."
        confirmLabel="Revoke"
        busyLabel="Revoking…"
        tone="destructive"
        failureMessage="The link could not be revoked."
        onConfirm={async () => {
          if (revoking) await revoke({ variables: { reportId, linkId: revoking } });
        }}
      />
    </section>
  );
}
