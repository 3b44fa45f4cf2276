import { randomUUID } from 'node:crypto';
import { ScheduleNotFoundError } from '@temporalio/client';
import { Job, JobStatus } from '../src/modules/jobs/job.entity';
import { TemporalTrackerSchedule, scheduleIdOf } from '../src/modules/tracker/temporal-tracker-schedule';
import type { Engine } from './support/engine-app';
import { createInstance as createInstanceOf, jobFinished, waitFor } from './support/factories';
import { ADMIN } from './support/test-app';
import { graphql, request, signInUser } from './support/http';
import type { SerperServer } from './support/serper-server';
import { startSerperApp, type SerperApp } from './support/serper-app';

const TEMPORAL_ADDRESS = process.env.TEMPORAL_ADDRESS;
/** How long a run may take to finish; the tests' own limit leaves room for setup around it. */
const FINISH_WAIT_MS = 60_000;
jest.setTimeout(FINISH_WAIT_MS + 30_000);

// The same suite for both JobRunner adapters; Temporal's is reported as skipped unless a server is configured (CI starts one).
describe.each(['in-process' as const])('JobRunner contract: %s', contract);
(TEMPORAL_ADDRESS ? describe : describe.skip).each(['temporal' as const])('JobRunner contract: %s', contract);

function contract(engine: Engine): void {
  let serper: SerperServer;
  let app: SerperApp;
  let token: string;

  beforeAll(async () => {
    app = await startSerperApp({ engine, serper: { latencyMs: 10 }, env: { SERP_CONCURRENCY: '4' } });
    serper = app.serper;
    token = await signInUser(app.url, ADMIN.email, ADMIN.password);
  }, 120_000);

  afterAll(async () => {
    await app.close();
  });

  afterEach(() => serper.setLatency(10));

  const createInstance = (keywordCount: number) =>
    createInstanceOf(app, token, {
      name: 'Contract',
      user_domain: 'filler-2.example.net',
      user_company_name: 'Us',
      competitor_domains: ['filler-5.example.net'],
      competitor_company_names: ['Them'],
      keywords: Array.from({ length: keywordCount }, (_, i) => `keyword ${randomUUID().slice(0, 6)} ${i}`),
      result_count: 10,
    });

  async function startRun(instanceId: string): Promise<string> {
    const result = await graphql(app.url, 'mutation($id: ID!) { runTrackingInstance(id: $id) { id status } }', { id: instanceId }, token);
    expect(result.errors).toBeUndefined();
    return result.data.runTrackingInstance.id;
  }

  const finished = (jobId: string) => jobFinished(app, jobId, FINISH_WAIT_MS);

  async function storedRows(instanceId: string) {
    return app.deps.orm.em.fork().getConnection().execute<{ keyword: string; domain: string; position: number }[]>(
      'select keyword, domain, position from tracking_results where instance_id = ?',
      [instanceId],
    );
  }

  it('completes a run, publishing progress up to the end, with one row per keyword and company', async () => {
    const instanceId = await createInstance(30);
    const jobId = await startRun(instanceId);
    const progress: number[] = [];
    const events = (async () => {
      for await (const job of app.deps.jobEvents.subscribe(jobId)) {
        progress.push(job.progressDone);
        if (job.status === JobStatus.succeeded || job.status === JobStatus.failed) return job.status;
      }
    })();

    const job = await finished(jobId);
    expect(job).toMatchObject({ status: 'succeeded', progressDone: 30, progressTotal: 30, error: null });
    expect(await events).toBe('succeeded');
    expect(progress.at(-1)).toBe(30);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    const rows = await storedRows(instanceId);
    expect(rows).toHaveLength(60);
    expect(rows.filter((row) => row.domain === 'filler-2.example.net').every((row) => row.position === 2)).toBe(true);
  });

  it('retries a failing provider with backoff and then succeeds', async () => {
    const instanceId = await createInstance(1);
    const before = serper.requests.length;
    // More failures than the SERP client's own three tries, so the activity itself is retried.
    serper.failNext(3, 503);
    const job = await finished(await startRun(instanceId));
    expect(job.status).toBe('succeeded');
    expect(serper.requests.length - before).toBe(4);
    expect(await storedRows(instanceId)).toHaveLength(2);
  });

  it('fails at once, with the provider’s message, when retrying cannot help', async () => {
    const instanceId = await createInstance(1);
    const before = serper.requests.length;
    serper.failNext(1, 401);
    const job = await finished(await startRun(instanceId));
    expect(job).toMatchObject({ status: 'failed', error: 'Serper rejected the API key. Check SERPER_API_KEY.' });
    expect(serper.requests.length - before).toBe(1);
  });

  it('runs a job once when it is started again while it runs (a sweep may start a job twice)', async () => {
    serper.setLatency(300);
    const instanceId = await createInstance(8);
    const jobId = await startRun(instanceId);
    const before = serper.requests.length;
    await serper.waitForRequests(before + 1);

    await app.deps.jobHandOver.configured.start(await app.deps.orm.em.fork().findOneOrFail(Job, { id: jobId }));

    expect((await finished(jobId)).status).toBe('succeeded');
    const runs = await app.deps.orm.em.fork().getConnection().execute<{ count: string | number }[]>('select count(*) as count from tracking_runs where job_id = ?', [jobId]);
    expect(Number(runs[0].count)).toBe(1);
    const rows = await storedRows(instanceId);
    expect(rows).toHaveLength(16);
    expect(new Set(rows.map((row) => `${row.keyword}|${row.domain}`)).size).toBe(16);
  });

  it('cancels a running job', async () => {
    serper.setLatency(300);
    const instanceId = await createInstance(60);
    const before = serper.requests.length;
    const jobId = await startRun(instanceId);
    await serper.waitForRequests(before + 1);

    const cancel = await graphql(app.url, 'mutation($id: ID!) { cancelJob(id: $id) { id } }', { id: jobId }, token);
    expect(cancel.errors).toBeUndefined();
    const job = await finished(jobId);

    expect(job).toMatchObject({ status: 'cancelled', error: 'Cancelled.' });
    const afterEnd = serper.requests.length;
    // A whole run through the same runner after the cancellation: a cancelled run still working would ask
    // for more of its keywords meanwhile (they are unique to its instance).
    const instances = await request<{ id: string; keywords: string[] }[]>(app.url, 'GET', '/api/instances', { token });
    const keywords = new Set(instances.body.find((instance) => instance.id === instanceId)!.keywords);
    expect((await finished(await startRun(await createInstance(2)))).status).toBe('succeeded');
    expect(serper.requests.slice(afterEnd).filter((request) => keywords.has(request.q))).toEqual([]);
    expect((await storedRows(instanceId)).length).toBeLessThan(120);
  });

  if (engine === 'temporal') {
    it('completes after its worker stops mid-run and a new one takes over, without duplicate rows', async () => {
      serper.setLatency(100);
      const instanceId = await createInstance(75);
      const before = serper.requests.length;
      const jobId = await startRun(instanceId);
      await serper.waitForRequests(before + 5);

      await app.worker!.replace();
      const job = await finished(jobId);

      expect(job.status).toBe('succeeded');
      const rows = await storedRows(instanceId);
      expect(rows).toHaveLength(150);
      expect(new Set(rows.map((row) => `${row.keyword}|${row.domain}`)).size).toBe(150);
    });

    it('keeps a Temporal Schedule with the instance, runs it when triggered, and deletes it with the instance', async () => {
      const created = await request(app.url, 'POST', '/api/instances', {
        token,
        body: { name: 'Scheduled', user_domain: 'filler-1.example.net', user_company_name: 'Us', keywords: ['scheduled keyword'], frequency: 'weekly', scheduled_time: '07:30', time_zone: 'Europe/Berlin', result_count: 10 },
      });
      const instanceId: string = created.body.id;
      const client = (app.deps.trackerSchedule as TemporalTrackerSchedule)['client'];
      const handle = client.schedule.getHandle(scheduleIdOf(instanceId));
      const description = await handle.describe();
      expect(description.spec.timezone).toBe('Europe/Berlin');
      expect(JSON.stringify(description.spec)).toMatch(/30/);

      await handle.trigger();
      const jobId = await waitFor(async () => {
        const rows = await app.deps.orm.em.fork().getConnection().execute<{ id: string }[]>('select id from jobs where subject_id = ?', [instanceId]);
        return rows[0]?.id;
      });
      expect((await finished(jobId)).status).toBe('succeeded');
      // Its workflow took it over, so the job start sweep leaves it alone.
      const [handed] = await app.deps.orm.em.fork().getConnection().execute<{ handed_at: Date | null }[]>('select handed_at from jobs where id = ?', [jobId]);
      expect(handed.handed_at).not.toBeNull();
      // The scheduled run is a workflow named after its job, so cancelJob reaches it like any run.
      expect((await client.workflow.getHandle(jobId).describe()).type).toBe('trackerRunWorkflow');

      await request(app.url, 'DELETE', `/api/instances/${instanceId}`, { token });
      await expect(handle.describe()).rejects.toBeInstanceOf(ScheduleNotFoundError);
    });
  }
}
