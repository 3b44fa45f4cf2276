import { WorkflowExecutionAlreadyStartedError, WorkflowNotFoundError, type Client } from '@temporalio/client';
import type { Job } from './job.entity';
import type { JobKindRegistry } from './job-kind-registry';
import type { JobRunner } from './job-runner';

/**
 * Starts each job as a Temporal workflow whose id is the job id, on its kind's task queue (see
 * its lane: kinds never queue behind each other); workers run it (`npm run worker`).
 */
export class TemporalJobRunner implements JobRunner {
  readonly mode = 'temporal' as const;

  constructor(
    private readonly client: Client,
    private readonly taskQueue: string,
    /** Each kind's workflow type, input and task queue. */
    private readonly kinds: JobKindRegistry,
  ) {}

  /** Starts the job's workflow; a job whose workflow is already running is left as it is. */
  async start(job: Job): Promise<void> {
    const kind = this.kinds.get(job.kind);
    try {
      await this.client.workflow.start(kind.workflowType, {
        taskQueue: this.kinds.taskQueue(this.taskQueue, job.kind),
        workflowId: job.id,
        args: [kind.input.parse({ jobId: job.id })],
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
