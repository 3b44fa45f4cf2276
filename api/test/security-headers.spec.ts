import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createUser } from './support/factories';
import { request, signUpUser, type JsonResponse } from './support/http';
import { startTestApp, type TestApp } from './support/test-app';

/** The CSP's directives as a map: `{ 'script-src': ["'self'"], … }`. */
function directivesOf(policy: string | null): Record<string, string[]> {
  return Object.fromEntries(
    (policy ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values]),
  );
}

describe('security headers of the web app', () => {
  let app: TestApp;
  let webDist: string;

  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'rankcraft-web-'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Rankcraft</title><div id="root"></div>');
    writeFileSync(path.join(webDist, 'app.js'), 'console.log("app")');
    app = await startTestApp({ NODE_ENV: 'production', WEB_DIST_DIR: webDist });
  });
  afterAll(async () => {
    await app?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it.each(['/', '/keyword-tracking', '/app.js'])('%s runs only the app’s own scripts and cannot be framed', async (url) => {
    const response = await request(app.url, 'GET', url, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    const csp = directivesOf(response.headers.get('content-security-policy'));
    expect(csp['default-src']).toEqual(["'self'"]);
    // No inline or injected script: an event handler in markup never runs.
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['script-src-attr']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    // graphql-ws connects to the same origin; nothing else.
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  });
});

describe('security headers of API answers', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ NODE_ENV: 'production' });
  });
  afterAll(() => app?.close());

  /** Nothing in an API answer may run, be framed, be sniffed into another type, leak a referrer or be cached. */
  function expectApiHeaders(response: JsonResponse, what: string) {
    const headers = Object.fromEntries(
      ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy', 'strict-transport-security', 'cache-control'].map((name) => [name, response.headers.get(name)]),
    );
    expect({ what, ...headers }).toEqual({
      what,
      'content-security-policy': "default-src 'none';frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': expect.stringMatching(/^max-age=\d+/),
      'cache-control': 'no-store',
    });
  }

  it('on REST answers, errors and CSV downloads', async () => {
    const user = await createUser(app, { plan: 'pro' });
    const instance = await request(app.url, 'POST', '/api/instances', { token: user.token, body: { name: 'Headers', user_domain: 'acme.com', user_company_name: 'Acme', keywords: ['seo'] } });
    expect(instance.status).toBe(201);
    const csv = await request(app.url, 'GET', `/api/instances/${instance.body.id}/results.csv`, { token: user.token });
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);

    for (const [what, response] of [
      ['GET /api/me', await request(app.url, 'GET', '/api/me', { token: user.token })],
      ['GET /api/maintenance', await request(app.url, 'GET', '/api/maintenance')],
      ['the CSV export', csv],
      ['401', await request(app.url, 'GET', '/api/me')],
      ['404', await request(app.url, 'GET', '/api/no-such-route')],
      ['malformed JSON', await request(app.url, 'POST', '/api/login', { rawBody: '{' })],
      ['GET /healthz', await request(app.url, 'GET', '/healthz')],
    ] as const) {
      expectApiHeaders(response, what);
    }
  });

  it('on GraphQL answers', async () => {
    const { token } = await signUpUser(app.url);
    expectApiHeaders(await request(app.url, 'POST', '/graphql', { token, body: { query: '{ me { id } }' } }), 'a query');
    expectApiHeaders(await request(app.url, 'POST', '/graphql', { body: { query: '{ nope }' } }), 'an invalid query');
    expectApiHeaders(await request(app.url, 'POST', '/graphql', { rawBody: '{' }), 'malformed JSON');
  });

  it('in development, leave Apollo’s landing page on /graphql its scripts', async () => {
    const development = await startTestApp();
    try {
      const landing = await request(development.url, 'GET', '/graphql', { headers: { accept: 'text/html' } });
      expect(landing.status).toBe(200);
      expect(landing.headers.get('content-security-policy')).toBeNull();
      expect(landing.headers.get('x-frame-options')).toBe('DENY');
      expect(landing.headers.get('x-content-type-options')).toBe('nosniff');
      const api = await request(development.url, 'GET', '/api/maintenance');
      expect(api.headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
    } finally {
      await development.close();
    }
  });
});
