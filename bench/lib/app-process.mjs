// The built app in a child process of its own, as `npm start` runs it: its CPU time can then be read from
// /proc/<pid>/stat apart from the bench's (and the browser's).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { onCleanup } from './cleanup.mjs';
import { apiDir, root } from './paths.mjs';
import { freePort, stopProcess, waitForHttp } from './processes.mjs';

/** The node flags `npm start` gives the app (package.json's start script), so a bench starts it alike. */
export const START_FLAGS =
  /\bnode ((?:--\S+ )*)api\/dist\/main\.js/.exec(JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.start)?.[1].split(' ').filter(Boolean) ?? [];

/**
 * Starts `node api/dist/main.js` in production mode (it serves web/dist) on a free port of 127.0.0.1 with a
 * random JWT_SECRET, `env` on top (DATA_DIR, DATABASE_URL, ...) and nothing else from the bench's environment
 * (no TEMPORAL_ADDRESS, no vendor keys: the in-process job runner and sandbox vendors). Resolves once /healthz
 * answers: `{ child, pid, baseUrl, stop }`. Clean-up stops it too.
 */
export async function startAppProcess(env, { timeoutMs = 180_000 } = {}) {
  const port = await freePort();
  // BENCH_CPU_PROF=<dir>: the app writes a V8 CPU profile there when it stops (open it in Chrome's DevTools).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...START_FLAGS, ...profile, path.join(apiDir, 'dist/main.js')], {
    cwd: root,
    env: { PATH: process.env.PATH, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', JWT_SECRET: randomBytes(32).toString('hex'), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const forget = onCleanup(() => stopProcess(child));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHttp(`${baseUrl}/healthz`, { child, timeoutMs, intervalMs: 100 });
  return {
    child,
    pid: child.pid,
    baseUrl,
    stop: () => {
      forget();
      return stopProcess(child);
    },
  };
}
