import { JOB_FAILED_MESSAGE, USER_FACING_FAILURE } from './job-retry-policy';
import { inLanes } from './lanes';
import type { JobInput } from './tracker-run';

/** Workflow type name of an AI visibility run; the workflow id is the job id. */
export const AI_VISIBILITY_RUN_WORKFLOW = 'aiVisibilityRunWorkflow';
/** Workflow type name of a re-reading of an AI visibility project's stored answers; the workflow id is the job id. */
export const AI_VISIBILITY_REEXTRACTION_WORKFLOW = 'aiVisibilityReextractionWorkflow';

export interface AiVisibilityRunPlan {
  /** Batches asked at the same time. */
  concurrency: number;
  /** The batches with samples not asked yet: all on a first run, fewer when a run resumes. */
  batches: number[];
}

/** The steps of an AI visibility run. Each is idempotent: a sample answered (or marked not checked) is not asked again. */
export interface AiVisibilityRunActivities {
  /** Marks the job running and says which batches are still to ask. */
  startAiVisibilityRun(input: JobInput): Promise<AiVisibilityRunPlan>;
  /** Asks each pending sample of a batch once (its call recorded before it is sent) and stores the answers; throws while some sample may be tried again. */
  askAiVisibilityBatch(input: JobInput & { batch: number }): Promise<void>;
  /** A batch still failing after every retry: its pending samples are marked not checked. */
  failAiVisibilityBatch(input: JobInput & { batch: number; message: string }): Promise<void>;
  /** Refunds what was not checked and completes the job (failing it when nothing could be checked). */
  finishAiVisibilityRun(input: JobInput): Promise<void>;
}

/** Re-reads every stored answer of a project for its brands as they now are: no engine is asked. */
export interface AiVisibilityReextractionActivities {
  /** Idempotent: run again, it writes the same extractions. Reports progress per page of answers. */
  reextractAiAnswers(input: JobInput): Promise<void>;
}

/**
 * The orchestration of a run, shared by the Temporal workflow and the in-process runner: up to `concurrency`
 * batches at a time; a batch still failing after the runner's retries is marked not checked (never "not
 * mentioned"); a cancelled job's next call throws, so a cancellation is never taken for a failed batch.
 */
export async function runAiVisibilityJob(activities: AiVisibilityRunActivities, input: JobInput): Promise<void> {
  const plan = await activities.startAiVisibilityRun(input);
  await inLanes(plan.batches, plan.concurrency, async (batch) => {
    try {
      await activities.askAiVisibilityBatch({ ...input, batch });
    } catch (error) {
      await activities.failAiVisibilityBatch({ ...input, batch, message: failureMessage(error) });
    }
  });
  await activities.finishAiVisibilityRun(input);
}

export async function runAiVisibilityReextractionJob(activities: AiVisibilityReextractionActivities, input: JobInput): Promise<void> {
  await activities.reextractAiAnswers(input);
}

/** The message of an error written for users, else JOB_FAILED_MESSAGE (as a bulk research's batches). */
function failureMessage(error: unknown): string {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const marks = current as { userFacing?: unknown; details?: unknown };
    if (marks.userFacing === true || (Array.isArray(marks.details) && marks.details.includes(USER_FACING_FAILURE))) return current.message;
  }
  return JOB_FAILED_MESSAGE;
}
