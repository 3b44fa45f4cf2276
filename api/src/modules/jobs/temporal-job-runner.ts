import { WorkflowNotFoundError, type Client } from '@temporalio/client';
import { TRACKER_RUN_WORKFLOW, type JobInput } from '@rankcraft/workflows';
import type { Job } from './job.entity';
import type { JobRunner } from './job-runner';

/** Starts each job as a Temporal workflow whose id is the job id; workers run it (`npm run worker`). */
export class TemporalJobRunner implements JobRunner {
  readonly mode = 'temporal' as const;

  constructor(
    private readonly client: Client,
    private readonly taskQueue: string,
  ) {}

  async start(job: Job): Promise<void> {
    const args: [JobInput] = [{ jobId: job.id }];
    await this.client.workflow.start(TRACKER_RUN_WORKFLOW, { taskQueue: this.taskQueue, workflowId: job.id, args });
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
