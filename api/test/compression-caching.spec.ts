import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { startTestApp, type TestApp } from './support/test-app';

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as sent, before any decoding. */
  body: Buffer;
}

/** One request with exactly the headers given (fetch would add its own Accept-Encoding and decode the body). */
function rawRequest(baseUrl: string, method: string, route: string, headers: Record<string, string>, body?: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${baseUrl}${route}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

function decode(response: RawResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(response.body).toString('utf8');
  return response.body.toString('utf8');
}

/** Compressed as the web build writes them beside an asset (web/build/precompressed-assets.ts). */
const BUILT_SCRIPT = `export const chart = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => ({ x: i, label: `point ${i}` })))};\n`;
const BUILT_COPIES = {
  br: brotliCompressSync(BUILT_SCRIPT, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
  gzip: gzipSync(BUILT_SCRIPT, { level: constants.Z_BEST_COMPRESSION }),
};

/** Under 1 KB: the build writes no compressed copy, and it goes out as it is. */
const TINY_SCRIPT = 'export const arrowLeft = [["path", { d: "m12 19-7-7 7-7" }]];\n';

const SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ keyword: `keyword ${i}`, volume: i * 10 })))};\n`;

describe('compression and caching of the web app and API answers', () => {
  let app: TestApp;
  let webDist: string;

  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'rankcraft-web-'));
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Rankcraft</title><script type="module" src="/assets/index-Ab12Cd34.js"></script>');
    writeFileSync(path.join(webDist, 'assets', 'index-Ab12Cd34.js'), SCRIPT);
    writeFileSync(path.join(webDist, 'assets', 'chart-Ef56Gh78.js'), BUILT_SCRIPT);
    writeFileSync(path.join(webDist, 'assets', 'chart-Ef56Gh78.js.br'), BUILT_COPIES.br);
    writeFileSync(path.join(webDist, 'assets', 'chart-Ef56Gh78.js.gz'), BUILT_COPIES.gzip);
    writeFileSync(path.join(webDist, 'assets', 'arrow-left-Ij90Kl12.js'), TINY_SCRIPT);
    app = await startTestApp({ NODE_ENV: 'production', WEB_DIST_DIR: webDist });
  });
  afterAll(async () => {
    await app?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it.each(['br', 'gzip'])('sends a script of more than 1 KB with %s when the browser accepts it, and caches it for a year', async (encoding) => {
    const response = await rawRequest(app.url, 'GET', '/assets/index-Ab12Cd34.js', { 'accept-encoding': encoding });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.body.length).toBeLessThan(SCRIPT.length / 3);
    expect(decode(response)).toBe(SCRIPT);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('prefers brotli when the browser accepts both', async () => {
    const response = await rawRequest(app.url, 'GET', '/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.headers['content-encoding']).toBe('br');
  });

  it.each(['br', 'gzip'] as const)('sends the %s copy the build compressed ahead as it is, not compressed again per request', async (encoding) => {
    // The app's own compressor works faster and less thoroughly, so its bytes differ from the build's.
    expect(BUILT_COPIES.br.equals(brotliCompressSync(BUILT_SCRIPT, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }))).toBe(false);
    expect(BUILT_COPIES.gzip.equals(gzipSync(BUILT_SCRIPT))).toBe(false);
    for (let view = 0; view < 2; view++) {
      const response = await rawRequest(app.url, 'GET', '/assets/chart-Ef56Gh78.js', { 'accept-encoding': encoding === 'br' ? 'gzip, deflate, br, zstd' : 'gzip, deflate' });
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.body.equals(BUILT_COPIES[encoding])).toBe(true);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['content-length']).toBe(String(BUILT_COPIES[encoding].length));
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('sends a built script with the headers that govern a script, and leaves those of a page to the page', async () => {
    const script = await rawRequest(app.url, 'GET', '/assets/chart-Ef56Gh78.js', { 'accept-encoding': 'br' });
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(script.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    for (const pageOnly of ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy', 'referrer-policy', 'x-xss-protection', 'origin-agent-cluster']) {
      expect({ [pageOnly]: script.headers[pageOnly] }).toEqual({ [pageOnly]: undefined });
    }
    const page = await rawRequest(app.url, 'GET', '/', { accept: 'text/html' });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('sends a script the build compressed as it is to a client that accepts no encoding, and revalidates it by its ETag', async () => {
    const plain = await rawRequest(app.url, 'GET', '/assets/chart-Ef56Gh78.js', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(BUILT_SCRIPT);
    expect(plain.headers.etag).toBeTruthy();
    const revalidated = await rawRequest(app.url, 'GET', '/assets/chart-Ef56Gh78.js', { 'accept-encoding': 'br', 'if-none-match': String(plain.headers.etag) });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    const missing = await rawRequest(app.url, 'GET', '/assets/chart-00000000.js', { 'accept-encoding': 'br' });
    expect(missing.status).toBe(404);
  });

  it('reads each built asset from disk once: later views are sent from memory', async () => {
    const first = await Promise.all(['arrow-left-Ij90Kl12.js', 'chart-Ef56Gh78.js'].map((name) => rawRequest(app.url, 'GET', `/assets/${name}`, { 'accept-encoding': 'gzip, br' })));
    expect(first.map((response) => response.status)).toEqual([200, 200]);
    rmSync(path.join(webDist, 'assets', 'arrow-left-Ij90Kl12.js'));
    rmSync(path.join(webDist, 'assets', 'chart-Ef56Gh78.js.br'));
    const tiny = await rawRequest(app.url, 'GET', '/assets/arrow-left-Ij90Kl12.js', { 'accept-encoding': 'gzip, br' });
    expect(tiny.status).toBe(200);
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString('utf8')).toBe(TINY_SCRIPT);
    expect(tiny.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const chart = await rawRequest(app.url, 'GET', '/assets/chart-Ef56Gh78.js', { 'accept-encoding': 'gzip, br' });
    expect(chart.body.equals(BUILT_COPIES.br)).toBe(true);
  });

  it('answers a script asked for by HEAD or with a query as a file server would, with the request’s id, and only GET and HEAD', async () => {
    const head = await rawRequest(app.url, 'HEAD', '/assets/chart-Ef56Gh78.js', { 'accept-encoding': 'br' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(String(BUILT_COPIES.br.length));
    expect(head.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(head.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const withQuery = await rawRequest(app.url, 'GET', '/assets/chart-Ef56Gh78.js?v=2', { 'accept-encoding': 'gzip' });
    expect(withQuery.status).toBe(200);
    expect(withQuery.body.equals(BUILT_COPIES.gzip)).toBe(true);
    const posted = await rawRequest(app.url, 'POST', '/assets/chart-Ef56Gh78.js', { 'accept-encoding': 'br', 'content-length': '0' });
    expect(posted.status).toBe(404);
    expect(posted.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends the script as it is to a client that accepts no encoding', async () => {
    const response = await rawRequest(app.url, 'GET', '/assets/index-Ab12Cd34.js', {});
    expect(response.headers['content-encoding']).toBeUndefined();
    // A shared cache must not hand this plain copy to a browser that accepts an encoding without asking.
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.body.toString('utf8')).toBe(SCRIPT);
  });

  it.each(['/', '/keyword-tracking', '/index.html'])('asks the browser to revalidate %s on every visit', async (route) => {
    const response = await rawRequest(app.url, 'GET', route, { accept: 'text/html', 'accept-encoding': 'gzip, br' });
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(decode(response)).toContain('/assets/index-Ab12Cd34.js');
  });

  it('compresses a GraphQL answer of more than 1 KB when accepted, and still forbids caching it', async () => {
    const query = JSON.stringify({ query: '{ plans { id name description features limitations pricePerMonth trialDays mostPopular keywordsPerGeneration limits { backlinks competitorAnalysis tracking } } }' });
    const headers = { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(query)) };
    const plain = await rawRequest(app.url, 'POST', '/graphql', headers, query);
    const compressed = await rawRequest(app.url, 'POST', '/graphql', { ...headers, 'accept-encoding': 'br, gzip' }, query);
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decode(compressed))).toEqual(JSON.parse(plain.body.toString('utf8')));
    expect(compressed.headers['cache-control']).toBe('no-store');
  });

  it('gives files an ETag to revalidate with, and API answers, which are never cached, none', async () => {
    const script = await rawRequest(app.url, 'GET', '/assets/index-Ab12Cd34.js', {});
    const page = await rawRequest(app.url, 'GET', '/', { accept: 'text/html' });
    expect(script.headers.etag).toBeTruthy();
    expect(page.headers.etag).toBeTruthy();
    const revalidated = await rawRequest(app.url, 'GET', '/', { accept: 'text/html', 'if-none-match': String(page.headers.etag) });
    expect(revalidated.status).toBe(304);

    const query = JSON.stringify({ query: '{ plans { id name } }' });
    const answer = await rawRequest(app.url, 'POST', '/graphql', { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(query)) }, query);
    const health = await rawRequest(app.url, 'GET', '/healthz', {});
    for (const response of [answer, health]) {
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers.etag).toBeUndefined();
    }
  });

  it('leaves an answer under 1 KB as it is', async () => {
    const response = await rawRequest(app.url, 'GET', '/healthz', { 'accept-encoding': 'br, gzip' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});
