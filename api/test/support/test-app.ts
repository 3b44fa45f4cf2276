import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { loadConfig } from '../../src/config';
import type { AppJobKind } from '../../src/app/job-kinds';
import { startApp, type RunningApp } from '../../src/server/app';
import { QUICK_RETRY_POLICY } from './quick-job-retries';
import { deletePassSchedules } from './pass-schedules';
import { createTestDatabase, type TestDatabase } from './test-database';

export const ADMIN = { email: 'admin@rankcraft.test', password: 'admin-password-1' } as const;

export interface TestApp extends RunningApp {
  jwtSecret: string;
  /** Stops the app and drops its database. */
  close(): Promise<void>;
}

/**
 * The real app on a random port over a fresh database (or `existing`, which it then drops on close),
 * with a bootstrap admin, quick activity retries and `extraJobKinds` beside the app's job kinds.
 */
export async function startTestApp(env: Record<string, string> = {}, existing?: TestDatabase, options: { extraJobKinds?: readonly AppJobKind[] } = {}): Promise<TestApp> {
  const database = existing ?? (await createTestDatabase());
  const jwtSecret = randomBytes(32).toString('hex');
  const config = loadConfig({
    JWT_SECRET: jwtSecret,
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: database.dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // Every test signs its users up from 127.0.0.1; login-throttle.spec tests the limit itself.
    SIGNUP_LIMIT_PER_HOUR: '10000',
    ...env,
  });
  const app = await startApp({ ...config, database: database.config, activityRetryPolicy: QUICK_RETRY_POLICY }, pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }), options);
  return {
    ...app,
    jwtSecret,
    async close() {
      await app.stop();
      if (config.temporal) await deletePassSchedules(config.temporal.address, config.temporal.namespace, config.temporal.taskQueue);
      await database.drop();
    },
  };
}

/** Moves a user to a plan directly (billing is not part of these tests), as another process would. */
export async function setPlan(app: TestApp, userId: string, planId: 1 | 2 | 3): Promise<void> {
  await writeUsersOutOfBand(app, [userId], 'update users set plan_id = ? where id = ?', [planId, userId]);
}

/**
 * A write to users the app does not make (another replica's, a worker's, an operator's), and then the
 * wait until the app has heard of it: on PostgreSQL the users trigger's notification makes its session
 * cache forget these users, a few milliseconds after the commit.
 */
export async function writeUsersOutOfBand(app: TestApp, userIds: string[], sql: string, params: unknown[]): Promise<void> {
  await app.database.orm.em.fork().getConnection().execute(sql, params);
  const sessions = app.deps.sessions;
  if (!sessions) return;
  const deadline = Date.now() + 10_000;
  while (userIds.some((userId) => sessions.get(userId))) {
    if (Date.now() > deadline) throw new Error('the session cache did not hear of the write within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
