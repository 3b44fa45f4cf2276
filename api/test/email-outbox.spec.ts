import { startTestApp, type TestApp } from './support/test-app';
import { graphql, request, signUpUser } from './support/http';
import { startSmtpCatcher, type SmtpCatcher } from './support/smtp-catcher';

const OUTBOX = '{ emailOutbox { sandbox emails { kind to subject text html attachments { filename contentType size url } } } }';

describe('on the sandbox (no SMTP_URL)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('keeps each email for its owner only, with its attachments, and sends nothing', async () => {
    const ana = await signUpUser(app.url);
    const ben = await signUpUser(app.url);
    expect(app.deps.email.sandbox).toBe(true);
    await app.deps.email.send({
      ownerId: ana.id,
      kind: 'report',
      to: ['client@example.com'],
      subject: 'Monthly report',
      text: 'See attached.',
      html: '<p>See attached.</p>',
      attachments: [{ filename: 'report.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.7 bytes') }],
    });

    const mine = await graphql(app.url, OUTBOX, {}, ana.token);
    expect(mine.data.emailOutbox.sandbox).toBe(true);
    const [email] = mine.data.emailOutbox.emails;
    expect(email).toMatchObject({ kind: 'report', to: ['client@example.com'], subject: 'Monthly report', text: 'See attached.', html: '<p>See attached.</p>' });
    expect(email.attachments).toEqual([{ filename: 'report.pdf', contentType: 'application/pdf', size: 14, url: expect.stringMatching(/^\/api\/outbox\/[\w-]+\/attachments\/[\w-]+$/) }]);

    const download = await fetch(`${app.url}${email.attachments[0].url}`, { headers: { authorization: `Bearer ${ana.token}` } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await download.arrayBuffer()).toString()).toBe('%PDF-1.7 bytes');

    expect((await graphql(app.url, OUTBOX, {}, ben.token)).data.emailOutbox.emails).toEqual([]);
    expect((await fetch(`${app.url}${email.attachments[0].url}`, { headers: { authorization: `Bearer ${ben.token}` } })).status).toBe(404);
    expect((await request(app.url, 'GET', '/api/outbox')).status).toBe(401);
    expect((await request(app.url, 'GET', '/api/outbox/not-a-uuid/attachments/x', { token: ana.token })).status).toBe(404);
    expect((await request(app.url, 'GET', '/api/outbox', { token: ana.token })).body).toMatchObject({ sandbox: true, emails: [{ subject: 'Monthly report' }] });
  });
});

describe('with SMTP_URL', () => {
  let smtp: SmtpCatcher;
  let app: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    app = await startTestApp({ SMTP_URL: smtp.url, EMAIL_FROM: 'Rankcraft <alerts@rankcraft.test>' });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('sends through the SMTP server and keeps nothing in the outbox', async () => {
    const ana = await signUpUser(app.url);
    expect(app.deps.email.sandbox).toBe(false);
    await app.deps.email.send({ ownerId: ana.id, kind: 'alert', to: [ana.email], subject: 'Alert', text: 'Moved.', html: '<p>Moved.</p>' });
    const [mail] = await smtp.waitForMessages(1);
    expect(mail.subject).toBe('Alert');
    expect((await graphql(app.url, OUTBOX, {}, ana.token)).data.emailOutbox).toEqual({ sandbox: false, emails: [] });
  });
});
