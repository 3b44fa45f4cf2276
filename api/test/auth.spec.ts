import { SignJWT } from 'jose';
import { ADMIN, startTestApp, type TestApp } from './support/test-app';
import { graphql, request, signUpUser, uniqueEmail } from './support/http';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const SIGN_UP = `mutation SignUp($input: SignUpInput!) { signUp(input: $input) { token user { id fullName email role planId subscriptionTier creditsUsed creditLimit pendingPlanId createdAt } } }`;
const SIGN_IN = `mutation SignIn($input: SignInInput!) { signIn(input: $input) { token user { id email role } } }`;
const ME = `query { me { id email fullName role } }`;

describe('sign-up', () => {
  it('creates an account over REST with a token and the spec fields, never the password hash', async () => {
    const email = uniqueEmail('ann');
    const response = await request(app.url, 'POST', '/api/signup', { body: { full_name: '  Ann Lee ', email: `  ${email.toUpperCase()} `, password: 'password-123' } });

    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      full_name: 'Ann Lee',
      email,
      role: 'user',
      plan_id: 1,
      pending_plan_id: null,
      subscription_tier: 'free',
      credits_used: 0,
      credit_limit: 100,
    });
    expect(typeof response.body.token).toBe('string');
    expect(Date.parse(response.body.created_at)).not.toBeNaN();
    expect(JSON.stringify(response.body)).not.toMatch(/password|argon2/i);
  });

  it('creates an account over GraphQL', async () => {
    const email = uniqueEmail();
    const result = await graphql(app.url, SIGN_UP, { input: { fullName: 'Bo', email, password: 'password-123' } });

    expect(result.errors).toBeUndefined();
    expect(result.data.signUp.user).toMatchObject({ email, fullName: 'Bo', role: 'user', planId: 1, subscriptionTier: 'free', creditLimit: 100 });
    const me = await graphql(app.url, ME, {}, result.data.signUp.token);
    expect(me.data.me).toMatchObject({ email, fullName: 'Bo' });
  });

  it('refuses a second account with the same email, whatever its case', async () => {
    const { email } = await signUpUser(app.url);
    const response = await request(app.url, 'POST', '/api/signup', { body: { full_name: 'Again', email: email.toUpperCase(), password: 'password-123' } });
    expect(response).toMatchObject({ status: 409, body: { error: 'An account with this email already exists.' } });

    const result = await graphql(app.url, SIGN_UP, { input: { fullName: 'Again', email, password: 'password-123' } });
    expect(result.errors?.[0]).toMatchObject({ message: 'An account with this email already exists.', extensions: { code: 'CONFLICT' } });
  });

  it.each([
    [{ email: uniqueEmail(), password: 'password-123' }, 'Full name is required.'],
    [{ full_name: '   ', email: uniqueEmail(), password: 'password-123' }, 'Full name is required.'],
    [{ full_name: 'A', password: 'password-123' }, 'Email is required.'],
    [{ full_name: 'A', email: 'not-an-email', password: 'password-123' }, 'Please enter a valid email address.'],
    [{ full_name: 'A', email: uniqueEmail() }, 'Password is required.'],
    [{ full_name: 'A', email: uniqueEmail(), password: 'short' }, 'Password must be at least 8 characters.'],
    [{ full_name: 'A'.repeat(101), email: uniqueEmail(), password: 'password-123' }, 'Full name must be at most 100 characters.'],
    [{ full_name: 'A', email: `${'a'.repeat(250)}@example.com`, password: 'password-123' }, 'Email must be at most 254 characters.'],
    [{ full_name: 'A', email: uniqueEmail(), password: 'p'.repeat(201) }, 'Password must be at most 200 characters.'],
    [{ full_name: 42, email: uniqueEmail(), password: 'password-123' }, 'Full name is required.'],
  ])('rejects %j with a clear 400', async (body, error) => {
    const response = await request(app.url, 'POST', '/api/signup', { body });
    expect(response).toMatchObject({ status: 400, body: { error } });
  });

  it('reports validation problems over GraphQL with BAD_USER_INPUT', async () => {
    const result = await graphql(app.url, SIGN_UP, { input: { fullName: 'A', email: 'nope', password: 'password-123' } });
    expect(result.errors?.[0]).toMatchObject({ message: 'Please enter a valid email address.', extensions: { code: 'BAD_USER_INPUT' } });
  });
});

