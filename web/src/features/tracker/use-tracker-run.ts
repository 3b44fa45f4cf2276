import * as React from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';
import { getToken } from '../../lib/auth-token';
import { errorCode, errorMessage } from '../../lib/graphql-error';
import { CREDIT_TEXTS } from '../credits/credit-texts';
import { useCreditsRefusal } from '../credits/use-credits-refusal';
import { CancelJobMutation, isJobFinished, jobState, useJob, type JobRef, type JobState } from '../jobs/use-job';
import { isPartialRun } from './run-progress';
import { useTrackerRefresh } from './tracker-refresh';
import { TrackingCreditsQuery } from './tracking-credits';

export const RunTrackingInstanceMutation = graphql(`
  mutation RunTrackingInstance($id: ID!) {
    runTrackingInstance(id: $id) {
      ...UseJob_job
    }
  }
`);

/**
 * Why a job ended failed. A scheduled run the credits could not pay for ends failed with the server's
 * refusal, whose code a job does not keep: its text (the api's INSUFFICIENT_CREDITS message) is worded as spec §8 says.
 */
function jobFailureMessage(error: string | null | undefined): string {
  if (!error) return 'Run failed';
  return error.includes('Insufficient tracking credits') ? CREDIT_TEXTS.TRACKING.outOfCredits : error;
}

/** Spec §8: the server's message, with the sign-in case worded as the spec says (a refusal for credits is no error: see useCreditsRefusal). */
export function runErrorMessage(error: unknown): string {
  if (errorCode(error) === 'UNAUTHENTICATED') return 'Authentication required. Please log in.';
  return errorMessage(error, 'Run failed');
}

export interface TrackerRunState {
  /** The run being followed (or the one that just ended), as last reported. */
  job: JobState | null;
  running: boolean;
  cancelling: boolean;
  /** Why the last run did not complete, worded for the user. */
  error: string | null;
  /** The server refused the last start for want of tracking credits: a known limit, not an error. */
  refusedForCredits: boolean;
  run(): Promise<void>;
  cancel(): Promise<void>;
}

/**
 * Runs an instance and follows its job live. When the job ends, the page's refresh rule reads again
 * what the run changed (spec §4: history, latest results and the list).
 */
export function useTrackerRun(instanceId: string, activeJobRef: JobRef | null | undefined): TrackerRunState {
  const activeJob = jobState(activeJobRef);
  const client = useApolloClient();
  const [jobId, setJobId] = React.useState<string | null>(activeJob?.id ?? null);
  // The run's state when it was started or found under way.
  const [started, setStarted] = React.useState<JobRef | null>(activeJobRef ?? null);
  const [error, setError] = React.useState<string | null>(null);
  const [startRun, { loading: starting }] = useMutation(RunTrackingInstanceMutation);
  const [cancelJob, { loading: cancelling }] = useMutation(CancelJobMutation);
  const { refused: refusedForCredits, reset: resetCreditsRefusal, caught: caughtCreditsRefusal } = useCreditsRefusal();
  // The job whose end has been taken in (its failure told, the screen's queries refetched).
  const [handledJobId, setHandledJobId] = React.useState<string | null>(null);

  const job = useJob(jobId, started);
  const jobFinished = job !== null && isJobFinished(job);

  // State that follows the job is adjusted while rendering, as React advises, rather than in effects.
  // A run under way when the instance is opened or refreshed (e.g. a scheduled one) is followed,
  // unless the one on screen is still going.
  if (activeJob && activeJob.id !== jobId && (job === null || job.id !== jobId || jobFinished)) {
    setHandledJobId(null);
    setError(null);
    setJobId(activeJob.id);
    setStarted(activeJobRef ?? null);
  } else if (job && jobFinished && handledJobId !== job.id) {
    setHandledJobId(job.id);
    // A partial run is no error: its progress card says what it checked and why it stopped.
    if (job.status === 'failed' && !isPartialRun(job)) setError(jobFailureMessage(job.error));
  }

  const refresh = useTrackerRefresh();
  React.useEffect(() => {
    if (handledJobId !== null) void refresh().catch(() => undefined);
  }, [refresh, handledJobId]);

  const run = React.useCallback(async () => {
    setError(null);
    resetCreditsRefusal();
    if (!getToken()) {
      setError('Authentication required. Please log in.');
      return;
    }
    try {
      const { data } = await startRun({ variables: { id: instanceId } });
      const created = data?.runTrackingInstance;
      if (!created) throw new Error('Run failed');
      setHandledJobId(null);
      setStarted(created);
      setJobId(jobState(created).id);
      // Starting the run spent its credits.
      void client.query({ query: TrackingCreditsQuery, fetchPolicy: 'network-only' }).catch(() => undefined);
    } catch (cause) {
      if (!caughtCreditsRefusal(cause)) setError(runErrorMessage(cause));
    }
  }, [caughtCreditsRefusal, client, instanceId, resetCreditsRefusal, startRun]);

  const cancel = React.useCallback(async () => {
    if (!jobId) return;
    try {
      await cancelJob({ variables: { id: jobId } });
    } catch (cause) {
      setError(errorMessage(cause, 'The run could not be cancelled.'));
    }
  }, [cancelJob, jobId]);

  return {
    job,
    running: starting || (job !== null && !jobFinished),
    cancelling,
    error,
    refusedForCredits,
    run,
    cancel,
  };
}
