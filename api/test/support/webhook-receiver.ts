import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the receiver answers one request: a status code, or 'hang' (no answer until the sender gives up). */
export type ReceiverAnswer = number | 'hang';

export interface ReceivedWebhook {
  headers: http.IncomingHttpHeaders;
  rawBody: string;
  receivedAt: number;
}

/** A local HTTP server standing in for a customer's webhook endpoint: it keeps every request and answers as told. */
export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  /** Answers the next requests with these, in order; then 200 again (or `then`). */
  answerNext(answers: ReceiverAnswer[], then?: ReceiverAnswer): void;
  waitForRequests(count: number, timeoutMs?: number): Promise<ReceivedWebhook[]>;
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  let queue: ReceiverAnswer[] = [];
  let fallback: ReceiverAnswer = 200;
  const waiters: (() => void)[] = [];
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, rawBody: Buffer.concat(chunks).toString('utf8'), receivedAt: Date.now() });
      waiters.splice(0).forEach((wake) => wake());
      const answer = queue.shift() ?? fallback;
      if (answer === 'hang') {
        hanging.add(res);
        res.on('close', () => hanging.delete(res));
        return;
      }
      res.writeHead(answer, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    answerNext(answers, then = 200) {
      queue = [...answers];
      fallback = then;
    },
    async waitForRequests(count, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`the receiver got ${received.length} of ${count} requests`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
      return received.slice(0, count);
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
