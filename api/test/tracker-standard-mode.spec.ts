import { randomUUID } from 'node:crypto';
import { createServices } from '../src/app/services';
import { ENGINES, startEngineApp, type EngineApp } from './support/engine-app';
import { createInstance, jobFinished } from './support/factories';
import { graphql, signInUser } from './support/http';
import { startDataForSeoServer, type DataForSeoServer } from './support/dataforseo-server';
import { ADMIN } from './support/test-app';

// DATAFORSEO_SCHEDULED_MODE=standard: scheduled runs post their searches as DataForSEO tasks (100 a
// call), collect them once ready and parse them as live answers; "Run now" stays live.
describe.each(ENGINES)('DataForSEO standard mode for scheduled runs: %s', (engine) => {
  let vendor: DataForSeoServer;
  let app: EngineApp;
  let token: string;

  beforeAll(async () => {
    vendor = await startDataForSeoServer({ queueMs: 100 });
    app = await startEngineApp(engine, {
      SERP_PROVIDER: 'dataforseo',
      DATAFORSEO_LOGIN: 'login',
      DATAFORSEO_PASSWORD: 'password',
      SERP_BASE_URL: vendor.url,
      DATAFORSEO_SCHEDULED_MODE: 'standard',
      DATAFORSEO_TASKS_POLL_MS: '50',
    });
    token = await signInUser(app.url, ADMIN.email, ADMIN.password);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await vendor?.close();
  });

  /** 250 keywords; the own domain (acme.com) and a competitor at positions that vary by keyword, absent from some. */
  async function instanceWith250Keywords(): Promise<string> {
    const tag = randomUUID().slice(0, 6);
    const keywords = Array.from({ length: 250 }, (_, i) => `standard ${tag} ${String(i).padStart(3, '0')}`);
    const rankings = Object.fromEntries(
      keywords.map((keyword, i) => {
        const hosts = Array.from({ length: 10 }, (_, n) => `filler-${n}.example.net`);
        if (i % 5 !== 0) hosts[i % 10] = 'acme.com';
        if (i % 3 === 0) hosts[(i + 4) % 10] = 'rival.com';
        return [keyword, hosts];
      }),
    );
    vendor.setRankings(rankings);
    return createInstance(app, token, { name: 'Standard', keywords, result_count: 10, competitor_domains: ['rival.com'], competitor_company_names: ['Rival'] });
  }

  async function scheduledRun(instanceId: string): Promise<string> {
    const services = createServices(app.deps, app.deps.orm.em.fork());
    const scheduled = await services.trackerRunStarts.createScheduledJob(instanceId, `${instanceId}@${new Date().toISOString()}`, 'runner');
    if (!scheduled) throw new Error('no scheduled job');
    return scheduled.job.id;
  }

  async function rowsOf(jobId: string) {
    return app.deps.orm.em
      .fork()
      .getConnection()
      .execute<{ keyword: string; domain: string; device: string; position: number; url: string | null }[]>(
        'select r.keyword, r.domain, r.device, r.position, r.url from tracking_results r join tracking_runs run on run.id = r.run_id where run.job_id = ? order by r.keyword, r.domain',
        [jobId],
      );
  }

  it('posts a scheduled run of 250 keywords in 3 task_post calls, collects every task, and stores what a live "Run now" stores', async () => {
    const instanceId = await instanceWith250Keywords();
    const before = { ...vendor.calls, posts: vendor.postSizes.length };
    const scheduledJob = await scheduledRun(instanceId);
    expect(await jobFinished(app, scheduledJob, 90_000)).toMatchObject({ status: 'succeeded', progressDone: 250 });
    expect(vendor.postSizes.slice(before.posts).sort((a, b) => b - a)).toEqual([100, 100, 50]);
    expect(vendor.calls.taskPost - before.taskPost).toBe(3);
    expect(vendor.calls.taskGet - before.taskGet).toBe(250);
    expect(vendor.calls.tasksReady - before.tasksReady).toBeGreaterThanOrEqual(3);
    expect(vendor.calls.live - before.live).toBe(0);
    // Every task carried its keyword's tag, and each was posted once.
    const posted = vendor.tasks.slice(-250);
    expect(new Set(posted.map((task) => task.keyword)).size).toBe(250);
    expect(posted.every((task) => /^[0-9a-f]{40}$/.test(task.tag ?? ''))).toBe(true);

    const runNow = await graphql(app.url, 'mutation($id: ID!) { runTrackingInstance(id: $id) { id } }', { id: instanceId }, token);
    expect(runNow.errors).toBeUndefined();
    const liveJob = runNow.data.runTrackingInstance.id as string;
    expect(await jobFinished(app, liveJob, 90_000)).toMatchObject({ status: 'succeeded' });
    expect(vendor.calls.live - before.live).toBe(250);
    expect(vendor.calls.taskPost - before.taskPost).toBe(3);

    const queuedRows = await rowsOf(scheduledJob);
    expect(queuedRows).toHaveLength(500);
    expect(queuedRows.filter((row) => row.domain === 'acme.com' && row.position > 0)).toHaveLength(200);
    expect(queuedRows).toEqual(await rowsOf(liveJob));
    const [usage] = await app.deps.orm.em.fork().getConnection().execute<{ vendor_calls: number; pages_fetched: number }[]>('select vendor_calls, pages_fetched from tracking_runs where job_id = ?', [scheduledJob]);
    expect({ vendorCalls: Number(usage.vendor_calls), pagesFetched: Number(usage.pages_fetched) }).toEqual({ vendorCalls: 250, pagesFetched: 250 });
  }, 180_000);

  it('does not post again when a step dies after posting: its retry collects the tasks already posted', async () => {
    const instanceId = await instanceWith250Keywords();
    const before = { ...vendor.calls, posts: vendor.postSizes.length, tasks: vendor.tasks.length };
    // The first ask for ready tasks fails: that step's attempt ends after its post, and it is retried.
    vendor.failReady(1, 500);
    const jobId = await scheduledRun(instanceId);
    expect(await jobFinished(app, jobId, 90_000)).toMatchObject({ status: 'succeeded', progressDone: 250 });
    expect(vendor.calls.taskPost - before.taskPost).toBe(3);
    expect(vendor.tasks.length - before.tasks).toBe(250);
    expect(await rowsOf(jobId)).toHaveLength(500);
  }, 180_000);

  it('finds by their tags the tasks whose ids were lost (the post was taken but its answer never came), without posting them again', async () => {
    const instanceId = await instanceWith250Keywords();
    const before = { ...vendor.calls, tasks: vendor.tasks.length };
    vendor.losePostAnswers(1);
    const jobId = await scheduledRun(instanceId);
    expect(await jobFinished(app, jobId, 90_000)).toMatchObject({ status: 'succeeded', progressDone: 250 });
    // The vendor holds each keyword's task once: the lost post was not repeated.
    expect(vendor.tasks.length - before.tasks).toBe(250);
    expect(vendor.calls.taskPost - before.taskPost).toBe(3);
    expect(vendor.calls.taskGet - before.taskGet).toBe(250);
    const rows = await rowsOf(jobId);
    expect(rows).toHaveLength(500);
    expect(rows.filter((row) => row.domain === 'acme.com' && row.position > 0)).toHaveLength(200);
  }, 180_000);
});
