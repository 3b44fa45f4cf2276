import { Client } from 'pg';
import { ADMIN, startTestApp, type TestApp } from './support/test-app';
import { waitFor } from './support/factories';
import { createTestDatabase } from './support/test-database';
import { graphql, signInUser, signUpUser } from './support/http';
import { USER_CHANGES_CHANNEL } from '../src/modules/auth/session-cache';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * On PostgreSQL the api remembers session users between requests (SESSION_CACHE_MS) and forgets one as
 * soon as the database says it changed, whoever changed it. Here the time is a minute, so only the
 * notifications can make a change count.
 */
(onPostgres ? describe : describe.skip)('session users remembered between requests (PostgreSQL)', () => {
  let app: TestApp;
  let sql: Client;

  beforeAll(async () => {
    const database = await createTestDatabase();
    app = await startTestApp({ SESSION_CACHE_MS: '60000' }, database);
    sql = new Client({ connectionString: database.url });
    await sql.connect();
  });
  afterAll(async () => {
    await sql?.end();
    await app?.close();
  });

  const roleOf = async (token: string) => (await graphql(app.url, '{ me { role } }', undefined, token)).data?.me?.role as string | undefined;
  const remembered = (userId: string) => app.deps.sessions?.get(userId)?.role as string | undefined;

  it('serves a signed-in user from memory, and forgets them when another connection changes their row', async () => {
    const user = await signUpUser(app.url);
    expect(await roleOf(user.token)).toBe('user');
    expect(remembered(user.id)).toBe('user');

    // Another process's write: no request of this app is involved, only the trigger's notification.
    await sql.query(`update users set role = 'admin' where id = $1`, [user.id]);
    await waitFor(async () => (remembered(user.id) === undefined ? true : undefined), 5_000, 5);
    expect(await roleOf(user.token)).toBe('admin');
  });

  it('forgets every session when another connection switches maintenance on', async () => {
    const user = await signUpUser(app.url);
    expect((await graphql(app.url, '{ creditUsage { kind } }', undefined, user.token)).errors).toBeUndefined();
    expect(remembered(user.id)).toBe('user');
    try {
      await sql.query(`insert into app_settings (key, value, updated_at) values ('maintenance', 'true'::jsonb, now()) on conflict (key) do update set value = excluded.value`);
      await waitFor(async () => (remembered(user.id) === undefined ? true : undefined), 5_000, 5);
      expect((await graphql(app.url, '{ creditUsage { kind } }', undefined, user.token)).errors?.[0]?.extensions?.code).toBe('MAINTENANCE');
    } finally {
      await sql.query(`delete from app_settings where key = 'maintenance'`);
    }
  });

  it('forgets a user this app changes as it writes the change, before any notification: it counts on the very next request', async () => {
    const adminToken = await signInUser(app.url, ADMIN.email, ADMIN.password);
    const colleague = await signUpUser(app.url);
    await sql.query('alter table users disable trigger users_changed');
    try {
      const promoted = await graphql(app.url, `mutation { setUserRole(id: "${colleague.id}", role: admin) { role } }`, undefined, adminToken);
      expect(promoted.errors).toBeUndefined();
      expect(await roleOf(colleague.token)).toBe('admin');
      expect(remembered(colleague.id)).toBe('admin');
      await graphql(app.url, `mutation { setUserRole(id: "${colleague.id}", role: user) { role } }`, undefined, adminToken);
      expect(await roleOf(colleague.token)).toBe('user');
      expect((await graphql(app.url, '{ users { id } }', undefined, colleague.token)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    } finally {
      await sql.query('alter table users enable trigger users_changed');
    }
  });

  it('forgets every session when this app switches maintenance on, before any notification', async () => {
    const adminToken = await signInUser(app.url, ADMIN.email, ADMIN.password);
    const user = await signUpUser(app.url);
    expect((await graphql(app.url, '{ creditUsage { kind } }', undefined, user.token)).errors).toBeUndefined();
    await sql.query('alter table app_settings disable trigger maintenance_changed');
    try {
      expect((await graphql(app.url, 'mutation { setMaintenance(enabled: true) }', undefined, adminToken)).errors).toBeUndefined();
      expect((await graphql(app.url, '{ creditUsage { kind } }', undefined, user.token)).errors?.[0]?.extensions?.code).toBe('MAINTENANCE');
    } finally {
      await graphql(app.url, 'mutation { setMaintenance(enabled: false) }', undefined, adminToken);
      await sql.query('alter table app_settings enable trigger maintenance_changed');
    }
    expect((await graphql(app.url, '{ creditUsage { kind } }', undefined, user.token)).errors).toBeUndefined();
  });

  it('relies on the notifications alone: without them a change is not seen, and when its listening connection is lost it remembers nothing more', async () => {
    const user = await signUpUser(app.url);
    expect(await roleOf(user.token)).toBe('user');
    await sql.query('alter table users disable trigger users_changed');
    try {
      await sql.query(`update users set role = 'admin' where id = $1`, [user.id]);
      // A notification sent after the update arrives after any the update would have sent (PostgreSQL delivers them
      // in commit order): once the app has forgotten the marker user, it has heard all there was about this one.
      const marker = await signUpUser(app.url);
      expect(await roleOf(marker.token)).toBe('user');
      await sql.query('select pg_notify($1, $2)', [USER_CHANGES_CHANNEL, marker.id]);
      await waitFor(async () => (remembered(marker.id) === undefined ? true : undefined), 5_000, 5);
      expect(remembered(user.id)).toBe('user');
      expect(await roleOf(user.token)).toBe('user');

      const { rows } = await sql.query<{ pid: number }>(`select pid from pg_stat_activity where datname = current_database() and query = 'listen rankcraft_user_changes'`);
      expect(rows).toHaveLength(1);
      await sql.query('select pg_terminate_backend($1)', [rows[0].pid]);
      await waitFor(async () => (remembered(user.id) === undefined ? true : undefined), 5_000, 5);
      expect(await roleOf(user.token)).toBe('admin');
      expect(remembered(user.id)).toBeUndefined();
    } finally {
      await sql.query('alter table users enable trigger users_changed');
    }
  });
});

(onPostgres ? describe.skip : describe)('session users on the embedded database', () => {
  it('are read on every request: one process, no round trip to save', async () => {
    const app = await startTestApp();
    try {
      const user = await signUpUser(app.url);
      expect((await graphql(app.url, '{ me { id } }', undefined, user.token)).data).toEqual({ me: { id: user.id } });
      expect(app.deps.sessions).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});

describe('the session read', () => {
  it('keeps answering once a newer process adds a column to users: it is prepared, with its columns named', async () => {
    // No session cache, so every request below reads the user again through the prepared statement.
    const app = await startTestApp({ SESSION_CACHE_MS: '0' });
    try {
      const user = await signUpUser(app.url);
      const me = '{ me { id fullName email role planId pendingPlanId createdAt } }';
      const before = await graphql(app.url, me, undefined, user.token);
      expect(before.errors).toBeUndefined();
      // As a migration run by a newer version of the app, beside this running one, would.
      await app.database.orm.em.fork().getConnection().execute('alter table users add column added_later text');
      for (let i = 0; i < 3; i++) expect(await graphql(app.url, me, undefined, user.token)).toEqual(before);
    } finally {
      await app.close();
    }
  });
});
