import WebSocket from 'ws';
import { User } from '../src/modules/auth/user.entity';
import type { JobEvents } from '../src/modules/jobs/job-events';
import { MAX_ALIASES } from '../src/server/graphql-limits';
import { MAX_OPERATIONS_PER_SOCKET, MAX_SOCKETS_PER_USER } from '../src/server/graphql-ws';
import { createUser } from './support/factories';
import { graphql, request, signUpUser } from './support/http';
import { startSerperServer, type SerperServer } from './support/serper-server';
import { serperEnv } from './support/serper-app';
import { startLoggedApp, type LoggedApp } from './support/logged-app';
import { createServices } from '../src/app/services';

const SERPER_KEY = 'serper-key-that-must-never-be-logged';

interface RawSocket {
  socket: WebSocket;
  /** Resolves with the next message of this type. */
  next(type: string, id?: string): Promise<any>;
  closed: Promise<{ code: number; reason: string }>;
  send(message: unknown): void;
}

/** A bare graphql-transport-ws socket, so a test controls every message (or sends none). */
function openSocket(app: { url: string }): Promise<RawSocket> {
  const socket = new WebSocket(`${app.url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
  const received: any[] = [];
  const waiters: { match: (message: any) => boolean; resolve: (message: any) => void }[] = [];
  socket.on('message', (data) => {
    const message = JSON.parse((data as Buffer).toString('utf8'));
    const waiter = waiters.find((w) => w.match(message));
    if (waiter) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(message);
    } else received.push(message);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })));
  return new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.once('open', () =>
      resolve({
        socket,
        closed,
        send: (message) => socket.send(typeof message === 'string' ? message : JSON.stringify(message)),
        next(type, id) {
          const match = (message: any) => message.type === type && (id === undefined || message.id === id);
          const index = received.findIndex(match);
          if (index >= 0) return Promise.resolve(received.splice(index, 1)[0]);
          return new Promise((resolveMessage) => waiters.push({ match, resolve: resolveMessage }));
        },
      }),
    );
  });
}

async function signedInSocket(app: { url: string }, token: string): Promise<RawSocket> {
  const raw = await openSocket(app);
  raw.send({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } });
  await raw.next('connection_ack');
  return raw;
}

/** The socket once acknowledged, or how it was closed instead. */
async function connect(app: { url: string }, token: string): Promise<{ raw: RawSocket; acknowledged: boolean; closed?: { code: number; reason: string } }> {
  const raw = await openSocket(app);
  raw.send({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } });
  const outcome = await Promise.race([raw.next('connection_ack').then(() => undefined), raw.closed]);
  return { raw, acknowledged: !outcome, closed: outcome };
}

/** A queued job of the user's, made directly: nothing runs it, so it stays quiet. */
async function queuedJobOf(userId: string): Promise<string> {
  const em = app.deps.orm.em.fork();
  const owner = await em.findOneOrFail(User, { id: userId });
  return (await createServices(app.deps, em).jobs.create(owner, owner.personalWorkspaceId, 'tracker-run', null, 1)).id;
}

/** Counts the job event listeners (progress and text) the app has opened, and those not yet ended. */
function watchJobListeners(events: JobEvents): { opened(): number; open(): number; restore(): void } {
  const saved = { ...events };
  let opened = 0;
  let ended = 0;
  const watched = <T>(updates: AsyncIterableIterator<T>) => {
    const end = updates.return?.bind(updates);
    let done = false;
    opened += 1;
    updates.return = (value?: unknown) => {
      if (!done) ended += 1;
      done = true;
      return end ? end(value) : Promise.resolve({ done: true, value: undefined });
    };
    return updates;
  };
  events.subscribe = (jobId) => watched(saved.subscribe(jobId));
  events.subscribeText = (jobId) => watched(saved.subscribeText(jobId));
  return {
    opened: () => opened,
    open: () => opened - ended,
    restore() {
      Object.assign(events, saved);
    },
  };
}

async function eventually(check: () => boolean, timeoutMs = 5_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return true;
}

/** The first result or error of one operation over a socket. */
async function operation(raw: RawSocket, id: string, query: string, variables?: Record<string, unknown>): Promise<any> {
  raw.send({ id, type: 'subscribe', payload: { query, variables } });
  return Promise.race([raw.next('next', id), raw.next('error', id)]);
}

let serper: SerperServer;
let app: LoggedApp;
beforeAll(async () => {
  // Answers only when told to, so a run stays in flight while a test needs it to.
  serper = await startSerperServer({ latencyMs: 600_000 });
  app = await startLoggedApp(serperEnv(serper, SERPER_KEY));
});
afterAll(async () => {
  await serper?.close();
  await app?.close();
});

describe('graphql-ws connections', () => {
  it('closes a socket whose connection_init has no valid bearer token', async () => {
    for (const payload of [{}, { authorization: 'Bearer not-a-token' }]) {
      const raw = await openSocket(app);
      raw.send({ type: 'connection_init', payload });
      expect(await raw.closed).toEqual({ code: 4403, reason: 'Forbidden' });
    }
  });

  it('closes a socket that never sends connection_init within a few seconds', async () => {
    const raw = await openSocket(app);
    const opened = Date.now();
    expect((await raw.closed).code).toBe(4408);
    expect(Date.now() - opened).toBeLessThan(10_000);
  });

  it('closes a socket that sends a message over 1 MB, as HTTP refuses such a body', async () => {
    const { token } = await signUpUser(app.url);
    const raw = await signedInSocket(app, token);
    const consoleError = jest.spyOn(console, 'error');
    try {
      raw.send({ id: '1', type: 'subscribe', payload: { query: `{ maintenance } # ${'x'.repeat(1_100_000)}` } });
      expect((await raw.closed).code).toBe(1009);
      expect((await request(app.url, 'GET', '/healthz')).status).toBe(200);
      // Said once in the app's own log, as a warning without a stack; nothing printed beside it.
      const warned = app.logLines.filter((line) => line.includes('WebSocket closed on a bad message')).map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(warned).toEqual([expect.objectContaining({ level: 40, code: 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH', reason: 'Max payload size exceeded' })]);
      expect(consoleError).not.toHaveBeenCalled();
    } finally {
      consoleError.mockRestore();
    }
  });

  it(`allows ${MAX_SOCKETS_PER_USER} sockets per user`, async () => {
    const { token } = await signUpUser(app.url);
    const sockets = await Promise.all(Array.from({ length: MAX_SOCKETS_PER_USER }, () => signedInSocket(app, token)));
    const extra = await openSocket(app);
    extra.send({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } });
    expect((await extra.closed).code).toBe(4403);

    sockets[0].socket.close();
    await sockets[0].closed;
    const again = await signedInSocket(app, token);
    for (const raw of [...sockets, again]) raw.socket.close();
  });

  it('frees a socket of the user’s count when it closes, and ends its subscriptions, though the job it follows stays quiet', async () => {
    const user = await signUpUser(app.url);
    const jobId = await queuedJobOf(user.id);
    const follow = 'subscription ($jobId: ID!) { jobUpdated(jobId: $jobId) { id status } }';
    const listeners = watchJobListeners(app.deps.jobEvents);
    try {
      for (let i = 1; i <= MAX_SOCKETS_PER_USER + 1; i++) {
        const { raw, acknowledged, closed } = await connect(app, user.token);
        expect({ socket: i, acknowledged, closed }).toEqual({ socket: i, acknowledged: true, closed: undefined });
        expect(await operation(raw, 'follow', follow, { jobId })).toMatchObject({ type: 'next', payload: { data: { jobUpdated: { id: jobId, status: 'queued' } } } });
        // The job has no text yet, so articleText sends nothing: it is open once it listens (text and progress).
        raw.send({ id: 'text', type: 'subscribe', payload: { query: 'subscription ($jobId: ID!) { articleText(jobId: $jobId) { seq } }', variables: { jobId } } });
        expect(await eventually(() => listeners.opened() === 3 * i)).toBe(true);
        raw.socket.close();
        await raw.closed;
      }
      const { raw, acknowledged } = await connect(app, user.token);
      expect(acknowledged).toBe(true);
      expect(await operation(raw, 'me', '{ me { id } }')).toMatchObject({ type: 'next', payload: { data: { me: { id: user.id } } } });
      raw.socket.close();
      // Each closed socket's subscription has ended: the app holds no listener on the quiet job.
      expect(await eventually(() => listeners.open() === 0)).toBe(true);
    } finally {
      listeners.restore();
    }
  });

  it('closes a socket with 4401 Unauthorized at its next operation once its API token is revoked', async () => {
    const user = await createUser(app, { plan: 'agency' });
    const created = await request(app.url, 'POST', '/api/api-tokens', { token: user.token, body: { name: 'socket' } });
    const { raw } = await connect(app, created.body.token);
    expect(await operation(raw, '1', '{ me { id } }')).toMatchObject({ type: 'next', payload: { data: { me: { id: user.id } } } });

    expect((await request(app.url, 'DELETE', `/api/api-tokens/${created.body.id}`, { token: user.token })).status).toBe(204);
    expect(await Promise.race([raw.closed, operation(raw, '2', '{ me { id } }')])).toEqual({ code: 4401, reason: 'Unauthorized' });
  });

  it('closes a socket with 4401 Unauthorized at its next operation once its session has expired', async () => {
    const user = await signUpUser(app.url);
    const { raw } = await connect(app, user.token);
    expect(await operation(raw, '1', '{ me { id } }')).toMatchObject({ type: 'next', payload: { data: { me: { id: user.id } } } });

    // The app's clock moves past the session's expiry (its exp, in whole seconds), instead of the test waiting for it.
    const { exp } = JSON.parse(Buffer.from(user.token.split('.')[1], 'base64url').toString('utf8')) as { exp: number };
    const expired = jest.spyOn(app.deps.clock, 'now').mockReturnValue(new Date(exp * 1000));
    try {
      expect(await Promise.race([raw.closed, operation(raw, '2', '{ me { id } }')])).toEqual({ code: 4401, reason: 'Unauthorized' });
    } finally {
      expired.mockRestore();
    }
  });

  it(`allows ${MAX_OPERATIONS_PER_SOCKET} operations at a time on one socket`, async () => {
    const user = await createUser(app, { plan: 'pro' });
    const created = await request(app.url, 'POST', '/api/instances', { token: user.token, body: { name: 'Busy', user_domain: 'acme.com', user_company_name: 'Acme', keywords: ['slow keyword'] } });
    const started = await graphql(app.url, 'mutation ($id: ID!) { runTrackingInstance(id: $id) { id } }', { id: created.body.id }, user.token);
    const jobId = started.data.runTrackingInstance.id as string;

    const raw = await signedInSocket(app, user.token);
    const follow = 'subscription ($jobId: ID!) { jobUpdated(jobId: $jobId) { id status } }';
    for (let i = 1; i <= MAX_OPERATIONS_PER_SOCKET; i++) {
      expect((await operation(raw, String(i), follow, { jobId })).type).toBe('next');
    }
    const refused = await operation(raw, 'one-too-many', follow, { jobId });
    expect(refused).toMatchObject({ type: 'error', payload: [{ message: `Too many operations on one connection: at most ${MAX_OPERATIONS_PER_SOCKET} at a time.` }] });

    raw.send({ id: '1', type: 'complete' });
    expect((await operation(raw, 'after-one-ended', follow, { jobId })).type).toBe('next');
    raw.socket.close();
    await graphql(app.url, 'mutation ($id: ID!) { cancelJob(id: $id) { id } }', { id: jobId }, user.token);
  });
});

