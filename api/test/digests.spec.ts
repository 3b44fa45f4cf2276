import { Client, Connection } from '@temporalio/client';
import { createServices } from '../src/app/services';
import { passScheduleId } from '../src/app/periodic-passes';
import { ENGINES } from './support/engine-app';
import { createInstance, createUser, jobFinished } from './support/factories';
import { graphql, request } from './support/http';
import { pausePassSchedule } from './support/pass-schedules';
import type { SerperServer } from './support/serper-server';
import { startSerperApp, type SerperApp } from './support/serper-app';
import { startSmtpCatcher, type SmtpCatcher } from './support/smtp-catcher';

jest.setTimeout(180_000);

const filler = (n: number) => Array.from({ length: n }, (_, i) => `filler-${i + 1}.example.net`);
/** Rankings with mysite.com at the 1-based position given (0: not among the results). */
function ranked(position: number): string[] {
  const hosts = filler(10);
  if (position > 0) hosts[position - 1] = 'mysite.com';
  return hosts;
}

const KEYWORDS = ['rising star', 'sinking ship', 'gone baby', 'fresh face', 'steady hand'];

describe.each(ENGINES)('digests: %s', (engine) => {
  let smtp: SmtpCatcher;
  let serper: SerperServer;
  let app: SerperApp;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    // The in-process scheduler ticks when the test says (its first tick at start only).
    app = await startSerperApp({ engine, env: { SMTP_URL: smtp.url, EMAIL_FROM: 'Rankcraft <digests@rankcraft.test>', SCHEDULER_INTERVAL_MS: String(24 * 60 * 60_000) } });
    serper = app.serper;
    // So is the Temporal Schedule the app made: paused, it runs when the test triggers it.
    if (engine === 'temporal') await pausePassSchedule(process.env.TEMPORAL_ADDRESS!, app.deps.config.temporal!.namespace, passScheduleId('digests', app.deps.config.temporal!.taskQueue));
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  async function run(instanceId: string, token: string): Promise<void> {
    const started = await graphql(app.url, 'mutation($id: ID!) { runTrackingInstance(id: $id) { id } }', { id: instanceId }, token);
    expect(started.errors).toBeUndefined();
    expect((await jobFinished(app, started.data.runTrackingInstance.id as string)).status).toBe('succeeded');
  }

  /**
   * One pass of the digests as each runner schedules it: a run of the in-process pass, or the
   * Temporal Schedule's workflow (triggered now).
   */
  async function schedulePass(count: number): Promise<void> {
    if (engine === 'in-process') {
      await app.deps.passes!.run('digests');
      await smtp.waitForMessages(count, 60_000);
      return;
    }
    const connection = await Connection.connect({ address: process.env.TEMPORAL_ADDRESS! });
    try {
      const { namespace, taskQueue } = app.deps.config.temporal!;
      await new Client({ connection, namespace }).schedule.getHandle(passScheduleId('digests', taskQueue)).trigger();
      await smtp.waitForMessages(count, 60_000);
    } finally {
      await connection.close();
    }
  }

  it('emails a switched-on instance’s movers once per period, plain text and HTML with links; retries; unsubscribes without signing in', async () => {
    const owner = await createUser(app, { plan: 'pro' });
    const instanceId = await createInstance(app, owner.token, { name: 'Digest site', user_domain: 'mysite.com', user_company_name: 'Me', keywords: KEYWORDS });

    // Off by default; a Free user cannot turn it on; a bad value is refused clearly.
    expect((await request(app.url, 'GET', `/api/instances/${instanceId}/digest`, { token: owner.token })).body).toEqual({ frequency: 'OFF' });
    const free = await createUser(app);
    const refused = await request(app.url, 'PUT', `/api/instances/${instanceId}/digest`, { token: free.token, body: { frequency: 'DAILY' } });
    expect(refused.status).toBe(403);
    const bad = await request(app.url, 'PUT', `/api/instances/${instanceId}/digest`, { token: owner.token, body: { frequency: 'HOURLY' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Frequency must be OFF, DAILY or WEEKLY.');

    serper.setRankings({ 'rising star': ranked(8), 'sinking ship': ranked(2), 'gone baby': ranked(4), 'fresh face': ranked(0), 'steady hand': ranked(5) });
    await run(instanceId, owner.token);
    serper.setRankings({ 'rising star': ranked(3), 'sinking ship': ranked(9), 'gone baby': ranked(0), 'fresh face': ranked(6), 'steady hand': ranked(5) });
    await run(instanceId, owner.token);
    // Both runs move to yesterday (UTC): the period the next digest covers.
    const connection = app.deps.orm.em.fork().getConnection();
    await connection.execute("update tracking_results set run_at = run_at - interval '1 day' where instance_id = ?", [instanceId]);
    await connection.execute("update tracking_run_summaries set run_at = run_at - interval '1 day' where instance_id = ?", [instanceId]);
    await connection.execute("update tracking_runs set created_at = created_at - interval '1 day' where instance_id = ?", [instanceId]);

    const on = await graphql(app.url, 'mutation($input: SetInstanceDigestInput!) { setInstanceDigest(input: $input) }', { input: { instanceId, frequency: 'DAILY' } }, owner.token);
    expect(on.data).toEqual({ setInstanceDigest: 'DAILY' });
    expect((await graphql(app.url, 'query($id: ID!) { instanceDigest(instanceId: $id) }', { id: instanceId }, owner.token)).data).toEqual({ instanceDigest: 'DAILY' });

    await schedulePass(1);
    const [email] = smtp.messages;
    const yesterday = new Date(Date.now() - 24 * 60 * 60_000).toISOString().slice(0, 10);
    expect(email.subject).toBe(`Daily ranking digest: ${yesterday}`);
    expect(email.to).toMatchObject({ text: owner.email });
    const text = email.text!;
    expect(text).toContain(`Digest site (mysite.com)\n${app.deps.config.email.publicUrl}/keyword-tracking/${instanceId}\n`);
    expect(text).toMatch(/Visibility: \d+\.\d% \([+-]\d+\.\d points\)/);
    expect(text).toContain('Moved up (1):\n- rising star: #8 → #3');
    expect(text).toContain(`/keyword-tracking/${instanceId}?keyword=rising%20star`);
    expect(text).toContain('Moved down (1):\n- sinking ship: #2 → #9');
    expect(text).toContain('Lost (1):\n- gone baby: #4 → not found');
    expect(text).toContain('New (1):\n- fresh face: not found → #6');
    expect(text).not.toContain('steady hand');
    expect(email.html).toContain(`href="${app.deps.config.email.publicUrl}/keyword-tracking/${instanceId}?keyword=rising%20star&amp;device=desktop"`);
    expect(email.html).toContain('rising star: #8 → #3');
    const unsubscribeUrl = /Stop these digests: (\S+)/.exec(text)![1];
    expect(email.headerLines.find((header) => header.key === 'list-unsubscribe')?.line.replace(/\r?\n\s+/g, ' ')).toBe(`List-Unsubscribe: <${unsubscribeUrl}>`);
    expect(email.headerLines.find((header) => header.key === 'list-unsubscribe-post')?.line).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    // The period's digest goes once, however many passes follow.
    const digests = () => createServices(app.deps, app.deps.orm.em.fork()).digests;
    expect(await digests().sendDue()).toBe(0);
    expect(smtp.messages).toHaveLength(1);

    // A temporary refusal (451) is retried after a wait; a permanent one (550) is not.
    await connection.execute('delete from digest_deliveries where owner_id = ?', [owner.id]);
    smtp.refuseNext(1, 451);
    const now = new Date();
    expect(await digests().sendDue(now)).toBe(0);
    const [pending] = await connection.execute<{ status: string; attempts: number }[]>('select status, attempts from digest_deliveries where owner_id = ?', [owner.id]);
    expect(pending).toMatchObject({ status: 'pending', attempts: 1 });
    expect(await digests().sendDue(new Date(now.getTime() + 30_000))).toBe(0);
    expect(await digests().sendDue(new Date(now.getTime() + 61_000))).toBe(1);
    expect(smtp.messages).toHaveLength(2);
    await connection.execute('delete from digest_deliveries where owner_id = ?', [owner.id]);
    smtp.refuseNext(1, 550);
    expect(await digests().sendDue(now)).toBe(0);
    expect(await digests().sendDue(new Date(now.getTime() + 60 * 60_000))).toBe(0);
    const [failed] = await connection.execute<{ status: string }[]>('select status from digest_deliveries where owner_id = ?', [owner.id]);
    expect(failed.status).toBe('failed');

    // The unsubscribe link works without signing in; a tampered one does not.
    const path = new URL(unsubscribeUrl).pathname;
    expect((await fetch(`${app.url}${path.slice(0, -2)}xx`)).status).toBe(404);
    expect((await fetch(`${app.url}${path}.extra`)).status).toBe(404);
    // Opening the link only asks (RFC 8058); the one-click POST acts.
    const confirmation = await fetch(`${app.url}${path}`);
    expect(confirmation.status).toBe(200);
    expect(await confirmation.text()).toContain('Stop ranking digests?');
    expect((await request(app.url, 'GET', `/api/instances/${instanceId}/digest`, { token: owner.token })).body).not.toEqual({ frequency: 'OFF' });
    const unsubscribed = await fetch(`${app.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(unsubscribed.status).toBe(200);
    expect(await unsubscribed.text()).toContain('You are unsubscribed');
    expect((await request(app.url, 'GET', `/api/instances/${instanceId}/digest`, { token: owner.token })).body).toEqual({ frequency: 'OFF' });
  });
});
