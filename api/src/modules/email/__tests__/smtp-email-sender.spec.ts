import { startSmtpCatcher, type SmtpCatcher } from '../../../../test/support/smtp-catcher';
import { EmailDeliveryError, type OutgoingEmail } from '../email-sender';
import { SmtpEmailSender } from '../smtp-email-sender';

let smtp: SmtpCatcher;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
});
afterAll(() => smtp.close());

const email: OutgoingEmail = {
  ownerId: 'c0ffee00-0000-4000-8000-000000000000',
  kind: 'test',
  to: ['ana@example.com', 'ben@example.com'],
  subject: 'Weekly rankings',
  text: 'Your rankings moved.',
  html: '<p>Your rankings <b>moved</b>.</p>',
  headers: { 'List-Unsubscribe': '<https://app.example/unsubscribe/abc>' },
  attachments: [{ filename: 'report.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.7 test') }],
};

test('sends plain text, HTML, headers and attachments through SMTP', async () => {
  const sender = new SmtpEmailSender(smtp.url, 'Rankcraft <alerts@rankcraft.test>');
  await sender.send(email);
  await sender.close();
  const [mail] = await smtp.waitForMessages(1);
  expect(mail.from?.value).toEqual([{ name: 'Rankcraft', address: 'alerts@rankcraft.test' }]);
  expect(mail.to && !Array.isArray(mail.to) ? mail.to.value.map((address) => address.address) : []).toEqual(['ana@example.com', 'ben@example.com']);
  expect(mail.subject).toBe('Weekly rankings');
  expect(mail.text?.trim()).toBe('Your rankings moved.');
  expect(mail.html).toBe('<p>Your rankings <b>moved</b>.</p>');
  expect(mail.headerLines.find((header) => header.key === 'list-unsubscribe')?.line).toBe('List-Unsubscribe: <https://app.example/unsubscribe/abc>');
  expect(mail.attachments.map((a) => [a.filename, a.contentType, a.content.toString()])).toEqual([['report.pdf', 'application/pdf', '%PDF-1.7 test']]);
});

test('tells a temporary failure (4xx, no server) from a permanent refusal (5xx)', async () => {
  const sender = new SmtpEmailSender(smtp.url, 'Rankcraft <alerts@rankcraft.test>');
  smtp.refuseNext(1, 451);
  await expect(sender.send(email)).rejects.toMatchObject({ name: 'EmailDeliveryError', temporary: true });
  smtp.refuseNext(1, 550);
  await expect(sender.send(email)).rejects.toMatchObject({ name: 'EmailDeliveryError', temporary: false });
  await sender.close();

  const nowhere = new SmtpEmailSender('smtp://127.0.0.1:1', 'Rankcraft <alerts@rankcraft.test>');
  const error = await nowhere.send(email).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(EmailDeliveryError);
  expect((error as EmailDeliveryError).temporary).toBe(true);
  await nowhere.close();
});
