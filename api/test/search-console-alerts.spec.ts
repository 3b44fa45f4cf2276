import { createServices } from '../src/app/services';
import { admitForWork } from '../src/modules/auth/access';
import { User } from '../src/modules/auth/user.entity';
import { WorkspaceRole } from '../src/modules/auth/workspace.entity';
import type { SearchAnalyticsRow } from '../src/modules/search-console/providers';
import { isoDay } from '../src/modules/search-console/search-console-sync-plan';
import { createInstance, createUser, jobFinished, waitFor } from './support/factories';
import { graphql, request } from './support/http';
import { startSmtpCatcher, type SmtpCatcher } from './support/smtp-catcher';
import { sandboxProperty } from './support/search-console';
import { startTestApp, type TestApp } from './support/test-app';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver';

jest.setTimeout(180_000);

// Search Console alert rules over hand-built rows, evaluated where a sync ends (a real 'recent' sync of a sandbox
// property, which rewrites only the newest 4 days: the compared periods end 4 days before the newest day).

const DAY_MS = 86_400_000;
const YESTERDAY = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate()) - DAY_MS;
/** A day of the current period (the 7 days ending 4 days before yesterday) and one of the 7 before it. */
const CURRENT_DAY = isoDay(new Date(YESTERDAY - 6 * DAY_MS));
const PREVIOUS_DAY = isoDay(new Date(YESTERDAY - 12 * DAY_MS));

let app: TestApp;
let smtp: SmtpCatcher;
let receiver: WebhookReceiver;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  receiver = await startWebhookReceiver();
  app = await startTestApp({ SMTP_URL: smtp.url, WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true' });
}, 60_000);
afterAll(async () => {
  await app?.close();
  await smtp?.close();
  await receiver?.close();
});

const sql = <T>(query: string, params: unknown[] = []) => app.deps.orm.em.fork().getConnection().execute<T[]>(query, params);

const row = (date: string, query: string, clicks: number, impressions: number, position: number): SearchAnalyticsRow => ({
  date,
  query,
  page: 'https://www.mysite.com/',
  device: 'desktop',
  country: 'usa',
  clicks,
  impressions,
  ctr: impressions ? clicks / impressions : 0,
  position,
});

async function store(key: number, day: string, rows: SearchAnalyticsRow[]) {
  await createServices(app.deps, app.deps.orm.em.fork()).searchConsoleSync.storeDay(key, day, rows);
}

async function seedRun(instanceId: string, positions: Record<string, number>) {
  const at = new Date(YESTERDAY).toISOString();
  const [{ id }] = await sql<{ id: string }>(
    `insert into tracking_runs (id, instance_id, job_id, status, source, provider, depth, created_at) values (gen_random_uuid(), ?, gen_random_uuid(), 'completed', 'LIVE', 'serper', 10, ?) returning id`,
    [instanceId, at],
  );
  for (const [keyword, position] of Object.entries(positions)) {
    await sql(`insert into tracking_results (run_id, instance_id, run_at, domain, keyword, device, position) values (?, ?, ?, 'mysite.com', ?, 'desktop', ?)`, [id, instanceId, at, keyword, position]);
  }
}

/** A 'recent' sync of the property, as the daily pass starts it; resolves once it has ended (and the rules were evaluated). */
async function sync(userId: string, propertyId: string): Promise<string> {
  const user = await app.deps.orm.em.fork().findOneOrFail(User, { id: userId });
  const viewer = admitForWork(user, { id: user.personalWorkspaceId, role: WorkspaceRole.owner, payer: user });
  const { searchConsoleConnections } = createServices(app.deps, app.deps.orm.em.fork());
  const job = await searchConsoleConnections.startSync(viewer, await searchConsoleConnections.findPropertyOrFail(viewer, propertyId), 'recent');
  expect((await jobFinished(app, job.id)).status).toBe('succeeded');
  return job.id;
}

