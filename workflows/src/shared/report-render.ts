import type { JobInput } from './tracker-run';

/** Workflow type name of a report's PDF render; the workflow id is the job id. */
export const REPORT_RENDER_WORKFLOW = 'reportRenderWorkflow';

/**
 * The step of a report render: gathers the report's data and brand, prints the PDF and stores it,
 * reporting each of the three as the job's progress. Idempotent: a PDF already stored for the same
 * report page is reused, not printed again.
 */
export interface ReportRenderActivities {
  renderReport(input: JobInput): Promise<void>;
  /** Records why the job ended without completing. */
  endJobUnfinished(input: JobInput & { status: 'failed' | 'cancelled'; message: string }): Promise<void>;
}

/** The orchestration of a render, shared by the Temporal workflow and the in-process runner. */
export async function runReportRenderJob(activities: ReportRenderActivities, input: JobInput): Promise<void> {
  await activities.renderReport(input);
}
