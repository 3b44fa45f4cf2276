import { User } from '../src/modules/auth/user.entity';
import { createServices } from '../src/app/services';
import { followArticleText } from './support/article-text-client';
import { ADMIN, startTestApp, type TestApp } from './support/test-app';
import { createUser } from './support/factories';
import { graphql, request, signInUser, signUpUser, uniqueEmail } from './support/http';
import { inPersonalWorkspace } from './support/viewer';

/** PostgreSQL cannot store a NUL character in text; every text input is refused at the edge. */
const NUL_REFUSED = 'Text must not contain NUL characters.';
const WITH_NUL = 'coffee\u0000beans';

let app: TestApp;
let adminToken: string;
let agency: Awaited<ReturnType<typeof signUpUser>>;
beforeAll(async () => {
  app = await startTestApp({ LLM_SANDBOX_TOKENS_PER_SECOND: '0' });
  adminToken = await signInUser(app.url, ADMIN.email, ADMIN.password);
  agency = await createUser(app, { plan: 'agency' });
});
afterAll(() => app.close());

const expectRestRefusal = async (method: string, path: string, body: unknown, token?: string) =>
  expect(await request(app.url, method, path, { body, token })).toMatchObject({ status: 400, body: { error: NUL_REFUSED } });

async function expectGraphQLRefusal(query: string, variables: Record<string, unknown> | undefined, token?: string) {
  const result = await graphql(app.url, query, variables, token);
  expect(result.status).toBe(400);
  expect(result.errors).toEqual([expect.objectContaining({ message: NUL_REFUSED, extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }) })]);
  expect(result.data ?? null).toBeNull();
}

const jobCount = async (userId: string) => Number((await app.database.orm.em.fork().getConnection().execute<{ n: string }[]>('select count(*) as n from jobs where owner_id = ?', [userId]))[0].n);

describe('a NUL character in a text input', () => {
  it('is refused in keyword lookups, over REST and GraphQL (variables and literals)', async () => {
    await expectRestRefusal('POST', '/api/keyword-stats', { keywords: ['seo tools', WITH_NUL] }, agency.token);
    await expectRestRefusal('POST', '/api/get-related-keywords', { keyword: WITH_NUL }, agency.token);
    await expectGraphQLRefusal('mutation($keywords: [String!]!) { lookupKeywordStats(keywords: $keywords) { source } }', { keywords: [WITH_NUL] }, agency.token);
    await expectGraphQLRefusal('mutation { lookupRelatedKeywords(keyword: "coffee\\u0000beans") { source } }', undefined, agency.token);
  });

  it('is refused in article keywords, and no job is created', async () => {
    const user = await signUpUser(app.url);
    await expectRestRefusal('POST', '/api/generate-article', { business: 'A roastery', keyword: WITH_NUL }, user.token);
    await expectGraphQLRefusal(
      'mutation($input: GenerateArticlesInput!) { generateArticles(input: $input) { id } }',
      { input: { flow: 'KEYWORD', source: 'coffee', keywords: ['espresso', WITH_NUL] } },
      user.token,
    );
    expect(await jobCount(user.id)).toBe(0);
  });

  it('leaves no job behind when the drafts of a generation cannot be stored', async () => {
    // Past the edge (a service called directly), the database itself refuses the keyword.
    const user = await signUpUser(app.url);
    const em = app.database.orm.em.fork();
    const viewer = inPersonalWorkspace(await em.findOneOrFail(User, { id: user.id }));
    await expect(createServices(app.deps, em).articles.generate(viewer, { flow: 'KEYWORD', source: 'coffee', keywords: ['espresso', WITH_NUL] })).rejects.toThrow();
    expect(await jobCount(user.id)).toBe(0);
  });

  it('is refused in a sign-up name', async () => {
    await expectRestRefusal('POST', '/api/signup', { full_name: 'Ada\u0000Lovelace', email: uniqueEmail(), password: 'password-123' });
    await expectGraphQLRefusal('mutation($input: SignUpInput!) { signUp(input: $input) { token } }', { input: { fullName: 'Ada\u0000Lovelace', email: uniqueEmail(), password: 'password-123' } });
  });

  it('is refused when an admin creates a user', async () => {
    await expectRestRefusal('POST', '/api/users', { full_name: 'Grace\u0000Hopper', email: uniqueEmail(), password: 'password-123' }, adminToken);
    await expectGraphQLRefusal('mutation($input: CreateUserInput!) { createUser(input: $input) { id } }', { input: { fullName: 'Grace\u0000Hopper', email: uniqueEmail(), password: 'password-123' } }, adminToken);
  });

  it('is refused in an API token name', async () => {
    await expectRestRefusal('POST', '/api/api-tokens', { name: 'CI\u0000token' }, agency.token);
    await expectGraphQLRefusal('mutation($name: String!) { createApiToken(name: $name) { secret } }', { name: 'CI\u0000token' }, agency.token);
  });

  it('is refused in a credit grant reason', async () => {
    await expectRestRefusal('POST', `/api/users/${agency.id}/credits`, { kind: 'tracking', amount: 5, reason: 'Goodwill\u0000' }, adminToken);
    await expectGraphQLRefusal(
      'mutation($id: ID!, $reason: String!) { grantCredits(userId: $id, kind: TRACKING, amount: 5, reason: $reason) { kind } }',
      { id: agency.id, reason: 'Goodwill\u0000' },
      adminToken,
    );
  });

  it('is refused over graphql-ws', async () => {
    const live = followArticleText(app.url, agency.token, 'job\u0000id');
    expect((await live.ended).errors).toEqual([expect.objectContaining({ message: NUL_REFUSED, extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }) })]);
    await live.dispose();
  });

  it('is refused in a query string, a path and a nested field, wherever it sits', async () => {
    expect(await request(app.url, 'GET', '/api/customers?featured=tr%00ue')).toMatchObject({ status: 400, body: { error: NUL_REFUSED } });
    expect(await request(app.url, 'GET', '/api/user-role/%00', { token: adminToken })).toMatchObject({ status: 400, body: { error: NUL_REFUSED } });
    await expectRestRefusal('POST', '/api/login', { email: 'someone@example.com', password: { nested: ['pass\u0000word'] } });
  });

  it('leaves other control characters and ordinary text alone', async () => {
    const created = await request(app.url, 'POST', '/api/api-tokens', { body: { name: 'Tab\there' }, token: agency.token });
    expect(created).toMatchObject({ status: 201, body: { name: 'Tab\there' } });
  });
});