const alertsOf = (instanceId: string) =>
  sql<{ kind: string; keyword: string; title: string; run_id: string; data: Record<string, unknown> }>('select kind, keyword, title, run_id, data from notifications where instance_id = ? order by created_at, kind, keyword', [instanceId]);

describe('Search Console alert rules', () => {
  it('creates the rules on an instance with their default thresholds, refusing another workspace’s instance', async () => {
    const owner = await createUser(app, { plan: 'pro' });
    const stranger = await createUser(app, { plan: 'pro' });
    const instanceId = await createInstance(app, owner.token, { user_domain: 'mysite.com' });
    const linked = `query($id: ID!) { alertRulesSearchConsoleLinked(instanceId: $id) }`;
    expect((await graphql(app.url, linked, { id: instanceId }, owner.token)).data.alertRulesSearchConsoleLinked).toBe(false);
    expect(await request(app.url, 'POST', `/api/instances/${instanceId}/alert-rules`, { token: owner.token, body: { kind: 'search-console-clicks-drop' } })).toMatchObject({
      status: 400,
      body: { error: 'Link a Search Console property to this tracking instance first: this rule reads its Search Console data.' },
    });
    const property = await sandboxProperty(app, owner.token, 'mysite.com');
    await sql('insert into search_console_links (instance_id, property_id) values (?, ?)', [instanceId, property.id]);
    expect((await graphql(app.url, linked, { id: instanceId }, owner.token)).data.alertRulesSearchConsoleLinked).toBe(true);
    expect((await graphql(app.url, linked, { id: instanceId }, stranger.token)).errors?.[0].message).toBe('Tracking instance not found.');
    const drop = await request(app.url, 'POST', `/api/instances/${instanceId}/alert-rules`, { token: owner.token, body: { kind: 'search-console-clicks-drop' } });
    expect(drop.status).toBe(201);
    expect(drop.body).toMatchObject({ kind: 'search-console-clicks-drop', threshold: 30, description: 'Search Console clicks drop by more than 30%' });
    const gql = await graphql(app.url, `mutation($input: CreateAlertRuleInput!) { createAlertRule(input: $input) { kind threshold description } }`, { input: { instanceId, kind: 'search_console_position_disagrees', threshold: 3 } }, owner.token);
    expect(gql.errors).toBeUndefined();
    expect(gql.data.createAlertRule).toEqual({ kind: 'search_console_position_disagrees', threshold: 3, description: 'Search Console position differs from the tracked rank by more than 3 places' });
    expect((await request(app.url, 'POST', `/api/instances/${instanceId}/alert-rules`, { token: stranger.token, body: { kind: 'search-console-clicks-drop' } })).status).toBe(404);
    const onProject = await request(app.url, 'POST', `/api/instances/${instanceId}/alert-rules`, { token: owner.token, body: { kind: 'search-console-clicks-drop', surface: 'chatgpt' } });
    expect(onProject.status).toBe(400);
    const tagged = await request(app.url, 'POST', `/api/instances/${instanceId}/alert-rules`, { token: owner.token, body: { kind: 'search-console-position-disagrees', tag: 'brand' } });
    expect(tagged).toMatchObject({ status: 400, body: { error: 'Search Console rules take no keyword tag.' } });
  });

  it('gives a position rule without a threshold the instance’s own flag places, on REST and GraphQL', async () => {
    const owner = await createUser(app, { plan: 'pro' });
    const instanceId = await createInstance(app, owner.token, { user_domain: 'mysite.com', search_console_flag_places: 8 });
    const property = await sandboxProperty(app, owner.token, 'mysite.com');
    await sql('insert into search_console_links (instance_id, property_id) values (?, ?)', [instanceId, property.id]);
    const viaRest = await request(app.url, 'POST', `/api/instances/${instanceId}/alert-rules`, { token: owner.token, body: { kind: 'search-console-position-disagrees' } });
    expect(viaRest).toMatchObject({ status: 201, body: { threshold: 8, description: 'Search Console position differs from the tracked rank by more than 8 places' } });
    // Changed later, the instance's setting is what a new rule takes; a given threshold wins; a clicks drop keeps its own default.
    await sql('update tracking_instances set search_console_flag_places = 2 where id = ?', [instanceId]);
    const create = (input: Record<string, unknown>) =>
      graphql(app.url, `mutation($input: CreateAlertRuleInput!) { createAlertRule(input: $input) { kind threshold } }`, { input: { instanceId, ...input } }, owner.token);
    expect((await create({ kind: 'search_console_position_disagrees', threshold: null })).data.createAlertRule).toEqual({ kind: 'search_console_position_disagrees', threshold: 2 });
    expect((await create({ kind: 'search_console_position_disagrees', threshold: 12 })).data.createAlertRule.threshold).toBe(12);
    expect((await create({ kind: 'search_console_clicks_drop' })).data.createAlertRule.threshold).toBe(30);
  });

  it('fires on a clicks drop beyond the threshold and on a disagreeing position, once until it agrees again; to the inbox, email and search_console.changed', async () => {
    const owner = await createUser(app, { plan: 'agency' });
    const instanceId = await createInstance(app, owner.token, { name: 'My site', user_domain: 'mysite.com', keywords: ['alpha', 'beta', 'gamma', 'delta'], serp_country: 'us' });
    const property = await sandboxProperty(app, owner.token, 'mysite.com');
    await sql('insert into search_console_links (instance_id, property_id) values (?, ?)', [instanceId, property.id]);
    expect((await request(app.url, 'POST', '/api/webhooks', { token: owner.token, body: { url: receiver.url, events: ['search_console.changed'] } })).status).toBe(201);
    for (const body of [{ kind: 'search-console-clicks-drop', email: true }, { kind: 'search-console-position-disagrees' }]) {
      expect((await request(app.url, 'POST', `/api/instances/${instanceId}/alert-rules`, { token: owner.token, body })).status).toBe(201);
    }
    // Clicks 100 → 60: a 40 % drop. alpha: Search Console 12 against tracked #3 (9 places); beta 7 against #4 (3);
    // gamma 8 against #3 (exactly 5: not more than 5); delta has impressions but the tracker did not find it.
    await store(property.key, PREVIOUS_DAY, [row(PREVIOUS_DAY, 'alpha', 100, 1000, 3)]);
    await store(property.key, CURRENT_DAY, [row(CURRENT_DAY, 'alpha', 60, 500, 12), row(CURRENT_DAY, 'beta', 0, 100, 7), row(CURRENT_DAY, 'gamma', 0, 100, 8), row(CURRENT_DAY, 'delta', 0, 100, 30)]);
    await seedRun(instanceId, { alpha: 3, beta: 4, gamma: 3, delta: 0 });

    const first = await sync(owner.id, property.id);
    const fired = await alertsOf(instanceId);
    expect(fired.map(({ kind, keyword }) => ({ kind, keyword }))).toEqual([
      { kind: 'search-console-clicks-drop', keyword: 'Search Console clicks' },
      { kind: 'search-console-position-disagrees', keyword: 'alpha' },
    ]);
    expect(fired[0].title).toBe(`Search Console clicks fell 40% (100 → 60, ${isoDay(new Date(YESTERDAY - 10 * DAY_MS))} – ${isoDay(new Date(YESTERDAY - 4 * DAY_MS))} against the 7 days before) on sc-domain:mysite.com`);
    expect(fired[0].data).toMatchObject({ clicks: 60, previousClicks: 100, dropPercent: 40, propertyId: property.id, instanceId });
    expect(fired[1].title).toBe('“alpha”: Search Console says position 12, the tracker #3');
    expect(fired[1].data).toMatchObject({ searchConsolePosition: 12, trackedPosition: 3, difference: 9 });

    const inbox = await graphql(app.url, `{ notifications(limit: 10) { items { kind keyword instanceId } } }`, {}, owner.token);
    expect(inbox.data.notifications.items).toEqual(expect.arrayContaining([{ kind: 'search_console_clicks_drop', keyword: 'Search Console clicks', instanceId }]));
    await waitFor(async () => smtp.messages.find((message) => message.subject === `My site: ${fired[0].title}`), 60_000);
    const [event] = await receiver.waitForRequests(1, 30_000);
    const body = JSON.parse(event.rawBody) as { type: string; data: { instanceId: string; propertyId: string; syncJobId: string; alerts: { kind: string; subject: string }[] } };
    expect(body.type).toBe('search_console.changed');
    expect(body.data).toMatchObject({ instanceId, propertyId: property.id, siteUrl: 'sc-domain:mysite.com', syncJobId: first });
    expect(body.data.alerts.map((alert) => alert.subject)).toEqual(['Search Console clicks', 'alpha']);

    // The next sync finds both again: not reported twice, and no event.
    await sync(owner.id, property.id);
    expect(await alertsOf(instanceId)).toHaveLength(2);
    // alpha agrees again (position 4 against #3): closed, nothing fires; then disagrees again: reported again.
    await store(property.key, CURRENT_DAY, [row(CURRENT_DAY, 'alpha', 60, 500, 4)]);
    await sync(owner.id, property.id);
    expect(await alertsOf(instanceId)).toHaveLength(2);
    expect(await sql('select subject from search_console_alert_open o join alert_rules r on r.id = o.rule_id where r.instance_id = ? order by subject', [instanceId])).toEqual([{ subject: 'Search Console clicks' }]);
    await store(property.key, CURRENT_DAY, [row(CURRENT_DAY, 'alpha', 60, 500, 15)]);
    await sync(owner.id, property.id);
    const after = await alertsOf(instanceId);
    expect(after.map(({ keyword }) => keyword)).toEqual(['Search Console clicks', 'alpha', 'alpha']);
    expect(after[2].title).toBe('“alpha”: Search Console says position 15, the tracker #3');
    const events = await receiver.waitForRequests(2, 30_000);
    expect(events).toHaveLength(2);
    expect((JSON.parse(events[1].rawBody) as { data: { alerts: { subject: string; title: string }[] } }).data.alerts).toEqual([expect.objectContaining({ subject: 'alpha', title: after[2].title })]);
  });

  it('does not fire at the threshold, nor when the earlier period had too few clicks to judge', async () => {
    const owner = await createUser(app, { plan: 'pro' });
    const instanceId = await createInstance(app, owner.token, { user_domain: 'mysite.com', keywords: ['alpha'], serp_country: 'us' });
    const property = await sandboxProperty(app, owner.token, 'mysite.com');
    await sql('insert into search_console_links (instance_id, property_id) values (?, ?)', [instanceId, property.id]);
    expect((await request(app.url, 'POST', `/api/instances/${instanceId}/alert-rules`, { token: owner.token, body: { kind: 'search-console-clicks-drop', threshold: 50 } })).status).toBe(201);
    // 100 → 50: exactly 50 %, not more.
    await store(property.key, PREVIOUS_DAY, [row(PREVIOUS_DAY, 'alpha', 100, 1000, 3)]);
    await store(property.key, CURRENT_DAY, [row(CURRENT_DAY, 'alpha', 50, 1000, 3)]);
    await sync(owner.id, property.id);
    expect(await alertsOf(instanceId)).toEqual([]);
    // 19 → 0: everything lost, but 19 clicks are too few to call it a drop.
    await store(property.key, PREVIOUS_DAY, [row(PREVIOUS_DAY, 'alpha', 19, 1000, 3)]);
    await store(property.key, CURRENT_DAY, [row(CURRENT_DAY, 'alpha', 0, 1000, 3)]);
    await sync(owner.id, property.id);
    expect(await alertsOf(instanceId)).toEqual([]);
    // 20 → 0: enough to judge.
    await store(property.key, PREVIOUS_DAY, [row(PREVIOUS_DAY, 'alpha', 20, 1000, 3)]);
    await sync(owner.id, property.id);
    expect((await alertsOf(instanceId)).map((alert) => alert.kind)).toEqual(['search-console-clicks-drop']);
  });
});