describe('GraphQL cost', () => {
  const aliased = (count: number, field: string) => `{ ${Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join(' ')} }`;

  it('refuses 1,000 aliases of maintenance and 499 of trackerReport before running any of them', async () => {
    const { token } = await signUpUser(app.url);
    const tooManyAliases = `Too many aliases: a document may use at most ${MAX_ALIASES}.`;
    const tooLong = expect.stringMatching(/^Syntax Error: Document contains more th\w+ \d+ tokens/);
    for (const [query, message] of [
      [aliased(1000, 'maintenance'), tooManyAliases],
      [aliased(499, 'trackerReport(instanceId: "00000000-0000-4000-8000-000000000000") { instanceId }'), tooLong],
      [aliased(MAX_ALIASES + 1, 'trackerReport(instanceId: "00000000-0000-4000-8000-000000000000") { instanceId }'), tooManyAliases],
    ] as const) {
      const result = await graphql(app.url, query, undefined, token);
      expect(result).toMatchObject({ status: 400, errors: [{ message }] });
      expect(result.data).toBeUndefined();
      const raw = await signedInSocket(app, token);
      expect(await operation(raw, '1', query)).toMatchObject({ type: 'error', payload: [{ message }] });
      raw.socket.close();
    }
  });

  it('prices trackerReport above a plain field: a handful of reports is already too expensive', async () => {
    const reports = Array.from({ length: 25 }, () => 'trackerReport(instanceId: "00000000-0000-4000-8000-000000000000") { instanceId }').join(' ');
    expect(await graphql(app.url, `{ ${reports} }`)).toMatchObject({ status: 400, errors: [{ message: expect.stringMatching(/^Query is too expensive/) }] });
  });

  it('prices each root field for its database work, under the alias cap too', async () => {
    const result = await graphql(app.url, `{ ${Array.from({ length: 120 }, () => 'maintenance').join(' ')} }`);
    expect(result).toMatchObject({ status: 400, errors: [{ message: expect.stringMatching(/^Query is too expensive/) }] });
  });

  it('answers 10,000 aliases with a 400 on both transports', async () => {
    const { token } = await signUpUser(app.url);
    const result = await graphql(app.url, aliased(10_000, 'maintenance'));
    expect(result).toMatchObject({ status: 400, errors: [{ message: expect.stringMatching(/Document contains more th\w+ \d+ tokens/), extensions: { code: 'GRAPHQL_PARSE_FAILED' } }] });
    const raw = await signedInSocket(app, token);
    expect(await operation(raw, '1', aliased(10_000, 'maintenance'))).toMatchObject({ type: 'error', payload: [{ message: expect.stringMatching(/Document contains more th\w+ \d+ tokens/) }] });
    raw.socket.close();
  });

  it('refuses a fragment cycle over the websocket as over HTTP, and keeps the socket', async () => {
    const { token } = await signUpUser(app.url);
    const cycle = 'query { ...A } fragment A on Query { maintenance ...B } fragment B on Query { ...A }';
    expect((await graphql(app.url, cycle)).errors?.[0].message).toMatch(/Cannot spread fragment "A" within itself/);
    const raw = await signedInSocket(app, token);
    expect(await operation(raw, '1', cycle)).toMatchObject({ type: 'error', payload: [{ message: expect.stringMatching(/Cannot spread fragment "A" within itself/) }] });
    expect(await operation(raw, '2', '{ maintenance }')).toMatchObject({ type: 'next', payload: { data: { maintenance: false } } });
    raw.socket.close();
  });
});

