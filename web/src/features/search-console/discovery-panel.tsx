import * as React from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { errorMessage } from '../../lib/graphql-error';
import {
  AddToTrackerMutation,
  NewAndLostQueriesQuery,
  PagesLosingClicksQuery,
  StrikingDistanceQuery,
  TrackerAddPreviewQuery,
} from './search-console-documents';
import { formatCount, formatPosition, keywordImportText } from './search-console-format';

interface QueryFigures {
  query: string;
  clicks: number;
  impressions: number;
  position: number;
  /** The linked instance tracks it already (the server says so). */
  tracked: boolean;
}

const ERROR_ALERT = 'rounded-lg border border-destructive/30 bg-destructive/5 px-4 py-3 text-sm font-medium text-destructive';

/** Discovery of one linked property: striking distance, new and lost queries, pages losing clicks; queries go to the linked instance's tracker. */
export function DiscoveryPanel({ propertyId, siteUrl, instanceId, instanceName }: { propertyId: string; siteUrl: string; instanceId: string; instanceName: string }) {
  const [tab, setTab] = React.useState('striking');
  const headingId = `sc-discovery-${propertyId}-${instanceId}`;
  return (
    <section aria-labelledby={headingId} className="grid min-w-0 gap-3 rounded-xl border p-3 sm:p-4" data-testid="search-console-discovery">
      <h3 id={headingId} className="min-w-0 break-all font-semibold">
        {siteUrl} <span className="font-normal text-muted-foreground">→ {instanceName}</span>
      </h3>
      <Tabs value={tab} onValueChange={setTab} className="min-w-0">
        <TabsList className="flex h-auto flex-wrap justify-start">
          <TabsTrigger value="striking">Striking distance</TabsTrigger>
          <TabsTrigger value="new">New queries</TabsTrigger>
          <TabsTrigger value="lost">Lost queries</TabsTrigger>
          <TabsTrigger value="pages">Pages losing clicks</TabsTrigger>
        </TabsList>
        <TabsContent value="striking" className="min-w-0">
          <StrikingDistance propertyId={propertyId} instanceId={instanceId} />
        </TabsContent>
        <TabsContent value="new" className="min-w-0">
          <NewOrLost propertyId={propertyId} instanceId={instanceId} which="new" />
        </TabsContent>
        <TabsContent value="lost" className="min-w-0">
          <NewOrLost propertyId={propertyId} instanceId={instanceId} which="lost" />
        </TabsContent>
        <TabsContent value="pages" className="min-w-0">
          <LosingPages propertyId={propertyId} />
        </TabsContent>
      </Tabs>
    </section>
  );
}

function StrikingDistance({ propertyId, instanceId }: { propertyId: string; instanceId: string }) {
  const { data, loading, error, refetch } = useQuery(StrikingDistanceQuery, { variables: { propertyId }, fetchPolicy: 'cache-and-network' });
  return (
    <QueryTable
      label="Striking distance queries"
      description="Positions 8 to 20 in Search Console over the last 28 days, with impressions, not tracked yet: a small push brings them to page one."
      emptyText="No query sits at positions 8 to 20 without being tracked."
      rows={data?.searchConsoleStrikingDistance}
      loading={loading}
      error={error}
      retry={() => refetch()}
      instanceId={instanceId}
      onAdded={() => refetch()}
    />
  );
}

function NewOrLost({ propertyId, instanceId, which }: { propertyId: string; instanceId: string; which: 'new' | 'lost' }) {
  const { data, loading, error, refetch } = useQuery(NewAndLostQueriesQuery, { variables: { propertyId, instanceId }, fetchPolicy: 'cache-and-network' });
  return (
    <QueryTable
      label={which === 'new' ? 'New queries' : 'Lost queries'}
      description={which === 'new' ? 'Queries with impressions in the last 28 days and none in the 28 days before.' : 'Queries with impressions in the 28 days before and none in the last 28 days.'}
      emptyText={which === 'new' ? 'No new query in the last 28 days.' : 'No query lost in the last 28 days.'}
      rows={data?.searchConsoleNewAndLostQueries[which]}
      loading={loading}
      error={error}
      retry={() => refetch()}
      instanceId={instanceId}
      onAdded={() => refetch()}
    />
  );
}

