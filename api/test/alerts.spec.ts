import type { EntityManager } from '@mikro-orm/postgresql';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { createServices, type AppDeps } from '../src/app/services';
import { AlertEvaluationService, type AlertListener, type TriggeredAlert } from '../src/modules/alerts/alert-evaluation.service';
import { JobStatus } from '../src/modules/jobs/job.entity';
import type { JobRunner } from '../src/modules/jobs/job-runner';
import { createInstance, createUser, waitFor } from './support/factories';
import { graphql, request, signInUser, signUpUser } from './support/http';
import { ENGINES, startEngineApp, type EngineApp } from './support/engine-app';
import { startSmtpCatcher, type SmtpCatcher } from './support/smtp-catcher';
import { ADMIN } from './support/test-app';
import { useTrackerEngine } from './support/tracker-engine';

jest.setTimeout(120_000);

const filler = (n: number) => Array.from({ length: n }, (_, i) => `filler-${i + 1}.example.net`);
/** Rankings with `hosts` placed at the given 1-based positions among filler hosts. */
function ranked(placed: Record<number, string>): string[] {
  const hosts = filler(10);
  for (const [position, host] of Object.entries(placed)) hosts[Number(position) - 1] = host;
  return hosts;
}

const RULES = `query($id: ID!) { alertRules(instanceId: $id) { id kind threshold inbox email description } }`;
const CREATE_RULE = `mutation($input: CreateAlertRuleInput!) { createAlertRule(input: $input) { id kind threshold description } }`;
const NOTIFICATIONS = `{ notifications { unreadCount items { id kind keyword title runId readAt } } }`;

