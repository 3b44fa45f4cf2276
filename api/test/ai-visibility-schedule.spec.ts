import { ScheduleNotFoundError } from '@temporalio/client';
import type { InProcessAiVisibilitySchedule } from '../src/modules/ai-visibility/in-process-ai-visibility-schedule';
import { nextAiRunAfter } from '../src/modules/ai-visibility/ai-visibility-schedule';
import { aiVisibilityScheduleIdOf, type TemporalAiVisibilitySchedule } from '../src/modules/ai-visibility/temporal-ai-visibility-schedule';
import { createServices } from '../src/app/services';
import { CreditKind } from '../src/modules/plans/credit-kind';
import { ENGINES, startEngineApp, type EngineApp } from './support/engine-app';
import { createUser, jobFinished, waitFor } from './support/factories';
import { graphql, request } from './support/http';

// A project's schedule on both job runners: the in-process scheduler's claim of next_run_at, and one Temporal
// Schedule per project. Answers come from the sandbox engine (deterministic, labelled SANDBOX).

const PROJECTS = '/api/ai-visibility/projects';
const PROJECT = {
  name: 'Scheduled Moz',
  brand: { name: 'Moz', domains: ['moz.com'] },
  competitors: [{ name: 'Ahrefs', domains: ['ahrefs.com'] }],
  prompts: ['best seo tools', 'rank tracking software'],
  surfaces: ['chatgpt'],
  samples: 2,
};
const PLANNED = 2 * 1 * 2;