describe('client mistakes answer 400', () => {
  const jobQuery = 'query ($id: ID!) { job(id: $id) { id } }';

  it('invalid GraphQL variables, over HTTP and graphql-ws', async () => {
    const { token } = await signUpUser(app.url);
    for (const variables of [{ id: { not: 'an id' } }, {}]) {
      const result = await graphql(app.url, jobQuery, variables, token);
      expect(result).toMatchObject({ status: 400, errors: [{ message: expect.stringMatching(/^Variable "\$id"/), extensions: { code: 'BAD_USER_INPUT' } }] });
      const raw = await signedInSocket(app, token);
      expect(await operation(raw, '1', jobQuery, variables)).toMatchObject({ type: 'error', payload: [{ message: expect.stringMatching(/^Variable "\$id"/), extensions: { code: 'BAD_USER_INPUT' } }] });
      raw.socket.close();
    }
  });

  it('a body that does not decode as its Content-Encoding says, on /api and /graphql', async () => {
    const message = 'The request body could not be decoded: send it uncompressed, or gzip, deflate or br with a matching Content-Encoding.';
    for (const encoding of ['gzip', 'br', 'bogus']) {
      const headers = { 'content-encoding': encoding };
      expect(await request(app.url, 'POST', '/api/login', { rawBody: '{"email":"a@b.co"}', headers })).toMatchObject({ status: 400, body: { error: message } });
      expect(await request(app.url, 'POST', '/graphql', { rawBody: '{"query":"{ maintenance }"}', headers })).toMatchObject({ status: 400, body: { errors: [{ message }] } });
    }
  });

  it('a malformed percent-encoding in a URL', async () => {
    const { token } = await signUpUser(app.url);
    expect(await request(app.url, 'GET', '/api/user-role/%ZZ', { token })).toEqual(expect.objectContaining({ status: 400, body: { error: 'The request URL is malformed.' } }));
  });
});

