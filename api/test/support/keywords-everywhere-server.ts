import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A local server speaking Keywords Everywhere's v1 shape: form POSTs answered `{ data: [...] }`. */
export interface KeywordsEverywhereServer {
  url: string;
  /** Every request, as endpoint name and form. */
  requests: { endpoint: string; form: URLSearchParams }[];
  /** Answers the next `count` requests with `status` (and a Retry-After header for 429). */
  failNext(count: number, status: number): void;
  setLatency(ms: number): void;
  close(): Promise<void>;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The documented answer of each endpoint; undefined for an endpoint the vendor does not have. */
function answer(endpoint: string, form: URLSearchParams): unknown[] | undefined {
  const num = Number(form.get('num') ?? 10);
  switch (endpoint) {
    case 'get_keyword_data':
      return form.getAll('kw[]').map((keyword, i) => ({
        vol: 1000 + i,
        cpc: { currency: '$', value: '1.50' },
        keyword: keyword.toLowerCase(),
        competition: 0.5,
        trend: MONTHS.map((month, m) => ({ month, year: 2025, value: 900 + m })),
      }));
    case 'get_related_keywords':
    case 'get_pasf_keywords':
      return Array.from({ length: num }, (_, i) => `${form.get('keyword')} idea ${i + 1}`);
    case 'get_domain_keywords':
    case 'get_url_keywords':
      return Array.from({ length: Math.min(num, 5) }, (_, i) => ({ keyword: `ranked ${i + 1}`, estimated_monthly_traffic: 100 * (5 - i), serp_position: i + 1 }));
    case 'get_domain_traffic_metrics':
      return form.getAll('domains[]').map((domain) => ({ domain, estimated_monthly_traffic: 3100, total_ranking_keywords: 437 }));
    case 'get_url_traffic_metrics':
      return form.getAll('urls[]').map((url) => ({ url, estimated_monthly_traffic: 27, total_ranking_keywords: 1 }));
    case 'get_domain_backlinks':
    case 'get_unique_domain_backlinks':
    case 'get_page_backlinks':
    case 'get_unique_page_backlinks': {
      // Page endpoints take the page's URL as `page`, domain endpoints the host name as `domain`.
      const page = endpoint.includes('page') ? form.get('page') : null;
      const target = page ? new URL(page).hostname : (form.get('domain') ?? 'unknown.example');
      const unique = endpoint.includes('unique');
      // All backlinks: two from each referring domain; unique: one from each.
      return Array.from({ length: Math.min(num, 4) }, (_, i) => {
        const source = `source${unique ? i + 1 : Math.floor(i / 2) + 1}.example`;
        return {
          anchor_text: `anchor ${i + 1}`,
          domain_source: source,
          domain_target: target,
          url_source: `https://${source}/post-${i + 1}`,
          url_target: page ?? `https://${target}/`,
        };
      });
    }
    default:
      return undefined;
  }
}

export async function startKeywordsEverywhereServer(options: { latencyMs?: number } = {}): Promise<KeywordsEverywhereServer> {
  const requests: KeywordsEverywhereServer['requests'] = [];
  const state = { latencyMs: options.latencyMs ?? 0, failuresLeft: 0, failureStatus: 500 };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const endpoint = (req.url ?? '').replace(/^\/v1\//, '');
      const form = new URLSearchParams(body);
      requests.push({ endpoint, form });
      const failing = state.failuresLeft > 0 ? (state.failuresLeft--, state.failureStatus) : undefined;
      setTimeout(() => {
        if (failing) {
          res.writeHead(failing, { 'Content-Type': 'application/json', ...(failing === 429 ? { 'Retry-After': '30' } : {}) });
          return void res.end(JSON.stringify({ message: `${failing} Error` }));
        }
        const data = answer(endpoint, form);
        if (!data) {
          res.writeHead(404, { 'Content-Type': 'application/json' });
          return void res.end(JSON.stringify({ message: '404 Not Found' }));
        }
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ data, credits_consumed: data.length, time_taken: 0.01 }));
      }, state.latencyMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failNext(count, status) {
      state.failuresLeft = count;
      state.failureStatus = status;
    },
    setLatency(ms) {
      state.latencyMs = ms;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
