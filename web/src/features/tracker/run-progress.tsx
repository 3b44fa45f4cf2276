import { CheckCircle2, CircleSlash, Loader2, XCircle } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import type { JobState } from '../jobs/use-job';

interface RunProgressProps {
  job: JobState;
  cancelling: boolean;
  onCancel(): void;
}

const STATUS_TEXT: Record<JobState['status'], string> = {
  queued: 'Queued…',
  running: 'Checking rankings…',
  succeeded: 'Run complete',
  failed: 'Run failed',
  cancelled: 'Run cancelled',
};

/** Screen readers hear the run's progress at these steps only: a keyword-by-keyword count would never stop talking. */
const ANNOUNCED_STEP_PERCENT = 25;

/**
 * The live state of a run: keywords checked out of the total, the keyword checked last (or the
 * server's message), and a way to stop it.
 */
export function RunProgress({ job, cancelling, onCancel }: RunProgressProps) {
  const { done, total, message, item } = job.progress;
  const active = job.status === 'queued' || job.status === 'running';
  const percent = total > 0 ? Math.min(100, Math.round((done / total) * 100)) : job.status === 'succeeded' ? 100 : 0;
  const Icon = active ? Loader2 : job.status === 'succeeded' ? CheckCircle2 : job.status === 'cancelled' ? CircleSlash : XCircle;

  return (
    <section aria-label="Run progress" className="rounded-xl border bg-card p-4 shadow-sm sm:p-5" data-testid="run-progress">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="flex items-center gap-2 text-sm font-semibold" aria-live="polite">
          <Icon
            aria-hidden="true"
            className={cn(
              'size-4',
              active && 'animate-spin text-primary',
              job.status === 'succeeded' && 'text-emerald-600',
              job.status === 'failed' && 'text-destructive',
              job.status === 'cancelled' && 'text-muted-foreground',
            )}
          />
          {STATUS_TEXT[job.status]}
        </p>
        <div className="flex items-center gap-3">
          <span className="text-sm tabular-nums text-muted-foreground" data-testid="run-progress-count">
            {done} of {total}
          </span>
          {active ? (
            <Button variant="outline" size="sm" onClick={onCancel} disabled={cancelling}>
              {cancelling ? 'Cancelling…' : 'Cancel run'}
            </Button>
          ) : null}
        </div>
      </div>
      <div
        role="progressbar"
        aria-label="Keywords checked"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={`${done} of ${total} keywords checked`}
        className="mt-3 h-2.5 w-full overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn(
            'h-full rounded-full transition-[width] duration-300 ease-linear motion-reduce:transition-none',
            job.status === 'failed' ? 'bg-destructive' : job.status === 'cancelled' ? 'bg-muted-foreground/50' : 'bg-primary',
          )}
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="mt-2 min-h-5 truncate text-xs text-muted-foreground" data-testid="run-progress-message" title={active && item ? item : undefined}>
        {active && item ? `Checked “${item}”` : (message ?? (active ? 'Starting…' : ''))}
      </p>
      <p className="sr-only" aria-live="polite" data-testid="run-progress-announcement">
        {active && total > 0 && done > 0 ? `${Math.floor(percent / ANNOUNCED_STEP_PERCENT) * ANNOUNCED_STEP_PERCENT}% of keywords checked` : ''}
      </p>
    </section>
  );
}