describe('sign-in and the current user', () => {
  it('signs in over REST with any email case and returns the token with the user fields', async () => {
    const user = await signUpUser(app.url);
    const response = await request(app.url, 'POST', '/api/login', { body: { email: ` ${user.email.toUpperCase()}`, password: user.password } });

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: user.id, email: user.email, full_name: user.fullName, role: 'user' });
    const me = await request(app.url, 'GET', '/api/me', { token: response.body.token });
    expect(me).toMatchObject({ status: 200, body: { id: user.id, full_name: user.fullName, email: user.email } });
    expect(JSON.stringify(me.body)).not.toMatch(/password/i);
  });

  it('signs in over GraphQL', async () => {
    const user = await signUpUser(app.url);
    const result = await graphql(app.url, SIGN_IN, { input: { email: user.email, password: user.password } });
    expect(result.data.signIn.user).toMatchObject({ id: user.id, role: 'user' });
  });

  it('gives the same answer for a wrong password and an unknown email', async () => {
    const user = await signUpUser(app.url);
    const wrongPassword = await request(app.url, 'POST', '/api/login', { body: { email: user.email, password: 'wrong-password' } });
    const unknownEmail = await request(app.url, 'POST', '/api/login', { body: { email: uniqueEmail(), password: 'wrong-password' } });

    expect(wrongPassword).toMatchObject({ status: 401, body: { error: 'Invalid email or password.' } });
    expect(unknownEmail).toMatchObject({ status: 401, body: { error: 'Invalid email or password.' } });
    const result = await graphql(app.url, SIGN_IN, { input: { email: user.email, password: 'wrong-password' } });
    expect(result.errors?.[0]).toMatchObject({ message: 'Invalid email or password.', extensions: { code: 'UNAUTHENTICATED' } });
  });

  it('requires email and password to sign in', async () => {
    expect(await request(app.url, 'POST', '/api/login', { body: { password: 'x' } })).toMatchObject({ status: 400, body: { error: 'Email is required.' } });
    expect(await request(app.url, 'POST', '/api/login', { body: { email: uniqueEmail() } })).toMatchObject({ status: 400, body: { error: 'Password is required.' } });
  });

  it('answers /api/me with 401 without a valid token, and GraphQL me with null', async () => {
    for (const token of [undefined, 'garbage', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.forged']) {
      expect(await request(app.url, 'GET', '/api/me', { token })).toMatchObject({ status: 401, body: { error: 'Authentication required. Please log in.' } });
      expect((await graphql(app.url, ME, {}, token)).data).toEqual({ me: null });
    }
  });

  it('rejects a token signed with another secret, and an expired one', async () => {
    const user = await signUpUser(app.url);
    const sign = (secret: string, expiresAt: number) =>
      new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(user.id).setIssuer('rankcraft').setIssuedAt().setExpirationTime(expiresAt).sign(new TextEncoder().encode(secret));
    const inAnHour = Math.floor(Date.now() / 1000) + 3600;

    expect((await request(app.url, 'GET', '/api/me', { token: await sign(app.jwtSecret, inAnHour) })).status).toBe(200);
    expect((await request(app.url, 'GET', '/api/me', { token: await sign('another-secret-another-secret-another', inAnHour) })).status).toBe(401);
    expect((await request(app.url, 'GET', '/api/me', { token: await sign(app.jwtSecret, Math.floor(Date.now() / 1000) - 60) })).status).toBe(401);
  });
});

describe('throttling of failed sign-ins', () => {
  it('answers 429 with a clear message after five failures for an email, even with the right password', async () => {
    const user = await signUpUser(app.url);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await request(app.url, 'POST', '/api/login', { body: { email: user.email, password: 'wrong-password' } })).status).toBe(401);
    }
    const blocked = await request(app.url, 'POST', '/api/login', { body: { email: user.email, password: user.password } });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toMatch(/^Too many failed sign-in attempts\. Please try again in \d+ minutes?\.$/);

    const overGraphQL = await graphql(app.url, SIGN_IN, { input: { email: user.email, password: user.password } });
    expect(overGraphQL.errors?.[0].extensions?.code).toBe('TOO_MANY_REQUESTS');

    // Other accounts from the same address are unaffected.
    const other = await signUpUser(app.url);
    expect((await request(app.url, 'POST', '/api/login', { body: { email: other.email, password: other.password } })).status).toBe(200);
  });

  it('forgets earlier failures after a successful sign-in', async () => {
    const user = await signUpUser(app.url);
    const fail = () => request(app.url, 'POST', '/api/login', { body: { email: user.email, password: 'wrong-password' } });
    for (let attempt = 0; attempt < 4; attempt++) await fail();
    expect((await request(app.url, 'POST', '/api/login', { body: { email: user.email, password: user.password } })).status).toBe(200);
    for (let attempt = 0; attempt < 4; attempt++) expect((await fail()).status).toBe(401);
  });
});

describe('roles', () => {
  it('lets a user read their own role, not another user’s', async () => {
    const ann = await signUpUser(app.url);
    const bo = await signUpUser(app.url);
    expect(await request(app.url, 'GET', `/api/user-role/${ann.id}`, { token: ann.token })).toMatchObject({ status: 200, body: { role: 'user' } });
    expect(await request(app.url, 'GET', `/api/user-role/${bo.id}`, { token: ann.token })).toMatchObject({ status: 403, body: { error: "You don't have permission to do this." } });
    expect(await request(app.url, 'GET', `/api/user-role/${ann.id}`)).toMatchObject({ status: 401 });
  });

  it('lets an admin read anyone’s role, and says so when there is no such user', async () => {
    const ann = await signUpUser(app.url);
    const admin = await request(app.url, 'POST', '/api/login', { body: ADMIN });
    expect(admin.body.role).toBe('admin');
    expect(await request(app.url, 'GET', `/api/user-role/${ann.id}`, { token: admin.body.token })).toMatchObject({ status: 200, body: { role: 'user' } });
    expect(await request(app.url, 'GET', `/api/user-role/${admin.body.id}`, { token: admin.body.token })).toMatchObject({ body: { role: 'admin' } });
    expect(await request(app.url, 'GET', '/api/user-role/not-a-uuid', { token: admin.body.token })).toMatchObject({ status: 404, body: { error: 'User not found.' } });
    expect(await request(app.url, 'GET', '/api/user-role/8a6e0804-2bd0-4672-b79f-d97a9a1d9c1f', { token: admin.body.token })).toMatchObject({ status: 404 });
  });

  it('makes the bootstrap admin a staff account without plan limits', async () => {
    const admin = await request(app.url, 'POST', '/api/login', { body: ADMIN });
    expect(admin.body).toMatchObject({ role: 'admin', credit_limit: null });
  });
});
