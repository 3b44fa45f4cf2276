import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServices, type AppDeps } from '../src/app/services';
import { AlertEvaluationService, type AlertListener } from '../src/modules/alerts/alert-evaluation.service';
import { ENGINES, startEngineApp, type EngineApp } from './support/engine-app';
import { createInstance, createUser, jobFinished, waitFor } from './support/factories';
import { graphql, request } from './support/http';
import type { SerperServer } from './support/serper-server';
import { startSerperApp, type SerperApp } from './support/serper-app';
import { startSmtpCatcher, type SmtpCatcher } from './support/smtp-catcher';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver';

const DAY_MS = 24 * 60 * 60_000;

/** The README's verification, as an integrator writes it: rejects old timestamps, compares in constant time. */
function verify(secret: string, header: string, rawBody: string, toleranceSeconds = 300): boolean {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=') as [string, string]));
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest();
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

describe.each(ENGINES)('webhooks: %s', (engine) => {
  let app: SerperApp;
  let receiver: WebhookReceiver;
  let smtp: SmtpCatcher;
  let serper: SerperServer;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    smtp = await startSmtpCatcher();
    app = await startSerperApp({
      engine,
      env: {
        LLM_SANDBOX_TOKENS_PER_SECOND: '0',
        WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
        WEBHOOK_TIMEOUT_MS: '400',
        WEBHOOK_RETRY_INITIAL_MS: '100',
        WEBHOOK_RETRY_MAX_MS: '300',
        SMTP_URL: smtp.url,
      },
    });
    serper = app.serper;
  });
  afterAll(async () => {
    await app?.close();
    await receiver?.close();
    await smtp?.close();
  });
  beforeEach(() => {
    receiver.received.length = 0;
    receiver.answerNext([]);
  });

  const agency = () => createUser(app, { plan: 'agency' });
  const endpointFor = async (token: string, events: string[] = ['run.completed'], url = receiver.url) => {
    const created = await request(app.url, 'POST', '/api/webhooks', { token, body: { url, events } });
    expect(created.status).toBe(201);
    return created.body as { id: string; secret: string; url: string; events: string[]; enabled: boolean };
  };
  const deliveriesOf = async (token: string, id: string) => (await request(app.url, 'GET', `/api/webhooks/${id}/deliveries`, { token })).body as Record<string, any>[];
  const attemptsOf = (deliveryId: string) =>
    app.deps.orm.em
      .fork()
      .getConnection()
      .execute<{ response_status: number | null; error: string | null }[]>('select response_status, error from webhook_delivery_attempts where delivery_id = ? order by created_at', [deliveryId]);
  /**
   * Every delivery recorded for `ownerId` once none is pending: an event records all its deliveries at once, and a
   * delivery that has succeeded is never sent again, so nothing more can reach the receiver after this.
   */
  const storedDeliveries = (ownerId: string) =>
    waitFor(
      async () => {
        const rows = await app.deps.orm.em
          .fork()
          .getConnection()
          .execute<{ endpoint_id: string; event_type: string; status: string }[]>('select endpoint_id, event_type, status from webhook_deliveries where owner_id = ?', [ownerId]);
        return rows.every((row) => row.status !== 'pending') ? rows : undefined;
      },
      30_000,
      100,
    );
  const settled = (token: string, id: string, deliveryId: string) =>
    waitFor(async () => (await deliveriesOf(token, id)).find((delivery) => delivery.id === deliveryId && delivery.status !== 'pending'), 30_000, 100);

  it('is for the Agency plan; API tokens manage endpoints; input is checked', async () => {
    const pro = await createUser(app, { plan: 'pro' });
    const refused = await request(app.url, 'POST', '/api/webhooks', { token: pro.token, body: { url: receiver.url, events: ['run.completed'] } });
    expect(refused).toMatchObject({ status: 403, body: { error: expect.stringContaining('Agency plan') } });
    expect((await graphql(app.url, '{ webhooks { id } }', {}, pro.token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await graphql(app.url, '{ webhookAccess }', {}, pro.token)).data.webhookAccess).toBe(false);

    const owner = await agency();
    expect((await graphql(app.url, '{ webhookAccess }', {}, owner.token)).data.webhookAccess).toBe(true);
    const minted = await request(app.url, 'POST', '/api/api-tokens', { token: owner.token, body: { name: 'integration' } });
    const apiToken = minted.body.token as string;
    const created = await endpointFor(apiToken, ['run.completed', 'article.completed']);
    // WEBHOOK_ALLOW_PRIVATE_NETWORKS is on here: the loopback receiver is no problem.
    expect(created).toMatchObject({ url: receiver.url, events: ['run.completed', 'article.completed'], enabled: true, warning: null, secret: expect.stringMatching(/^whsec_[0-9a-f]{64}$/) });
    const listed = await request(app.url, 'GET', '/api/webhooks', { token: apiToken });
    expect(listed.body).toEqual([expect.objectContaining({ id: created.id })]);
    expect(listed.body[0].secret).toBeUndefined();

    const badUrl = await request(app.url, 'POST', '/api/webhooks', { token: owner.token, body: { url: 'ftp://example.com/x', events: ['run.completed'] } });
    expect(badUrl).toMatchObject({ status: 400, body: { error: 'Enter a full address starting with http:// or https://.' } });
    const badEvent = await request(app.url, 'POST', '/api/webhooks', { token: owner.token, body: { url: receiver.url, events: ['run.exploded'] } });
    expect(badEvent.status).toBe(400);
    const noEvents = await request(app.url, 'POST', '/api/webhooks', { token: owner.token, body: { url: receiver.url, events: [] } });
    expect(noEvents).toMatchObject({ status: 400, body: { error: 'Choose at least one event.' } });

    const updated = await request(app.url, 'PATCH', `/api/webhooks/${created.id}`, { token: apiToken, body: { events: ['run.failed'], enabled: false } });
    expect(updated.body).toMatchObject({ events: ['run.failed'], enabled: false });
    const other = await agency();
    expect((await request(app.url, 'PATCH', `/api/webhooks/${created.id}`, { token: other.token, body: { enabled: true } })).status).toBe(404);
    expect((await request(app.url, 'DELETE', `/api/webhooks/${created.id}`, { token: apiToken })).status).toBe(204);
    expect((await request(app.url, 'GET', '/api/webhooks', { token: owner.token })).body).toEqual([]);
  });

  it('signs a test event as documented, and a receiver verifies it', async () => {
    const owner = await agency();
    const endpoint = await endpointFor(owner.token);
    const sent = await request(app.url, 'POST', `/api/webhooks/${endpoint.id}/test`, { token: owner.token });
    expect(sent).toMatchObject({ status: 202, body: { event_type: 'webhook.test', status: 'pending' } });

    const [delivery] = await receiver.waitForRequests(1);
    expect(delivery.headers['rankcraft-event']).toBe('webhook.test');
    expect(delivery.headers['content-type']).toBe('application/json');
    const signature = delivery.headers['rankcraft-signature'] as string;
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verify(endpoint.secret, signature, delivery.rawBody)).toBe(true);
    // Any change to the body, or another secret, fails verification.
    expect(verify(endpoint.secret, signature, delivery.rawBody.replace('webhook.test', 'webhook.tesT'))).toBe(false);
    expect(verify(`${endpoint.secret}x`, signature, delivery.rawBody)).toBe(false);
    const body = JSON.parse(delivery.rawBody);
    expect(body).toEqual({ id: sent.body.event_id, type: 'webhook.test', created: expect.any(Number), data: { message: 'A test event from Rankcraft.', webhookId: endpoint.id } });
    expect(Math.abs(body.created - Date.now() / 1000)).toBeLessThan(60);

    const done = await settled(owner.token, endpoint.id, sent.body.id);
    expect(done).toMatchObject({ status: 'succeeded', attempts: 1, response_status: 200, next_attempt_at: null, last_attempt_at: expect.any(String) });

    // A rotated secret signs the next delivery; the old one no longer verifies.
    const rotated = await request(app.url, 'POST', `/api/webhooks/${endpoint.id}/rotate-secret`, { token: owner.token });
    expect(rotated.body.secret).not.toBe(endpoint.secret);
    await request(app.url, 'POST', `/api/webhooks/${endpoint.id}/test`, { token: owner.token });
    const [, second] = await receiver.waitForRequests(2);
    expect(verify(rotated.body.secret, second.headers['rankcraft-signature'] as string, second.rawBody)).toBe(true);
    expect(verify(endpoint.secret, second.headers['rankcraft-signature'] as string, second.rawBody)).toBe(false);
  });

  it('retries after 500s and timeouts with backoff, recording each attempt', async () => {
    const owner = await agency();
    const endpoint = await endpointFor(owner.token);
    receiver.answerNext([500, 'hang', 429]);
    const sent = await request(app.url, 'POST', `/api/webhooks/${endpoint.id}/test`, { token: owner.token });
    const done = await settled(owner.token, endpoint.id, sent.body.id);
    expect(done).toMatchObject({ status: 'succeeded', attempts: 4, response_status: 200 });
    expect(await attemptsOf(sent.body.id)).toEqual([
      { response_status: 500, error: 'The endpoint answered 500.' },
      { response_status: null, error: expect.stringMatching(/too long|time/i) },
      { response_status: 429, error: 'The endpoint answered 429.' },
      { response_status: 200, error: null },
    ]);
    const gaps = receiver.received.slice(1).map((request, index) => request.receivedAt - receiver.received[index].receivedAt);
    expect(gaps[0]).toBeGreaterThanOrEqual(90);
  });

  it('does not retry a 4xx; redeliver sends the event again as a new delivery', async () => {
    const owner = await agency();
    const endpoint = await endpointFor(owner.token);
    receiver.answerNext([410]);
    const sent = await request(app.url, 'POST', `/api/webhooks/${endpoint.id}/test`, { token: owner.token });
    expect(await settled(owner.token, endpoint.id, sent.body.id)).toMatchObject({ status: 'failed', attempts: 1, response_status: 410, next_attempt_at: null });

    const again = await request(app.url, 'POST', `/api/webhooks/${endpoint.id}/deliveries/${sent.body.id}/redeliver`, { token: owner.token });
    expect(again).toMatchObject({ status: 202, body: { event_id: sent.body.event_id, status: 'pending' } });
    expect(again.body.id).not.toBe(sent.body.id);
    expect(await settled(owner.token, endpoint.id, again.body.id)).toMatchObject({ status: 'succeeded', response_status: 200 });
    const [first, second] = await receiver.waitForRequests(2);
    expect(JSON.parse(second.rawBody).id).toBe(JSON.parse(first.rawBody).id);
    expect((await request(app.url, 'POST', `/api/webhooks/${endpoint.id}/deliveries/${endpoint.id}/redeliver`, { token: owner.token })).status).toBe(404);
  });

  it('limits test events per endpoint and redeliveries per delivery: 429 with Retry-After on REST, TOO_MANY_REQUESTS on GraphQL', async () => {
    const owner = await agency();
    const endpoint = await endpointFor(owner.token);
    const tests = [];
    for (let i = 0; i < 5; i++) tests.push(await request(app.url, 'POST', `/api/webhooks/${endpoint.id}/test`, { token: owner.token }));
    expect(tests.map((sent) => sent.status)).toEqual([202, 202, 202, 202, 202]);
    const refused = await request(app.url, 'POST', `/api/webhooks/${endpoint.id}/test`, { token: owner.token });
    expect(refused).toMatchObject({ status: 429, body: { error: expect.stringMatching(/^You can send 5 test events a minute to an endpoint\. Please try again in (\d+ seconds?|1 minute)\.$/) } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const overGraphql = await graphql(app.url, 'mutation($id: ID!) { sendWebhookTest(id: $id) { id } }', { id: endpoint.id }, owner.token);
    expect(overGraphql.errors?.[0]).toMatchObject({ extensions: { code: 'TOO_MANY_REQUESTS' } });

    const deliveryId = tests[0].body.id as string;
    const redeliver = () => request(app.url, 'POST', `/api/webhooks/${endpoint.id}/deliveries/${deliveryId}/redeliver`, { token: owner.token });
    const redeliveries = [await redeliver(), await redeliver(), await redeliver(), await redeliver()];
    expect(redeliveries.map((again) => again.status)).toEqual([202, 202, 202, 429]);
    expect(redeliveries[3].body.error).toMatch(/^You can redeliver an event 3 times a minute\./);
    // Another delivery of the same endpoint has its own allowance.
    expect((await request(app.url, 'POST', `/api/webhooks/${endpoint.id}/deliveries/${tests[1].body.id}/redeliver`, { token: owner.token })).status).toBe(202);
    // 5 test events and 4 redeliveries were recorded; the refused ones left nothing behind.
    const listed = await request(app.url, 'GET', `/api/webhooks/${endpoint.id}/deliveries`, { token: owner.token });
    expect(listed.body).toHaveLength(9);
    // Every one is delivered before the next test counts what its receiver got.
    await receiver.waitForRequests(9);
  });

  it('disables an endpoint failing for 24 hours (simulated clock) and emails its owner', async () => {
    const owner = await agency();
    // Its URL is written into the email's HTML: the ampersand must arrive escaped.
    const endpoint = await endpointFor(owner.token, undefined, `${receiver.url}/hooks?team=seo&env=prod`);
    receiver.answerNext([], 503);
    const realNow = () => new Date();
    try {
      const sent = await request(app.url, 'POST', `/api/webhooks/${endpoint.id}/test`, { token: owner.token });
      await receiver.waitForRequests(2);
      const failing = (await request(app.url, 'GET', `/api/webhooks/${endpoint.id}`, { token: owner.token })).body;
      expect(failing).toMatchObject({ enabled: true, failing_since: expect.any(String) });

      app.deps.clock.now = () => new Date(Date.now() + DAY_MS + 60_000);
      const done = await settled(owner.token, endpoint.id, sent.body.id);
      expect(done.status).toBe('failed');
      expect(done.attempts).toBeGreaterThanOrEqual(3);
      const disabled = (await request(app.url, 'GET', `/api/webhooks/${endpoint.id}`, { token: owner.token })).body;
      expect(disabled).toMatchObject({ enabled: false, disabled_reason: 'Every delivery failed for 24 hours.' });

      const [email] = await smtp.waitForMessages(1, 10_000).then((messages) => messages.filter((message) => message.subject === 'Your webhook endpoint was disabled'));
      expect(email.to).toMatchObject({ text: owner.email });
      expect(email.text).toContain(receiver.url);
      expect(email.html).toContain('enable it again');
      expect(email.html).toContain(`<strong>${receiver.url}/hooks?team=seo&amp;env=prod</strong>`);

      // No more events reach it until its owner enables it again.
      expect((await request(app.url, 'POST', `/api/webhooks/${endpoint.id}/test`, { token: owner.token })).status).toBe(400);
      app.deps.clock.now = realNow;
      receiver.answerNext([]);
      const enabled = await request(app.url, 'PATCH', `/api/webhooks/${endpoint.id}`, { token: owner.token, body: { enabled: true } });
      expect(enabled.body).toMatchObject({ enabled: true, failing_since: null, disabled_reason: null });
    } finally {
      app.deps.clock.now = realNow;
    }
  });

  it('sends run.completed when a tracker run ends, and only to endpoints subscribed to it', async () => {
    const owner = await agency();
    const endpoint = await endpointFor(owner.token, ['run.completed']);
    await endpointFor(owner.token, ['article.completed'], `${receiver.url}/articles-only`);
    const instanceId = await createInstance(app, owner.token);
    const run = await request(app.url, 'POST', `/api/instances/${instanceId}/run`, { token: owner.token });
    await jobFinished(app, run.body.job_id);
    const [delivery] = await receiver.waitForRequests(1);
    expect(delivery.headers['rankcraft-event']).toBe('run.completed');
    expect(verify(endpoint.secret, delivery.headers['rankcraft-signature'] as string, delivery.rawBody)).toBe(true);
    expect(JSON.parse(delivery.rawBody)).toMatchObject({ type: 'run.completed', data: { instanceId, jobId: run.body.job_id, status: 'completed', instanceName: 'Acme tracking' } });
    expect(await storedDeliveries(owner.id)).toEqual([{ endpoint_id: endpoint.id, event_type: 'run.completed', status: 'succeeded' }]);
    expect(receiver.received).toHaveLength(1);
  });

  it('sends alert.triggered for each alert of a run, in batched jobs, once though the run is evaluated again', async () => {
    const owner = await agency();
    const endpoints = [await endpointFor(owner.token, ['alert.triggered']), await endpointFor(owner.token, ['alert.triggered'], `${receiver.url}/second`)];
    const keywords = Array.from({ length: 60 }, (_, i) => `alert keyword ${i + 1}`);
    const instanceId = await createInstance(app, owner.token, { keywords, result_count: 10 });
    const rule = await request(app.url, 'POST', `/api/instances/${instanceId}/alert-rules`, { token: owner.token, body: { kind: 'left_top', threshold: 10 } });
    expect(rule.status).toBe(201);
    const inTop = Array.from({ length: 10 }, (_, i) => (i === 2 ? 'acme.com' : `filler-${i + 1}.example.net`));
    serper.setRankings(Object.fromEntries(keywords.map((keyword) => [keyword, inTop])));
    await jobFinished(app, (await request(app.url, 'POST', `/api/instances/${instanceId}/run`, { token: owner.token })).body.job_id);
    expect(receiver.received).toHaveLength(0);

    // The own domain leaves the top 10 on every keyword: 60 alerts × 2 endpoints.
    serper.setRankings({});
    const second = await request(app.url, 'POST', `/api/instances/${instanceId}/run`, { token: owner.token });
    await jobFinished(app, second.body.job_id);
    // Every event reaches both endpoints (a delivery that timed out under load may arrive twice: it is retried).
    const pairs = () => new Set(receiver.received.map((delivery) => `${(JSON.parse(delivery.rawBody) as { id: string }).id} ${endpoints.findIndex((endpoint) => verify(endpoint.secret, delivery.headers['rankcraft-signature'] as string, delivery.rawBody))}`));
    await waitFor(async () => (pairs().size >= 120 ? true : undefined), 60_000, 200);
    const received = receiver.received;
    const bodies = received.map((delivery) => JSON.parse(delivery.rawBody) as { id: string; type: string; data: Record<string, unknown> });
    expect([...pairs()].some((pair) => pair.endsWith(' -1'))).toBe(false);
    expect(new Set(bodies.map((body) => body.id)).size).toBe(60);
    expect(new Set(bodies.map((body) => body.type))).toEqual(new Set(['alert.triggered']));
    expect(new Set(bodies.map((body) => body.data.keyword)).size).toBe(60);
    expect(bodies[0].data).toMatchObject({ instanceId, kind: 'left_top', device: 'desktop', data: { before: 3, after: 0, device: 'desktop' } });
    // 100 deliveries per job at most: 50 events to the 2 endpoints, then the other 10.
    const connection = app.deps.orm.em.fork().getConnection();
    const jobs = await connection.execute<{ deliveries: string | number }[]>(
      `select count(*) as deliveries from webhook_deliveries d join webhook_events e on e.id = d.event_id where e.owner_id = ? and e.type = 'alert.triggered' group by d.job_id order by 1 desc`,
      [owner.id],
    );
    expect(jobs.map((job) => Number(job.deliveries))).toEqual([100, 20]);

    // The run's end evaluated again (a replayed step): its alerts are not sent again.
    const [run] = await connection.execute<{ id: string }[]>('select id from tracking_runs where job_id = ?', [second.body.job_id]);
    const services = createServices(app.deps, app.deps.orm.em.fork());
    await alertEvaluation(app.deps, [
      { alertsTriggered: async (alerts) => void (await services.webhookEvents.publishMany(alerts[0].workspaceId, 'alert.triggered', alerts.map(({ ownerId: _owner, workspaceId: _workspace, ...alert }) => ({ data: alert, dedupeKey: `alert.triggered:${alert.id}` })))) },
    ]).runEnded(run.id);
    const [{ events }] = await connection.execute<{ events: string | number }[]>("select count(*) as events from webhook_events where owner_id = ? and type = 'alert.triggered'", [owner.id]);
    expect(Number(events)).toBe(60);
    // Retries of deliveries that timed out under load end here, not in the next test's receiver.
    await waitFor(async () => {
      const [{ pending }] = await connection.execute<{ pending: string | number }[]>("select count(*) as pending from webhook_deliveries where owner_id = ? and status = 'pending'", [owner.id]);
      return Number(pending) === 0 ? true : undefined;
    }, 60_000, 200);
    // Two 60-keyword runs and 120 deliveries: its waits (up to a minute each) need more than the default 30 s under load.
  }, 180_000);

  it('sends run.failed when a tracker run cannot finish', async () => {
    const owner = await agency();
    const endpoint = await endpointFor(owner.token, ['run.failed', 'run.completed']);
    serper.failKeyword('doomed keyword', 401);
    const instanceId = await createInstance(app, owner.token, { keywords: ['doomed keyword'] });
    const run = await request(app.url, 'POST', `/api/instances/${instanceId}/run`, { token: owner.token });
    expect((await jobFinished(app, run.body.job_id)).status).toBe('failed');
    const [delivery] = await receiver.waitForRequests(1);
    expect(delivery.headers['rankcraft-event']).toBe('run.failed');
    expect(verify(endpoint.secret, delivery.headers['rankcraft-signature'] as string, delivery.rawBody)).toBe(true);
    expect(JSON.parse(delivery.rawBody)).toMatchObject({ type: 'run.failed', data: { instanceId, jobId: run.body.job_id, status: 'failed', checkedKeywords: 0, error: expect.any(String) } });
  });

  it('sends article.completed for each article written', async () => {
    const owner = await agency();
    const endpoint = await endpointFor(owner.token, ['article.completed']);
    const started = await graphql(app.url, 'mutation($input: GenerateArticlesInput!) { generateArticles(input: $input) { id } }', { input: { flow: 'KEYWORD', source: 'webhooks', keywords: ['first topic', 'second topic'] } }, owner.token);
    expect((await jobFinished(app, started.data.generateArticles.id)).status).toBe('succeeded');
    const deliveries = await receiver.waitForRequests(2);
    const bodies = deliveries.map((delivery) => JSON.parse(delivery.rawBody));
    expect(bodies.map((body) => body.data.keyword).sort()).toEqual(['first topic', 'second topic']);
    expect(bodies[0]).toMatchObject({ type: 'article.completed', data: { jobId: started.data.generateArticles.id, articleId: expect.any(String), title: expect.any(String) } });
    const delivered = { endpoint_id: endpoint.id, event_type: 'article.completed', status: 'succeeded' };
    expect(await storedDeliveries(owner.id)).toEqual([delivered, delivered]);
    expect(receiver.received).toHaveLength(2);
  });

  it('manages endpoints and deliveries over GraphQL', async () => {
    const owner = await agency();
    const created = await graphql(
      app.url,
      'mutation($input: CreateWebhookInput!) { createWebhook(input: $input) { secret endpoint { id url events enabled } } }',
      { input: { url: receiver.url, events: ['run.failed'] } },
      owner.token,
    );
    const { id } = created.data.createWebhook.endpoint;
    expect(created.data.createWebhook.secret).toMatch(/^whsec_/);
    const test = await graphql(app.url, 'mutation($id: ID!) { sendWebhookTest(id: $id) { id eventType status } }', { id }, owner.token);
    expect(test.data.sendWebhookTest).toMatchObject({ eventType: 'webhook.test', status: 'pending' });
    await settled(owner.token, id, test.data.sendWebhookTest.id);
    const log = await graphql(
      app.url,
      'query($id: ID!) { webhookDeliveries(webhookId: $id) { id status responseStatus attempts nextAttemptAt attemptLog { responseStatus error durationMs createdAt } } }',
      { id },
      owner.token,
    );
    expect(log.data.webhookDeliveries).toEqual([
      { id: test.data.sendWebhookTest.id, status: 'succeeded', responseStatus: 200, attempts: 1, nextAttemptAt: null, attemptLog: [{ responseStatus: 200, error: null, durationMs: expect.any(Number), createdAt: expect.any(String) }] },
    ]);
    const invalid = await graphql(app.url, 'mutation($id: ID!) { updateWebhook(id: $id, input: { url: "not a url" }) { id } }', { id }, owner.token);
    expect(invalid.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await graphql(app.url, 'mutation($id: ID!) { deleteWebhook(id: $id) }', { id }, owner.token)).data.deleteWebhook).toBe(true);
  });
});

