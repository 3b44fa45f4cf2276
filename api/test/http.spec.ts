import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { startTestApp, type TestApp } from './support/test-app';
import { graphql, request, signUpUser } from './support/http';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('HTTP surface', () => {
  it('reports health with the modes in use', async () => {
    const response = await request(app.url, 'GET', '/healthz');
    expect(response).toMatchObject({
      status: 200,
      body: { status: 'ok', database: process.env.TEST_DATABASE_URL ? 'postgres' : 'embedded', workflows: 'in-process' },
    });
  });

  it('tags every response with a request id', async () => {
    const response = await request(app.url, 'GET', '/api/maintenance');
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    expect(await request(app.url, 'GET', '/api/no-such-thing')).toMatchObject({ status: 404, body: { error: 'Not found.' } });
    expect(await request(app.url, 'POST', '/api/me')).toMatchObject({ status: 404, body: { error: 'Not found.' } });
  });

  it('answers malformed JSON with a JSON 400, on REST and GraphQL', async () => {
    expect(await request(app.url, 'POST', '/api/login', { rawBody: '{"email": ' })).toMatchObject({ status: 400, body: { error: 'The request body is not valid JSON.' } });
    const overGraphQL = await request(app.url, 'POST', '/graphql', { rawBody: '{"query": ' });
    expect(overGraphQL).toMatchObject({ status: 400, body: { errors: [{ message: 'The request body is not valid JSON.' }] } });
  });

  it('answers bodies over 1 MB with a JSON 413', async () => {
    const huge = JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1_100_000) });
    expect(await request(app.url, 'POST', '/api/login', { rawBody: huge })).toMatchObject({ status: 413, body: { error: 'The request body is too large.' } });
    expect((await request(app.url, 'POST', '/graphql', { rawBody: huge })).status).toBe(413);
  });

  it('treats a JSON body that is not an object as empty', async () => {
    expect(await request(app.url, 'POST', '/api/login', { body: ['a@b.co', 'pw'] })).toMatchObject({ status: 400, body: { error: 'Email is required.' } });
  });
});

describe('GraphQL protections', () => {
  it('blocks simple GET requests that could be cross-site (CSRF prevention)', async () => {
    const response = await request(app.url, 'GET', '/graphql?query=%7Bmaintenance%7D');
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toMatch(/CSRF|preflight/i);
  });

  it('refuses operations above the cost limit', async () => {
    const plans = Array.from({ length: 200 }, () => 'plans { name features }').join(' ');
    const result = await graphql(app.url, `{ ${plans} }`);
    expect(result.errors?.[0].message).toMatch(/^Query is too expensive: cost \d+ exceeds the limit of 1000\.$/);
    expect(result.data).toBeUndefined();
  });

  it('answers ordinary GraphQL syntax errors with their own message', async () => {
    const result = await graphql(app.url, '{ maintenance ');
    expect(result.errors?.[0].extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
  });
});

describe('graphql-ws on /graphql', () => {
  const wsClient = (token?: string) =>
    createClient({
      url: app.url.replace('http', 'ws') + '/graphql',
      webSocketImpl: WebSocket,
      connectionParams: token ? { authorization: `Bearer ${token}` } : {},
      retryAttempts: 0,
      lazy: true,
    });

  async function once(client: ReturnType<typeof wsClient>, query: string) {
    try {
      return await new Promise<{ data?: any; errors?: readonly any[] }>((resolve, reject) => {
        let result: { data?: any; errors?: readonly any[] } = {};
        client.subscribe({ query }, { next: (value) => (result = value), error: (errors) => resolve({ errors: errors as any[] }), complete: () => resolve(result) });
        setTimeout(() => reject(new Error('no answer over graphql-ws')), 5000);
      });
    } finally {
      await client.dispose();
    }
  }

  it('authenticates with the bearer token in connection_init', async () => {
    const user = await signUpUser(app.url);
    expect((await once(wsClient(user.token), '{ me { email } }')).data).toEqual({ me: { email: user.email } });
  });

  it('applies the same cost limit as HTTP', async () => {
    const { token } = await signUpUser(app.url);
    const plans = Array.from({ length: 200 }, () => 'plans { name features }').join(' ');
    const result = await once(wsClient(token), `{ ${plans} }`);
    expect(result.errors?.[0].message).toMatch(/^Query is too expensive/);
  });

  it('maps service errors to their code and message', async () => {
    const { token } = await signUpUser(app.url);
    const result = await once(wsClient(token), '{ users { id } }');
    expect(result.errors?.[0]).toMatchObject({ message: "You don't have permission to do this.", extensions: { code: 'FORBIDDEN' } });
  });
});

describe('in production', () => {
  let production: TestApp;
  beforeAll(async () => {
    const webDist = mkdtempSync(path.join(tmpdir(), 'rankcraft-web-'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Rankcraft</title><div id="root"></div>');
    writeFileSync(path.join(webDist, 'app.js'), 'console.log("app")');
    production = await startTestApp({ NODE_ENV: 'production', WEB_DIST_DIR: webDist });
  });
  afterAll(() => production.close());

  it('turns introspection off', async () => {
    const result = await graphql(production.url, '{ __schema { types { name } } }');
    expect(result.errors?.[0].message).toMatch(/introspection/i);
  });

  it('serves the web app with an SPA fallback, but never for API paths', async () => {
    const html = { headers: { accept: 'text/html' } };
    expect(await request(production.url, 'GET', '/keyword-tracking', html)).toMatchObject({ status: 200, body: expect.stringContaining('<div id="root">') });
    expect(await request(production.url, 'GET', '/', html)).toMatchObject({ status: 200, body: expect.stringContaining('Rankcraft') });
    expect(await request(production.url, 'GET', '/app.js')).toMatchObject({ status: 200, body: 'console.log("app")' });
    expect((await request(production.url, 'GET', '/missing.js', html)).status).toBe(404);
    expect(await request(production.url, 'GET', '/api/unknown', html)).toMatchObject({ status: 404, body: { error: 'Not found.' } });
  });
});
