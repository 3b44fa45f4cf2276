import { WorkflowExecutionAlreadyStartedError, WorkflowNotFoundError, type Client } from '@temporalio/client';
import { ALERT_EMAIL_WORKFLOW, ARTICLE_WORKFLOW, BULK_RESEARCH_WORKFLOW, CONTENT_BRIEF_WORKFLOW, jobTaskQueue, REPORT_RENDER_WORKFLOW, TRACKER_BACKFILL_WORKFLOW, TRACKER_RUN_WORKFLOW, WEBHOOK_DELIVERY_WORKFLOW, type JobInput } from '@rankcraft/workflows';
import type { Job, JobKind } from './job.entity';
import type { JobRunner } from './job-runner';

/** The workflow type of each kind of job. */
const WORKFLOWS: Record<JobKind, string> = {
  'tracker-run': TRACKER_RUN_WORKFLOW,
  article: ARTICLE_WORKFLOW,
  'content-brief': CONTENT_BRIEF_WORKFLOW,
  'webhook-delivery': WEBHOOK_DELIVERY_WORKFLOW,
  'tracker-backfill': TRACKER_BACKFILL_WORKFLOW,
  'bulk-research': BULK_RESEARCH_WORKFLOW,
  'report-render': REPORT_RENDER_WORKFLOW,
  'alert-email': ALERT_EMAIL_WORKFLOW,
};

/**
 * Starts each job as a Temporal workflow whose id is the job id, on its kind's task queue (see
 * jobTaskQueue: kinds never queue behind each other); workers run it (`npm run worker`).
 */
export class TemporalJobRunner implements JobRunner {
  readonly mode = 'temporal' as const;

  constructor(
    private readonly client: Client,
    private readonly taskQueue: string,
  ) {}

  /** Starts the job's workflow; a job whose workflow is already running is left as it is. */
  async start(job: Job): Promise<void> {
    const args: [JobInput] = [{ jobId: job.id }];
    try {
      await this.client.workflow.start(WORKFLOWS[job.kind], {
        taskQueue: jobTaskQueue(this.taskQueue, job.kind),
        workflowId: job.id,
        args,
        // Where the server has task queue fairness enabled, it shares a queue's backlog between users
        // (its activities inherit the key); elsewhere the key is ignored.
        priority: { fairnessKey: job.ownerId },
      });
    } catch (error) {
      if (!(error instanceof WorkflowExecutionAlreadyStartedError)) throw error;
    }
  }

  async cancel(jobId: string): Promise<'signalled' | 'not-running'> {
    try {
      await this.client.workflow.getHandle(jobId).cancel();
      return 'signalled';
    } catch (error) {
      if (error instanceof WorkflowNotFoundError) return 'not-running';
      throw error;
    }
  }

  async close(): Promise<void> {
    await this.client.connection.close();
  }
}
