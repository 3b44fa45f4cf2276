import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { request } from './support/http';
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
