import * as React from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import type { SearchConsoleOverviewQuery as OverviewData } from '../../gql/graphql';
import { errorMessage } from '../../lib/graphql-error';
import { jobState } from '../jobs/use-job';
import { useReadOnlyWorkspace } from '../workspaces/use-current-workspace';
import { DiscoveryPanel } from './discovery-panel';
import { PropertyRow, type LinkInfo } from './property-row';
import {
  ConnectBingWebmasterMutation,
  ConnectSearchConsoleMutation,
  DisconnectSearchConsoleMutation,
  SearchConsoleOverviewQuery,
} from './search-console-documents';
import { callbackNotice, formatCount, providerLabel, statusLabel } from './search-console-format';

const ALERT = 'rounded-lg border px-4 py-3 text-sm font-medium';
const ERROR_ALERT = `${ALERT} border-destructive/30 bg-destructive/5 text-destructive`;

/** /search-console: connections, their properties, links to tracking instances, and discovery per linked property. */
export function SearchConsolePage() {
  const readOnly = useReadOnlyWorkspace();
  const [params, setParams] = useSearchParams();
  const [notice] = React.useState(() => callbackNotice(params));
  const noticeRef = React.useRef<HTMLDivElement>(null);
  // The callback's answer shows once; the address loses it so a reload does not show it again.
  React.useEffect(() => {
    if (params.has('connected') || params.has('error')) setParams({}, { replace: true });
    if (notice) noticeRef.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const overview = useQuery(SearchConsoleOverviewQuery, { fetchPolicy: 'cache-and-network', skip: readOnly });
  const data = overview.data;

  return (
    <section aria-labelledby="search-console-heading" className="grid min-w-0 grid-cols-1 gap-6">
      <header className="min-w-0">
        <h1 id="search-console-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          Search Console
        </h1>
        <p className="mt-1 text-muted-foreground">
          Your site's own clicks, impressions and positions from Google Search Console and Bing Webmaster Tools, beside the tracked ranks.
        </p>
      </header>

      {notice ? (
        <div
          ref={noticeRef}
          tabIndex={-1}
          role={notice.tone === 'error' ? 'alert' : 'status'}
          data-testid="search-console-callback"
          className={notice.tone === 'error' ? ERROR_ALERT : `${ALERT} border-emerald-600/30 bg-emerald-600/5 text-emerald-800 dark:text-emerald-300`}
        >
          {notice.text}
        </div>
      ) : null}

      {readOnly ? (
        <p className="rounded-xl border border-dashed p-6 text-sm text-muted-foreground" data-testid="search-console-read-only">
          Search Console connections are managed by the workspace's owners and members. Its figures show in the keyword tracker of the projects shared with you.
        </p>
      ) : (
        <>
          {overview.error ? (
            <div role="alert" className={`${ERROR_ALERT} flex flex-wrap items-center justify-between gap-2`}>
              <span>{errorMessage(overview.error, 'Search Console could not be loaded.')}</span>
              <Button variant="outline" size="sm" onClick={() => void overview.refetch().catch(() => undefined)}>
                Try again
              </Button>
            </div>
          ) : null}
          {!data && overview.loading ? <Spinner label="Loading Search Console" /> : null}
          {data ? <Overview data={data} refetch={() => overview.refetch()} /> : null}
        </>
      )}
    </section>
  );
}

function Overview({ data, refetch }: { data: OverviewData; refetch(): Promise<unknown> }) {
  const connections = data.searchConsoleConnections;
  const properties = data.searchConsoleProperties;
  const linksByProperty = React.useMemo(() => {
    const byProperty = new Map<string, LinkInfo[]>();
    for (const link of data.searchConsoleLinks) byProperty.set(link.propertyId, [...(byProperty.get(link.propertyId) ?? []), link]);
    return byProperty;
  }, [data.searchConsoleLinks]);
  const linkedProperties = properties.filter((property) => linksByProperty.has(property.id));

  return (
    <>
      <Connections connections={connections} refetch={refetch} />

      <section aria-labelledby="sc-properties-heading" className="grid min-w-0 gap-3">
        <h2 id="sc-properties-heading" className="text-lg font-semibold">
          Properties
        </h2>
        {properties.length === 0 ? (
          <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground" data-testid="search-console-no-properties">
            {connections.length === 0 ? 'Connect Search Console or Bing Webmaster Tools to list your properties.' : 'The connected accounts give no properties you can read.'}
          </p>
        ) : (
          <Table aria-label="Search Console properties">
            <caption className="sr-only">Your Search Console properties and the tracking instances they are linked to</caption>
            <TableHeader>
              <TableRow>
                <TableHead scope="col">Property</TableHead>
                <TableHead scope="col">Kind</TableHead>
                <TableHead scope="col">Tracking instance</TableHead>
                <TableHead scope="col">
                  <span className="sr-only">Actions</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {properties.map((property) => (
                <PropertyRow key={property.id} property={property} links={linksByProperty.get(property.id) ?? []} instances={data.trackingInstances} onLinked={refetch} />
              ))}
            </TableBody>
          </Table>
        )}
      </section>

      {linkedProperties.length > 0 ? (
        <section aria-labelledby="sc-discovery-heading" className="grid min-w-0 gap-3">
          <h2 id="sc-discovery-heading" className="text-lg font-semibold">
            Discovery
          </h2>
          <p className="text-sm text-muted-foreground">Queries worth tracking, from the last 28 days of each linked property.</p>
          {linkedProperties.flatMap((property) =>
            (linksByProperty.get(property.id) ?? []).map((link) => (
              // Read again (a new mount) when a sync of the property ends or moves the last day read.
              <DiscoveryPanel key={`${property.id}:${link.instanceId}:${link.syncedThrough ?? ''}:${jobState(link.job)?.status ?? ''}`} propertyId={property.id} siteUrl={property.siteUrl} instanceId={link.instanceId} instanceName={link.instanceName} />
            )),
          )}
        </section>
      ) : null}
    </>
  );
}

function Connections({ connections, refetch }: { connections: OverviewData['searchConsoleConnections']; refetch(): Promise<unknown> }) {
  const [connect, connecting] = useMutation(ConnectSearchConsoleMutation);
  const [disconnect] = useMutation(DisconnectSearchConsoleMutation);
  const [connectError, setConnectError] = React.useState<string | null>(null);
  const [bingOpen, setBingOpen] = React.useState(false);
  const [removing, setRemoving] = React.useState<{ id: string; label: string } | null>(null);
  const headingRef = React.useRef<HTMLHeadingElement>(null);

  async function connectGoogle() {
    setConnectError(null);
    try {
      const { data } = await connect();
      if (data) window.location.assign(data.connectSearchConsole.url);
    } catch (error) {
      setConnectError(errorMessage(error, 'Search Console could not be connected. Try again.'));
    }
  }

  return (
    <section aria-labelledby="sc-connections-heading" className="grid min-w-0 gap-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="sc-connections-heading" ref={headingRef} tabIndex={-1} className="text-lg font-semibold outline-none">
          Connections
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => void connectGoogle()} disabled={connecting.loading}>
            {connecting.loading ? 'Opening…' : 'Connect Google'}
          </Button>
          <Button variant="outline" onClick={() => setBingOpen((open) => !open)} aria-expanded={bingOpen} aria-controls="sc-bing-form">
            Connect Bing
          </Button>
        </div>
      </div>
      {connectError ? (
        <p role="alert" className={ERROR_ALERT}>
          {connectError}
        </p>
      ) : null}
      {bingOpen ? (
        <BingForm
          onDone={async () => {
            setBingOpen(false);
            await refetch();
          }}
        />
      ) : null}
      {connections.length === 0 ? (
        <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground" data-testid="search-console-no-connections">
          No connection yet. Connect Google Search Console (or its sandbox on this server) or Bing Webmaster Tools.
        </p>
      ) : (
        <Table aria-label="Search Console connections">
          <caption className="sr-only">Your Search Console and Bing Webmaster Tools connections</caption>
          <TableHeader>
            <TableRow>
              <TableHead scope="col">Provider</TableHead>
              <TableHead scope="col">Account</TableHead>
              <TableHead scope="col">Status</TableHead>
              <TableHead scope="col" className="text-right">
                Properties
              </TableHead>
              <TableHead scope="col">
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {connections.map((connection) => (
              <TableRow key={connection.id}>
                <TableCell className="font-medium">
                  {providerLabel(connection.provider)}
                  {connection.provider === 'sandbox' ? (
                    <span className="ml-2 rounded bg-amber-700 px-1.5 py-0.5 text-xs font-semibold tracking-wide text-white">SANDBOX</span>
                  ) : null}
                </TableCell>
                <TableCell>{connection.accountLabel}</TableCell>
                <TableCell>{statusLabel(connection.status)}</TableCell>
                <TableCell className="text-right tabular-nums">{formatCount(connection.propertyCount)}</TableCell>
                <TableCell className="text-right">
                  <Button variant="outline" size="sm" onClick={() => setRemoving({ id: connection.id, label: connection.accountLabel })}>
                    Disconnect<span className="sr-only"> {connection.accountLabel}</span>
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={`Disconnect ${removing?.label ?? ''}?`}
        description="Access is revoked at the provider, and the stored token, its properties, their links to tracking instances and every Search Console figure read from it are deleted."
        confirmLabel="Disconnect"
        busyLabel="Disconnecting…"
        failureMessage="The connection could not be removed. Try again."
        focusAfterConfirm={headingRef}
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          if (!removing) return;
          await disconnect({ variables: { id: removing.id } });
          await refetch();
        }}
      />
    </section>
  );
}

function BingForm({ onDone }: { onDone(): Promise<void> }) {
  const [apiKey, setApiKey] = React.useState('');
  const [error, setError] = React.useState<string | null>(null);
  const [connectBing, { loading }] = useMutation(ConnectBingWebmasterMutation);
  const inputRef = React.useRef<HTMLInputElement>(null);
  React.useEffect(() => inputRef.current?.focus(), []);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      await connectBing({ variables: { apiKey: apiKey.trim() } });
      await onDone();
    } catch (caught) {
      setError(errorMessage(caught, 'Bing Webmaster Tools could not be connected. Try again.'));
    }
  }

  return (
    <form id="sc-bing-form" onSubmit={(event) => void submit(event)} className="grid gap-2 rounded-xl border p-4 sm:max-w-xl" aria-label="Connect Bing Webmaster Tools">
      <Label htmlFor="sc-bing-key">Bing Webmaster Tools API key</Label>
      <p id="sc-bing-key-hint" className="text-sm text-muted-foreground">
        In Bing Webmaster Tools: Settings, API access, API key. It is checked by listing your sites, and kept encrypted.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id="sc-bing-key"
          ref={inputRef}
          value={apiKey}
          onChange={(event) => setApiKey(event.target.value)}
          autoComplete="off"
          spellCheck={false}
          aria-describedby={error ? 'sc-bing-key-hint sc-bing-key-error' : 'sc-bing-key-hint'}
          aria-invalid={error ? true : undefined}
        />
        <Button type="submit" disabled={loading || apiKey.trim() === ''}>
          {loading ? 'Checking…' : 'Connect'}
        </Button>
      </div>
      {error ? (
        <p id="sc-bing-key-error" role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </form>
  );
}
