import { furthestJob, type JobState } from './use-job';

const job = (status: JobState['status'], done: number, message: string | null = null): JobState => ({
  id: 'j1',
  kind: 'tracker-run',
  status,
  progress: { done, total: 4, message, item: null },
  error: null,
});

describe('furthestJob', () => {
  it('takes the later stage, whatever the order: a running job is no longer queued, a finished one no longer running', () => {
    expect(furthestJob(job('queued', 0), job('running', 0))?.status).toBe('running');
    expect(furthestJob(job('running', 0), job('queued', 0))?.status).toBe('running');
    expect(furthestJob(job('running', 3), job('cancelled', 1))?.status).toBe('cancelled');
    expect(furthestJob(job('succeeded', 4), job('running', 3))?.status).toBe('succeeded');
  });

  it('takes more items done within a stage', () => {
    expect(furthestJob(job('running', 2), job('running', 1))?.progress.done).toBe(2);
    expect(furthestJob(job('running', 1), job('running', 2))?.progress.done).toBe(2);
  });

  it('takes the second (the live push) on a full tie', () => {
    expect(furthestJob(job('running', 1, 'polled'), job('running', 1, 'pushed'))?.progress.message).toBe('pushed');
  });

  it('takes whichever report there is', () => {
    expect(furthestJob(undefined, job('queued', 0))?.status).toBe('queued');
    expect(furthestJob(job('queued', 0), undefined)?.status).toBe('queued');
    expect(furthestJob(undefined, undefined)).toBeUndefined();
  });
});
