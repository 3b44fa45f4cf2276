import * as React from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Play } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Progress } from '../../components/ui/progress';
import { errorMessage } from '../../lib/graphql-error';
import { CreditsLeftLine } from '../credits/credits-left-line';
import { useRefetchCredits } from '../credits/use-credits-left';
import { isJobFinished, useJob, useRecordFollowingJob } from '../jobs/use-job';
import { AiVisibilityRunCostQuery, StartAiVisibilityRunMutation } from './ai-visibility-documents';

export interface RunRecord {
  id: string;
  jobId: string;
  status: string;
  samplesPlanned: number;
  samplesChecked: number;
  samplesFailed: number;
  /** Why it failed or did not start (a scheduled run the credits did not cover, say). */
  error?: string | null;
}

const count = (value: number) => value.toLocaleString('en-US');
const samplesOf = (value: number) => `${count(value)} sample${value === 1 ? '' : 's'}`;

/** How a run ended, in plain words: a partial run says how many samples were not checked. */
export function runOutcome(run: RunRecord): string {
  switch (run.status) {
    case 'succeeded':
      return `Run complete: ${samplesOf(run.samplesChecked)} checked.`;
    case 'partial':
      return `Partial run: ${count(run.samplesChecked)} of ${samplesOf(run.samplesPlanned)} checked; ${samplesOf(run.samplesFailed)} not checked (refunded, left out of the figures).`;
    case 'failed':
      if (run.error && run.samplesChecked === 0 && run.samplesFailed === 0) return `Run not started: ${run.error}`;
      return `Run failed: ${samplesOf(run.samplesPlanned - run.samplesChecked)} not checked (refunded).`;
    case 'cancelled':
      return `Run cancelled: ${count(run.samplesChecked)} of ${samplesOf(run.samplesPlanned)} checked.`;
    default:
      return `Run ${run.status}: ${count(run.samplesChecked)} of ${samplesOf(run.samplesPlanned)} checked.`;
  }
}

interface RunPanelProps {
  projectId: string;
  latestRun: RunRecord | undefined;
  readOnly: boolean;
  refusal: string | null;
  /** Re-reads the project's runs; the job's steps and its end call it. */
  refreshRuns(): Promise<unknown>;
  startPolling(intervalMs: number): void;
  stopPolling(): void;
}

/** Run now, priced before it starts; then the run's live progress and how it ended. */
export function RunPanel({ projectId, latestRun, readOnly, refusal, refreshRuns, startPolling, stopPolling }: RunPanelProps) {
  const cost = useQuery(AiVisibilityRunCostQuery, { variables: { projectId }, skip: readOnly, fetchPolicy: 'cache-and-network' });
  const [start, started] = useMutation(StartAiVisibilityRunMutation);
  const refetchCredits = useRefetchCredits();
  const active = latestRun && (latestRun.status === 'queued' || latestRun.status === 'running');
  const job = useJob(active ? latestRun.jobId : (started.data?.startAiVisibilityRun.jobId ?? null));
  const recordEnded = latestRun ? !(latestRun.status === 'queued' || latestRun.status === 'running') : undefined;
  useRecordFollowingJob(job, recordEnded, { refresh: refreshRuns, startPolling, stopPolling });
  const jobEnded = job ? isJobFinished(job) : false;
  React.useEffect(() => {
    if (jobEnded) {
      refetchCredits();
      void cost.refetch().catch(() => undefined);
    }
    // Once per end of a job: the cost query's identity changes each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [jobEnded, refetchCredits]);

  const price = cost.data?.aiVisibilityRunCost;
  const running = Boolean(active) || (job !== null && !isJobFinished(job));
  const progress = job?.progress;

  async function runNow() {
    try {
      await start({ variables: { projectId } });
      await refreshRuns();
    } catch {
      // Shown from the mutation's error below.
    }
  }

  return (
    <section aria-labelledby="ai-run-heading" className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-5">
      <h2 id="ai-run-heading" className="text-lg font-semibold">
        Run
      </h2>
      {readOnly ? null : (
        <>
          <p id="ai-run-cost" className="text-sm text-muted-foreground" aria-live="polite" data-testid="ai-run-cost">
            {price
              ? `One run: ${samplesOf(price.samples)} (prompts × surfaces × samples) = ${count(price.samples)} AI answer${price.samples === 1 ? '' : 's'}.${fromTrackerPagesLine(price.fromTrackerPages)}${price.creditsLeft != null ? ` ${count(price.creditsLeft)} left.` : ''}`
              : 'Working out what one run costs…'}
          </p>
          <CreditsLeftLine kind="AI_ANSWERS" />
          {refusal ?? price?.short ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {refusal ?? price?.short}
            </p>
          ) : null}
          <div>
            <Button onClick={runNow} disabled={running || started.loading || Boolean(refusal ?? price?.short) || !price} aria-describedby="ai-run-cost">
              <Play aria-hidden="true" />
              Run now
            </Button>
          </div>
          {started.error ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {errorMessage(started.error, 'The run could not be started.')}
            </p>
          ) : null}
        </>
      )}
      {running && progress ? (
        <div className="grid gap-2" data-testid="ai-run-progress">
          <p className="text-sm font-medium" aria-live="polite">
            {progress.total > 0 ? `Asked ${count(progress.done)} of ${samplesOf(progress.total)}` : 'Starting…'}
          </p>
          <Progress value={progress.done} max={progress.total} label="Run progress" tone="active" />
        </div>
      ) : latestRun ? (
        <p className="text-sm" aria-live="polite" data-testid="ai-run-outcome">
          {runOutcome(latestRun)}
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">Not run yet.</p>
      )}
    </section>
  );
}

/** AI Overview samples read from the tracker's fresh results pages: asked of no engine, charged nothing. */
function fromTrackerPagesLine(samples: number): string {
  if (samples === 0) return '';
  return ` ${count(samples)} more AI Overview sample${samples === 1 ? ' is' : 's are'} read from the tracker’s results pages of the last day, at no charge.`;
}