function LosingPages({ propertyId }: { propertyId: string }) {
  const { data, loading, error, refetch } = useQuery(PagesLosingClicksQuery, { variables: { propertyId }, fetchPolicy: 'cache-and-network' });
  const rows = data?.searchConsolePagesLosingClicks;
  return (
    <div className="grid min-w-0 gap-3 pt-3">
      <p className="text-sm text-muted-foreground">Pages with fewer clicks in the last 28 days than in the 28 days before, the biggest drop first.</p>
      <States label="pages losing clicks" loading={loading && !rows} error={error} retry={() => refetch()} empty={rows?.length === 0} emptyText="No page lost clicks in the last 28 days." />
      {rows && rows.length > 0 ? (
        <Table aria-label="Pages losing clicks">
          <TableHeader>
            <TableRow>
              <TableHead scope="col">Page</TableHead>
              <TableHead scope="col" className="text-right">
                Clicks
              </TableHead>
              <TableHead scope="col" className="text-right">
                Before
              </TableHead>
              <TableHead scope="col" className="text-right">
                Change
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.page}>
                <TableCell className="max-w-[24rem] break-all">{row.page}</TableCell>
                <TableCell className="text-right tabular-nums">{formatCount(row.clicks)}</TableCell>
                <TableCell className="text-right tabular-nums">{formatCount(row.previousClicks)}</TableCell>
                <TableCell className="text-right tabular-nums text-destructive">{formatCount(row.change)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
    </div>
  );
}

function States({ label, loading, error, retry, empty, emptyText }: { label: string; loading: boolean; error: unknown; retry(): Promise<unknown>; empty: boolean; emptyText: string }) {
  if (error)
    return (
      <div role="alert" className={`${ERROR_ALERT} flex flex-wrap items-center justify-between gap-2`}>
        <span>{errorMessage(error, `The ${label} could not be loaded.`)}</span>
        <Button variant="outline" size="sm" onClick={() => void retry().catch(() => undefined)}>
          Try again
        </Button>
      </div>
    );
  if (loading) return <Spinner label={`Loading ${label}`} />;
  if (empty) return <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">{emptyText}</p>;
  return null;
}

interface QueryTableProps {
  label: string;
  description: string;
  emptyText: string;
  rows: readonly QueryFigures[] | undefined;
  loading: boolean;
  error: unknown;
  retry(): Promise<unknown>;
  instanceId: string;
  onAdded(): Promise<unknown>;
}

/**
 * Queries with their figures; each one not tracked yet can be selected and added to the linked instance's
 * tracker in bulk, or on its own with Track. The plan's limit is shown before adding, and its refusal after.
 */
export function QueryTable({ label, description, emptyText, rows, loading, error, retry, instanceId, onAdded }: QueryTableProps) {
  const [selected, setSelected] = React.useState<ReadonlySet<string>>(new Set());
  const [message, setMessage] = React.useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [importKeywords, adding] = useMutation(AddToTrackerMutation);
  const addable = (rows ?? []).filter((row) => !row.tracked);
  const chosen = addable.filter((row) => selected.has(row.query)).map((row) => row.query);
  const text = keywordImportText(chosen);
  const preview = useQuery(TrackerAddPreviewQuery, { variables: { instanceId, text }, skip: chosen.length === 0 });
  const limitLine = preview.data?.previewKeywordImport;
  const allChosen = addable.length > 0 && chosen.length === addable.length;
  const captionId = `${instanceId}-${label.replace(/\W+/g, '-')}`;

  function toggle(query: string) {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(query)) next.delete(query);
      else next.add(query);
      return next;
    });
  }

  async function add(keywords: string[]) {
    setMessage(null);
    try {
      const { data } = await importKeywords({ variables: { instanceId, text: keywordImportText(keywords) } });
      const added = data?.importKeywords.added ?? 0;
      setSelected((current) => new Set([...current].filter((query) => !keywords.includes(query))));
      setMessage({ tone: 'success', text: `${formatCount(added)} ${added === 1 ? 'keyword' : 'keywords'} added to the tracker. ${added === 1 ? 'It is' : 'They are'} checked at the next run.` });
      await onAdded();
    } catch (caught) {
      setMessage({ tone: 'error', text: errorMessage(caught, 'The keywords could not be added to the tracker. Try again.') });
    }
  }

  return (
    <div className="grid min-w-0 gap-3 pt-3">
      <p id={captionId} className="text-sm text-muted-foreground">
        {description}
      </p>
      {message ? (
        <p role={message.tone === 'error' ? 'alert' : 'status'} className={message.tone === 'error' ? ERROR_ALERT : 'text-sm font-medium text-emerald-700 dark:text-emerald-300'} data-testid="search-console-add-message">
          {message.text}
        </p>
      ) : null}
      <States label={label.toLowerCase()} loading={loading && !rows} error={error} retry={retry} empty={rows?.length === 0} emptyText={emptyText} />
      {rows && rows.length > 0 ? (
        <>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-sm" aria-live="polite" data-testid="search-console-limit">
                {chosen.length === 0
                  ? 'Select queries to add them to the tracker.'
                  : limitLine
                    ? limitLine.problem
                      ? limitLine.problem
                      : `${formatCount(chosen.length)} selected: the instance will track ${formatCount(limitLine.keywordsAfter)} of the ${formatCount(limitLine.keywordLimit)} keywords your plan allows.`
                    : `${formatCount(chosen.length)} selected.`}
              </p>
              <Button size="sm" disabled={chosen.length === 0 || adding.loading || Boolean(limitLine?.problem)} onClick={() => void add(chosen)}>
                {adding.loading ? 'Adding…' : 'Add to tracker'}
              </Button>
          </div>
          <Table aria-label={label} aria-describedby={captionId}>
            <TableHeader>
              <TableRow>
                <TableHead scope="col" className="w-10">
                  <input
                    type="checkbox"
                    className="size-4"
                    aria-label={`Select every query not tracked yet (${label})`}
                    checked={allChosen}
                    disabled={addable.length === 0}
                    onChange={() => setSelected(allChosen ? new Set() : new Set(addable.map((row) => row.query)))}
                  />
                </TableHead>
                <TableHead scope="col">Query</TableHead>
                <TableHead scope="col" className="text-right">
                  Clicks
                </TableHead>
                <TableHead scope="col" className="text-right">
                  Impressions
                </TableHead>
                <TableHead scope="col" className="text-right">
                  Position
                </TableHead>
                <TableHead scope="col">
                  <span className="sr-only">Actions</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.query} data-testid="search-console-query-row">
                  <TableCell>
                    {row.tracked ? null : <input type="checkbox" className="size-4" aria-label={`Select ${row.query}`} checked={selected.has(row.query)} onChange={() => toggle(row.query)} />}
                  </TableCell>
                  <TableCell className="min-w-[10rem] font-medium">{row.query}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatCount(row.clicks)}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatCount(row.impressions)}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatPosition(row.position)}</TableCell>
                  <TableCell className="text-right">
                    {row.tracked ? (
                      <span className="text-xs text-muted-foreground">Tracked</span>
                    ) : (
                      <Button size="sm" variant="outline" disabled={adding.loading} onClick={() => void add([row.query])}>
                        Track<span className="sr-only"> {row.query}</span>
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      ) : null}
    </div>
  );
}