describe.each(ENGINES)('webhooks without WEBHOOK_ALLOW_PRIVATE_NETWORKS: %s', (engine) => {
  let app: EngineApp;
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    app = await startEngineApp(engine);
  });
  afterAll(async () => {
    await app?.close();
    await receiver?.close();
  });

  it('refuses to deliver to a loopback address, and does not retry', async () => {
    const owner = await createUser(app, { plan: 'agency' });
    const created = await request(app.url, 'POST', '/api/webhooks', { token: owner.token, body: { url: receiver.url, events: ['run.completed'] } });
    const sent = await request(app.url, 'POST', `/api/webhooks/${created.body.id}/test`, { token: owner.token });
    const done = await waitFor(async () => {
      const deliveries = (await request(app.url, 'GET', `/api/webhooks/${created.body.id}/deliveries`, { token: owner.token })).body as Record<string, any>[];
      return deliveries.find((delivery) => delivery.id === sent.body.id && delivery.status !== 'pending');
    });
    expect(done).toMatchObject({ status: 'failed', attempts: 1, response_status: null, error: expect.stringMatching(/private|internal|not allowed/i) });
    expect(receiver.received).toHaveLength(0);
  });

  it('warns, without refusing, when a new endpoint names a private or loopback address deliveries will refuse (REST and GraphQL)', async () => {
    const owner = await createUser(app, { plan: 'agency' });
    const warning = 'Deliveries to this address will be refused: it is on a private or local network, which cannot be reached from here.';
    for (const url of ['http://127.0.0.1:8080/hook', 'http://10.0.0.5/hook', 'http://[::1]/hook', 'http://[::7f00:1]/hook', 'http://[::ffff:192.168.1.1]/hook', 'http://localhost:3000/hook']) {
      const created = await request(app.url, 'POST', '/api/webhooks', { token: owner.token, body: { url, events: ['run.completed'] } });
      expect([url, created.status, created.body.warning]).toEqual([url, 201, warning]);
      await request(app.url, 'DELETE', `/api/webhooks/${created.body.id}`, { token: owner.token });
    }
    const publicUrl = await request(app.url, 'POST', '/api/webhooks', { token: owner.token, body: { url: 'https://hooks.example.com/rankcraft', events: ['run.completed'] } });
    expect(publicUrl).toMatchObject({ status: 201, body: { warning: null } });
    const overGraphql = await graphql(
      app.url,
      'mutation($input: CreateWebhookInput!) { createWebhook(input: $input) { warning endpoint { url } } }',
      { input: { url: 'http://192.168.0.10/hook', events: ['run.failed'] } },
      owner.token,
    );
    expect(overGraphql.data.createWebhook).toEqual({ warning, endpoint: { url: 'http://192.168.0.10/hook' } });
  });
});

/** The app's alert evaluation on a fresh unit of work (its jobs on the same one, started on deps.jobRunner), with `listeners`. */
function alertEvaluation(deps: AppDeps, listeners: AlertListener[] = []): AlertEvaluationService {
  const em = deps.orm.em.fork();
  return new AlertEvaluationService({ em, events: deps.notificationEvents, jobs: createServices(deps, em).jobs, listeners });
}