describe('the request log', () => {
  it('never holds a bearer token or a vendor key', async () => {
    const { token } = await signUpUser(app.url);
    const requestId = (await request(app.url, 'GET', '/api/me', { token })).headers.get('x-request-id');
    await app.waitForLog(String(requestId));
    const lines = app.logLines.filter((logged) => logged.includes(String(requestId)));
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0])).toMatchObject({ msg: 'request completed', req: { method: 'GET', url: '/api/me' }, res: { statusCode: 200 } });
    expect(app.logLines.join('')).not.toContain(token.split('.')[2]);

    app.deps.logger.error({ err: new Error(`GET https://serper.example/search?api_key=${SERPER_KEY} failed`), connectionParams: { authorization: `Bearer ${token}` } }, 'vendor failed');
    const vendorLine = app.logLines.find((logged) => logged.includes('vendor failed'));
    expect(JSON.parse(vendorLine!)).toMatchObject({
      msg: 'vendor failed',
      err: { message: 'GET https://serper.example/search?api_key=[Redacted] failed' },
      connectionParams: '[Redacted]',
    });
    expect(vendorLine).not.toContain(SERPER_KEY);
    expect(vendorLine).not.toContain(token.split('.')[2]);
  });
});

describe('in production', () => {
  let production: LoggedApp;
  beforeAll(async () => {
    production = await startLoggedApp({ NODE_ENV: 'production' });
  });
  afterAll(() => production?.close());

  it('refuses introspection and suggests no field names, over HTTP and graphql-ws', async () => {
    const { token } = await signUpUser(production.url);
    const raw = await signedInSocket(production, token);

    expect((await graphql(production.url, '{ __schema { types { name } } }')).errors?.[0].message).toMatch(/introspection/i);
    expect((await operation(raw, '1', '{ __schema { types { name } } }')).payload[0].message).toMatch(/introspection/i);

    const http = await graphql(production.url, '{ maintenanc }');
    expect(http.errors?.[0].message).toBe('Cannot query field "maintenanc" on type "Query".');
    expect((await operation(raw, '2', '{ maintenanc }')).payload[0].message).toBe('Cannot query field "maintenanc" on type "Query".');
    expect((await operation(raw, '3', '{ maintenance }')).payload).toEqual({ data: { maintenance: false } });
    raw.socket.close();
  });
});
