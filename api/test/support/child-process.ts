import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:net';
import type { TestDatabase } from './test-database';

/** What a child process (a built api or worker) needs to share the test's database. */
export function childEnv(database: TestDatabase): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATA_DIR: database.dataDir,
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
  };
}

/**
 * `node [nodeArgs] main` with only `env`; its standard output is piped (read it, or it may stall), its
 * errors go to the test's; with `ipc`, it has an IPC channel to the test.
 */
export function spawnNode(main: string, env: Record<string, string>, { nodeArgs = [], ipc = false }: { nodeArgs?: string[]; ipc?: boolean } = {}): ChildProcess {
  return spawn(process.execPath, [...nodeArgs, main], { env, stdio: ['ignore', 'pipe', 'inherit', ...(ipc ? ['ipc' as const] : [])] });
}

/** Resolves once the api child answers on `url`/healthz; rejects if it exits first. Its standard output is let flow away. */
export async function untilHealthy(child: ChildProcess, url: string): Promise<void> {
  child.stdout?.resume();
  const exited = once(child, 'exit').then(() => {
    throw new Error(`The app exited with code ${child.exitCode} before it was healthy.`);
  });
  const healthy = (async () => {
    for (;;) {
      const response = await fetch(`${url}/healthz`).catch(() => undefined);
      if (response?.ok) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  })();
  await Promise.race([healthy, exited]);
}

/** A port no one listens on now, for a child process to take. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Resolves once the child has written `text` to its standard output; rejects if it exits first. */
export function untilLogged(child: ChildProcess, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.includes(text)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`The process exited with code ${code} before it logged "${text}".`)));
  });
}
