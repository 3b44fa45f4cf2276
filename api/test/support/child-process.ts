import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
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

/** `node main` with only `env`; its standard output is piped (read it, or it may stall), its errors go to the test's. */
export function spawnNode(main: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [main], { env, stdio: ['ignore', 'pipe', 'inherit'] });
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
