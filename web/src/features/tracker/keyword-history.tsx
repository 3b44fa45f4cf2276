import * as React from 'react';
import { useQuery } from '@apollo/client/react';
import { X } from 'lucide-react';
import { ChartSuspense } from '../../components/charts/chart-suspense';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import { errorMessage } from '../../lib/graphql-error';
import type { Device } from '../../gql/graphql';
import { safeUrl } from './keyword-table-model';
import { TrackerKeywordHistoryQuery } from './keyword-table-documents';
import { formatLocalDateTime } from './tracker-format';

// ApexCharts is large: loaded only when a keyword's history is opened.
const KeywordHistoryChart = React.lazy(() => import('./keyword-history-chart'));

interface KeywordHistoryProps {
  instanceId: string;
  keyword: string;
  /** Desktop unless told. */
  device?: Device;
  /** The latest run the table shows: a newer one refetches the history. */
  lastRun: string | null | undefined;
  onClose(): void;
}

/** One keyword over every run: a chart of each company's position and the runs as a table. */
export function KeywordHistory({ instanceId, keyword, device = 'desktop', lastRun, onClose }: KeywordHistoryProps) {
  const { data, loading, error, refetch } = useQuery(TrackerKeywordHistoryQuery, {
    variables: { instanceId, keyword, device },
    fetchPolicy: 'cache-and-network',
  });
  const history = data?.trackerKeywordHistory;
  const headingRef = React.useRef<HTMLHeadingElement>(null);

  React.useEffect(() => {
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  const newest = history?.runs.at(-1)?.runAt;
  const stale = Boolean(history && lastRun && newest !== lastRun);
  React.useEffect(() => {
    if (stale) void refetch().catch(() => undefined);
  }, [stale, refetch]);

  return (
    <section aria-labelledby="keyword-history-heading" className="grid min-w-0 gap-4 rounded-md border p-3 sm:p-4" data-testid="keyword-history">
      <div className="flex items-start justify-between gap-3">
        <h3 id="keyword-history-heading" ref={headingRef} tabIndex={-1} className="break-words text-base font-semibold outline-none">
          History of “{keyword}”{device === 'mobile' ? ' on mobile' : ''}
        </h3>
        <Button type="button" variant="ghost" size="sm" onClick={onClose}>
          <X aria-hidden="true" />
          Close history
        </Button>
      </div>
      {!history && loading ? (
        <div className="flex items-center gap-3 py-6 text-sm text-muted-foreground">
          <Spinner label="Loading the keyword history" />
          Loading…
        </div>
      ) : !history ? (
        error ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(error, 'The keyword history could not be loaded.')}
          </p>
        ) : null
      ) : history.runs.length === 0 ? (
        <p className="text-sm text-muted-foreground">No completed run has checked this keyword yet.</p>
      ) : (
        <>
          <ChartSuspense>
            <KeywordHistoryChart history={history} />
          </ChartSuspense>
          <Table aria-label={`Runs for ${keyword}`}>
            <TableHeader>
              <TableRow className="hover:bg-transparent">
                <TableHead className="whitespace-nowrap">Run date</TableHead>
                {history.companies.map((company) => (
                  <TableHead key={company.domain} className="whitespace-nowrap">
                    {company.companyName}
                  </TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {[...history.runs].reverse().map((run) => (
                <TableRow key={run.runAt}>
                  <TableCell className="whitespace-nowrap text-muted-foreground">{formatLocalDateTime(run.runAt)}</TableCell>
                  {run.positions.map((cell) => {
                    const url = safeUrl(cell.url);
                    return (
                      <TableCell key={cell.domain} className="min-w-28 align-top tabular-nums">
                        {cell.position === null ? (
                          <span className="text-muted-foreground">not checked</span>
                        ) : cell.position === 0 ? (
                          <span title={`beyond checked depth (top ${run.depth})`}>
                            <span aria-hidden="true">–</span>
                            <span className="sr-only">beyond checked depth (top {run.depth})</span>
                          </span>
                        ) : (
                          <span className="font-semibold">{cell.position}</span>
                        )}
                        {url ? (
                          <a
                            href={url}
                            target="_blank"
                            rel="noopener noreferrer"
                            title={url}
                            className="block max-w-56 truncate text-xs text-primary underline-offset-4 hover:underline"
                          >
                            {url.replace(/^https?:\/\//i, '')}
                          </a>
                        ) : null}
                      </TableCell>
                    );
                  })}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
    </section>
  );
}
