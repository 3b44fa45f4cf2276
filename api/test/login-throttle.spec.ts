import { UserRole } from '../src/modules/auth/user.entity';
import { createServices } from '../src/app/services';
import { startTestApp, type TestApp } from './support/test-app';
import { graphql, request, uniqueEmail } from './support/http';

const SIGN_IN = 'mutation($input: SignInInput!) { signIn(input: $input) { token } }';
const PASSWORD = 'password-123';

/** An account made directly, so the sign-up limit is not spent on it. */
async function account(app: TestApp): Promise<string> {
  const email = uniqueEmail('throttle');
  await createServices(app.deps, app.deps.orm.em.fork()).auth.createAccount({ fullName: 'Throttled', email, password: PASSWORD }, UserRole.user);
  return email;
}

const count = <T>(items: T[], value: T) => items.filter((item) => item === value).length;

describe('sign-in throttle (no trusted proxy)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ SIGNUP_LIMIT_PER_HOUR: '3' });
  });
  afterAll(() => app.close());

  it('checks at most five passwords for 30 parallel wrong REST sign-ins to one account', async () => {
    const email = await account(app);
    const responses = await Promise.all(Array.from({ length: 30 }, () => request(app.url, 'POST', '/api/login', { body: { email, password: 'wrong-password' } })));
    const statuses = responses.map((response) => response.status);
    expect(count(statuses, 401)).toBe(5);
    expect(count(statuses, 429)).toBe(25);
  });

  it('checks at most five passwords for 30 parallel wrong GraphQL signIn calls to one account', async () => {
    const email = await account(app);
    const results = await Promise.all(Array.from({ length: 30 }, () => graphql(app.url, SIGN_IN, { input: { email, password: 'wrong-password' } })));
    const codes = results.map((result) => result.errors?.[0]?.extensions?.code);
    expect(count(codes, 'UNAUTHENTICATED')).toBe(5);
    expect(count(codes, 'TOO_MANY_REQUESTS')).toBe(25);
  });

  it('counts REST and GraphQL attempts against one limit', async () => {
    const email = await account(app);
    for (let attempt = 0; attempt < 3; attempt++) expect((await request(app.url, 'POST', '/api/login', { body: { email, password: 'wrong-password' } })).status).toBe(401);
    for (let attempt = 0; attempt < 2; attempt++) expect((await graphql(app.url, SIGN_IN, { input: { email, password: 'wrong-password' } })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await request(app.url, 'POST', '/api/login', { body: { email, password: PASSWORD } })).status).toBe(429);
  });

  it('is not bypassed by a different X-Forwarded-For on every attempt', async () => {
    const email = await account(app);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 8; attempt++) {
      const response = await request(app.url, 'POST', '/api/login', { body: { email, password: 'wrong-password' }, headers: { 'x-forwarded-for': `203.0.113.${attempt + 1}` } });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
  });

  it('limits sign-ups per address, whatever X-Forwarded-For says', async () => {
    const signUp = (attempt: number) =>
      request(app.url, 'POST', '/api/signup', {
        body: { full_name: 'New', email: uniqueEmail('signup'), password: PASSWORD },
        headers: { 'x-forwarded-for': `198.51.100.${attempt + 1}` },
      });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) statuses.push((await signUp(attempt)).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
    const overGraphQL = await graphql(app.url, 'mutation($input: SignUpInput!) { signUp(input: $input) { token } }', { input: { fullName: 'New', email: uniqueEmail('signup'), password: PASSWORD } });
    expect(overGraphQL.errors?.[0]).toMatchObject({ message: expect.stringMatching(/^Too many sign-ups from this address\. Please try again in \d+ minutes?\.$/), extensions: { code: 'TOO_MANY_REQUESTS' } });
  });
});

describe('sign-in throttle behind a configured proxy', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ TRUST_PROXY: 'loopback' });
  });
  afterAll(() => app.close());

  it('counts per client address from X-Forwarded-For when the proxy is trusted', async () => {
    const email = await account(app);
    const attempt = (client: string, password = 'wrong-password') => request(app.url, 'POST', '/api/login', { body: { email, password }, headers: { 'x-forwarded-for': client } });
    for (let i = 0; i < 5; i++) expect((await attempt('203.0.113.7')).status).toBe(401);
    expect((await attempt('203.0.113.7', PASSWORD)).status).toBe(429);
    expect((await attempt('203.0.113.8', PASSWORD)).status).toBe(200);
  });
});
