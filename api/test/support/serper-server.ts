import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SerperServerOptions {
  /**
   * Organic result hosts per keyword, best first; unknown keywords get filler hosts. An entry with a
   * scheme (`javascript:…`, `ftp://…`) is answered as the link itself.
   */
  rankings?: Record<string, string[]>;
  /** Answer delay per request. */
  latencyMs?: number;
  /** Answers the first `failures` requests with `failureStatus` (e.g. 500), then works. */
  failures?: number;
  failureStatus?: number;
}

/** A local server speaking Serper's documented shape (POST /search → { organic: [...] }), for tests and benchmarks. */
export interface SerperServer {
  url: string;
  /** Every request, in arrival order; `receivedAt` is Date.now() on arrival. */
  requests: { q: string; num: number; page: number; receivedAt: number }[];
  maxInFlight: number;
  /** Resolves once this many requests have arrived. */
  waitForRequests(count: number): Promise<void>;
  /** Answers the next `count` requests with `status`. */
  failNext(count: number, status: number): void;
  /** Answers every request for `keyword` with `status` from now on. */
  failKeyword(keyword: string, status: number): void;
  setLatency(ms: number): void;
  /** Answers from now on with these rankings (e.g. a second run sees different positions). */
  setRankings(rankings: Record<string, string[]>): void;
  /** Blocks of Serper's answer (answerBox, peopleAlsoAsk, topStories, ...) added to page 1 of a keyword from now on. */
  setBlocks(blocks: Record<string, Record<string, unknown>>): void;
  /** Holds every answer until the returned function is called. */
  hold(): () => void;
  close(): Promise<void>;
}

export async function startSerperServer(options: SerperServerOptions = {}): Promise<SerperServer> {
  const requests: SerperServer['requests'] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  let inFlight = 0;
  const delays = new Set<NodeJS.Timeout>();
  const state = { maxInFlight: 0, failuresLeft: options.failures ?? 0, failureStatus: options.failureStatus ?? 500, latencyMs: options.latencyMs ?? 0, rankings: options.rankings, held: undefined as Promise<void> | undefined, failingKeywords: new Map<string, number>(), blocks: {} as Record<string, Record<string, unknown>> };

  const answer = async (req: IncomingMessage, res: ServerResponse) => {
    inFlight++;
    state.maxInFlight = Math.max(state.maxInFlight, inFlight);
    try {
      const body = JSON.parse(await readBody(req)) as { q: string; num: number; page: number };
      requests.push({ q: body.q, num: body.num, page: body.page, receivedAt: Date.now() });
      for (const waiter of waiters.filter((w) => requests.length >= w.count)) waiter.resolve();
      if (state.held) await state.held;
      if (state.latencyMs) {
        await new Promise<void>((resolve) => {
          const delay = setTimeout(() => {
            delays.delete(delay);
            resolve();
          }, state.latencyMs);
          delays.add(delay);
        });
      }
      res.setHeader('content-type', 'application/json');
      const keywordFailure = state.failingKeywords.get(body.q);
      if (keywordFailure) {
        res.statusCode = keywordFailure;
        return void res.end(JSON.stringify({ message: 'Internal error', statusCode: res.statusCode }));
      }
      if (state.failuresLeft > 0) {
        state.failuresLeft--;
        res.statusCode = state.failureStatus;
        return void res.end(JSON.stringify({ message: 'Internal error', statusCode: res.statusCode }));
      }
      const hosts = state.rankings?.[body.q] ?? Array.from({ length: body.num }, (_, i) => `filler-${i + 1}.example.net`);
      const offset = (body.page - 1) * body.num;
      const organic = hosts.slice(offset, offset + body.num).map((host, i) => ({
        title: `${body.q} — ${host}`,
        link: /^[a-z][a-z\d+.-]*:/i.test(host) ? host : `https://${host}/${encodeURIComponent(body.q)}`,
        snippet: `About ${body.q}`,
        position: offset + i + 1,
      }));
      res.end(JSON.stringify({ searchParameters: { q: body.q, type: 'search' }, organic, ...(body.page === 1 ? state.blocks[body.q] : {}) }));
    } finally {
      inFlight--;
    }
  };
  const server: Server = createServer((req, res) => void answer(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    get maxInFlight() {
      return state.maxInFlight;
    },
    failNext(count, status) {
      state.failuresLeft = count;
      state.failureStatus = status;
    },
    failKeyword(keyword, status) {
      state.failingKeywords.set(keyword, status);
    },
    setLatency(ms) {
      state.latencyMs = ms;
    },
    setRankings(rankings) {
      state.rankings = rankings;
    },
    setBlocks(blocks) {
      state.blocks = blocks;
    },
    hold() {
      let release!: () => void;
      state.held = new Promise((resolve) => (release = resolve));
      return () => {
        state.held = undefined;
        release();
      };
    },
    waitForRequests: (count) => (requests.length >= count ? Promise.resolve() : new Promise((resolve) => waiters.push({ count, resolve }))),
    close: () =>
      new Promise((resolve) => {
        // A long latency must not keep the test process alive.
        for (const delay of delays) clearTimeout(delay);
        delays.clear();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.on('data', (chunk) => (data += chunk));
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}
