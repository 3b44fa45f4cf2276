import * as React from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router-dom';
import { ArrowLeft, Download, Upload } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { FieldError } from '../../components/ui/field-error';
import { Label } from '../../components/ui/label';
import { Progress } from '../../components/ui/progress';
import { Spinner } from '../../components/ui/spinner';
import { TextField } from '../../components/ui/text-field';
import { Textarea } from '../../components/ui/textarea';
import type { BulkKeywordsPreviewQuery as PreviewData } from '../../gql/graphql';
import { errorMessage } from '../../lib/graphql-error';
import { OutOfCreditsNotice } from '../credits/out-of-credits-notice';
import { isOutOfCredits, useCreditsLeft } from '../credits/use-credits-left';
import { DataSourceBadge } from '../data-source/sandbox-banner';
import { isJobFinished, useJob, useRecordFollowingJob } from '../jobs/use-job';
import { REFETCH_CREDIT_USAGE } from './credit-usage';
import { BulkKeywordsPreviewQuery, BulkResearchesQuery, BulkResearchQuery, BulkResearchResultsQuery, StartBulkResearchMutation } from './bulk-research-documents';
import { downloadBulkResearchCsv } from './bulk-research-csv';
import { AddToTracker } from './add-to-tracker';
import { ResultsTable, useResultsView } from './bulk-results-table';
import { ResearchPage, useDataSource } from './research-page';
import { UpgradeNotice } from './upgrade-notice';

const TOOL_NAME = 'Bulk keyword research';
/** The preview is asked for once typing pauses this long. */
const PREVIEW_DELAY_MS = 300;
/** As the server's limit on the keyword text. */
const MAX_FILE_BYTES = 1024 * 1024;

const count = (value: number) => value.toLocaleString('en-US');
const plural = (value: number, one: string, many: string) => `${count(value)} ${value === 1 ? one : many}`;

/** Keyword stats for up to 10,000 keywords as a job; the research open is in the address (?id=). */
export function BulkResearchPage() {
  const [params, setParams] = useSearchParams();
  const researchId = params.get('id');
  const { data } = useQuery(BulkResearchQuery, { variables: { id: researchId ?? '' }, skip: !researchId });
  // The open research's own source, else the configured provider's, so the sandbox banner is up before the first research.
  const source = useDataSource('seo', researchId ? data?.bulkResearch.source : null);
  return (
    <ResearchPage
      title="Bulk keyword research"
      description="Search volume, CPC, competition and the 12-month trend for up to 10,000 keywords at once, as a CSV when it is done."
      source={source}
    >
      {researchId ? (
        <>
          <p>
            <Link to="/keyword-research/bulk" className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline">
              <ArrowLeft className="size-4" aria-hidden="true" />
              New bulk research
            </Link>
          </p>
          <OpenResearch key={researchId} researchId={researchId} />
        </>
      ) : (
        <>
          <BulkForm onStarted={(id) => setParams({ id })} />
          <RecentResearches onOpen={(id) => setParams({ id })} />
        </>
      )}
    </ResearchPage>
  );
}

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = React.useState(value);
  React.useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

