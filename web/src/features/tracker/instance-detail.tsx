import * as React from 'react';
import { useQuery } from '@apollo/client/react';
import { ArrowLeft, CalendarClock, Download, Globe, Loader2, Pencil, Play, Trash2 } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { useToast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/graphql-error';
import { OutOfCreditsNotice } from '../credits/out-of-credits-notice';
import { useCreditsLeft } from '../credits/use-credits-left';
import { DataSourceBadge } from '../data-source/sandbox-banner';
import { downloadResultsCsv } from './export-results-csv';
import { EditInstanceDialog } from './edit-instance-dialog';
import type { TrackingInstance } from './instance-list';
import { CHART_HEIGHT } from './chart-style';
import { KeywordTable } from './keyword-table';
import { NotFoundTable, RankingResultsTable } from './ranking-tables';
import { RunProgress } from './run-progress';
import { describeSchedule, formatLocalDateTime } from './tracker-format';
import { TrackerReportQuery, TrackingInstanceQuery } from './tracker-queries';
import { TrackingCreditsLeft } from './tracking-credits';
import { TRACKING_NOTICE_ID, TrackingPlanNotice } from './tracking-plan-notice';
import { useTrackerRun } from './use-tracker-run';
import { VisibilitySection } from './visibility-section';
import { AlertRulesCard } from '../notifications/alert-rules-card';

// ApexCharts is large and only this section needs it.
const RankingChart = React.lazy(() => import('./ranking-chart'));

const OUT_OF_CREDITS_NOTICE_ID = 'tracker-out-of-credits';

interface InstanceDetailProps {
  /** The instance as the list knew it, shown at once while it is refreshed. */
  instance: TrackingInstance;
  headingRef?: React.Ref<HTMLHeadingElement>;
  /** Why the user's plan has no tracking (its results stay readable), or null when it has. */
  refusal: string | null;
  onBack(): void;
  onDelete(instance: TrackingInstance): void;
}

/** The detail view: run an instance, follow the run, and read its latest results and history. */
export function InstanceDetail({ instance: initial, headingRef, refusal, onBack, onDelete }: InstanceDetailProps) {
  const { data: instanceData } = useQuery(TrackingInstanceQuery, {
    variables: { id: initial.id },
    fetchPolicy: 'cache-and-network',
  });
  const instance = instanceData?.trackingInstance ?? initial;
  const report = useQuery(TrackerReportQuery, {
    variables: { instanceId: instance.id },
    fetchPolicy: 'cache-and-network',
  });
  const tracker = useTrackerRun(instance.id, instance.activeJob);
  const trackingCredits = useCreditsLeft('TRACKING');
  // Refused for want of credits, Run now waits until the re-read count has enough for a run.
  const enoughCredits = trackingCredits !== undefined && (trackingCredits.remaining == null || trackingCredits.remaining >= instance.keywords.length);
  const outOfCredits = tracker.refusedForCredits && !enoughCredits;
  const [editing, setEditing] = React.useState(false);
  const runNoticeId = refusal ? TRACKING_NOTICE_ID : outOfCredits ? OUT_OF_CREDITS_NOTICE_ID : undefined;

  const data = report.data?.trackerReport;
  const hasLatest = (data?.latest.length ?? 0) > 0;

  return (
    <section aria-labelledby="tracker-detail-heading" className="grid min-w-0 grid-cols-1 gap-6">
      <div>
        <Button variant="ghost" size="sm" onClick={onBack} className="-ml-2">
          <ArrowLeft aria-hidden="true" />
          Back to Instances
        </Button>
      </div>

      <header className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0 space-y-2">
          <h1
            id="tracker-detail-heading"
            ref={headingRef}
            tabIndex={-1}
            className="break-words text-2xl font-bold tracking-tight outline-none sm:text-3xl"
          >
            {instance.name}
          </h1>
          <dl className="flex flex-col gap-1.5 text-sm text-muted-foreground sm:flex-row sm:flex-wrap sm:gap-x-5">
            <div className="flex items-center gap-1.5">
              <Globe className="size-4 shrink-0" aria-hidden="true" />
              <dt className="sr-only">Your domain</dt>
              <dd className="break-all">
                {instance.userDomain}
                {instance.competitors.length > 0
                  ? ` vs. ${instance.competitors.length} competitor${instance.competitors.length === 1 ? '' : 's'}`
                  : ''}
              </dd>
            </div>
            <div className="flex items-center gap-1.5">
              <CalendarClock className="size-4 shrink-0" aria-hidden="true" />
              <dt>Next run:</dt>
              <dd className="text-foreground">
                {instance.nextRunAt ? formatLocalDateTime(instance.nextRunAt) : 'Not scheduled'}
              </dd>
            </div>
            <div className="flex items-center gap-1.5">
              <dt className="sr-only">Frequency</dt>
              <dd>{describeSchedule(instance)}</dd>
            </div>
          </dl>
          {refusal ? null : <TrackingCreditsLeft needed={instance.keywords.length} />}
          <div aria-live="polite">
            {outOfCredits ? <OutOfCreditsNotice id={OUT_OF_CREDITS_NOTICE_ID} kind="TRACKING" credits={trackingCredits} /> : null}
          </div>
        </div>
        <div className="grid shrink-0 grid-cols-1 gap-2 sm:flex sm:flex-wrap">
          <Button onClick={() => void tracker.run()} disabled={tracker.running || Boolean(refusal) || outOfCredits} aria-describedby={runNoticeId}>
            {tracker.running ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Play aria-hidden="true" />}
            {tracker.running ? 'Running…' : 'Run now'}
          </Button>
          <Button variant="outline" onClick={() => setEditing(true)} disabled={Boolean(refusal)} aria-describedby={refusal ? TRACKING_NOTICE_ID : undefined}>
            <Pencil aria-hidden="true" />
            Edit
          </Button>
          <ExportCsvButton instanceId={instance.id} disabled={!instance.lastRun} />
          <Button variant="outline" onClick={() => onDelete(instance)} className="text-destructive hover:text-destructive">
            <Trash2 aria-hidden="true" />
            Delete Instance
          </Button>
        </div>
      </header>

      {refusal ? <TrackingPlanNotice refusal={refusal} /> : null}

      <EditInstanceDialog instance={instance} open={editing && !refusal} onClose={() => setEditing(false)} />

      {tracker.error ? (
        <p role="alert" className="rounded-lg border border-destructive/30 bg-destructive/5 px-4 py-3 text-sm font-medium text-destructive">
          {tracker.error}
        </p>
      ) : null}

      {tracker.job ? <RunProgress job={tracker.job} cancelling={tracker.cancelling} onCancel={() => void tracker.cancel()} /> : null}

      {!data && report.loading ? (
        <div className="flex items-center justify-center gap-3 py-16 text-sm text-muted-foreground">
          <Spinner label="Loading results" />
          Loading…
        </div>
      ) : !data && report.error ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(report.error, 'The results could not be loaded.')}
        </p>
      ) : data ? (
        <>
          {data.notFound.length > 0 ? (
            <Card>
              <CardHeader className="p-4 sm:p-6">
                <CardTitle>No results found</CardTitle>
                <CardDescription>Keywords of the latest run where a company was not within the checked results.</CardDescription>
              </CardHeader>
              <CardContent className="px-2 sm:px-6">
                <NotFoundTable rows={data.notFound} />
              </CardContent>
            </Card>
          ) : null}

          <Card>
            <CardHeader className="gap-3 p-4 sm:flex-row sm:items-start sm:justify-between sm:p-6">
              <div className="grid gap-1.5">
                <CardTitle>Ranking results</CardTitle>
                <CardDescription>
                  {data.lastRun
                    ? `Latest run ${formatLocalDateTime(data.lastRun)}. Average rank counts only the keywords a company was found for.`
                    : 'No run yet. Run now to check where each company ranks.'}
                </CardDescription>
              </div>
              <DataSourceBadge source={data.source} liveLabel="Live search results" />
            </CardHeader>
            <CardContent className="px-2 sm:px-6">
              <RankingResultsTable rankings={data.rankings} />
            </CardContent>
          </Card>

          {hasLatest ? (
            <Card>
              <CardHeader className="p-4 sm:p-6">
                <CardTitle>Keywords</CardTitle>
                <CardDescription>Each keyword in the latest run: every company’s position, its change since the previous run and its best so far. Choose a keyword to see its history.</CardDescription>
              </CardHeader>
              <CardContent className="px-2 sm:px-6">
                <KeywordTable instanceId={instance.id} lastRun={data.lastRun} />
              </CardContent>
            </Card>
          ) : null}

          {hasLatest ? (
            // "Ranking over time" and "Visibility over time" side by side on wide screens, stacked below.
            <div className="grid min-w-0 grid-cols-1 gap-6 xl:grid-cols-2">
              <Card className="min-w-0">
                <CardHeader className="p-4 sm:p-6">
                  <CardTitle>Ranking over time</CardTitle>
                  <CardDescription>Average rank per company at each run; rank 1 is at the top.</CardDescription>
                </CardHeader>
                <CardContent className="px-2 sm:px-6">
                  <React.Suspense
                    fallback={
                      <div className="flex items-center justify-center text-sm text-muted-foreground" style={{ height: CHART_HEIGHT }}>
                        Loading chart…
                      </div>
                    }
                  >
                    <RankingChart series={data.series} />
                  </React.Suspense>
                </CardContent>
              </Card>
              <VisibilitySection visibility={data.visibility} />
            </div>
          ) : null}

          <AlertRulesCard instanceId={instance.id} />
        </>
      ) : null}
    </section>
  );
}

function ExportCsvButton({ instanceId, disabled }: { instanceId: string; disabled: boolean }) {
  const { toast } = useToast();
  const [exporting, setExporting] = React.useState(false);

  async function exportCsv() {
    setExporting(true);
    try {
      await downloadResultsCsv(instanceId);
    } catch (cause) {
      toast({
        title: 'Export failed',
        description: cause instanceof Error ? cause.message : 'Please try again.',
        variant: 'destructive',
      });
    } finally {
      setExporting(false);
    }
  }

  return (
    <Button variant="outline" onClick={() => void exportCsv()} disabled={disabled || exporting}>
      <Download aria-hidden="true" />
      {exporting ? 'Exporting…' : 'Export CSV'}
    </Button>
  );
}
