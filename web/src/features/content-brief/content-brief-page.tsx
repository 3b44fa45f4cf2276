import * as React from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Progress } from '../../components/ui/progress';
import { Spinner } from '../../components/ui/spinner';
import { TextField } from '../../components/ui/text-field';
import { errorMessage } from '../../lib/graphql-error';
import { CreditsLeftLine } from '../credits/credits-left-line';
import { REFETCH_CREDIT_USAGE } from '../research/credit-usage';
import { isJobFinished, useJob, useRecordFollowingJob } from '../jobs/use-job';
import { ContentBriefQuery, ContentBriefsQuery, StartContentBriefMutation } from './content-brief-documents';
import { ContentBriefView } from './content-brief-view';
import { WriteFromBriefButton } from './write-from-brief';

/** Content brief: a keyword's top results read, and what they have in common; the brief open is in the address (?id=). */
export function ContentBriefPage() {
  const [params, setParams] = useSearchParams();
  const briefId = params.get('id');
  const open = (id: string) => setParams({ id });
  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0 space-y-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Content brief</h1>
          <p className="text-muted-foreground">Read the pages that rank for a keyword: the length, terms and headings a text needs to compete.</p>
        </div>
        <CreditsLeftLine kind="CONTENT_BRIEFS" testId="briefs-left" />
      </header>
      <BriefForm onStarted={open} />
      {briefId ? <OpenBrief key={briefId} briefId={briefId} /> : <RecentBriefs onOpen={open} />}
    </div>
  );
}

function BriefForm({ onStarted }: { onStarted(id: string): void }) {
  const [keyword, setKeyword] = React.useState('');
  const [country, setCountry] = React.useState('us');
  const [error, setError] = React.useState<string | null>(null);
  const [notice, setNotice] = React.useState<string | null>(null);
  const [start, { loading }] = useMutation(StartContentBriefMutation, { refetchQueries: [ContentBriefsQuery, ...REFETCH_CREDIT_USAGE] });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setNotice(null);
    if (!keyword.trim()) return setError('Please enter a keyword.');
    setError(null);
    try {
      const { data } = await start({ variables: { input: { keyword, country } } });
      if (!data) return;
      if (data.startContentBrief.cached) setNotice('You made this brief in the last 7 days: here it is again, at no cost.');
      onStarted(data.startContentBrief.id);
    } catch (caught) {
      setError(errorMessage(caught, 'The brief could not be started. Please try again.'));
    }
  };

  return (
    <Card>
      <CardContent className="pt-6">
        <form onSubmit={(event) => void submit(event)} className="grid gap-4 sm:grid-cols-[1fr_8rem_auto] sm:items-start" noValidate>
          <TextField id="brief-keyword" label="Keyword" value={keyword} onChange={(event) => setKeyword(event.target.value)} placeholder="e.g. trail running shoes" error={error} maxLength={200} />
          <TextField id="brief-country" label="Country" value={country} onChange={(event) => setCountry(event.target.value)} hint="Two letters, e.g. us" maxLength={2} />
          <Button type="submit" disabled={loading} className="sm:mt-6">
            {loading && <Spinner className="size-4" />}
            Create brief
          </Button>
        </form>
        {notice && (
          <p className="mt-3 text-sm text-muted-foreground" role="status">
            {notice}
          </p>
        )}
      </CardContent>
    </Card>
  );
}

function OpenBrief({ briefId }: { briefId: string }) {
  const { data, loading, error, refetch, startPolling, stopPolling } = useQuery(ContentBriefQuery, { variables: { id: briefId }, fetchPolicy: 'cache-and-network' });
  const brief = data?.contentBrief;
  const job = useJob(brief && !isFinishedStatus(brief.status) ? brief.jobId : null);
  const done = job?.progress.done ?? 0;
  // Each page read shows at once; the brief itself once the job has ended.
  useRecordFollowingJob(job, brief && isFinishedStatus(brief.status), { refresh: refetch, startPolling, stopPolling });

  if (error && !brief) return <p className="text-sm text-destructive" role="alert">{errorMessage(error, 'The brief could not be loaded.')}</p>;
  if (loading && !brief) return <Spinner className="mx-auto size-6" />;
  if (!brief) return null;
  const running = job && !isJobFinished(job);
  return (
    <section aria-label="Content brief" className="grid gap-4">
      {running && (
        <Card>
          <CardContent className="space-y-2 pt-6" aria-live="polite">
            <p className="text-sm font-medium">{job.progress.message ?? 'Waiting for a free slot…'}</p>
            <Progress value={done} max={job.progress.total || 10} label="Pages read" valueText={`${done} of ${job.progress.total} pages read`} className="[&>div]:bg-primary" />
          </CardContent>
        </Card>
      )}
      {brief.status === 'failed' || brief.status === 'cancelled' ? <FailedBrief cancelled={brief.status === 'cancelled'} reason={brief.error} /> : null}
      {brief.status === 'succeeded' && (
        <WriteFromBriefButton brief={brief} />
      )}
      <ContentBriefView brief={brief} />
    </section>
  );
}

function FailedBrief({ cancelled, reason }: { cancelled: boolean; reason: string | null | undefined }) {
  return (
    <p className="rounded-lg border border-destructive/40 bg-destructive/5 px-4 py-3 text-sm text-destructive" role="alert">
      {cancelled ? 'The brief was cancelled.' : `The brief could not be made${reason ? `: ${reason}` : '.'}`} Its credit was given back.
    </p>
  );
}

function RecentBriefs({ onOpen }: { onOpen(id: string): void }) {
  const { data, loading, error } = useQuery(ContentBriefsQuery, { fetchPolicy: 'cache-and-network' });
  if (loading && !data) return <Spinner className="mx-auto size-6" />;
  if (error && !data) return <p className="text-sm text-destructive" role="alert">{errorMessage(error, 'Your briefs could not be loaded.')}</p>;
  const briefs = data?.contentBriefs ?? [];
  if (briefs.length === 0) return <p className="text-center text-sm text-muted-foreground">No briefs yet. Enter a keyword to read the pages that rank for it.</p>;
  return (
    <section aria-labelledby="recent-briefs" className="grid gap-2">
      <h2 id="recent-briefs" className="text-lg font-semibold">
        Your briefs
      </h2>
      <ul className="grid gap-2">
        {briefs.map((brief) => (
          <li key={brief.id}>
            <button type="button" onClick={() => onOpen(brief.id)} className="flex w-full items-center justify-between gap-3 rounded-lg border px-4 py-3 text-left hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
              <span className="min-w-0 truncate font-medium">{brief.keyword}</span>
              <span className="shrink-0 text-xs text-muted-foreground">
                {brief.country.toUpperCase()} · {brief.status} · {new Date(brief.createdAt).toLocaleDateString('en-US')}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

const isFinishedStatus = (status: string) => status === 'succeeded' || status === 'failed' || status === 'cancelled';