function BulkForm({ onStarted }: { onStarted(id: string): void }) {
  const [text, setText] = React.useState('');
  const [country, setCountry] = React.useState('us');
  const [language, setLanguage] = React.useState('en');
  const [fileError, setFileError] = React.useState<string | null>(null);
  const [error, setError] = React.useState<string | null>(null);
  const [refusedForCredits, setRefusedForCredits] = React.useState(false);
  const searches = useCreditsLeft('KEYWORD_SEARCHES');
  const typed = useDebounced(text, PREVIEW_DELAY_MS);
  const preview = useQuery(BulkKeywordsPreviewQuery, { variables: { text: typed } });
  const [start, { loading: starting }] = useMutation(StartBulkResearchMutation, { refetchQueries: [BulkResearchesQuery, ...REFETCH_CREDIT_USAGE] });
  // The last answer stays on screen while the next is asked (the box must not be swapped for a spinner while typing).
  const summary = preview.data?.bulkKeywordsPreview ?? preview.previousData?.bulkKeywordsPreview;
  const current = typed === text && !preview.loading && Boolean(preview.data);

  if (!summary && !preview.error) return <Spinner className="mx-auto size-6" />;
  if (summary?.refusal) return <UpgradeNotice toolName={TOOL_NAME} message={summary.refusal} takeFocus={false} />;

  const readFile = async (file: File | undefined) => {
    setFileError(null);
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) return setFileError('The file is too large: at most 1 MB.');
    setText(await file.text());
    setRefusedForCredits(false);
  };

  // Too few searches left is said before Start, from the preview; a refusal on Start (spent elsewhere meanwhile) says the same.
  const searchesShort = current && summary?.searchesShort ? summary.searchesShort : null;
  const outOfCredits = Boolean(searchesShort) || refusedForCredits;
  const blocked = !summary || !current || summary.count === 0 || summary.invalidCount > 0 || summary.count > summary.limit || Boolean(searchesShort);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (blocked) return;
    setError(null);
    setRefusedForCredits(false);
    try {
      const { data } = await start({ variables: { input: { text, country, language } } });
      if (data) onStarted(data.startBulkResearch.id);
    } catch (caught) {
      if (!isOutOfCredits(caught)) return setError(errorMessage(caught, 'The research could not be started. Please try again.'));
      setRefusedForCredits(true);
      void preview.refetch();
    }
  };

  return (
    <Card>
      <CardContent className="pt-6">
        <form onSubmit={(event) => void submit(event)} className="grid gap-4" noValidate aria-describedby={error ? 'bulk-error' : undefined}>
          <div className="grid gap-2">
            <Label htmlFor="bulk-keywords">Keywords</Label>
            <Textarea
              id="bulk-keywords"
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                setRefusedForCredits(false);
              }}
              rows={8}
              placeholder={'seo tools\nkeyword research\nrank tracker'}
              aria-describedby="bulk-keywords-hint bulk-preview"
              aria-invalid={summary && current && summary.invalidCount > 0 ? true : undefined}
              spellCheck={false}
            />
            <p id="bulk-keywords-hint" className="text-sm text-muted-foreground">
              One keyword per line, or CSV / TSV with the keyword in the first column (a header row is skipped).
              {summary ? ` Up to ${count(summary.limit)} keywords on your plan; one keyword search each.` : ''}
            </p>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="bulk-file">Or upload a CSV or TSV file</Label>
            <div className="flex items-center gap-2">
              <Upload className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <input
                id="bulk-file"
                type="file"
                accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain"
                onChange={(event) => void readFile(event.target.files?.[0])}
                aria-describedby={fileError ? 'bulk-file-error' : undefined}
                className="min-w-0 text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-1.5 file:text-sm file:font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              />
            </div>
            <FieldError id="bulk-file-error" message={fileError} />
          </div>
          <PreviewSummary summary={summary} pending={!current} failed={preview.error ? errorMessage(preview.error, 'The keywords could not be checked.') : null} />
          {outOfCredits && <OutOfCreditsNotice id="bulk-credits" kind="KEYWORD_SEARCHES" credits={searches} detail={searchesShort} />}
          <div className="grid gap-4 sm:grid-cols-[8rem_8rem_1fr] sm:items-start">
            <TextField id="bulk-country" label="Country" value={country} onChange={(event) => setCountry(event.target.value)} hint="Two letters, or global" maxLength={6} />
            <TextField id="bulk-language" label="Language" value={language} onChange={(event) => setLanguage(event.target.value)} hint="e.g. en" maxLength={8} />
            <Button type="submit" disabled={blocked || starting} aria-describedby={outOfCredits ? 'bulk-credits' : undefined} className="sm:mt-6 sm:justify-self-start">
              {starting && <Spinner className="size-4" />}
              {summary && summary.count > 0 ? `Research ${plural(summary.count, 'keyword', 'keywords')}` : 'Research keywords'}
            </Button>
          </div>
          {error && (
            <p id="bulk-error" className="text-sm text-destructive" role="alert">
              {error}
            </p>
          )}
        </form>
      </CardContent>
    </Card>
  );
}

