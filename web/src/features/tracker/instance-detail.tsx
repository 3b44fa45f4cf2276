import * as React from 'react';
import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { ArrowLeft, CalendarClock, Download, Globe, Loader2, Pencil, Play, Trash2 } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useToast } from '../../components/ui/toast';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import type { TrackerScreenQuery } from '../../gql/graphql';
import { errorMessage } from '../../lib/graphql-error';
import { readAhead } from '../../lib/read-ahead';
import { OutOfCreditsNotice } from '../credits/out-of-credits-notice';
import { useCreditsLeft } from '../credits/use-credits-left';
import { downloadResultsCsv } from './export-results-csv';
import { InstanceReport, type InstanceReportProps } from './instance-report';
import { RunProgress } from './run-progress';
import { useTrackerScreen } from './screen-prefetch';
import { TrackerRefreshProvider } from './tracker-refresh';
import { describeSchedule, formatLocalDateTime } from './tracker-format';
import { TrackingCreditsLeft } from './tracking-credits';
import { TRACKING_NOTICE_ID, TrackingPlanNotice } from './tracking-plan-notice';
import { useTrackerRun } from './use-tracker-run';
import { LoadOnView, useOpenedOnce } from '../../components/ui/load-on-view';
import { lazyWithPreload } from '../../components/ui/lazy-with-preload';
import { useReadOnlyWorkspace } from '../workspaces/use-current-workspace';

// Only a page that failed to load needs it: it stays out of the tracker's first screen.
const InItsWorkspace = React.lazy(() => import('../workspaces/in-its-workspace').then((module) => ({ default: module.InItsWorkspace })));

// Below the fold or opened on demand: their code loads after the first screen.
const EditInstanceDialog = React.lazy(() => import('./edit-instance-dialog').then((module) => ({ default: module.EditInstanceDialog })));
const AlertRulesCard = lazyWithPreload(() => import('../notifications/alert-rules-card').then((module) => module.AlertRulesCard));
// The card's document comes in a small chunk of its own, not with the first screen (e2e/bundle-split.e2e.ts keeps
// AlertRules out of it): its read leaves as soon as that chunk is here, while the card's code still loads.
const readAlertRulesAhead = (client: ApolloClient, instanceId: string) =>
  import('../notifications/alert-rules-documents').then((documents) => readAhead(client, documents.alertRulesRead(instanceId)));
/** About the height of the alert rules card with no rules yet. */
const ALERT_RULES_HEIGHT = 220;

const OUT_OF_CREDITS_NOTICE_ID = 'tracker-out-of-credits';

interface InstanceDetailProps {
  instanceId: string;
  /** The edit form is open over the detail. */
  editing: boolean;
  headingRef?: React.Ref<HTMLHeadingElement>;
  /** Why the user's plan has no tracking (its results stay readable), or null when it has. */
  refusal: string | null;
  onBack(): void;
  onEdit(): void;
  onEditClose(): void;
  onDelete(instance: { id: string; name: string }): void;
}

/**
 * The detail view: run an instance, follow the run, and read its latest results and history. Its first
 * screen is one query (useTrackerScreen), read ahead of the page where it can be (screen-prefetch.ts).
 */
export function InstanceDetail({ instanceId, onBack, ...props }: InstanceDetailProps) {
  const { data, error } = useTrackerScreen(instanceId);
  const instance = data?.trackingInstance;

  return (
    <section aria-labelledby="tracker-detail-heading" aria-busy={!instance && !error} className="grid min-w-0 grid-cols-1 gap-6">
      <div>
        <Button variant="ghost" size="sm" onClick={onBack} className="-ml-2">
          <ArrowLeft aria-hidden="true" />
          Back to Instances
        </Button>
      </div>
      {instance && data ? (
        <TrackerRefreshProvider>
          <LoadedInstance instance={instance} report={data.trackerReport} firstTablePage={data.trackerKeywordTable} tags={data.trackingKeywordTags} {...props} />
        </TrackerRefreshProvider>
      ) : error ? (
        <React.Suspense fallback={<Spinner label="Loading the tracking instance" />}>
          <InItsWorkspace kind="TRACKING_INSTANCE" id={instanceId} error={error}>
            <p role="alert" className="rounded-lg border border-destructive/30 bg-destructive/5 px-4 py-3 text-sm font-medium text-destructive">
              {errorMessage(error, 'The tracking instance could not be loaded.')}
            </p>
          </InItsWorkspace>
        </React.Suspense>
      ) : (
        <div className="flex items-center justify-center gap-3 py-16 text-sm text-muted-foreground">
          <Spinner label="Loading the tracking instance" />
          Loading…
        </div>
      )}
    </section>
  );
}

