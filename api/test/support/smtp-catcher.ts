import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on a random local port that keeps every message it accepts, parsed. */
export interface SmtpCatcher {
  url: string;
  messages: ParsedMail[];
  /**
   * Refuse the next `count` messages with this SMTP reply code (e.g. 451 temporary, 550 permanent),
   * each once `beforeAnswer` (if given) has settled: the sender waits for the answer meanwhile.
   * `afterAccepting` messages are accepted first (e.g. refuse the second of a delivery's emails).
   */
  refuseNext(count: number, code: number, beforeAnswer?: () => Promise<unknown>, afterAccepting?: number): void;
  /** Resolves once `count` messages have arrived. */
  waitForMessages(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const messages: ParsedMail[] = [];
  const waiters: (() => void)[] = [];
  let refusals: { count: number; code: number; beforeAnswer?: () => Promise<unknown>; afterAccepting: number } = { count: 0, code: 0, afterAccepting: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      if (refusals.count > 0 && refusals.afterAccepting > 0) refusals.afterAccepting -= 1;
      else if (refusals.count > 0) {
        refusals.count -= 1;
        const { code, beforeAnswer } = refusals;
        stream.resume();
        stream.on('end', () => {
          const refuse = () => callback(Object.assign(new Error('Refused by the test'), { responseCode: code }));
          void (beforeAnswer?.() ?? Promise.resolve()).then(refuse, refuse);
        });
        return;
      }
      simpleParser(stream).then(
        (mail) => {
          messages.push(mail);
          waiters.splice(0).forEach((wake) => wake());
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    refuseNext(count, code, beforeAnswer, afterAccepting = 0) {
      refusals = { count, code, beforeAnswer, afterAccepting };
    },
    async waitForMessages(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} emails, got ${messages.length}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200).unref();
        });
      }
      return messages.slice(0, count);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
