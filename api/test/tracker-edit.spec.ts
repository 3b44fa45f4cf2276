import type { InProcessTrackerSchedule } from '../src/modules/tracker/in-process-tracker-schedule';
import { nextRunAfter } from '../src/modules/tracker/tracking-domain';
import { TrackingFrequency } from '../src/modules/tracker/tracking-instance.entity';
import { TemporalTrackerSchedule, scheduleIdOf } from '../src/modules/tracker/temporal-tracker-schedule';
import { ENGINES } from './support/engine-app';
import { createInstance as createInstanceOf, createUser, jobFinished, waitFor } from './support/factories';
import { graphql, request } from './support/http';
import type { SerperServer } from './support/serper-server';
import { startSerperApp, type SerperApp } from './support/serper-app';

const FINISH_WAIT_MS = 60_000;
jest.setTimeout(FINISH_WAIT_MS + 30_000);

const RUN_IN_PROGRESS = 'A run is in progress. Change keywords, competitors or search settings once it has finished (or cancel it).';

const instanceBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Acme tracking',
  user_domain: 'acme.com',
  user_company_name: 'Acme',
  competitor_domains: ['rival.io'],
  competitor_company_names: ['Rival'],
  keywords: ['seo tools', 'rank tracker'],
  result_count: 10,
  frequency: 'daily',
  scheduled_time: '06:15',
  time_zone: 'Asia/Tokyo',
  ...overrides,
});

const UPDATE = `mutation($id: ID!, $input: UpdateTrackingInstanceInput!) {
  updateTrackingInstance(id: $id, input: $input) { id name userDomain keywords competitors { domain companyName } resultCount frequency scheduledTime timeZone nextRunAt }
}`;