type Preview = PreviewData['bulkKeywordsPreview'];

function PreviewSummary({ summary, pending, failed }: { summary: Preview | undefined; pending: boolean; failed: string | null }) {
  if (failed) {
    return (
      <p id="bulk-preview" className="text-sm text-destructive" role="alert">
        {failed}
      </p>
    );
  }
  const empty = !summary || (summary.count === 0 && summary.invalidCount === 0 && summary.duplicateCount === 0);
  return (
    <div id="bulk-preview" className="grid gap-2 text-sm" role="status" aria-live="polite" aria-busy={pending}>
      {empty ? (
        <p className="text-muted-foreground">Paste keywords or upload a file to see how many will be researched.</p>
      ) : (
        <>
          <p className="flex flex-wrap gap-x-4 gap-y-1" data-testid="bulk-preview-counts">
            <span className="font-medium">{plural(summary.count, 'keyword', 'keywords')}</span>
            <span className="text-muted-foreground">{plural(summary.duplicateCount, 'duplicate skipped', 'duplicates skipped')}</span>
            <span className={summary.invalidCount > 0 ? 'text-destructive' : 'text-muted-foreground'}>{plural(summary.invalidCount, 'invalid line', 'invalid lines')}</span>
          </p>
          {summary.count > summary.limit && (
            <p className="text-destructive">Your plan allows up to {count(summary.limit)} keywords per research: remove {count(summary.count - summary.limit)} to start.</p>
          )}
          {summary.invalidCount > 0 && (
            <div className="rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-destructive">
              <p className="font-medium">Fix these lines to start:</p>
              <ul className="mt-1 list-disc pl-5">
                {summary.invalid.map((problem) => (
                  <li key={problem.line} className="break-words">
                    Line {problem.line}: {problem.message}
                  </li>
                ))}
              </ul>
              {summary.invalidCount > summary.invalid.length && <p className="mt-1">…and {plural(summary.invalidCount - summary.invalid.length, 'more line', 'more lines')}.</p>}
            </div>
          )}
        </>
      )}
    </div>
  );
}

