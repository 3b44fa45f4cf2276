import * as React from 'react';
import { useQuery, useSubscription } from '@apollo/client/react';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import type { UseJob_JobFragment } from '../../gql/graphql';

/** A job as the screens follow it: tracker runs and article batches alike. */
export const JobFragment = graphql(`
  fragment UseJob_job on Job {
    id
    kind
    status
    progress {
      done
      total
      message
      item
    }
    error
  }
`);

export const JobQuery = graphql(`
  query Job($id: ID!) {
    job(id: $id) {
      ...UseJob_job
    }
  }
`);

export const JobUpdatedSubscription = graphql(`
  subscription JobUpdated($jobId: ID!) {
    jobUpdated(jobId: $jobId) {
      ...UseJob_job
    }
  }
`);

export const CancelJobMutation = graphql(`
  mutation CancelJob($id: ID!) {
    cancelJob(id: $id) {
      ...UseJob_job
    }
  }
`);

export type JobState = UseJob_JobFragment;
/** A job as a query or mutation answers it: `...UseJob_job` spread in, read here. */
export type JobRef = FragmentType<typeof JobFragment>;

/**
 * The subscription starts with the job's current state and follows it to the end; a slow poll of the
 * job keeps the screen right where the websocket cannot connect (a proxy without websocket support).
 */
export const JOB_POLL_MS = 1500;

const STAGE: Record<JobState['status'], number> = { queued: 0, running: 1, succeeded: 2, failed: 2, cancelled: 2 };

export const isJobFinished = (job: JobState) => STAGE[job.status] === 2;

/**
 * Of two reports of one job, the one further along. A job only moves forward (queued, running,
 * finished; items done only grow), so that is the newer: the later stage wins, then more items
 * done. On a full tie `b` wins: callers pass the live push after the poll, as the push is sent at
 * each change while a poll's answer may have been read just before it.
 */
export function furthestJob(a: JobState | undefined, b: JobState | undefined): JobState | undefined {
  if (!a || !b) return a ?? b;
  if (STAGE[a.status] !== STAGE[b.status]) return STAGE[a.status] > STAGE[b.status] ? a : b;
  return a.progress.done > b.progress.done ? a : b;
}

/** A job's state from an answer that spread `...UseJob_job`. */
export function jobState(job: JobRef): JobState;
export function jobState(job: JobRef | null | undefined): JobState | null | undefined;
export function jobState(job: JobRef | null | undefined): JobState | null | undefined {
  return getFragmentData(JobFragment, job);
}

/**
 * Follows one job live until it ends, and keeps its last state. `known` is a state already in
 * hand (the answer that started the job, or the run an instance reports under way), shown at once.
 */
export function useJob(jobId: string | null, known?: JobRef | null): JobState | null {
  // The job's final state: once it is known, the job is no longer followed.
  const [settled, setSettled] = React.useState<JobState | null>(null);
  const ofJob = (job: JobState | null | undefined) => (jobId !== null && job?.id === jobId ? job : undefined);
  const knownJob = ofJob(jobState(known));
  const follow = jobId !== null && !ofJob(settled) && !(knownJob && isJobFinished(knownJob));

  const polled = useQuery(JobQuery, {
    variables: { id: jobId ?? '' },
    skip: !follow,
    fetchPolicy: 'network-only',
    pollInterval: JOB_POLL_MS,
  });
  const pushed = useSubscription(JobUpdatedSubscription, { variables: { jobId: jobId ?? '' }, skip: !follow });

  const job = [knownJob, ofJob(jobState(polled.data?.job)), ofJob(jobState(pushed.data?.jobUpdated)), ofJob(settled)].reduce(furthestJob, undefined) ?? null;
  // Adjusted while rendering, as React advises for state that follows other state.
  if (job && isJobFinished(job) && !ofJob(settled)) setSettled(job);
  return job;
}

/**
 * Keeps a record that a job fills in (a content brief, a bulk research) in step with the job: `refresh`
 * on each step the job reports, so every batch shows at once. When the job has ended but the record was
 * read just before (a refetch joins one already in flight, whose answer can predate the end), the
 * record's query polls every JOB_POLL_MS until the record has ended too, then `refresh` runs once more:
 * without that the screen would wait on a job that no longer reports. `refresh` should keep its identity
 * between renders (a query's `refetch`, or a `useCallback`).
 */
export function useRecordFollowingJob(
  job: JobState | null,
  recordEnded: boolean | undefined,
  query: { refresh(): Promise<unknown>; startPolling(intervalMs: number): void; stopPolling(): void },
): void {
  const { refresh, startPolling, stopPolling } = query;
  // A failed or abandoned read shows as the query's error, where the screen has one.
  const refreshNow = React.useCallback(() => void refresh().catch(() => undefined), [refresh]);

  const progressKey = job ? `${job.status}:${job.progress.done}` : null;
  React.useEffect(() => {
    if (progressKey) refreshNow();
  }, [progressKey, refreshNow]);

  const behind = Boolean(job && isJobFinished(job) && recordEnded === false);
  const wasBehind = React.useRef(false);
  React.useEffect(() => {
    if (!behind) {
      if (wasBehind.current) refreshNow();
      wasBehind.current = false;
      return;
    }
    wasBehind.current = true;
    startPolling(JOB_POLL_MS);
    return () => stopPolling();
  }, [behind, refreshNow, startPolling, stopPolling]);
}
