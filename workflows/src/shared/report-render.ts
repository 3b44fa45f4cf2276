import type { JobInput } from './tracker-run';

/** Workflow type name of a report's PDF render; the workflow id is the job id. */
export const REPORT_RENDER_WORKFLOW = 'reportRenderWorkflow';

/** How often a render waiting for its owner's print slot asks again (the wait holds no activity slot). */
export const RENDER_SLOT_RETRY_MS = 1_000;

/**
 * The steps of a report render: take one of its owner's print slots, then gather the report's data
 * and brand, print the PDF and store it, reporting each of the three as the job's progress.
 * Idempotent: a PDF already stored for the same report page is reused, not printed again.
 */
export interface ReportRenderActivities {
  /**
   * Takes a print slot of the job's owner (the job is then running); false while the owner's other
   * renders hold them all. One user's queue of renders thus never holds every worker's slots.
   */
  claimRenderSlot(input: JobInput): Promise<boolean>;
  renderReport(input: JobInput): Promise<void>;
}

/** The orchestration of a render, shared by the Temporal workflow and the in-process runner; `sleep` waits without holding a slot. */
export async function runReportRenderJob(activities: ReportRenderActivities, input: JobInput, sleep: (ms: number) => Promise<void>): Promise<void> {
  while (!(await activities.claimRenderSlot(input))) await sleep(RENDER_SLOT_RETRY_MS);
  await activities.renderReport(input);
}
