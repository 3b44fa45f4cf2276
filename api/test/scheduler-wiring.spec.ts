import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import pino from 'pino';
import { createServices } from '../src/app/services';
import { InProcessTrackerSchedule } from '../src/modules/tracker/in-process-tracker-schedule';
import { ADMIN, startTestApp, type TestApp } from './support/test-app';
import { createInstance as createInstanceOf, jobFinished, waitFor } from './support/factories';
import { signInUser } from './support/http';
import type { SerperServer } from './support/serper-server';
import { startSerperApp, type SerperApp } from './support/serper-app';

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
        return (await createServices(app.deps, app.deps.orm.em.fork()).trackerRunStarts.createScheduledJob(instanceId, slotKey, 'runner'))?.job ?? null;
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
  let app: SerperApp;
  let token: string;
  beforeAll(async () => {
    app = await startSerperApp({ env: { SCHEDULER_INTERVAL_MS: '100' } });
    serper = app.serper;
    token = await signInUser(app.url, ADMIN.email, ADMIN.password);
  });
  afterAll(async () => {
    await app.close();
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
    const [{ id: ownerId, personal_workspace_id: workspaceId }] = await sql<{ id: string; personal_workspace_id: string }[]>(app, 'select id, personal_workspace_id from users where email = ?', [ADMIN.email]);
    await sql(
      app,
      `insert into jobs (id, kind, status, owner_id, workspace_id, subject_id, runner, progress_total, started_at, created_at, updated_at)
       values (?, 'tracker-run', 'running', ?, ?, ?, 'in-process', 1, now() - interval '10 minutes', now() - interval '10 minutes', now() - interval '10 minutes')`,
      [randomUUID(), ownerId, workspaceId, instanceId],
    );

    expect(await jobOfInstance(instanceId)).toMatchObject({ status: 'succeeded' });
    expect(serper.requests.some((search) => search.q === 'abandoned keyword')).toBe(true);
  });
});
