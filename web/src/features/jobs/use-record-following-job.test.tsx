import { act, renderHook } from '@testing-library/react';
import { JOB_POLL_MS, useRecordFollowingJob, type JobState } from './use-job';

const job = (status: JobState['status'], done: number): JobState => ({ id: 'j1', kind: 'content-brief', status, progress: { done, total: 3, message: null, item: null }, error: null });

function follow() {
  const query = { refresh: jest.fn(() => Promise.resolve()), startPolling: jest.fn(), stopPolling: jest.fn() };
  type Props = { state: JobState | null; recordEnded: boolean | undefined };
  const initialProps: Props = { state: job('running', 0), recordEnded: false };
  const hook = renderHook(({ state, recordEnded }: Props) => useRecordFollowingJob(state, recordEnded, query), { initialProps });
  return { query, rerender: (state: JobState | null, recordEnded: boolean | undefined) => act(() => hook.rerender({ state, recordEnded })) };
}

describe('useRecordFollowingJob', () => {
  it('refreshes the record at each step the job reports, not on each render', () => {
    const { query, rerender } = follow();
    expect(query.refresh).toHaveBeenCalledTimes(1);
    rerender(job('running', 0), false);
    expect(query.refresh).toHaveBeenCalledTimes(1);
    rerender(job('running', 1), false);
    rerender(job('running', 2), false);
    expect(query.refresh).toHaveBeenCalledTimes(3);
    expect(query.startPolling).not.toHaveBeenCalled();
  });

  it('polls the record when the job has ended but the record was read before that, until it has ended too, then refreshes once more', () => {
    const { query, rerender } = follow();
    // The refresh at the job's end joined a read already in flight: the record still says it runs.
    rerender(job('succeeded', 3), false);
    expect(query.startPolling).toHaveBeenCalledWith(JOB_POLL_MS);
    const refreshes = query.refresh.mock.calls.length;
    rerender(job('succeeded', 3), false);
    expect(query.stopPolling).not.toHaveBeenCalled();
    // A poll answers with the record ended.
    rerender(job('succeeded', 3), true);
    expect(query.stopPolling).toHaveBeenCalledTimes(1);
    expect(query.refresh).toHaveBeenCalledTimes(refreshes + 1);
  });

  it('does not poll when the record has ended with the job, or while it is still loading', () => {
    const { query, rerender } = follow();
    rerender(job('failed', 1), true);
    rerender(null, undefined);
    expect(query.startPolling).not.toHaveBeenCalled();
  });
});
