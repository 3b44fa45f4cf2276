import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../../../src/modules/auth/user.entity';
import type { CreditsService } from '../../../src/modules/billing/credits.service';
import { defineJobKind, jobInputSchema } from '../../../src/modules/jobs/job-kind';
import type { JobService } from '../../../src/modules/jobs/job.service';
import { NonRetryableError } from '../../../src/modules/jobs/non-retryable-error';
import { CreditKind } from '../../../src/modules/plans/credit-kind';
import { runTestStepsJob, TEST_STEPS_WORKFLOW, type TestStepsActivities } from './orchestration';

/** The kind's id; a job of it costs one keyword search per step. */
export const TEST_STEPS_KIND = 'test-steps';

interface TestStepsDeps {
  em: EntityManager;
  jobs: JobService;
  credits: CreditsService;
}

/**
 * A job kind that exists in tests only, registered beside the app's (startTestApp's extraJobKinds):
 * its steps count up its progress; a job whose result names `failAt` fails at that step, and its
 * settlement refunds the steps it did not do.
 */
export const testStepsJob = defineJobKind({
  id: TEST_STEPS_KIND,
  input: jobInputSchema,
  workflowType: TEST_STEPS_WORKFLOW,
  orchestrate: runTestStepsJob,
  lane: { queueSuffix: 'test-steps', inProcessSlots: 2, inProcessSlotsPerUser: 2, temporalActivitySlots: 2 },
  settlement: ({ em, credits }: TestStepsDeps) => ({
    async settle(job) {
      if (job.finished) return;
      const owner = await em.findOneOrFail(User, { id: job.ownerId });
      await credits.refund(owner, CreditKind.KEYWORD_SEARCHES, job.progressTotal - job.progressDone, job.id);
    },
  }),
  createActivities: (unit): TestStepsActivities => ({
    async startTestSteps({ jobId }) {
      const { jobs } = unit();
      const job = await jobs.getJobOrFail(jobId);
      await jobs.markRunning(job, job.progressTotal);
      return { steps: job.progressTotal };
    },
    async runTestStep({ jobId, step }) {
      const { jobs } = unit();
      const job = await jobs.getJobOrFail(jobId);
      if (job.result?.failAt === step) throw new NonRetryableError(`Test step ${step + 1} failed.`);
      await jobs.reportProgress(job, step + 1, `step ${step + 1}`);
    },
    async finishTestSteps({ jobId }) {
      const { jobs } = unit();
      await jobs.succeed(await jobs.getJobOrFail(jobId), { steps: 'done' }, 'Done.');
    },
  }),
});
