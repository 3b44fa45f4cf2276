import * as React from 'react';
import { Progress } from '../../components/ui/progress';
import { isJobFinished, useJob } from '../jobs/use-job';

const count = (value: number) => value.toLocaleString('en-US');

/** The live progress of the job re-reading a project's stored answers after its brands changed; `onEnded` once it ends. */
export function ReextractionProgress({ jobId, onEnded }: { jobId: string; onEnded(): void }) {
  const job = useJob(jobId);
  const ended = job ? isJobFinished(job) : false;
  const endedRef = React.useRef(onEnded);
  React.useEffect(() => {
    endedRef.current = onEnded;
  });
  React.useEffect(() => {
    if (ended) endedRef.current();
  }, [ended]);

  if (!job) return <p className="text-sm text-muted-foreground" role="status">Re-reading the stored answers…</p>;
  if (job.status === 'succeeded') {
    return (
      <p className="text-sm" role="status" data-testid="ai-reextraction-done">
        {`${job.progress.message ?? 'Stored answers re-read'}: the figures now count the brands as they are. No engine was asked again.`}
      </p>
    );
  }
  if (ended) {
    return (
      <p role="alert" className="text-sm font-medium text-destructive">
        {`The stored answers could not be re-read: ${job.error ?? job.status}. Save again to retry.`}
      </p>
    );
  }
  return (
    <div className="grid gap-2" data-testid="ai-reextraction-progress">
      <p className="text-sm font-medium" aria-live="polite">
        {job.progress.total > 0 ? `Re-reading stored answers: ${count(job.progress.done)} of ${count(job.progress.total)}` : 'Re-reading stored answers…'}
      </p>
      <Progress value={job.progress.done} max={Math.max(job.progress.total, 1)} label="Re-reading progress" tone="active" />
    </div>
  );
}
