import { createServer, IncomingHttpHeaders } from 'node:http';
import { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { VendorError } from '../../../../common/vendor-error';
import { SerpQuery } from '../serp-provider';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A JSON value (sent as JSON), raw text (sent as is), or 'hang' to never answer. */
export type Reply = { status?: number; json?: unknown; text?: string; headers?: Record<string, string> } | 'hang';

/** A local stand-in for a vendor API: records each request and answers with the current reply. */
export interface VendorServer {
  url: string;
  requests: RecordedRequest[];
  /** A fixed reply, or one computed from each request (say, the results page it asks for). */
  reply(reply: Reply | ((request: RecordedRequest) => Reply)): void;
  close(): Promise<void>;
}

export async function startVendorServer(): Promise<VendorServer> {
  const requests: RecordedRequest[] = [];
  let current: Reply | ((request: RecordedRequest) => Reply) = { status: 500, text: 'no reply configured' };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const request = { method: req.method ?? '', path: url.pathname, query: url.searchParams, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      requests.push(request);
      const reply = typeof current === 'function' ? current(request) : current;
      if (reply === 'hang') return;
      const payload = reply.text ?? JSON.stringify(reply.json);
      res.writeHead(reply.status ?? 200, { 'Content-Type': reply.text === undefined ? 'application/json' : 'text/html', ...reply.headers });
      res.end(payload);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    reply: (reply) => {
      current = reply;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function fixture(name: string): unknown {
  return JSON.parse(readFileSync(path.join(__dirname, 'fixtures', name), 'utf8')) as unknown;
}

export function serpQuery(overrides: Partial<SerpQuery> = {}): SerpQuery {
  return { keyword: 'seo tools', depth: 10, page: 1, language: 'en', country: 'us', location: null, dateRange: null, ...overrides };
}

/** Awaits a rejection and returns it as a VendorError (failing the test if it is not one). */
export async function serpError(promise: Promise<unknown>): Promise<VendorError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(VendorError);
  return error as VendorError;
}