describe.each(ENGINES)('editing tracking instances: %s', (engine) => {
  let serper: SerperServer;
  let app: SerperApp;

  beforeAll(async () => {
    app = await startSerperApp({ engine, serper: { rankings: { 'seo tools': ['rival.io', 'acme.com'], 'rank tracker': ['acme.com'], backlinks: ['rival.io'] } } });
    serper = app.serper;
  }, 120_000);

  afterAll(async () => {
    await app.close();
  });

  const sql = async <T>(query: string, params: unknown[] = []): Promise<T> => (await app.deps.orm.em.fork().getConnection().execute(query, params)) as T;

  const proUser = () => createUser(app, { plan: 'pro' });
  const createInstance = (token: string, overrides: Record<string, unknown> = {}) => createInstanceOf(app, token, instanceBody(overrides));

  async function runToEnd(token: string, instanceId: string) {
    const run = await request(app.url, 'POST', `/api/instances/${instanceId}/run`, { token });
    expect(run.status).toBe(200);
    return run.body;
  }

  const finished = (jobId: string) => jobFinished(app, jobId, FINISH_WAIT_MS);

  const temporalClient = () => (app.deps.trackerSchedule as TemporalTrackerSchedule)['client'];

  it('replaces every setting over PUT /api/instances/:id with the create form’s normalising, and keeps the instance’s id', async () => {
    const user = await proUser();
    const instanceId = await createInstance(user.token);

    const edited = await request(app.url, 'PUT', `/api/instances/${instanceId}`, {
      token: user.token,
      body: instanceBody({
        name: '  Acme vs. the rest ',
        user_domain: 'https://www.Acme.com/',
        competitor_domains: ['https://moz.com/', 'acme.com', 'moz.com'],
        competitor_company_names: ['', 'Us again', 'Moz twice'],
        keywords: ['rank tracker', ' backlinks ', 'Backlinks'],
        result_count: 50,
        serp_country: 'GB',
      }),
    });

    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      id: instanceId,
      name: 'Acme vs. the rest',
      user_domain: 'acme.com',
      competitor_domains: ['moz.com'],
      competitor_company_names: ['moz.com'],
      keywords: ['rank tracker', 'backlinks'],
      result_count: 50,
      serp_country: 'gb',
    });
    const listed = (await request(app.url, 'GET', '/api/instances', { token: user.token })).body;
    expect(listed).toEqual([edited.body]);
  });

  it('refuses an edit with the create form’s messages and leaves the instance as it was', async () => {
    const user = await proUser();
    const instanceId = await createInstance(user.token);

    const noKeywords = await request(app.url, 'PUT', `/api/instances/${instanceId}`, { token: user.token, body: instanceBody({ keywords: ['  '] }) });
    expect(noKeywords).toMatchObject({ status: 400, body: { error: 'Fill the required fields.' } });
    const badDepth = await graphql(app.url, UPDATE, { id: instanceId, input: { name: 'x', userDomain: 'acme.com', userCompanyName: 'Acme', keywords: ['seo'], resultCount: 30 } }, user.token);
    expect(badDepth.errors?.[0]).toMatchObject({ message: 'Results to check must be 10, 20, 50 or 100.', extensions: { code: 'BAD_USER_INPUT' } });
    const noName = await graphql(app.url, UPDATE, { id: instanceId, input: { name: ' ', userDomain: 'acme.com', userCompanyName: 'Acme', keywords: ['seo'] } }, user.token);
    expect(noName.errors?.[0].message).toBe('Fill the required fields.');

    const [stored] = (await request(app.url, 'GET', '/api/instances', { token: user.token })).body;
    expect(stored).toMatchObject({ name: 'Acme tracking', keywords: ['seo tools', 'rank tracker'], result_count: 10 });
  });

  it('lets no one but the owner edit an instance, answering as if it did not exist', async () => {
    const owner = await proUser();
    const stranger = await proUser();
    const instanceId = await createInstance(owner.token);

    const overRest = await request(app.url, 'PUT', `/api/instances/${instanceId}`, { token: stranger.token, body: instanceBody({ name: 'Hijacked' }) });
    expect(overRest).toMatchObject({ status: 404, body: { error: 'Tracking instance not found.' } });
    const overGraphql = await graphql(app.url, UPDATE, { id: instanceId, input: { name: 'Hijacked', userDomain: 'acme.com', userCompanyName: 'Acme', keywords: ['seo'] } }, stranger.token);
    expect(overGraphql.errors?.[0]).toMatchObject({ message: 'Tracking instance not found.', extensions: { code: 'NOT_FOUND' } });
    expect((await request(app.url, 'PUT', `/api/instances/${instanceId}`, { body: instanceBody() })).status).toBe(401);

    const [stored] = (await request(app.url, 'GET', '/api/instances', { token: owner.token })).body;
    expect(stored.name).toBe('Acme tracking');
  });

  it('keeps the results of removed keywords and competitors in the history and the CSV export; the next run checks the new list', async () => {
    const user = await proUser();
    const instanceId = await createInstance(user.token);
    await runToEnd(user.token, instanceId);

    const edited = await request(app.url, 'PUT', `/api/instances/${instanceId}`, {
      token: user.token,
      body: instanceBody({ keywords: ['rank tracker', 'backlinks'], competitor_domains: [], competitor_company_names: [] }),
    });
    expect(edited.status).toBe(200);

    const history = (await request(app.url, 'GET', `/api/instances/${instanceId}/results`, { token: user.token })).body as { domain: string; keyword: string; position: number }[];
    expect(history).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ domain: 'rival.io', keyword: 'seo tools', position: 1 }),
        expect.objectContaining({ domain: 'acme.com', keyword: 'seo tools', position: 2 }),
      ]),
    );
    const csv = await fetch(`${app.url}/api/instances/${instanceId}/results.csv`, { headers: { authorization: `Bearer ${user.token}` } });
    // A removed competitor's name went with it; its rows are labelled by their domain.
    expect(await csv.text()).toMatch(/,rival\.io,rival\.io,seo tools,desktop,1\n/);

    await runToEnd(user.token, instanceId);
    const latest = (await request(app.url, 'GET', `/api/instances/${instanceId}/latest`, { token: user.token })).body as { domain: string; keyword: string }[];
    expect(latest.map((row) => `${row.domain}|${row.keyword}`).sort()).toEqual(['acme.com|backlinks', 'acme.com|rank tracker']);
    const after = (await request(app.url, 'GET', `/api/instances/${instanceId}/results`, { token: user.token })).body as unknown[];
    expect(after).toHaveLength(history.length + 2);
  });

  it('refuses to change what a run checks while one is running, but renames and reschedules it', async () => {
    const user = await proUser();
    const instanceId = await createInstance(user.token);
    const release = serper.hold();
    try {
      const started = await graphql(app.url, 'mutation($id: ID!) { runTrackingInstance(id: $id) { id } }', { id: instanceId }, user.token);
      const jobId: string = started.data.runTrackingInstance.id;

      const newKeywords = await request(app.url, 'PUT', `/api/instances/${instanceId}`, { token: user.token, body: instanceBody({ keywords: ['backlinks'] }) });
      expect(newKeywords).toMatchObject({ status: 409, body: { error: RUN_IN_PROGRESS } });
      const renamed = await request(app.url, 'PUT', `/api/instances/${instanceId}`, { token: user.token, body: instanceBody({ name: 'Renamed mid-run', scheduled_time: '07:45' }) });
      expect(renamed).toMatchObject({ status: 200, body: { name: 'Renamed mid-run', scheduled_time: '07:45' } });

      release();
      expect((await finished(jobId)).status).toBe('succeeded');
    } finally {
      release();
    }
    const afterRun = await request(app.url, 'PUT', `/api/instances/${instanceId}`, { token: user.token, body: instanceBody({ keywords: ['backlinks'] }) });
    expect(afterRun).toMatchObject({ status: 200, body: { keywords: ['backlinks'] } });
  });

  it('moves the next run to the new schedule' + (engine === 'temporal' ? ' and updates the Temporal Schedule' : ''), async () => {
    const user = await proUser();
    const instanceId = await createInstance(user.token);

    const before = Date.now();
    const edited = await graphql(
      app.url,
      UPDATE,
      { id: instanceId, input: { name: 'Acme', userDomain: 'acme.com', userCompanyName: 'Acme', keywords: ['seo tools'], frequency: 'weekly', scheduledTime: '18:40', timeZone: 'America/New_York' } },
      user.token,
    );
    expect(edited.errors).toBeUndefined();
    const nextRunAt = new Date(edited.data.updateTrackingInstance.nextRunAt);
    const expected = nextRunAfter({ frequency: TrackingFrequency.weekly, scheduledTime: '18:40', timeZone: 'America/New_York' }, new Date(before));
    expect(nextRunAt.toISOString()).toBe(expected.toISOString());
    expect(new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', weekday: 'long', hour: '2-digit', minute: '2-digit', hour12: false }).format(nextRunAt)).toBe('Monday 18:40');

    if (engine === 'temporal') {
      const description = await temporalClient().schedule.getHandle(scheduleIdOf(instanceId)).describe();
      expect(description.spec.timezone).toBe('America/New_York');
      expect(description.info.nextActionTimes[0].toISOString()).toBe(expected.toISOString());
    }
  });

  it('shows a next run in the future, on the schedule’s next slot, after a scheduled run', async () => {
    const user = await proUser();
    const instanceId = await createInstance(user.token);
    // The slot that is about to run was due a minute ago.
    await sql("update tracking_instances set next_run_at = now() - interval '1 minute' where id = ?", [instanceId]);

    if (engine === 'temporal') {
      await temporalClient().schedule.getHandle(scheduleIdOf(instanceId)).trigger();
    } else {
      await (app.deps.trackerSchedule as InProcessTrackerSchedule).tick();
    }
    const jobId = await waitFor(async () => (await sql<{ id: string }[]>('select id from jobs where subject_id = ?', [instanceId]))[0]?.id);
    expect((await finished(jobId)).status).toBe('succeeded');

    const [listed] = (await request(app.url, 'GET', '/api/instances', { token: user.token })).body;
    const nextRunAt = new Date(listed.next_run_at);
    expect(nextRunAt.getTime()).toBeGreaterThan(Date.now());
    const scheduleNext =
      engine === 'temporal'
        ? (await temporalClient().schedule.getHandle(scheduleIdOf(instanceId)).describe()).info.nextActionTimes[0]
        : nextRunAfter({ frequency: TrackingFrequency.daily, scheduledTime: '06:15', timeZone: 'Asia/Tokyo' }, new Date());
    expect(nextRunAt.toISOString()).toBe(scheduleNext.toISOString());
  });

  it('prices one run with the rule the run is charged by', async () => {
    const user = await proUser();
    const cost = await graphql(app.url, '{ trackingRunCost(keywords: 40) { keywords creditsPerKeyword credits } }', undefined, user.token);
    expect(cost.data.trackingRunCost).toEqual({ keywords: 40, creditsPerKeyword: 1, credits: 40 });
    const refused = await graphql(app.url, '{ trackingRunCost(keywords: -1) { credits } }', undefined, user.token);
    expect(refused.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await graphql(app.url, '{ trackingRunCost(keywords: 1) { credits } }')).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');

    const instanceId = await createInstance(user.token, { keywords: ['seo tools', 'rank tracker', 'backlinks'] });
    const quoted = (await graphql(app.url, '{ trackingRunCost(keywords: 3) { credits } }', undefined, user.token)).data.trackingRunCost.credits;
    await runToEnd(user.token, instanceId);
    const [{ used }] = await sql<{ used: number }[]>("select sum(used)::int as used from credit_balances where workspace_id = (select personal_workspace_id from users where id = ?) and kind = 'tracking'", [user.id]);
    expect(used).toBe(quoted);
  });
});
