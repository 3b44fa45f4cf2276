import { JOB_FAILED_MESSAGE, USER_FACING_FAILURE } from './job-retry-policy';
import { inLanes } from './lanes';
import type { JobInput } from './tracker-run';

/** Workflow type name of a bulk keyword research; the workflow id is the job id. */
export const BULK_RESEARCH_WORKFLOW = 'bulkResearchWorkflow';

export interface BulkResearchPlan {
  /** Batches asked about at the same time. */
  concurrency: number;
  /** The batches (0-based) not answered yet: all of them on a first run, fewer when a run resumes. */
  batches: number[];
}

/**
 * The steps of a bulk keyword research. Each is idempotent: a batch already answered (or marked
 * failed) is not asked again.
 */
export interface BulkResearchActivities {
  /** Marks the job running and says which batches are still to ask. */
  startBulkResearch(input: JobInput): Promise<BulkResearchPlan>;
  /** Asks the research provider about one batch (at most the vendor's maximum per call) and stores the answers. */
  researchBatch(input: JobInput & { batch: number }): Promise<void>;
  /** A batch that failed on every retry: its keywords are marked failed and refunded. */
  failBulkBatch(input: JobInput & { batch: number; message: string }): Promise<void>;
  /** Completes the job (failing it when no keyword could be answered). */
  finishBulkResearch(input: JobInput): Promise<void>;
}

/**
 * The orchestration of a bulk research, shared by the Temporal workflow and the in-process runner: up
 * to `concurrency` batches at a time; a batch still failing after the runner's retries is marked
 * failed (a cancelled job's next call throws, so a cancellation is never taken for a failed batch).
 */
export async function runBulkResearchJob(activities: BulkResearchActivities, input: JobInput): Promise<void> {
  const plan = await activities.startBulkResearch(input);
  await inLanes(plan.batches, plan.concurrency, async (batch) => {
    try {
      await activities.researchBatch({ ...input, batch });
    } catch (error) {
      await activities.failBulkBatch({ ...input, batch, message: failureMessage(error) });
    }
  });
  await activities.finishBulkResearch(input);
}

/**
 * The message of an error written for users (in process it says so with `userFacing`; on Temporal the
 * activity failure's cause carries USER_FACING_FAILURE in its details), else JOB_FAILED_MESSAGE.
 */
function failureMessage(error: unknown): string {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const marks = current as { userFacing?: unknown; details?: unknown };
    if (marks.userFacing === true || (Array.isArray(marks.details) && marks.details.includes(USER_FACING_FAILURE))) return current.message;
  }
  return JOB_FAILED_MESSAGE;
}