function LoadedInstance({
  editing,
  headingRef,
  refusal,
  onEdit,
  onEditClose,
  onDelete,
  instance: instanceRef,
  report,
  firstTablePage,
  tags,
}: Omit<InstanceDetailProps, 'instanceId' | 'onBack'> & { instance: FragmentType<typeof InstanceDetail.fragments.instance>; tags: TrackerScreenQuery['trackingKeywordTags'] } & InstanceReportProps) {
  const instance = getFragmentData(InstanceDetail.fragments.instance, instanceRef);
  const tracker = useTrackerRun(instance.id, instance.activeJob);
  // Read by the screen query: from the cache here, and again with it.
  const trackingCredits = useCreditsLeft('TRACKING', 'cache-first');
  // Refused for want of credits, Run now waits until the re-read count has enough for a run.
  const enoughCredits = trackingCredits !== undefined && (trackingCredits.remaining == null || trackingCredits.remaining >= instance.runCredits);
  const outOfCredits = tracker.refusedForCredits && !enoughCredits;
  const runNoticeId = refusal ? TRACKING_NOTICE_ID : outOfCredits ? OUT_OF_CREDITS_NOTICE_ID : undefined;
  const editOpened = useOpenedOnce(editing);
  // A client viewer reads the instance: no run, edit, delete, credits or alert rules.
  const readOnly = useReadOnlyWorkspace();
  const client = useApolloClient();
  const preloadAlertRules = React.useCallback(() => Promise.all([AlertRulesCard.preload(), readAlertRulesAhead(client, instance.id)]), [client, instance.id]);

  return (
    <>
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
          {refusal || readOnly ? null : <TrackingCreditsLeft needed={instance.runCredits} fetchPolicy="cache-first" />}
          <div aria-live="polite">
            {outOfCredits ? <OutOfCreditsNotice id={OUT_OF_CREDITS_NOTICE_ID} kind="TRACKING" credits={trackingCredits} /> : null}
          </div>
        </div>
        <div className="grid shrink-0 grid-cols-1 gap-2 sm:flex sm:flex-wrap">
          {readOnly ? null : (
            <>
              <Button onClick={() => void tracker.run()} disabled={tracker.running || Boolean(refusal) || outOfCredits} aria-describedby={runNoticeId}>
                {tracker.running ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Play aria-hidden="true" />}
                {tracker.running ? 'Running…' : 'Run now'}
              </Button>
              <Button variant="outline" onClick={onEdit} disabled={Boolean(refusal)} aria-describedby={refusal ? TRACKING_NOTICE_ID : undefined}>
                <Pencil aria-hidden="true" />
                Edit
              </Button>
            </>
          )}
          <ExportCsvButton instanceId={instance.id} disabled={!instance.lastRun} />
          {readOnly ? null : (
            <Button variant="outline" onClick={() => onDelete(instance)} className="text-destructive hover:text-destructive">
              <Trash2 aria-hidden="true" />
              Delete Instance
            </Button>
          )}
        </div>
      </header>

      {refusal ? <TrackingPlanNotice refusal={refusal} /> : null}

      {editOpened ? (
        <React.Suspense fallback={null}>
          <EditInstanceDialog instance={instance} open={editing && !refusal} onClose={onEditClose} />
        </React.Suspense>
      ) : null}

      {tracker.error ? (
        <p role="alert" className="rounded-lg border border-destructive/30 bg-destructive/5 px-4 py-3 text-sm font-medium text-destructive">
          {tracker.error}
        </p>
      ) : null}

      {tracker.job ? <RunProgress job={tracker.job} cancelling={tracker.cancelling} onCancel={() => void tracker.cancel()} /> : null}

      <InstanceReport instanceId={instance.id} report={report} firstTablePage={firstTablePage} />

      {readOnly ? null : (
        <LoadOnView minHeight={ALERT_RULES_HEIGHT} label="Loading alert rules" preload={preloadAlertRules}>
          <AlertRulesCard instanceId={instance.id} tags={tags} />
        </LoadOnView>
      )}
    </>
  );
}

InstanceDetail.fragments = {
  instance: graphql(`
    fragment InstanceDetail_instance on TrackingInstance {
      id
      name
      userDomain
      competitors {
        domain
      }
      runCredits
      lastRun
      nextRunAt
      frequency
      scheduledTime
      timeZone
      activeJob {
        ...UseJob_job
      }
      ...EditInstanceDialog_instance
    }
  `),
};

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
