import pino from 'pino';
import { createServices } from '../src/app/services';
import { InProcessTrackerSchedule } from '../src/modules/tracker/in-process-tracker-schedule';
import { ADMIN, startTestApp, type TestApp } from './support/test-app';
import { createInstance as createInstanceOf, createUser } from './support/factories';
import { request, signInUser } from './support/http';

let app: TestApp;
let token: string;
beforeAll(async () => {
  app = await startTestApp();
  token = await signInUser(app.url, ADMIN.email, ADMIN.password);
});
afterAll(() => app.close());

const db = () => app.deps.orm.em.fork().getConnection();

/** A scheduler like the one every api process runs, creating jobs but not starting them (as a Temporal workflow's activity does, whose workflow runs them). */
function scheduler() {
  const schedule = new InProcessTrackerSchedule(() => app.deps.orm.em.fork(), pino({ level: 'silent' }));
  schedule.serve({
    createScheduledJob: async (instanceId, slotKey) => (await createServices(app.deps, app.deps.orm.em.fork()).trackerRunStarts.createScheduledJob(instanceId, slotKey, 'parent-workflow'))?.job ?? null,
  });
  return schedule;
}

const createInstance = () =>
  createInstanceOf(app, token, { name: 'Scheduled', user_domain: 'wikipedia.org', user_company_name: 'Wiki', keywords: ['encyclopedia'], scheduled_time: '06:15', time_zone: 'Asia/Tokyo' });

const jobsOf = async (instanceId: string) => db().execute<{ id: string }[]>('select id from jobs where subject_id = ?', [instanceId]);

it('shows the next run at the scheduled time in the owner’s zone', async () => {
  const instanceId = await createInstance();
  const listed = (await request(app.url, 'GET', '/api/instances', { token })).body.find((i: { id: string }) => i.id === instanceId);
  const next = new Date(listed.next_run_at);
  expect(next.getTime()).toBeGreaterThan(Date.now());
  expect(next.toISOString().slice(11, 16)).toBe('21:15'); // 06:15 in Tokyo (UTC+9)
});

it('runs a due slot once even when two schedulers claim at the same moment, then moves to the next slot', async () => {
  const instanceId = await createInstance();
  await db().execute("update tracking_instances set next_run_at = now() - interval '1 minute' where id = ?", [instanceId]);

  await Promise.all([scheduler().tick(), scheduler().tick(), scheduler().tick()]);

  expect(await jobsOf(instanceId)).toHaveLength(1);
  const [{ next_run_at }] = await db().execute('select next_run_at from tracking_instances where id = ?', [instanceId]);
  expect(new Date(next_run_at).getTime()).toBeGreaterThan(Date.now());
});

it('runs slots missed while no process was up once, not once per missed slot', async () => {
  const instanceId = await createInstance();
  await db().execute("update tracking_instances set next_run_at = now() - interval '5 days' where id = ?", [instanceId]);

  await scheduler().tick();
  await scheduler().tick();

  expect(await jobsOf(instanceId)).toHaveLength(1);
});

it('records a scheduled slot the owner cannot pay for as a failed job with the reason', async () => {
  const user = await request(app.url, 'POST', '/api/signup', { body: { full_name: 'Pro', email: `pro-${Date.now()}@example.com`, password: 'password-123' } });
  await db().execute('update users set plan_id = 2 where id = ?', [user.body.id]);
  const created = await request(app.url, 'POST', '/api/instances', { token: user.body.token, body: { name: 'Pro', user_domain: 'moz.com', user_company_name: 'Moz', keywords: ['seo'] } });
  // Then the plan lapses to Free.
  await db().execute('update users set plan_id = 1 where id = ?', [user.body.id]);
  await db().execute("update tracking_instances set next_run_at = now() - interval '1 minute' where id = ?", [created.body.id]);

  await scheduler().tick();

  const [job] = await db().execute('select status, error from jobs where subject_id = ?', [created.body.id]);
  expect(job).toMatchObject({ status: 'failed', error: expect.stringMatching(/^Keyword ranking tracking is not included in the Free plan/) });
});

it('stores a scheduled slot’s job with its credit spend in one transaction: a spend that fails leaves no job behind to run for free', async () => {
  const owner = await createUser(app, { plan: 'pro' });
  const instanceId = await createInstanceOf(app, owner.token, { name: 'Ledger down', keywords: ['seo'] });
  // The credits ledger refuses this owner's entries, as a failing database statement would.
  await db().execute(`create or replace function refuse_ledger_entry() returns trigger language plpgsql as $$ begin
    if new.user_id = '${owner.id}' then raise exception 'ledger unavailable'; end if; return new; end $$`);
  await db().execute('create trigger refuse_ledger_entry before insert on credit_entries for each row execute function refuse_ledger_entry()');
  try {
    await db().execute("update tracking_instances set next_run_at = now() - interval '1 minute' where id = ?", [instanceId]);
    await scheduler().tick();
  } finally {
    await db().execute('drop trigger refuse_ledger_entry on credit_entries');
    await db().execute('drop function refuse_ledger_entry()');
  }

  expect(await jobsOf(instanceId)).toEqual([]);
  expect(await db().execute('select used from credit_balances where workspace_id = (select personal_workspace_id from users where id = ?) and used > 0', [owner.id])).toEqual([]);
});