function OpenResearch({ researchId }: { researchId: string }) {
  const { data, loading, error, refetch, startPolling, stopPolling } = useQuery(BulkResearchQuery, { variables: { id: researchId }, fetchPolicy: 'cache-and-network' });
  const research = data?.bulkResearch;
  const job = useJob(research && !isFinishedStatus(research.status) ? research.jobId : null);
  const view = useResultsView();
  const results = useQuery(BulkResearchResultsQuery, { variables: { id: researchId, ...view.variables }, fetchPolicy: 'cache-and-network' });
  const answer = results.data?.bulkResearchResults ?? results.previousData?.bulkResearchResults;
  const [picked, setPicked] = React.useState<ReadonlySet<number>>(new Set());
  const refetchResults = results.refetch;
  // Each batch answered shows at once; the totals once the job has ended.
  const refresh = React.useCallback(() => Promise.all([refetch(), refetchResults()]), [refetch, refetchResults]);
  useRecordFollowingJob(job, research && isFinishedStatus(research.status), { refresh, startPolling, stopPolling });
  const [downloading, setDownloading] = React.useState(false);
  const [downloadError, setDownloadError] = React.useState<string | null>(null);

  if (error && !research) return <p className="text-sm text-destructive" role="alert">{errorMessage(error, 'The research could not be loaded.')}</p>;
  if (loading && !research) return <Spinner className="mx-auto size-6" />;
  if (!research) return null;

  const running = !isFinishedStatus(research.status) && !(job && isJobFinished(job));
  const settled = job?.progress.done ?? research.done + research.failed;
  const download = async () => {
    setDownloading(true);
    setDownloadError(null);
    try {
      await downloadBulkResearchCsv(research.id);
    } catch (caught) {
      setDownloadError(caught instanceof Error ? caught.message : 'The download failed. Please try again.');
    } finally {
      setDownloading(false);
    }
  };

  return (
    <section aria-labelledby="bulk-research-title" className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0 space-y-1">
          <h2 id="bulk-research-title" className="text-lg font-semibold">
            {plural(research.total, 'keyword', 'keywords')} · {research.country ? research.country.toUpperCase() : 'Global'} · {research.language}
          </h2>
          <DataSourceBadge source={research.source} liveLabel={`Live data (${research.provider})`} />
        </div>
        <Button variant="outline" onClick={() => void download()} disabled={running || downloading}>
          <Download aria-hidden="true" />
          {downloading ? 'Downloading…' : 'Download CSV'}
        </Button>
      </div>
      {downloadError && (
        <p className="text-sm text-destructive" role="alert">
          {downloadError}
        </p>
      )}
      {running && (
        <Card>
          <CardContent className="space-y-2 pt-6" aria-live="polite">
            <p className="text-sm font-medium">{job?.progress.message ?? 'Waiting for a free slot…'}</p>
            <Progress value={settled} max={research.total} label="Keywords researched" valueText={`${count(settled)} of ${count(research.total)} keywords researched`} className="[&>div]:bg-primary" />
          </CardContent>
        </Card>
      )}
      {research.status === 'failed' || research.status === 'cancelled' ? (
        <p className="rounded-lg border border-destructive/40 bg-destructive/5 px-4 py-3 text-sm text-destructive" role="alert">
          {research.status === 'cancelled' ? 'The research was cancelled.' : `The research could not be finished${research.error ? `: ${research.error}` : '.'}`} The keywords it did not answer were refunded.
        </p>
      ) : null}
      {research.status === 'succeeded' && (
        <p className="text-sm text-muted-foreground" role="status">
          Researched {plural(research.done, 'keyword', 'keywords')}
          {research.failed > 0 ? `; ${plural(research.failed, 'keyword', 'keywords')} could not be answered and ${research.failed === 1 ? 'was' : 'were'} refunded.` : '.'}
        </p>
      )}
      <ResultsTable
        answer={answer}
        error={results.error}
        view={view}
        picked={picked}
        onPick={(position, ticked) =>
          setPicked((current) => {
            const next = new Set(current);
            if (ticked) next.add(position);
            else next.delete(position);
            return next;
          })
        }
        actions={answer && answer.total > 0 ? <AddToTracker researchId={research.id} picked={[...picked].sort((a, b) => a - b)} matching={answer.matching} filter={view.filter} onAdded={() => setPicked(new Set())} /> : null}
      />
    </section>
  );
}

function RecentResearches({ onOpen }: { onOpen(id: string): void }) {
  const { data, loading, error } = useQuery(BulkResearchesQuery, { fetchPolicy: 'cache-and-network' });
  if (loading && !data) return <Spinner className="mx-auto size-6" />;
  if (error && !data) return <p className="text-sm text-destructive" role="alert">{errorMessage(error, 'Your bulk researches could not be loaded.')}</p>;
  const researches = data?.bulkResearches ?? [];
  if (researches.length === 0) return <p className="text-center text-sm text-muted-foreground">No bulk researches yet. Paste keywords or upload a file to start one.</p>;
  return (
    <section aria-labelledby="recent-bulk" className="grid gap-2">
      <h2 id="recent-bulk" className="text-lg font-semibold">
        Your bulk researches
      </h2>
      <ul className="grid gap-2">
        {researches.map((research) => (
          <li key={research.id}>
            <button
              type="button"
              onClick={() => onOpen(research.id)}
              className="flex w-full flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-lg border px-4 py-3 text-left hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <span className="font-medium">
                {plural(research.total, 'keyword', 'keywords')}
                {research.source === 'SANDBOX' ? ' (sandbox)' : ''}
              </span>
              <span className="text-xs text-muted-foreground">
                {research.country ? research.country.toUpperCase() : 'Global'} · {research.status} · {new Date(research.createdAt).toLocaleDateString('en-US')}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

const isFinishedStatus = (status: string) => status === 'succeeded' || status === 'failed' || status === 'cancelled';
