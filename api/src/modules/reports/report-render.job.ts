import { REPORT_RENDER_WORKFLOW, runReportRenderJob, type ReportRenderActivities } from '@rankcraft/workflows';
import { defineJobKind, jobInputSchema } from '../jobs/job-kind';
import { ReportRenderSettlement, type ReportRenderService } from './report-render.service';

interface ReportRenderJobDeps {
  reportRenders: ReportRenderService;
}

/**
 * A report's PDF render. It holds a Chromium page (memory and a core) while it prints: two at once
 * per worker, and one per user (its owner's print slot, see runReportRenderJob), so two users' queues
 * of large reports do not keep a third user's render waiting for all of them.
 */
export const reportRenderJob = defineJobKind({
  id: 'report-render',
  input: jobInputSchema,
  workflowType: REPORT_RENDER_WORKFLOW,
  orchestrate: runReportRenderJob,
  // The in-process runner's own scheduling already gives each user's renders their turn (a free slot
  // goes to the user running fewest); the print-slot claim is for Temporal's shared task-queue slots,
  // and its waits here would let sleeping renders take slots back ahead of another user's queued one.
  orchestrateInProcess: (activities, input) => activities.renderReport(input),
  lane: { queueSuffix: 'report-renders', inProcessSlots: 2, inProcessSlotsPerUser: 1, temporalActivitySlots: 2 },
  settlement: (_deps: ReportRenderJobDeps) => new ReportRenderSettlement(),
  createActivities: (unit): ReportRenderActivities => ({
    claimRenderSlot: ({ jobId }) => unit().reportRenders.claimSlot(jobId),
    renderReport: ({ jobId }) => unit().reportRenders.render(jobId),
  }),
});
