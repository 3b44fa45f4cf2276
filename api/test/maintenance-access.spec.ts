import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { buildAppSchema } from '../src/server/schema';
import { fieldsOf, operationOf, restRoutes } from './support/api-surface';
import { createUser } from './support/factories';
import { graphql, request, signInUser, signUpUser } from './support/http';
import { ADMIN, startTestApp, type TestApp } from './support/test-app';

const MAINTENANCE = "We're currently performing maintenance to improve your experience. Please check back soon.";

/** What the maintenance screen and signed-out visitors need: everything else is refused to non-admins. */
const OPEN_DURING_MAINTENANCE = {
  // alertKinds is the static catalogue of alert rule kinds; unsubscribing from emails (the page and its one-click POST) needs no sign-in,
  // nor does reading what an invitation link offers (accepting it needs a user, so it waits for the maintenance's end).
  graphql: ['me', 'maintenance', 'plans', 'customers', 'serpProvider', 'writerProvider', 'signIn', 'signUp', 'alertKinds', 'workspaceInvitation'],
  rest: ['GET /me', 'GET /user-role/:id', 'GET /maintenance', 'GET /customers', 'POST /login', 'POST /signup', 'GET /unsubscribe/:token', 'GET /unsubscribe/digests/:token', 'GET /unsubscribe/reports/:token',
    'GET /invitations/:token',
    'POST /unsubscribe/:token', 'POST /unsubscribe/digests/:token', 'POST /unsubscribe/reports/:token'],
};

/** The first answer of a subscription over graphql-ws, or 'no answer' after a few seconds. */
function firstAnswer(app: TestApp, token: string, operation: { query: string; variables: Record<string, unknown> }): Promise<unknown> {
  const client = createClient({ url: `${app.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}` }, retryAttempts: 0 });
  let timer: NodeJS.Timeout | undefined;
  return new Promise((resolve) => {
    timer = setTimeout(() => resolve('no answer'), 5_000);
    client.subscribe(operation, { next: resolve, error: (errors) => resolve({ errors }), complete: () => resolve('completed') });
  }).finally(() => {
    clearTimeout(timer);
    return client.dispose();
  });
}

let app: TestApp;
let adminToken: string;
beforeAll(async () => {
  app = await startTestApp();
  adminToken = await signInUser(app.url, ADMIN.email, ADMIN.password);
});
afterAll(async () => {
  await setMaintenance(false);
  await app?.close();
});

async function setMaintenance(on: boolean) {
  expect(await request(app.url, 'PUT', '/api/maintenance', { token: adminToken, body: { maintenance: on } })).toMatchObject({ status: 200, body: { maintenance: on } });
}

