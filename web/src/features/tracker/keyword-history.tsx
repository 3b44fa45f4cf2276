import * as React from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { X } from 'lucide-react';
import { ChartSuspense } from '../../components/charts/chart-suspense';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import { errorMessage } from '../../lib/graphql-error';
import type { Device } from '../../gql/graphql';
import { safeUrl } from './keyword-table-model';
import { AddCompetitorMutation, TrackerKeywordHistoryQuery } from './keyword-table-documents';
import { runTimeFormatter } from './tracker-format';
import { ResultsPage } from './results-page';
import { TextField } from '../../components/ui/text-field';
import { isJobFinished, jobState, useJob } from '../jobs/use-job';
import { OWN_REQUEST } from './own-request';
import { useTrackerRefresh } from './tracker-refresh';
import { useReadOnlyWorkspace } from '../workspaces/use-current-workspace';

// ApexCharts is large: loaded only when a keyword's history is opened.
const KeywordHistoryChart = React.lazy(() => import('./keyword-history-chart'));

interface KeywordHistoryProps {
  instanceId: string;
  keyword: string;
  /** Desktop unless told. */
  device?: Device;
  onClose(): void;
}

/** One keyword over every run: a chart of each company's position and the runs as a table. */
export function KeywordHistory({ instanceId, keyword, device = 'desktop', onClose }: KeywordHistoryProps) {
  const refresh = useTrackerRefresh();
  // A client viewer reads the history: adding a competitor is a change.
  const readOnly = useReadOnlyWorkspace();
  const { data, loading, error } = useQuery(TrackerKeywordHistoryQuery, {
    variables: { instanceId, keyword, device },
    fetchPolicy: 'cache-and-network',
    context: OWN_REQUEST,
  });
  const history = data?.trackerKeywordHistory;
  const runTime = runTimeFormatter(history?.runs.map((run) => run.runAt) ?? []);
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  const [openRun, setOpenRun] = React.useState<string | null>(null);

  React.useEffect(() => {
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);

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
                <TableHead className="whitespace-nowrap">Results page</TableHead>
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
                  <TableCell className="whitespace-nowrap text-muted-foreground">{runTime(run.runAt)}</TableCell>
                  <TableCell>
                    <Button type="button" variant="outline" size="sm" aria-expanded={openRun === run.runId} onClick={() => setOpenRun(openRun === run.runId ? null : run.runId)}>
                      {openRun === run.runId ? 'Hide page' : 'Show page'}
                    </Button>
                  </TableCell>
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
          {openRun ? <ResultsPage instanceId={instanceId} keyword={keyword} runId={openRun} companies={history.companies} /> : null}
          {readOnly ? null : <AddDomainForm instanceId={instanceId} onFilled={() => void refresh().catch(() => undefined)} />}
        </>
      )}
    </section>
  );
}

/**
 * A domain typed here becomes a competitor of the instance, and its history is filled from the
 * results pages already stored: no new searches, no credits. Shows the filling job's progress.
 */
function AddDomainForm({ instanceId, onFilled }: { instanceId: string; onFilled(): void }) {
  const [domain, setDomain] = React.useState('');
  const [jobId, setJobId] = React.useState<string | null>(null);
  const [addCompetitor, { loading, error }] = useMutation(AddCompetitorMutation);
  const job = useJob(jobId);
  const finished = job ? isJobFinished(job) : false;
  React.useEffect(() => {
    if (finished) onFilled();
  }, [finished, onFilled]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const answer = await addCompetitor({ variables: { instanceId, domain } }).catch(() => null);
    if (!answer?.data) return;
    setDomain('');
    const active = jobState(answer.data.addCompetitor.activeJob);
    if (active?.kind === 'tracker-backfill') setJobId(active.id);
    else onFilled();
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-2" aria-label="Add a competitor from its history">
      <TextField
        id="history-domain"
        label="Add a competitor"
        hint="Its positions in every stored results page are filled in, with no new searches and no credits."
        value={domain}
        onChange={(event) => setDomain(event.target.value)}
        error={error ? errorMessage(error, 'The competitor could not be added.') : null}
        placeholder="example.com"
        action={
          <Button type="submit" disabled={loading || !domain.trim()}>
            Add
          </Button>
        }
      />
      {job && !finished ? (
        <p role="status" className="text-sm text-muted-foreground">
          {job.progress.message ?? 'Filling its history…'}
        </p>
      ) : job?.status === 'succeeded' ? (
        <p role="status" className="text-sm text-muted-foreground">
          History filled from {job.progress.total} stored runs.
        </p>
      ) : job ? (
        <p role="alert" className="text-sm text-destructive">
          {job.error ?? 'The history could not be filled.'}
        </p>
      ) : null}
    </form>
  );
}
