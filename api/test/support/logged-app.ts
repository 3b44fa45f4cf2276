import { randomBytes } from 'node:crypto';
import { loadConfig } from '../../src/config';
import { startApp } from '../../src/server/app';
import { createLogger } from '../../src/server/logger';
import { QUICK_RETRY_POLICY } from './quick-job-retries';
import { createTestDatabase } from './test-database';
import type { TestApp } from './test-app';

export interface LoggedApp extends TestApp {
  /** Every line the app logged (at info and above), as written. */
  logLines: string[];
  /** Resolves with the first line at or after `fromIndex` that contains `text`. */
  waitForLog(text: string, fromIndex?: number): Promise<string>;
}

/** The real app over a fresh database, logging through the app's own logger into memory. */
export async function startLoggedApp(env: Record<string, string> = {}): Promise<LoggedApp> {
  const database = await createTestDatabase();
  const jwtSecret = randomBytes(32).toString('hex');
  const config = {
    ...loadConfig({ JWT_SECRET: jwtSecret, NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', DATA_DIR: database.dataDir, LOG_LEVEL: 'info', ...env }),
    database: database.config,
    activityRetryPolicy: QUICK_RETRY_POLICY,
  };
  const logLines: string[] = [];
  const waiters: { text: string; fromIndex: number; resolve: (line: string) => void }[] = [];
  const write = (line: string) => {
    logLines.push(line);
    for (const waiter of waiters.filter((w) => logLines.length - 1 >= w.fromIndex && line.includes(w.text))) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(line);
    }
  };
  const app = await startApp(config, createLogger(config, { write }));
  return {
    ...app,
    jwtSecret,
    logLines,
    waitForLog(text, fromIndex = 0) {
      const found = logLines.slice(fromIndex).find((line) => line.includes(text));
      return found ? Promise.resolve(found) : new Promise((resolve) => waiters.push({ text, fromIndex, resolve }));
    },
    async close() {
      await app.stop();
      await database.drop();
    },
  };
}
