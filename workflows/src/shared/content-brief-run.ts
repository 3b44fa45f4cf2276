import { inLanes } from './lanes';
import type { JobInput } from './tracker-run';

/** Workflow type name of a content brief; the workflow id is the job id. */
export const CONTENT_BRIEF_WORKFLOW = 'contentBriefWorkflow';

export interface ContentBriefPlan {
  /** Pages fetched at the same time. */
  concurrency: number;
  /** Positions (0-based) of the result pages not read yet (all of them on a first run; fewer when a run resumes). */
  pages: number[];
}

/**
 * The steps of a content brief. Each is idempotent: the search results are stored once, and a page
 * already read (or skipped) is not fetched again.
 */
export interface ContentBriefActivities {
  /** Marks the job running, stores the top results of the search once, and says which pages are still to read. */
  startContentBrief(input: JobInput): Promise<ContentBriefPlan>;
  /** Fetches one result page and stores its main text; a page that cannot be read is stored as skipped, with why. */
  readBriefPage(input: JobInput & { index: number }): Promise<void>;
  /** Computes the brief from the pages read and completes the job. */
  finishContentBrief(input: JobInput): Promise<void>;
}

/** The orchestration of a brief, shared by the Temporal workflow and the in-process runner: up to `concurrency` pages at a time, then the brief. */
export async function runContentBriefJob(activities: ContentBriefActivities, input: JobInput): Promise<void> {
  const plan = await activities.startContentBrief(input);
  await inLanes(plan.pages, plan.concurrency, (index) => activities.readBriefPage({ ...input, index }));
  await activities.finishContentBrief(input);
}
