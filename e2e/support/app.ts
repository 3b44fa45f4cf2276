import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { createTestDatabase } from '../../api/test/support/test-database';

const ROOT = path.resolve(__dirname, '../..');
const MAIN = path.join(ROOT, 'api/dist/main.js');

export interface E2eApp {
  baseUrl: string;
  admin: { email: string; password: string };
  stop(): Promise<void>;
}

/** The built api serving the built web app, as `npm start` runs it, on a fresh database and a free port. */
export async function startApp(options: { env?: Record<string, string> } = {}): Promise<E2eApp> {
  if (!existsSync(MAIN) || !existsSync(path.join(ROOT, 'web/dist/index.html'))) {
    throw new Error('The app is not built: run `npm run build` first (npm test does).');
  }
  // Empty: the built app runs its migrations when it starts.
  const database = await createTestDatabase({ migrated: false });
  const port = await freePort();
  const admin = { email: 'admin@rankcraft.test', password: 'admin-password-1' };
  const child = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: database.dataDir,
      ...(database.url ? { DATABASE_URL: database.url } : {}),
      JWT_SECRET: randomBytes(32).toString('hex'),
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
      // Every browser test signs its users up from 127.0.0.1.
      SIGNUP_LIMIT_PER_HOUR: '10000',
      // The browser tests compare runs with each other: the sandbox's rankings do not move between runs.
      SANDBOX_SERP_SEED: 'e2e',
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealthy(baseUrl, child);
  } catch (error) {
    child.kill('SIGKILL');
    await database.drop();
    throw error;
  }
  return {
    baseUrl,
    admin,
    async stop() {
      await stopProcess(child);
      await database.drop();
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealthy(baseUrl: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The app exited with code ${child.exitCode} before it was healthy.`);
    try {
      const response = await fetch(`${baseUrl}/healthz`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The app did not become healthy within ${timeoutMs} ms.`);
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killTimer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(killTimer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
