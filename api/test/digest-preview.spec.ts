import { createInstance, createUser, jobFinished } from './support/factories';
import { graphql, request } from './support/http';
import { startSmtpCatcher, type SmtpCatcher } from './support/smtp-catcher';
import { startTestApp, type TestApp } from './support/test-app';

jest.setTimeout(120_000);

const PREVIEW = `query($id: ID!) { digestPreview(instanceId: $id) { frequency periodStart periodEnd nextScheduledAt recipients subject html text } }`;
const SEND_NOW = `mutation($id: ID!) { sendDigestNow(instanceId: $id) { subject recipients nextScheduledAt } }`;
const DAY_MS = 24 * 60 * 60_000;

describe('digest preview and "send now"', () => {
  let smtp: SmtpCatcher;
  let app: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    app = await startTestApp({ SMTP_URL: smtp.url, EMAIL_FROM: 'Rankcraft <digests@rankcraft.test>' });
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  const execute = (sql: string, params: unknown[] = []) => app.database.orm.em.fork().getConnection().execute(sql, params);

  async function run(instanceId: string, token: string): Promise<void> {
    const started = await graphql(app.url, 'mutation($id: ID!) { runTrackingInstance(id: $id) { id } }', { id: instanceId }, token);
    expect(started.errors).toBeUndefined();
    expect((await jobFinished(app, started.data.runTrackingInstance.id as string)).status).toBe('succeeded');
  }

  it('renders the digest of the period so far without sending, sends it now to the owner, leaves the scheduled digest alone and counts the sending limit', async () => {
    const owner = await createUser(app, { plan: 'pro' });
    const instanceId = await createInstance(app, owner.token, { name: 'Preview site', user_domain: 'preview-site.com', user_company_name: 'Preview', keywords: ['preview keyword'] });

    // Off: nothing to preview, said plainly.
    const off = await request(app.url, 'GET', `/api/instances/${instanceId}/digest/preview`, { token: owner.token });
    expect(off).toMatchObject({ status: 400, body: { error: 'Turn this instance’s digest on (daily or weekly) to preview or send it.' } });

    expect((await request(app.url, 'PUT', `/api/instances/${instanceId}/digest`, { token: owner.token, body: { frequency: 'DAILY' } })).status).toBe(200);

    // On, but nothing ran today: an empty preview, and "send now" refuses without emailing.
    const empty = await graphql(app.url, PREVIEW, { id: instanceId }, owner.token);
    expect(empty.errors).toBeUndefined();
    expect(empty.data.digestPreview).toMatchObject({ frequency: 'DAILY', subject: null, html: null, recipients: [owner.email] });
    const nothing = await request(app.url, 'POST', `/api/instances/${instanceId}/digest/send-now`, { token: owner.token });
    expect(nothing).toMatchObject({ status: 400, body: { error: 'Nothing to send yet: none of your instances on this digest has run in this period.' } });
    expect(smtp.messages).toHaveLength(0);

    await run(instanceId, owner.token);
    const today = new Date().toISOString().slice(0, 10);
    const preview = await graphql(app.url, PREVIEW, { id: instanceId }, owner.token);
    expect(preview.errors).toBeUndefined();
    const shown = preview.data.digestPreview;
    expect(shown.subject).toBe(`Daily ranking digest: ${today}`);
    expect(shown.periodStart).toBe(`${today}T00:00:00.000Z`);
    expect(shown.nextScheduledAt).toBe(new Date(Date.parse(`${today}T00:00:00.000Z`) + DAY_MS).toISOString());
    expect(shown.html).toContain('Preview site</a> (preview-site.com)');
    expect(shown.text).toContain(`Your daily ranking digest for ${today} (UTC).`);
    // A preview sends nothing.
    expect(smtp.messages).toHaveLength(0);

    // Another user cannot preview or send it.
    const stranger = await createUser(app, { plan: 'pro' });
    expect((await request(app.url, 'GET', `/api/instances/${instanceId}/digest/preview`, { token: stranger.token })).status).toBe(404);
    expect((await request(app.url, 'POST', `/api/instances/${instanceId}/digest/send-now`, { token: stranger.token })).status).toBe(404);
    // A plan without alerts cannot either.
    const free = await createUser(app);
    expect((await request(app.url, 'GET', `/api/instances/${instanceId}/digest/preview`, { token: free.token })).status).toBe(403);

    const sent = await request(app.url, 'POST', `/api/instances/${instanceId}/digest/send-now`, { token: owner.token });
    expect(sent).toMatchObject({ status: 200, body: { subject: shown.subject, recipients: [owner.email], nextScheduledAt: shown.nextScheduledAt } });
    await smtp.waitForMessages(1, 10_000);
    const [email] = smtp.messages;
    expect(email.subject).toBe(shown.subject);
    expect(email.to).toMatchObject({ text: owner.email });
    expect(email.html).toContain('Preview site</a> (preview-site.com)');
    // Sending now records no scheduled delivery: the pass still sends this period's digest once it ends.
    expect(await execute('select id from digest_deliveries where owner_id = ?', [owner.id])).toEqual([]);

    // Three an hour per digest: the fourth is refused on either transport, and sends nothing.
    for (let i = 0; i < 2; i += 1) expect((await graphql(app.url, SEND_NOW, { id: instanceId }, owner.token)).errors).toBeUndefined();
    await smtp.waitForMessages(3, 10_000);
    const refused = await graphql(app.url, SEND_NOW, { id: instanceId }, owner.token);
    expect(refused.errors?.[0]).toMatchObject({ extensions: { code: 'TOO_MANY_REQUESTS' }, message: expect.stringMatching(/^You can send a digest now 3 times an hour\. Please try again in/) });
    const refusedRest = await request(app.url, 'POST', `/api/instances/${instanceId}/digest/send-now`, { token: owner.token });
    expect(refusedRest.status).toBe(429);
    expect(smtp.messages).toHaveLength(3);
  });
});
