import { AlertCircle, CheckCircle2, CircleSlash, Loader2, XCircle } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Progress, type ProgressTone } from '../../components/ui/progress';
import { cn } from '../../lib/cn';
import type { JobState } from '../jobs/use-job';

interface RunProgressProps {
  job: JobState;
  cancelling: boolean;
  onCancel(): void;
}

/** How a run stands: an ended run that checked some of its searches is partial, whether it failed or was cancelled. */
type RunOutcome = JobState['status'] | 'partial';

/**
 * A run that ended before checking every search but after checking some: its results are kept and
 * shown, and the credits of the searches left are refunded (one a search).
 */
export function isPartialRun(job: JobState): boolean {
  const { done, total } = job.progress;
  return (job.status === 'failed' || job.status === 'cancelled') && done > 0 && done < total;
}

const outcomeOf = (job: JobState): RunOutcome => (isPartialRun(job) ? 'partial' : job.status);

const STATUS_TEXT: Record<Exclude<RunOutcome, 'partial'>, string> = {
  queued: 'Queued…',
  running: 'Checking rankings…',
  succeeded: 'Run complete',
  failed: 'Run failed',
  cancelled: 'Run cancelled',
};

const ICONS = { queued: Loader2, running: Loader2, succeeded: CheckCircle2, failed: XCircle, cancelled: CircleSlash, partial: AlertCircle } as const;
const ICON_COLOURS: Record<RunOutcome, string> = {
  queued: 'animate-spin text-primary',
  running: 'animate-spin text-primary',
  succeeded: 'text-emerald-600',
  failed: 'text-destructive',
  cancelled: 'text-muted-foreground',
  partial: 'text-muted-foreground',
};
const BAR_TONES: Record<RunOutcome, ProgressTone> = { queued: 'active', running: 'active', succeeded: 'active', failed: 'failed', cancelled: 'neutral', partial: 'neutral' };

/** Screen readers hear the run's progress at these steps only: a search-by-search count would never stop talking. */
const ANNOUNCED_STEP_PERCENT = 25;

const searches = (count: number) => `${count.toLocaleString()} search${count === 1 ? '' : 'es'}`;

/** "Partial: 22 of 24 checked, 2 refunded", "Run complete", … */
function headline(outcome: RunOutcome, done: number, total: number): string {
  return outcome === 'partial' ? `Partial: ${done.toLocaleString()} of ${total.toLocaleString()} checked, ${(total - done).toLocaleString()} refunded` : STATUS_TEXT[outcome];
}

/** Under the bar: the keyword checked last while the run goes on; once it has ended, what it checked or why it stopped. */
function detail(job: JobState, outcome: RunOutcome): string {
  const { done, total, message, item } = job.progress;
  const active = job.status === 'queued' || job.status === 'running';
  if (active) return item ? `Checked “${item}”` : (message ?? 'Starting…');
  if (outcome === 'succeeded') return `Checked ${done.toLocaleString()} of ${searches(total)}`;
  if (outcome === 'partial') return job.error ?? message ?? '';
  return message ?? '';
}

/**
 * The live state of a run: searches (a keyword on a device) checked out of the total, the keyword
 * checked last (or how the run ended), and a way to stop it. A partial run reads as such, not as a failure.
 */
export function RunProgress({ job, cancelling, onCancel }: RunProgressProps) {
  const { done, total, item } = job.progress;
  const active = job.status === 'queued' || job.status === 'running';
  const outcome = outcomeOf(job);
  const percent = total > 0 ? Math.min(100, Math.round((done / total) * 100)) : job.status === 'succeeded' ? 100 : 0;
  const Icon = ICONS[outcome];

  return (
    <section aria-label="Run progress" className="rounded-xl border bg-card p-4 shadow-sm sm:p-5" data-testid="run-progress">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="flex items-center gap-2 text-sm font-semibold" aria-live="polite" data-testid="run-progress-status">
          <Icon aria-hidden="true" className={cn('size-4', ICON_COLOURS[outcome])} />
          {headline(outcome, done, total)}
        </p>
        <div className="flex items-center gap-3">
          <span className="text-sm tabular-nums text-muted-foreground" data-testid="run-progress-count">
            {done.toLocaleString()} of {searches(total)}
          </span>
          {active ? (
            <Button variant="outline" size="sm" onClick={onCancel} disabled={cancelling}>
              {cancelling ? 'Cancelling…' : 'Cancel run'}
            </Button>
          ) : null}
        </div>
      </div>
      <Progress
        value={done}
        max={total}
        label="Searches checked"
        valueText={`${done} of ${searches(total)} checked`}
        tone={BAR_TONES[outcome]}
        className="mt-3 h-2.5"
      />
      <p className="mt-2 min-h-5 truncate text-xs text-muted-foreground" data-testid="run-progress-message" title={active && item ? item : undefined}>
        {detail(job, outcome)}
      </p>
      <p className="sr-only" aria-live="polite" data-testid="run-progress-announcement">
        {active && total > 0 && done > 0 ? `${Math.floor(percent / ANNOUNCED_STEP_PERCENT) * ANNOUNCED_STEP_PERCENT}% of searches checked` : ''}
      </p>
    </section>
  );
}
