import { randomBytes } from 'node:crypto';
import { request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Gzip } from 'node:zlib';
import compression from 'compression';
import express from 'express';
import { streamResponse } from '../stream-response';

/** A long text that compresses little, so the compressor's output fills the socket as the text does. */
async function* incompressible(chunks: number): AsyncIterable<string> {
  for (let i = 0; i < chunks; i++) yield randomBytes(48 * 1024).toString('base64');
}

describe('streamResponse behind the compressor', () => {
  let server: Server;
  let url: string;
  let streamed: Promise<void> | undefined;
  /** The compressor's stream: a drain listener added through the response (as compression has it) is called on it. */
  const compressors = new Set<Gzip>();
  const compressor = () => [...compressors][0] as Gzip | undefined;

  beforeAll(async () => {
    const app = express();
    app.use(compression());
    app.get('/export', (_req, res) => {
      res.type('application/json');
      res.on('drain', function (this: Gzip) {
        compressors.add(this);
      });
      streamed = streamResponse(res, incompressible(200), { timeoutMs: 30_000, onStalled: () => undefined });
    });
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/export`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('leaves no drain listener behind on the compressor for a reader that keeps the buffers full', async () => {
    const response = await new Promise<IncomingMessage>((resolve, reject) => request(url, { headers: { 'accept-encoding': 'gzip' } }, resolve).on('error', reject).end());
    expect(response.headers['content-encoding']).toBe('gzip');
    // Reads a little at a time, so the server finds the socket full again and again.
    let bytes = 0;
    let mostListeners = 0;
    for await (const chunk of response) {
      bytes += (chunk as Buffer).length;
      mostListeners = Math.max(mostListeners, compressor()?.listenerCount('drain') ?? 0);
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    await streamed;
    expect(bytes).toBeGreaterThan(8 * 1024 * 1024);
    // The probe above, and at most the one wait under way.
    expect(compressors.size).toBe(1);
    expect(mostListeners).toBeLessThanOrEqual(2);
    expect(compressor()!.listenerCount('drain')).toBe(1);
  }, 60_000);
});