describe.each(ENGINES)('alert rules evaluated when a run ends: %s', (engine) => {
  // Short waits between a failing keyword's tries: the partial run's keyword fails every one of them.
  const setup = useTrackerEngine(engine, {}, { SERP_RETRY_BASE_MS: '20' });

  it('stores one alert per rule and keyword of a run, live to its owner; emails; the inbox marks read', async () => {
    const { app, serper } = setup;
    // The admin: the engine's runs are started with its token.
    const token = setup.token;
    serper.setRankings({
      climbing: ranked({ 5: 'mysite.com' }),
      falling: ranked({ 2: 'mysite.com', 6: 'rival.com' }),
      vanishing: ranked({ 4: 'mysite.com' }),
      moving: ranked({ 3: 'mysite.com' }),
    });
    const created = await request(app.url, 'POST', '/api/instances', {
      token,
      body: {
        name: 'Alerts',
        user_domain: 'mysite.com',
        user_company_name: 'Me',
        competitor_domains: ['rival.com'],
        competitor_company_names: ['Rival'],
        keywords: ['climbing', 'falling', 'vanishing', 'moving'],
        result_count: 10,
      },
    });
    expect(created.status).toBe(201);
    const instanceId = created.body.id as string;
    for (const input of [
      { kind: 'entered_top', threshold: 3 },
      { kind: 'moved_down', threshold: 3 },
      { kind: 'lost', email: true },
      { kind: 'competitor_overtook' },
      { kind: 'url_changed' },
    ]) {
      const rule = await graphql(app.url, CREATE_RULE, { input: { instanceId, ...input } }, token);
      expect(rule.errors).toBeUndefined();
    }
    const bad = await graphql(app.url, CREATE_RULE, { input: { instanceId, kind: 'moved_up' } }, token);
    expect(bad.errors?.[0]?.message).toBe('This kind of rule needs a threshold (a number of places or a top N).');
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const rest = await request(app.url, 'POST', `/api/instances/${instanceId}/alert-rules`, { token, body: { kind: 'lost', threshold: 4 } });
    expect(rest.status).toBe(400);
    expect(rest.body.error).toBe('This kind of rule takes no threshold.');
    expect((await graphql(app.url, RULES, { id: instanceId }, token)).data.alertRules.map((rule: { description: string }) => rule.description)).toEqual([
      'Enters the top 3',
      'Moves down 3 or more places',
      'Is lost (was ranking, now not found)',
      'A competitor overtakes you',
      'Your ranking URL changes',
    ]);

    // The first run has nothing to compare with.
    expect((await setup.finished(await setup.startRun(instanceId))).status).toBe('succeeded');
    expect((await graphql(app.url, NOTIFICATIONS, {}, token)).data.notifications).toEqual({ unreadCount: 0, items: [] });

    const live = subscribeToAlerts(app.url, token);
    await live.ready;
    serper.setRankings({
      climbing: ranked({ 2: 'mysite.com' }),
      falling: ranked({ 7: 'mysite.com', 1: 'rival.com' }),
      vanishing: filler(10),
      moving: ranked({ 3: 'blog.mysite.com' }),
    });
    const secondJob = await setup.startRun(instanceId);
    expect((await setup.finished(secondJob)).status).toBe('succeeded');

    const inbox = (await graphql(app.url, NOTIFICATIONS, {}, token)).data.notifications;
    const found = inbox.items.map((item: { kind: string; keyword: string }) => `${item.kind} ${item.keyword}`).sort();
    expect(found).toEqual(['competitor_overtook falling', 'entered_top climbing', 'lost vanishing', 'moved_down falling', 'url_changed moving']);
    expect(inbox.unreadCount).toBe(5);
    expect(inbox.items.find((item: { kind: string }) => item.kind === 'moved_down').title).toBe('“falling” moved down 5 places (#2 → #7)');
    await live.received(5);
    expect(live.events.map((event) => event.keyword).sort()).toEqual(['climbing', 'falling', 'falling', 'moving', 'vanishing']);
    live.dispose();

    // The rule with email on sent one email (to the sandbox outbox here, on its own job), with an unsubscribe link that needs no sign-in.
    const [email] = await waitFor(async () => {
      const { emails } = (await request(app.url, 'GET', '/api/outbox', { token })).body;
      return emails.length > 0 ? emails : undefined;
    });
    expect(email.subject).toBe('Alerts: “vanishing” is no longer ranking (was #4)');
    expect(email.text).toContain(`/keyword-tracking/${instanceId}?keyword=vanishing&device=desktop`);
    const unsubscribePath = /\/api\/unsubscribe\/\S+/.exec(email.text)?.[0];
    expect(email.html).toContain(unsubscribePath);
    const tampered = await fetch(`${app.url}${unsubscribePath!.slice(0, -2)}xx`);
    expect(tampered.status).toBe(404);
    // A token with an extra part is not the one signed.
    expect((await fetch(`${app.url}${unsubscribePath}.extra`)).status).toBe(404);
    expect((await fetch(`${app.url}${unsubscribePath}.extra`, { method: 'POST' })).status).toBe(404);
    // RFC 8058: opening the link (a mail scanner following it) only asks; the rule still emails.
    const confirmation = await fetch(`${app.url}${unsubscribePath}`);
    expect(confirmation.status).toBe(200);
    const confirmationPage = await confirmation.text();
    expect(confirmationPage).toContain('Stop these alert emails?');
    expect(confirmationPage).toContain('<form method="post">');
    expect(confirmation.headers.get('content-security-policy')).toMatch(/style-src 'sha256-[A-Za-z0-9+/]+=*'; form-action 'self'/);
    const emailingRules = async () => ((await graphql(app.url, RULES, { id: instanceId }, token)).data.alertRules as { email: boolean }[]).filter((rule) => rule.email);
    expect(await emailingRules()).toHaveLength(1);
    // The one-click POST a mail client sends (the page's button sends the same) acts.
    const unsubscribed = await fetch(`${app.url}${unsubscribePath}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(unsubscribed.status).toBe(200);
    expect(await unsubscribed.text()).toContain('You are unsubscribed');
    const rules = (await graphql(app.url, RULES, { id: instanceId }, token)).data.alertRules;
    expect(rules.filter((rule: { email: boolean }) => rule.email)).toEqual([]);

    // The run's finishing step evaluated again (a retry after a crash) adds nothing and sends nothing.
    const runId = inbox.items[0].runId as string;
    const outboxBefore = (await request(app.url, 'GET', '/api/outbox', { token })).body.emails.length;
    const { deps } = app;
    // Its listeners (webhooks' alert.triggered) hear of the run's alerts again, to deliver any they missed.
    const told: TriggeredAlert[][] = [];
    const listener: AlertListener = { alertsTriggered: async (alerts) => void told.push(alerts) };
    await alertEvaluation(deps, [listener]).runEnded(runId);
    expect((await request(app.url, 'GET', '/api/notifications', { token })).body.items).toHaveLength(5);
    expect(told).toHaveLength(1);
    expect(told[0].map((alert) => alert.id).sort()).toEqual(inbox.items.map((item: { id: string }) => item.id).sort());
    expect(told[0].find((alert) => alert.keyword === 'falling' && alert.title.includes('moved down'))).toMatchObject({ keyword: 'falling', runId, instanceId, data: { before: 2, after: 7 } });
    expect((await request(app.url, 'GET', '/api/outbox', { token })).body.emails).toHaveLength(outboxBefore);

    // Another user sees none of it, and cannot mark it read.
    const stranger = await signUpUser(app.url);
    expect((await request(app.url, 'GET', '/api/notifications', { token: stranger.token })).body).toEqual({ items: [], unreadCount: 0 });
    expect((await request(app.url, 'POST', `/api/notifications/${inbox.items[0].id}/read`, { token: stranger.token })).status).toBe(404);

    const read = await request(app.url, 'POST', `/api/notifications/${inbox.items[0].id}/read`, { token });
    expect(read.status).toBe(200);
    expect(read.body.readAt).not.toBeNull();
    expect((await graphql(app.url, '{ unreadNotificationCount }', {}, token)).data.unreadNotificationCount).toBe(4);
    expect((await graphql(app.url, 'mutation { markAllNotificationsRead }', {}, token)).data.markAllNotificationsRead).toBe(4);
    expect((await graphql(app.url, '{ unreadNotificationCount }', {}, token)).data.unreadNotificationCount).toBe(0);
  });

  it('evaluates a partial run on the keywords it checked only, by the run’s end, and once though its settlement is repeated', async () => {
    const { app, serper, token } = setup;
    const instanceId = await setup.createInstance({ name: 'Partial', user_domain: 'mysite.com', keywords: ['steady ground', 'flaky ground'] });
    for (const input of [{ kind: 'lost' }, { kind: 'moved_down', threshold: 1 }]) {
      expect((await graphql(app.url, CREATE_RULE, { input: { instanceId, ...input } }, token)).errors).toBeUndefined();
    }
    serper.setRankings({ 'steady ground': ranked({ 2: 'mysite.com' }), 'flaky ground': ranked({ 3: 'mysite.com' }) });
    expect((await setup.finished(await setup.startRun(instanceId))).status).toBe('succeeded');

    // The second run checks "steady ground" (down 2 → 5); "flaky ground" cannot be checked, so the run fails partial.
    serper.setRankings({ 'steady ground': ranked({ 5: 'mysite.com' }), 'flaky ground': filler(10) });
    serper.failKeyword('flaky ground', 500);
    const jobId = await setup.startRun(instanceId);
    const job = await setup.finished(jobId);
    expect(job.status).toBe('failed');
    const connection = app.deps.orm.em.fork().getConnection();
    const [run] = await connection.execute<{ id: string; status: string }[]>('select id, status from tracking_runs where job_id = ?', [jobId]);
    expect(run.status).toBe('partial');

    const ofRun = async () =>
      ((await request(app.url, 'GET', '/api/notifications?limit=100', { token })).body.items as { runId: string; kind: string; keyword: string; createdAt: string }[]).filter(
        (item) => item.runId === run.id,
      );
    // An unchecked keyword is not "lost": only the checked one moved.
    const alerts = await ofRun();
    expect(alerts.map((item) => `${item.kind} ${item.keyword}`)).toEqual(['moved_down steady ground']);
    // Stored before the job was marked ended, so well within 60 s of the run's end.
    expect(new Date(alerts[0].createdAt).getTime()).toBeLessThanOrEqual(job.finishedAt!.getTime());

    // An earlier settlement ended the run and died before evaluating it: the repeated settlement evaluates, once.
    await connection.execute('delete from notifications where run_id = ?', [run.id]);
    await connection.execute('update jobs set status = ?, finished_at = null where id = ?', [JobStatus.running, jobId]);
    await createServices(app.deps, app.deps.orm.em.fork()).jobs.endRefunding(jobId, JobStatus.failed, 'Failed again');
    expect((await ofRun()).map((item) => `${item.kind} ${item.keyword}`)).toEqual(['moved_down steady ground']);
    await connection.execute('update jobs set status = ?, finished_at = null where id = ?', [JobStatus.running, jobId]);
    await createServices(app.deps, app.deps.orm.em.fork()).jobs.endRefunding(jobId, JobStatus.failed, 'Failed again');
    expect(await ofRun()).toHaveLength(1);
  });

  it('evaluates each device on its own: a mobile-only move alerts on mobile only, once across a replayed evaluation', async () => {
    const { app, token } = setup;
    const instanceId = await setup.createInstance({ name: 'Both devices', user_domain: 'mysite.com', keywords: ['blue shoes', 'red shoes', 'green shoes'], devices: ['desktop', 'mobile'] });
    for (const input of [{ kind: 'moved_down', threshold: 2, email: true }, { kind: 'lost' }]) {
      expect((await graphql(app.url, CREATE_RULE, { input: { instanceId, ...input } }, token)).errors).toBeUndefined();
    }
    const connection = app.deps.orm.em.fork().getConnection();
    await seedRun(connection, instanceId, 2, { 'blue shoes': { desktop: 3, mobile: 4 }, 'red shoes': { desktop: 5, mobile: 5 }, 'green shoes': { desktop: 6 } });
    // Desktop holds still; mobile drops 4 → 9. "red shoes" is not checked on mobile this time (not lost), "green shoes" is first checked on mobile (nothing to move from).
    const runId = await seedRun(connection, instanceId, 1, { 'blue shoes': { desktop: 3, mobile: 9 }, 'red shoes': { desktop: 5 }, 'green shoes': { desktop: 6, mobile: 2 } });

    const { deps } = app;
    const told: TriggeredAlert[][] = [];
    const listener: AlertListener = { alertsTriggered: async (alerts) => void told.push(alerts) };
    const evaluate = () => alertEvaluation(deps, [listener]).runEnded(runId);
    await evaluate();

    const ofRun = async () =>
      ((await graphql(app.url, '{ notifications(limit: 100) { items { id runId kind keyword device title } } }', {}, token)).data.notifications.items as { id: string; runId: string; device: string }[]).filter(
        (item) => item.runId === runId,
      );
    const alerts = await ofRun();
    expect(alerts).toEqual([{ id: expect.any(String), runId, kind: 'moved_down', keyword: 'blue shoes', device: 'mobile', title: '“blue shoes” moved down 5 places (#4 → #9) on mobile' }]);
    expect(told[0]).toEqual([expect.objectContaining({ id: alerts[0].id, keyword: 'blue shoes', device: 'mobile', data: { keyword: 'blue shoes', before: 4, after: 9, device: 'mobile' } })]);
    const rest = (await request(app.url, 'GET', '/api/notifications?limit=100', { token })).body.items.find((item: { id: string }) => item.id === alerts[0].id);
    expect(rest).toMatchObject({ device: 'mobile', data: { device: 'mobile' } });

    // The email (its own job) names the device and links to the keyword's mobile history.
    const email = await waitFor(async () => {
      const { emails } = (await request(app.url, 'GET', '/api/outbox', { token })).body as { emails: { subject: string; text: string }[] };
      return emails.find((sent) => sent.subject.startsWith('Both devices:'));
    });
    expect(email.subject).toBe('Both devices: “blue shoes” moved down 5 places (#4 → #9) on mobile');
    expect(email.text).toContain(`/keyword-tracking/${instanceId}?keyword=blue%20shoes&device=mobile`);

    // The evaluation replayed (a worker that died after it): no second alert, no second email job.
    await evaluate();
    expect(await ofRun()).toHaveLength(1);
    expect(told[1].map((alert) => alert.id)).toEqual([alerts[0].id]);
    const emailJobs = await connection.execute<{ status: string }[]>("select status from jobs where kind = 'alert-email' and subject_id = ?", [runId]);
    expect(emailJobs).toHaveLength(1);
    await waitFor(async () => ((await connection.execute<{ status: string }[]>("select status from jobs where kind = 'alert-email' and subject_id = ?", [runId]))[0].status === 'succeeded' ? true : undefined));
    const sent = (await request(app.url, 'GET', '/api/outbox', { token })).body.emails.filter((one: { subject: string }) => one.subject.startsWith('Both devices:'));
    expect(sent).toHaveLength(1);
  });

  it('an Agency user’s API token manages rules, the digest switch and the inbox over REST', async () => {
    const { app } = setup;
    const agency = await createUser(app, { plan: 'agency' });
    const minted = await request(app.url, 'POST', '/api/api-tokens', { token: agency.token, body: { name: 'alerts bot' } });
    expect(minted.status).toBe(201);
    const apiToken = minted.body.token as string;
    const adminInstance = await setup.createInstance({ name: 'Admin site' });
    // The agency user's own instance, made with the API token.
    const own = await createInstance(app, apiToken, { name: 'Bot site' });

    const rule = await request(app.url, 'POST', `/api/instances/${own}/alert-rules`, { token: apiToken, body: { kind: 'left_top', threshold: 10, email: true } });
    expect(rule).toMatchObject({ status: 201, body: { kind: 'left_top', threshold: 10, inbox: true, email: true, description: 'Leaves the top 10' } });
    expect((await request(app.url, 'GET', `/api/instances/${own}/alert-rules`, { token: apiToken })).body).toHaveLength(1);
    // Not someone else's instance.
    expect((await request(app.url, 'GET', `/api/instances/${adminInstance}/alert-rules`, { token: apiToken })).status).toBe(404);
    expect((await request(app.url, 'PUT', `/api/instances/${own}/digest`, { token: apiToken, body: { frequency: 'WEEKLY' } })).body).toEqual({ frequency: 'WEEKLY' });
    expect((await request(app.url, 'GET', '/api/notifications?unread=true', { token: apiToken })).body).toEqual({ items: [], unreadCount: 0 });
    expect((await request(app.url, 'POST', '/api/notifications/read-all', { token: apiToken })).body).toEqual({ marked: 0 });
    expect((await request(app.url, 'DELETE', `/api/alert-rules/${rule.body.id}`, { token: apiToken })).status).toBe(204);
    expect((await request(app.url, 'GET', `/api/instances/${own}/alert-rules`, { token: apiToken })).body).toEqual([]);
  });

  it('refuses alert rules on the Free plan', async () => {
    const { app } = setup;
    const free = await signUpUser(app.url);
    const instanceId = '00000000-0000-4000-8000-000000000000';
    const refused = await graphql(app.url, CREATE_RULE, { input: { instanceId, kind: 'lost' } }, free.token);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(refused.errors?.[0]?.message).toBe('Alerts are included in the Pro and Agency plans. Upgrade to get alerts on ranking changes.');
  });
});

describe.each(ENGINES)('alert emails on a durable job: %s', (engine) => {
  let smtp: SmtpCatcher;
  let app: EngineApp;
  let token: string;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    app = await startEngineApp(engine, { SMTP_URL: smtp.url });
    token = await signInUser(app.url, ADMIN.email, ADMIN.password);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  /** An instance with a "Moves down 2" rule emailing, and a run whose "blue shoes" dropped 3 → 8; the run's id. */
  async function runWithAlert(name: string): Promise<{ runId: string; evaluate: () => Promise<void> }> {
    const instanceId = await createInstance(app, token, { name, user_domain: 'mysite.com', keywords: ['blue shoes'] });
    expect((await graphql(app.url, CREATE_RULE, { input: { instanceId, kind: 'moved_down', threshold: 2, email: true } }, token)).errors).toBeUndefined();
    const connection = app.deps.orm.em.fork().getConnection();
    await seedRun(connection, instanceId, 2, { 'blue shoes': { desktop: 3 } });
    const runId = await seedRun(connection, instanceId, 1, { 'blue shoes': { desktop: 8 } });
    const { deps } = app;
    return { runId, evaluate: () => alertEvaluation(deps).runEnded(runId) };
  }

  const emailJobOf = async (runId: string) =>
    waitFor(async () => {
      const [job] = await app.deps.orm.em.fork().getConnection().execute<{ status: string; error: string | null }[]>("select status, error from jobs where kind = 'alert-email' and subject_id = ?", [runId]);
      return job && ['succeeded', 'failed'].includes(job.status) ? job : undefined;
    });

  it('retries an email the SMTP server refused for now: it arrives once', async () => {
    const { runId, evaluate } = await runWithAlert('Retried');
    const before = smtp.messages.length;
    smtp.refuseNext(1, 451);
    await evaluate();
    expect((await emailJobOf(runId)).status).toBe('succeeded');
    const received = smtp.messages.slice(before);
    expect(received.map((mail) => mail.subject)).toEqual(['Retried: “blue shoes” moved down 5 places (#3 → #8)']);
    expect(received[0].text).toContain('?keyword=blue%20shoes&device=desktop');
    // Evaluated again (a replayed step): nothing more is sent. The evaluation stores any email job it starts before it
    // returns, and the one job there is has sent its email: nothing else can send one later.
    await evaluate();
    const emailJobs = await app.deps.orm.em.fork().getConnection().execute("select status from jobs where kind = 'alert-email' and subject_id = ?", [runId]);
    expect(emailJobs).toEqual([{ status: 'succeeded' }]);
    expect(smtp.messages.length).toBe(before + 1);
  });

  it('starts the email job a crash left unstarted when the evaluation is replayed: the email arrives once', async () => {
    const { runId } = await runWithAlert('Unstarted');
    const before = smtp.messages.length;
    const { deps } = app;
    // The worker dies after the alerts and their email job are stored, before it starts the job.
    const dying: JobRunner = Object.assign(Object.create(deps.jobRunner) as JobRunner, {
      start: async () => {
        throw new Error('worker died');
      },
    });
    await expect(alertEvaluation({ ...deps, jobRunner: dying }).runEnded(runId)).rejects.toThrow('worker died');
    const connection = deps.orm.em.fork().getConnection();
    expect(await connection.execute("select status from jobs where kind = 'alert-email' and subject_id = ?", [runId])).toEqual([{ status: 'queued' }]);

    await alertEvaluation(deps).runEnded(runId);
    expect((await emailJobOf(runId)).status).toBe('succeeded');
    expect(smtp.messages.slice(before).map((mail) => mail.subject)).toEqual(['Unstarted: “blue shoes” moved down 5 places (#3 → #8)']);
  });

  it('gives up at once on a permanent refusal; the alert stays in the inbox', async () => {
    const { runId, evaluate } = await runWithAlert('Refused');
    const before = smtp.messages.length;
    smtp.refuseNext(2, 550);
    await evaluate();
    const job = await emailJobOf(runId);
    expect(job.status).toBe('failed');
    smtp.refuseNext(0, 0);
    expect(smtp.messages.length).toBe(before);
    const [{ count }] = await app.deps.orm.em.fork().getConnection().execute<{ count: string | number }[]>('select count(*) as count from notifications where run_id = ? and emailed_at is null', [runId]);
    expect(Number(count)).toBe(1);
  });
});

/** A completed run of the instance `daysAgo` days ago with the own domain's positions per keyword and device (0: not found); its id. */
async function seedRun(connection: ReturnType<EntityManager['getConnection']>, instanceId: string, daysAgo: number, positions: Record<string, Partial<Record<'desktop' | 'mobile', number>>>): Promise<string> {
  const [{ id: runId }] = await connection.execute<{ id: string }[]>(
    `insert into tracking_runs (id, instance_id, job_id, status, source, provider, depth, created_at)
     values (gen_random_uuid(), ?, gen_random_uuid(), 'completed', 'LIVE', 'serper', 10, now() - make_interval(days => ?)) returning id`,
    [instanceId, daysAgo],
  );
  for (const [keyword, devices] of Object.entries(positions)) {
    for (const [device, position] of Object.entries(devices)) {
      await connection.execute(
        `insert into tracking_results (run_id, instance_id, run_at, domain, keyword, device, position)
         select id, instance_id, created_at, 'mysite.com', ?, ?, ? from tracking_runs where id = ?`,
        [keyword, device, position, runId],
      );
    }
  }
  return runId;
}

function subscribeToAlerts(url: string, token: string) {
  const client = createClient({ url: `${url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}` }, retryAttempts: 0 });
  const events: { keyword: string; title: string }[] = [];
  const waiters: (() => void)[] = [];
  let connected!: () => void;
  const ready = new Promise<void>((resolve) => (connected = resolve));
  client.on('connected', () => setTimeout(connected, 200));
  client.subscribe(
    { query: 'subscription { notificationAdded { id keyword title } }' },
    {
      next: (value) => {
        events.push(value.data!.notificationAdded as { keyword: string; title: string });
        waiters.splice(0).forEach((wake) => wake());
      },
      error: () => undefined,
      complete: () => undefined,
    },
  );
  return {
    events,
    ready,
    async received(count: number) {
      const deadline = Date.now() + 10_000;
      while (events.length < count && Date.now() < deadline) await new Promise<void>((resolve) => waiters.push(resolve) && setTimeout(resolve, 500));
      expect(events.length).toBe(count);
    },
    dispose: () => void client.dispose(),
  };
}

/** The app's alert evaluation on a fresh unit of work (its jobs on the same one, started on deps.jobRunner), with `listeners`. */
function alertEvaluation(deps: AppDeps, listeners: AlertListener[] = []): AlertEvaluationService {
  const em = deps.orm.em.fork();
  return new AlertEvaluationService({ em, events: deps.notificationEvents, jobs: createServices(deps, em).jobs, listeners });
}