describe.each(ENGINES)('AI visibility schedules: %s', (engine) => {
  let app: EngineApp;
  beforeAll(async () => {
    // The app's own ticks come once at start and then not again during these tests: each test ticks itself.
    app = await startEngineApp(engine, { SCHEDULER_INTERVAL_MS: String(24 * 60 * 60_000) });
  }, 120_000);
  afterAll(() => app.close());

  const sql = async <T = unknown>(query: string, params: unknown[] = []): Promise<T> => (await app.deps.orm.em.fork().getConnection().execute(query, params)) as T;
  const temporalClient = () => (app.deps.aiVisibilitySchedule as TemporalAiVisibilitySchedule)['client'];
  const aiAnswersUsed = async (userId: string) => {
    const services = createServices(app.deps, app.deps.orm.em.fork());
    return (await services.credits.usage(await services.auth.findUserOrFail(userId))).find((row) => row.kind === CreditKind.AI_ANSWERS)!.used;
  };

  /** Brings the project's slot due and lets the scheduler of this engine start it: a tick in process, a trigger on Temporal. */
  async function runDueSlot(projectId: string): Promise<void> {
    if (engine === 'temporal') {
      await temporalClient().schedule.getHandle(aiVisibilityScheduleIdOf(projectId)).trigger();
      return;
    }
    await sql("update ai_visibility_projects set next_run_at = now() - interval '1 minute' where id = ?", [projectId]);
    await (app.deps.aiVisibilitySchedule as InProcessAiVisibilitySchedule).tick();
  }

  const jobOfProject = async (projectId: string) => {
    const jobId = await waitFor(async () => (await sql<{ id: string }[]>("select id from jobs where subject_id = ? and kind = 'ai-visibility-run'", [projectId]))[0]?.id, 30_000);
    return jobFinished(app, jobId, 90_000);
  };

  it('shows the next run at the chosen hour of the user’s zone, and moves it when the schedule changes', async () => {
    const user = await createUser(app, { plan: 'pro' });
    const before = new Date();
    const created = await request(app.url, 'POST', PROJECTS, { token: user.token, body: { ...PROJECT, schedule: { frequency: 'daily', hour: 6, timeZone: 'Asia/Tokyo' } } });
    expect(created.status).toBe(201);
    expect(created.body.schedule).toEqual({ frequency: 'daily', weekday: 1, hour: 6, timeZone: 'Asia/Tokyo' });
    const next = new Date(created.body.nextRunAt as string);
    expect(next.toISOString().slice(11, 16)).toBe('21:00'); // 06:00 in Tokyo (UTC+9)
    expect(next.getTime()).toBeGreaterThan(before.getTime());
    expect(next.getTime() - before.getTime()).toBeLessThanOrEqual(24 * 60 * 60_000);

    const weekly = await graphql(
      app.url,
      'mutation($id: ID!, $input: AiVisibilityProjectInput!) { updateAiVisibilityProject(id: $id, input: $input) { project { schedule { frequency weekday hour timeZone } nextRunAt } } }',
      { id: created.body.id, input: { schedule: { frequency: 'weekly', weekday: 3, hour: 18, timeZone: 'America/New_York' } } },
      user.token,
    );
    const project = weekly.data.updateAiVisibilityProject.project;
    expect(project.schedule).toEqual({ frequency: 'weekly', weekday: 3, hour: 18, timeZone: 'America/New_York' });
    const expected = nextAiRunAfter({ frequency: 'weekly', weekday: 3, hour: 18, timeZone: 'America/New_York' }, before);
    expect(new Date(project.nextRunAt).toISOString()).toBe(expected!.toISOString());
    expect(new Date(project.nextRunAt).toLocaleString('en-US', { timeZone: 'America/New_York', weekday: 'long', hour: 'numeric', hour12: false })).toBe('Wednesday, 18');
    if (engine === 'temporal') {
      const description = await temporalClient().schedule.getHandle(aiVisibilityScheduleIdOf(created.body.id)).describe();
      expect(description.spec).toMatchObject({ timezone: 'America/New_York' });
      expect(description.info.nextActionTimes[0].toISOString()).toBe(expected!.toISOString());
    }

    const off = await request(app.url, 'PATCH', `${PROJECTS}/${created.body.id}`, { token: user.token, body: { schedule: { frequency: 'off' } } });
    expect(off.body).toMatchObject({ schedule: { frequency: 'off' }, nextRunAt: null });
    if (engine === 'temporal') {
      await expect(temporalClient().schedule.getHandle(aiVisibilityScheduleIdOf(created.body.id)).describe()).rejects.toBeInstanceOf(ScheduleNotFoundError);
    }
  }, 60_000);

  it('refuses a schedule it cannot keep, naming the fix', async () => {
    const user = await createUser(app, { plan: 'pro' });
    const badZone = await request(app.url, 'POST', PROJECTS, { token: user.token, body: { ...PROJECT, schedule: { frequency: 'daily', timeZone: 'Mars/Olympus' } } });
    expect(badZone).toMatchObject({ status: 400, body: { error: 'The time zone must be an IANA zone, such as Europe/Berlin.' } });
    const badHour = await request(app.url, 'POST', PROJECTS, { token: user.token, body: { ...PROJECT, schedule: { frequency: 'weekly', hour: 24 } } });
    expect(badHour).toMatchObject({ status: 400, body: { error: 'The hour must be a whole number from 0 to 23.' } });
  });

  it('runs a due slot once, charged as a manual run, and moves the next run to the following slot', async () => {
    const user = await createUser(app, { plan: 'pro' });
    const created = await request(app.url, 'POST', PROJECTS, { token: user.token, body: { ...PROJECT, schedule: { frequency: 'daily', hour: 3, timeZone: 'Europe/Berlin' } } });

    await runDueSlot(created.body.id);
    if (engine === 'in-process') await (app.deps.aiVisibilitySchedule as InProcessAiVisibilitySchedule).tick();

    const job = await jobOfProject(created.body.id);
    expect(job).toMatchObject({ kind: 'ai-visibility-run', status: 'succeeded', progressDone: PLANNED });
    expect(await sql<unknown[]>("select id from jobs where subject_id = ? and kind = 'ai-visibility-run'", [created.body.id])).toHaveLength(1);
    const runs = await request(app.url, 'GET', `${PROJECTS}/${created.body.id}/runs`, { token: user.token });
    expect(runs.body).toEqual([expect.objectContaining({ status: 'succeeded', samplesPlanned: PLANNED, samplesChecked: PLANNED, error: null, answersKept: true })]);
    expect(await aiAnswersUsed(user.id)).toBe(PLANNED);
    const project = await request(app.url, 'GET', `${PROJECTS}/${created.body.id}`, { token: user.token });
    expect(new Date(project.body.nextRunAt as string).getTime()).toBeGreaterThan(Date.now());
  }, 120_000);

  it('starts no run the credits do not cover: the slot is stored failed with the reason the owner sees, and nothing is spent', async () => {
    const user = await createUser(app, { plan: 'pro' });
    const created = await request(app.url, 'POST', PROJECTS, { token: user.token, body: { ...PROJECT, schedule: { frequency: 'daily', hour: 5, timeZone: 'UTC' } } });
    // Then the plan lapses to Free, which has no AI answers.
    await sql('update users set plan_id = 1 where id = ?', [user.id]);

    await runDueSlot(created.body.id);

    const job = await jobOfProject(created.body.id);
    expect(job.status).toBe('failed');
    expect(job.error).toMatch(/AI answer/i);
    const runs = await request(app.url, 'GET', `${PROJECTS}/${created.body.id}/runs`, { token: user.token });
    expect(runs.body).toEqual([expect.objectContaining({ status: 'failed', samplesPlanned: PLANNED, samplesChecked: 0, vendorCalls: 0, error: job.error })]);
    expect(await sql<unknown[]>('select 1 from ai_visibility_samples where project_id = ?', [created.body.id])).toEqual([]);
    expect(await aiAnswersUsed(user.id)).toBe(0);
  }, 120_000);

  it('removes the project’s schedule with the project', async () => {
    const user = await createUser(app, { plan: 'pro' });
    const created = await request(app.url, 'POST', PROJECTS, { token: user.token, body: { ...PROJECT, schedule: { frequency: 'daily', hour: 7, timeZone: 'UTC' } } });
    expect(await request(app.url, 'DELETE', `${PROJECTS}/${created.body.id}`, { token: user.token })).toMatchObject({ status: 204 });
    if (engine === 'temporal') {
      await expect(temporalClient().schedule.getHandle(aiVisibilityScheduleIdOf(created.body.id)).describe()).rejects.toBeInstanceOf(ScheduleNotFoundError);
    } else {
      await (app.deps.aiVisibilitySchedule as InProcessAiVisibilitySchedule).tick();
      expect(await sql<unknown[]>("select 1 from jobs where subject_id = ? and kind = 'ai-visibility-run'", [created.body.id])).toEqual([]);
    }
  });
});

describe('the running app’s ai-visibility-schedules pass', () => {
  let app: EngineApp;
  beforeAll(async () => {
    app = await startEngineApp('in-process', { SCHEDULER_INTERVAL_MS: '100' });
  }, 120_000);
  afterAll(() => app.close());

  it('starts a project whose slot is due, and runs it to the end', async () => {
    const user = await createUser(app, { plan: 'pro' });
    const created = await request(app.url, 'POST', PROJECTS, { token: user.token, body: { ...PROJECT, schedule: { frequency: 'weekly', weekday: 5, hour: 8, timeZone: 'Europe/Paris' } } });
    const db = () => app.deps.orm.em.fork().getConnection();
    await db().execute("update ai_visibility_projects set next_run_at = now() - interval '1 minute' where id = ?", [created.body.id]);

    const jobId = await waitFor(async () => (await db().execute<{ id: string }[]>("select id from jobs where subject_id = ? and kind = 'ai-visibility-run'", [created.body.id]))[0]?.id, 20_000);
    expect(await jobFinished(app, jobId, 90_000)).toMatchObject({ status: 'succeeded', progressDone: PLANNED });
  }, 120_000);
});
