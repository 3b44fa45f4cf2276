import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import pino from 'pino';
import { createServices } from '../src/app/services';
import { InProcessTrackerSchedule } from '../src/modules/tracker/in-process-tracker-schedule';
import { ADMIN, startTestApp, type TestApp } from './support/test-app';
import { createInstance as createInstanceOf, createUser, jobFinished, waitFor } from './support/factories';
import { request, signInUser } from './support/http';
import { startSerperServer, type SerperServer } from './support/serper-server';

const createInstance = (app: TestApp, token: string, keyword: string) =>
  createInstanceOf(app, token, { name: 'Scheduled', user_domain: 'filler-1.example.net', user_company_name: 'Us', keywords: [keyword], result_count: 10 });

const sql = async <T>(app: TestApp, query: string, params: unknown[] = []): Promise<T> => (await app.deps.orm.em.fork().getConnection().execute(query, params)) as T;

describe('the scheduler’s claim loop', () => {
  let app: TestApp;
  let token: string;
  beforeAll(async () => {
    // The app's own scheduler ticks once at start and then not again during this test.
    app = await startTestApp({ SCHEDULER_INTERVAL_MS: String(24 * 60 * 60_000) });
    token = await signInUser(app.url, ADMIN.email, ADMIN.password);
  });
  afterAll(() => app.close());

  it('starts every other claimed slot when one fails, and logs the failure with its instance', async () => {
    const failing = await createInstance(app, token, 'failing slot');
    const healthy = await createInstance(app, token, 'healthy slot');
    await sql(app, "update tracking_instances set next_run_at = now() - interval '2 minutes' where id = ?", [failing]);
    await sql(app, "update tracking_instances set next_run_at = now() - interval '1 minute' where id = ?", [healthy]);
    const logLines: string[] = [];
    const logger = pino({ level: 'error' }, new Writable({ write: (chunk: Buffer, _encoding, done) => (logLines.push(chunk.toString()), done()) }));
    const schedule = new InProcessTrackerSchedule(() => app.deps.orm.em.fork(), logger);
    schedule.serve({
      async createScheduledJob(instanceId, slotKey) {
        if (instanceId === failing) throw new Error('connection reset');
        return (await createServices(app.deps, app.deps.orm.em.fork()).trackerRunStarts.createScheduledJob(instanceId, slotKey))?.job ?? null;
      },
    });

    await schedule.tick();

    expect(await sql<unknown[]>(app, 'select id from jobs where subject_id = ?', [healthy])).toHaveLength(1);
    expect(logLines.map((line) => JSON.parse(line) as { instanceId?: string; err?: { message: string } })).toEqual([
      expect.objectContaining({ instanceId: failing, err: expect.objectContaining({ message: 'connection reset' }) }),
    ]);
  });
});

describe('the running app’s scheduler', () => {
  let serper: SerperServer;
  let app: TestApp;
  let token: string;
  beforeAll(async () => {
    serper = await startSerperServer();
    app = await startTestApp({ SERP_PROVIDER: 'serper', SERPER_API_KEY: 'test-key', SERP_BASE_URL: serper.url, SCHEDULER_INTERVAL_MS: '100' });
    token = await signInUser(app.url, ADMIN.email, ADMIN.password);
  });
  afterAll(async () => {
    await app.close();
    await serper.close();
  });

  /** The instance's job once it has ended: the scheduler ticks every 100 ms, so it is there within 20 s. */
  async function jobOfInstance(instanceId: string) {
    const jobId = await waitFor(async () => (await sql<{ id: string }[]>(app, 'select id from jobs where subject_id = ?', [instanceId]))[0]?.id, 20_000);
    return jobFinished(app, jobId, 20_000);
  }

  it('runs an instance whose slot is due to the end', async () => {
    const instanceId = await createInstance(app, token, 'due keyword');
    await sql(app, "update tracking_instances set next_run_at = now() - interval '1 minute' where id = ?", [instanceId]);

    expect(await jobOfInstance(instanceId)).toMatchObject({ status: 'succeeded' });
    expect(serper.requests.some((search) => search.q === 'due keyword')).toBe(true);
  });

  it('takes over a job abandoned by a process that is gone, and completes it', async () => {
    const instanceId = await createInstance(app, token, 'abandoned keyword');
    const [{ id: ownerId }] = await sql<{ id: string }[]>(app, 'select id from users where email = ?', [ADMIN.email]);
    await sql(
      app,
      `insert into jobs (id, kind, status, owner_id, subject_id, runner, progress_total, started_at, created_at, updated_at)
       values (?, 'tracker-run', 'running', ?, ?, 'in-process', 1, now() - interval '10 minutes', now() - interval '10 minutes', now() - interval '10 minutes')`,
      [randomUUID(), ownerId, instanceId],
    );

    expect(await jobOfInstance(instanceId)).toMatchObject({ status: 'succeeded' });
    expect(serper.requests.some((search) => search.q === 'abandoned keyword')).toBe(true);
  });

  it('starts a due tracker run while a scheduled report delivery waits on a stalled PDF render', async () => {
    // Chromium stalls: every render waits until the test lets it go.
    const renderer = app.deps.reportPdfRenderer;
    const render = renderer.render.bind(renderer);
    let rendersAsked = 0;
    let releaseRenders!: () => void;
    const stalled = new Promise<void>((resolve) => (releaseRenders = resolve));
    renderer.render = async (...args) => {
      rendersAsked += 1;
      await stalled;
      return render(...args);
    };
    try {
      const owner = await createUser(app, { plan: 'agency' });
      const report = await request(app.url, 'POST', '/api/reports', {
        token: owner.token,
        body: { name: 'Stalled report', client: 'Acme Corp', range: { preset: 'last-7-days' }, sections: [{ kind: 'note', text: 'Held.' }] },
      });
      const reportId = report.body.id as string;
      await request(app.url, 'PUT', `/api/reports/${reportId}/schedule`, { token: owner.token, body: { frequency: 'weekly', day: 1, time: '09:00', timeZone: 'UTC', recipients: ['client@acme.test'] } });
      await sql(app, "update reports set next_delivery_at = now() - interval '1 minute' where id = ?", [reportId]);
      // The scheduled delivery is claimed and waits for its PDF.
      await waitFor(async () => (rendersAsked > 0 ? true : undefined), 20_000);

      const instanceId = await createInstance(app, token, 'due beside a stalled report');
      await sql(app, "update tracking_instances set next_run_at = now() - interval '1 minute' where id = ?", [instanceId]);

      // The slot's run is stored and started while the delivery still waits.
      const [job] = await waitFor(async () => {
        const jobs = await sql<{ id: string; started_at: Date | null }[]>(app, 'select id, started_at from jobs where subject_id = ? and started_at is not null', [instanceId]);
        return jobs.length > 0 ? jobs : undefined;
      }, 20_000);
      expect(job.started_at).not.toBeNull();
      expect(await sql<{ status: string }[]>(app, 'select status from report_deliveries where report_id = ?', [reportId])).toEqual([{ status: 'pending' }]);

      releaseRenders();
      expect(await jobOfInstance(instanceId)).toMatchObject({ status: 'succeeded' });
      await waitFor(async () => {
        const [delivery] = await sql<{ status: string }[]>(app, 'select status from report_deliveries where report_id = ?', [reportId]);
        return delivery.status === 'pending' ? undefined : delivery;
      }, 60_000);
    } finally {
      releaseRenders();
      renderer.render = render;
    }
  }, 120_000);
});
