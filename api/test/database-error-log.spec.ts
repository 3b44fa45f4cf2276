import { randomBytes } from 'node:crypto';
import { startLoggedApp, type LoggedApp } from './support/logged-app';
import { createUser } from './support/factories';
import { graphql, request } from './support/http';

/** A constraint the app does not know about makes the database refuse the row: an unexpected error, logged. */
const REFUSED_NAME = 'Refused Name';
const REFUSED_TOKEN_NAME = 'Refused token';

let app: LoggedApp;
beforeAll(async () => {
  app = await startLoggedApp();
  const connection = app.database.orm.em.fork().getConnection();
  await connection.execute(`alter table users add constraint users_refused_name check (full_name <> '${REFUSED_NAME}')`);
  await connection.execute(`alter table api_tokens add constraint api_tokens_refused_name check (name <> '${REFUSED_TOKEN_NAME}')`);
});
afterAll(() => app.close());

const secretEmail = () => `leaky-${randomBytes(6).toString('hex')}@example.com`;

describe('a database error in the log', () => {
  it('names the statement and the error, without the values: no email, name or password hash (REST)', async () => {
    const email = secretEmail();
    const from = app.logLines.length;
    const response = await request(app.url, 'POST', '/api/signup', { body: { full_name: REFUSED_NAME, email, password: 'correct-horse-battery' } });
    expect(response.status).toBe(500);
    const line = await app.waitForLog('unexpected error', from);

    expect(line).toContain('insert into \\"users\\"');
    expect(line).toContain('violates check constraint \\"users_refused_name\\"');
    expect(line).toContain('"code":"23514"');
    const logged = app.logLines.slice(from).join('\n');
    for (const value of [email, REFUSED_NAME, '$argon2id$', 'Failing row contains']) expect(logged).not.toContain(value);
  });

  it('keeps API token hashes out too (GraphQL)', async () => {
    const user = await createUser(app, { plan: 'agency' });
    const from = app.logLines.length;
    const result = await graphql(app.url, 'mutation($name: String!) { createApiToken(name: $name) { secret } }', { name: REFUSED_TOKEN_NAME }, user.token);
    expect(result.errors?.[0]?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
    const line = await app.waitForLog('unexpected GraphQL error', from);

    expect(line).toContain('insert into \\"api_tokens\\"');
    expect(line).toContain('violates check constraint \\"api_tokens_refused_name\\"');
    const logged = app.logLines.slice(from).join('\n');
    expect(logged).not.toMatch(/[0-9a-f]{64}/);
    expect(logged).not.toContain(REFUSED_TOKEN_NAME);
    expect(logged).not.toContain(user.id);
  });
});
