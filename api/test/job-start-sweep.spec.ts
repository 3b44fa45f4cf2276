import { randomUUID } from 'node:crypto';
import { Client, Connection } from '@temporalio/client';
import { createServices } from '../src/app/services';
import { User } from '../src/modules/auth/user.entity';
import type { InProcessJobRunner } from '../src/modules/jobs/in-process-job-runner';
import { JobHandOver } from '../src/modules/jobs/job-hand-over';
import { Job, JobStatus } from '../src/modules/jobs/job.entity';
import { TemporalJobRunner } from '../src/modules/jobs/temporal-job-runner';
import { passScheduleId } from '../src/app/periodic-passes';
import { ENGINES } from './support/engine-app';
import { createInstance, jobFinished } from './support/factories';
import { signInUser } from './support/http';
import { pausePassSchedule } from './support/pass-schedules';
import type { SerperServer } from './support/serper-server';
import { startSerperApp, type SerperApp } from './support/serper-app';
import { ADMIN } from './support/test-app';

jest.setTimeout(180_000);

/** Jobs stored this long ago and never handed to the runner are the sweep's; a test ages a job by moving its stored time back. */
const SWEEP_AFTER_MS = 10 * 60_000;

// A job is stored in a transaction and then handed to the runner; a process that dies in between
// leaves a queued job nothing starts. The sweep starts those, and only those, on both runners.
describe.each(ENGINES)('job start sweep: %s', (engine) => {
  let serper: SerperServer;
  let app: SerperApp;
  let token: string;

  beforeAll(async () => {
    // The in-process scheduler ticks when the test says (its first tick at start only).
    app = await startSerperApp({ engine, serper: { latencyMs: 10 }, env: { SCHEDULER_INTERVAL_MS: String(24 * 60 * 60_000), JOB_START_SWEEP_AFTER_MS: String(SWEEP_AFTER_MS) } });
    serper = app.serper;
    // So does the Temporal Schedule the app made: paused, it runs when the test triggers it.
    if (engine === 'temporal') await pausePassSchedule(process.env.TEMPORAL_ADDRESS!, app.deps.config.temporal!.namespace, passScheduleId('job-start-sweep', app.deps.config.temporal!.taskQueue));
    token = await signInUser(app.url, ADMIN.email, ADMIN.password);
  }, 120_000);

  afterAll(async () => {
    await app?.close();
  });

  const connection = () => app.deps.orm.em.fork().getConnection();

  /** A tracker run as a crash between the commit and the start leaves it: stored (queued), never handed to the runner. */
  async function storedJob(): Promise<{ jobId: string; keyword: string }> {
    const keyword = `sweep ${randomUUID().slice(0, 8)}`;
    const instanceId = await createInstance(app, token, { name: 'Sweep', user_domain: 'filler-2.example.net', user_company_name: 'Us', keywords: [keyword], result_count: 10 });
    const em = app.deps.orm.em.fork();
    const owner = await em.findOneOrFail(User, { email: ADMIN.email });
    const job = await createServices(app.deps, em).jobs.create(owner, owner.personalWorkspaceId, 'tracker-run', instanceId, 1);
    return { jobId: job.id, keyword };
  }

  /** Moves the job's stored time back past the sweep's age, as if it had been stranded that long. */
  async function storedLongAgo(jobId: string): Promise<void> {
    await connection().execute('update jobs set created_at = ? where id = ?', [new Date(Date.now() - 2 * SWEEP_AFTER_MS), jobId]);
  }

  async function jobStatus(jobId: string): Promise<string> {
    const [row] = await connection().execute<{ status: string }[]>('select status from jobs where id = ?', [jobId]);
    return row.status;
  }

  async function handedAt(jobId: string): Promise<Date | null> {
    const [row] = await connection().execute<{ handed_at: Date | null }[]>('select handed_at from jobs where id = ?', [jobId]);
    return row.handed_at;
  }

  const requestsFor = (keyword: string) => serper.requests.filter((request) => request.q === keyword).length;

  /** The sweep as each runner schedules it: a run of the in-process pass, or a pass of the Temporal Schedule (triggered now). */
  async function scheduledSweep(until: () => Promise<unknown>): Promise<void> {
    if (engine === 'in-process') {
      await app.deps.passes!.run('job-start-sweep');
      await until();
      return;
    }
    const temporal = await Connection.connect({ address: process.env.TEMPORAL_ADDRESS! });
    try {
      const { namespace, taskQueue } = app.deps.config.temporal!;
      await new Client({ connection: temporal, namespace }).schedule.getHandle(passScheduleId('job-start-sweep', taskQueue)).trigger();
      await until();
    } finally {
      await temporal.close();
    }
  }

  it('runs a job stored but never started to completion, and records its hand-over', async () => {
    const { jobId, keyword } = await storedJob();
    // Younger than the sweep's age, it is left to its own hand-over.
    expect(await app.deps.jobHandOver.sweep()).toBe(0);
    expect(await handedAt(jobId)).toBeNull();

    await storedLongAgo(jobId);
    expect(await jobStatus(jobId)).toBe(JobStatus.queued);

    await scheduledSweep(() => jobFinished(app, jobId, 60_000));

    expect((await jobFinished(app, jobId)).status).toBe(JobStatus.succeeded);
    expect(await handedAt(jobId)).not.toBeNull();
    expect(requestsFor(keyword)).toBe(1);
  });

  it('starts a stranded job once when two sweeps race', async () => {
    const { jobId, keyword } = await storedJob();
    await storedLongAgo(jobId);

    const started = await Promise.all([app.deps.jobHandOver.sweep(), app.deps.jobHandOver.sweep()]);

    expect(started[0] + started[1]).toBe(1);
    expect((await jobFinished(app, jobId)).status).toBe(JobStatus.succeeded);
    expect(requestsFor(keyword)).toBe(1);
    const runs = await connection().execute<{ count: string | number }[]>('select count(*) as count from tracking_runs where job_id = ?', [jobId]);
    expect(Number(runs[0].count)).toBe(1);
    // A later sweep finds nothing left to start.
    expect(await app.deps.jobHandOver.sweep()).toBe(0);
  });

  if (engine === 'temporal') {
    it('leaves a job whose start failed (Temporal unreachable) to the next sweep', async () => {
      const { jobId, keyword } = await storedJob();
      await storedLongAgo(jobId);
      // No retries of its own (the default retries for about 20 s): the start fails at once.
      const unreachable = new Client({ connection: Connection.lazy({ address: '127.0.0.1:1', connectTimeout: '1s', interceptors: [] }) });
      const sweepingUnreachable = new JobHandOver({ configured: new TemporalJobRunner(unreachable, app.deps.config.temporal!.taskQueue, app.deps.jobKinds), freshEm: () => app.deps.orm.em.fork(), afterMs: SWEEP_AFTER_MS, logger: app.deps.logger });
      try {
        expect(await sweepingUnreachable.sweep()).toBe(0);
      } finally {
        await unreachable.connection.close();
      }
      expect(await jobStatus(jobId)).toBe(JobStatus.queued);
      expect(await handedAt(jobId)).toBeNull();

      expect(await app.deps.jobHandOver.sweep()).toBe(1);
      expect((await jobFinished(app, jobId)).status).toBe(JobStatus.succeeded);
      expect(requestsFor(keyword)).toBe(1);
    });
  }

  it('leaves alone a job handed to the runner and waiting for a slot', async () => {
    // One user's tracker runs take two slots of the in-process runner at a time: the third waits
    // while the first two are held at their search.
    const release = serper.hold();
    try {
      const stored = [await storedJob(), await storedJob(), await storedJob()];
      const searchesBefore = serper.requests.length;
      const em = app.deps.orm.em.fork();
      for (const { jobId } of stored) await app.deps.jobRunner.start(await em.findOneOrFail(Job, { id: jobId }));
      await serper.waitForRequests(searchesBefore + 2);
      for (const { jobId } of stored) await storedLongAgo(jobId);
      // In process, the one without a search yet; Temporal may run all three.
      const waiting = stored.find(({ keyword }) => requestsFor(keyword) === 0) ?? stored[2];
      if (engine === 'in-process') {
        expect(await jobStatus(waiting.jobId)).toBe(JobStatus.queued);
        // Nor is it taken for abandoned, however long it has waited: its process holds it.
        await connection().execute("update jobs set updated_at = now() - interval '1 hour' where id = ?", [waiting.jobId]);
        expect(await (app.deps.jobHandOver.configured as InProcessJobRunner).resumeAbandoned()).toBe(0);
      }
      expect(await handedAt(waiting.jobId)).not.toBeNull();

      expect(await app.deps.jobHandOver.sweep()).toBe(0);

      release();
      for (const { jobId, keyword } of stored) {
        expect((await jobFinished(app, jobId)).status).toBe(JobStatus.succeeded);
        expect(requestsFor(keyword)).toBe(1);
      }
    } finally {
      release();
    }
  });
});
