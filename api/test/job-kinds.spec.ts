import path from 'node:path';
import { JOB_KINDS } from '../src/app/job-kinds';
import { createServices } from '../src/app/services';
import { User } from '../src/modules/auth/user.entity';
import { JOB_FAILED_MESSAGE } from '@rankcraft/workflows';
import { Job, JobStatus } from '../src/modules/jobs/job.entity';
import type { JobRunner } from '../src/modules/jobs/job-runner';
import { CreditKind } from '../src/modules/plans/credit-kind';
import * as workflows from '../../workflows/src/workflows';
import { ENGINES, startEngineApp, type Engine, type EngineApp } from './support/engine-app';
import { createUser, jobFinished } from './support/factories';
import { TEST_STEPS_KIND, testStepsJob } from './support/test-job-kind/test-steps.job';

jest.setTimeout(90_000);

describe('the job kind registry', () => {
  it('lists each kind once, each with a workflow exported for the Temporal bundle and a queue of its own', () => {
    const ids = JOB_KINDS.map((kind) => kind.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.sort()).toEqual(['ai-visibility-reextraction', 'ai-visibility-run', 'alert-email', 'article', 'bulk-research', 'content-brief', 'report-delivery', 'report-render', 'search-console-sync', 'tracker-backfill', 'tracker-run', 'webhook-delivery']);
    for (const kind of JOB_KINDS) expect(typeof (workflows as Record<string, unknown>)[kind.workflowType]).toBe('function');
    const suffixes = JOB_KINDS.map((kind) => kind.lane.queueSuffix);
    expect(new Set(suffixes).size).toBe(suffixes.length);
  });
});

// A kind registered by a test only (not in JOB_KINDS) runs on both runners like the app's own.
describe.each(ENGINES)('a test-only job kind on the %s runner', (engine: Engine) => {
  let app: EngineApp;
  let owner: User;

  beforeAll(async () => {
    app = await startEngineApp(engine, {}, undefined, { kinds: [testStepsJob], workflowsPath: path.join(__dirname, 'support/test-job-kind/workflows.ts') });
    const user = await createUser(app, { plan: 'pro' });
    owner = await app.deps.orm.em.fork().findOneOrFail(User, { id: user.id });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
  });

  /** Starts a test-steps job of `steps` steps, one keyword search each; `failAt`: the step that fails. */
  async function startSteps(steps: number, failAt?: number): Promise<Job> {
    const { jobs } = createServices(app.deps, app.deps.orm.em.fork());
    return jobs.start(async (_tx, starts) => {
      const job = await starts.create(TEST_STEPS_KIND, { owner, workspaceId: owner.personalWorkspaceId, total: steps, cost: { credits: CreditKind.KEYWORD_SEARCHES, amount: steps } });
      if (failAt !== undefined) job.result = { failAt };
      return job;
    });
  }

  /** What the job's credits came to: spent minus refunded. */
  async function netSpent(jobId: string): Promise<number> {
    const [row] = await app.deps.orm.em.fork().getConnection().execute<{ net: string | number | null }[]>('select -sum(change) as net from credit_entries where reference = ?', [jobId]);
    return Number(row.net ?? 0);
  }

  it('runs its steps to the end with the orchestration and activities of its definition', async () => {
    const job = await jobFinished(app, (await startSteps(3)).id);
    expect(job).toMatchObject({ kind: TEST_STEPS_KIND, status: JobStatus.succeeded, progressDone: 3, progressTotal: 3, result: { steps: 'done' } });
    expect(await netSpent(job.id)).toBe(3);
  });

  it('starts a job in one call: a job the runner does not take fails and gets its credits back, and the error is thrown', async () => {
    const refusing: JobRunner = Object.assign(Object.create(app.deps.jobRunner) as JobRunner, {
      start: async () => {
        throw new Error('runner unreachable');
      },
    });
    let jobId = '';
    const { jobs } = createServices({ ...app.deps, jobRunner: refusing }, app.deps.orm.em.fork());
    const starting = jobs.start(async (_tx, starts) => {
      jobId = (await starts.create(TEST_STEPS_KIND, { owner, workspaceId: owner.personalWorkspaceId, total: 2, cost: { credits: CreditKind.KEYWORD_SEARCHES, amount: 2 } })).id;
    });
    await expect(starting).rejects.toThrow('runner unreachable');
    const job = await app.deps.orm.em.fork().findOneOrFail(Job, { id: jobId });
    expect(job).toMatchObject({ status: JobStatus.failed, error: JOB_FAILED_MESSAGE });
    expect(await netSpent(jobId)).toBe(0);
  });

  it('ends a job that fails with its step\'s message, its settlement refunding the steps not done', async () => {
    const job = await jobFinished(app, (await startSteps(4, 1)).id);
    expect(job).toMatchObject({ status: JobStatus.failed, error: 'Test step 2 failed.', progressDone: 1 });
    expect(await netSpent(job.id)).toBe(1);
  });
});