describe('maintenance mode', () => {
  it('refuses a non-admin every GraphQL operation but those the maintenance screen and visitors need', async () => {
    const schema = await buildAppSchema();
    const user = await createUser(app, { plan: 'agency' });
    await setMaintenance(true);
    try {
      const answers: Record<string, unknown> = {};
      for (const [kind, type] of [['query', schema.getQueryType()], ['mutation', schema.getMutationType()]] as const) {
        for (const field of fieldsOf(type)) {
          const { query, variables } = operationOf(kind, field, user.id);
          const { errors } = await graphql(app.url, query, variables, user.token);
          answers[field.name] = errors ? `${errors[0].extensions?.code}: ${errors[0].message}` : 'answered';
        }
      }
      for (const field of fieldsOf(schema.getSubscriptionType())) {
        const answer = (await firstAnswer(app, user.token, operationOf('subscription', field, user.id))) as { errors?: { message: string; extensions?: { code?: string } }[] };
        answers[field.name] = answer.errors ? `${answer.errors[0].extensions?.code}: ${answer.errors[0].message}` : JSON.stringify(answer);
      }
      const expected = Object.fromEntries(
        Object.keys(answers).map((name) => [name, OPEN_DURING_MAINTENANCE.graphql.includes(name) ? expect.not.stringMatching(/^MAINTENANCE/) : `MAINTENANCE: ${MAINTENANCE}`]),
      );
      expect(answers).toEqual(expected);

      expect((await graphql(app.url, '{ me { id } maintenance }', undefined, user.token)).data).toEqual({ me: { id: user.id }, maintenance: true });
    } finally {
      await setMaintenance(false);
    }
  });

  it('refuses a non-admin every REST call but those the maintenance screen and visitors need, with a session or an API token', async () => {
    const user = await createUser(app, { plan: 'agency' });
    const apiToken = (await request(app.url, 'POST', '/api/api-tokens', { token: user.token, body: { name: 'script' } })).body.token as string;
    await setMaintenance(true);
    try {
      const answers: Record<string, unknown> = {};
      for (const route of restRoutes()) {
        const [method, path] = route.split(' ');
        const { status, body } = await request(app.url, method, `/api${path.replace(/:id\b/g, user.id)}`, { token: user.token, body: ['POST', 'PUT'].includes(method) ? {} : undefined });
        answers[route] = { status, error: (body as { error?: string }).error };
      }
      const expected = Object.fromEntries(
        Object.keys(answers).map((route) => [route, OPEN_DURING_MAINTENANCE.rest.includes(route) ? expect.not.objectContaining({ status: 503 }) : { status: 503, error: MAINTENANCE }]),
      );
      expect(answers).toEqual(expected);

      expect(await request(app.url, 'GET', '/api/me', { token: user.token })).toMatchObject({ status: 200, body: { id: user.id } });
      expect(await request(app.url, 'GET', `/api/user-role/${user.id}`, { token: user.token })).toMatchObject({ status: 200, body: { role: 'user' } });
      expect(await request(app.url, 'GET', '/api/me', { token: apiToken })).toMatchObject({ status: 200, body: { id: user.id } });
      expect(await request(app.url, 'GET', '/api/subscription', { token: apiToken })).toMatchObject({ status: 503, body: { error: MAINTENANCE } });
    } finally {
      await setMaintenance(false);
    }
  });

  it('refuses the same work with the same answer on REST, GraphQL over HTTP and graphql-ws', async () => {
    const user = await createUser(app, { plan: 'agency' });
    const refused = { message: MAINTENANCE, extensions: expect.objectContaining({ code: 'MAINTENANCE' }) };
    const overEveryTransport = async (rest: [string, string, unknown?], operation: string) => ({
      rest: await request(app.url, rest[0], rest[1], { token: user.token, body: rest[2] }),
      graphql: (await graphql(app.url, operation, undefined, user.token)).errors?.[0],
      graphqlWs: ((await firstAnswer(app, user.token, { query: operation, variables: {} })) as { errors?: unknown[] }).errors?.[0],
    });
    await setMaintenance(true);
    try {
      for (const [rest, operation] of [
        [['GET', '/api/api-tokens'], '{ apiTokens { id } }'],
        [['POST', '/api/api-tokens', { name: 'script' }], 'mutation { createApiToken(name: "script") { token { id } } }'],
      ] as const) {
        expect(await overEveryTransport([...rest], operation)).toEqual({
          rest: expect.objectContaining({ status: 503, body: { error: MAINTENANCE } }),
          graphql: expect.objectContaining(refused),
          graphqlWs: expect.objectContaining(refused),
        });
      }
    } finally {
      await setMaintenance(false);
    }
    expect((await graphql(app.url, '{ apiTokens { id } }', undefined, user.token)).errors).toBeUndefined();
    expect(await firstAnswer(app, user.token, { query: '{ apiTokens { id } }', variables: {} })).toEqual({ data: { apiTokens: [] } });
  });

  it('lets admins keep working, and serves non-admins again once it is off', async () => {
    const user = await signUpUser(app.url);
    await setMaintenance(true);
    try {
      const adminWork = await graphql(app.url, 'mutation { createApiToken(name: "ops") { token { id } } } ', undefined, adminToken);
      expect(adminWork.errors).toBeUndefined();
      const adminReads = await graphql(app.url, '{ billingSubscription { planId } articles { id } }', undefined, adminToken);
      expect(adminReads.errors).toBeUndefined();
      expect((await request(app.url, 'POST', '/api/create-checkout', { token: adminToken, body: { plan_id: 2 } })).status).toBe(200);
    } finally {
      await setMaintenance(false);
    }
    const userReads = await graphql(app.url, '{ billingSubscription { planId } articles { id } }', undefined, user.token);
    expect(userReads).toMatchObject({ data: { billingSubscription: { planId: 1 }, articles: [] } });
  });

  it("answers `maintenance` beside `me` from the switch the session's read selected with the user, for admins and users alike", async () => {
    const user = await signUpUser(app.url);
    const { Client } = await import('pg');
    const switchReads = async (token: string) => {
      // Each session read from the database, not from what the session cache remembers.
      app.deps.sessions?.forget();
      const query = jest.spyOn(Client.prototype, 'query');
      try {
        const { data, errors } = await graphql(app.url, '{ me { id } maintenance }', undefined, token);
        expect(errors).toBeUndefined();
        const reads = query.mock.calls.filter(([statement]) => String(typeof statement === 'string' ? statement : (statement as { text?: string }).text).includes('app_settings'));
        return { maintenance: (data as { maintenance: boolean }).maintenance, reads: reads.length };
      } finally {
        query.mockRestore();
      }
    };
    expect(await switchReads(user.token)).toEqual({ maintenance: false, reads: 1 });
    await setMaintenance(true);
    try {
      expect(await switchReads(user.token)).toEqual({ maintenance: true, reads: 1 });
      expect(await switchReads(adminToken)).toEqual({ maintenance: true, reads: 1 });
      // Without a session the switch is read alone.
      expect(await switchReads('')).toEqual({ maintenance: true, reads: 1 });
    } finally {
      await setMaintenance(false);
    }
    expect(await switchReads(user.token)).toEqual({ maintenance: false, reads: 1 });
  });
});
