// Child processes of a bench (the built app, workers, yardsticks): a free port, waiting until one
// answers, stopping it, and what it used (CPU time, memory) from /proc (Linux).
import { once } from 'node:events';
import { readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';

/** /proc/<pid>/stat counts CPU time in clock ticks: 100 a second on Linux (USER_HZ). */
const CLOCK_TICKS = 100;

/** A TCP port free on 127.0.0.1 right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Polls `url` until it answers 2xx. Fails when `child` (optional) exits first, or after `timeoutMs`
 * (default 60 s; `Infinity` waits as long as it takes).
 */
export async function waitForHttp(url, { child, timeoutMs = 60_000, intervalMs = 200 } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) throw new Error(`the app exited with ${child.exitCode ?? child.signalCode} before ${url} answered`);
    const ok = await fetch(url).then((response) => response.ok, () => false);
    if (ok) return;
    if (Date.now() >= deadline) throw new Error(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/**
 * Stops a child process: `signal` (default SIGTERM), then SIGKILL if it is still running after `killAfterMs`
 * (default 10 s); resolves once it has exited. `group` signals its whole process group (spawned `detached`).
 */
export async function stopProcess(child, { signal = 'SIGTERM', killAfterMs = 10_000, group = false } = {}) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  const kill = (sig) => {
    try {
      if (group) process.kill(-child.pid, sig);
      else child.kill(sig);
    } catch {
      // Already gone.
    }
  };
  kill(signal);
  const timer = setTimeout(() => kill('SIGKILL'), killAfterMs);
  await exited;
  clearTimeout(timer);
}

/** User + system CPU time a process has used so far, in ms (Linux), or NaN where /proc is not there. */
export function cpuMsOf(pid) {
  try {
    // utime and stime are fields 14 and 15 of the line.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return Number.NaN;
  }
}

/**
 * User and system CPU time of each thread of a process so far, in ms (Linux): `{ main, others: [{ tid, user, system }] }`,
 * `main` the process's own thread (the JavaScript event loop); the others are worker threads (PGlite's), V8's
 * platform threads (GC, compilers) and libuv's pool. Threads that ended are missing.
 */
export function threadCpuMsOf(pid) {
  const threads = [];
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      const fields = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8').split(') ')[1].split(' ');
      threads.push({ tid: Number(tid), user: (Number(fields[11]) * 1000) / CLOCK_TICKS, system: (Number(fields[12]) * 1000) / CLOCK_TICKS });
    } catch {
      // The thread ended between the listing and the read.
    }
  }
  return { main: threads.find((thread) => thread.tid === pid), others: threads.filter((thread) => thread.tid !== pid) };
}

/** RSS and its peak (VmHWM) of a process, in bytes (Linux). */
export function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN) * 1024;
  return { rss: kib('VmRSS'), peak: kib('VmHWM') };
}

/**
 * Waits until process `pid` uses less than `busyMsPerSecond` (default 20) of CPU in a second, or `timeoutMs`
 * (default 60 s) has passed: work a start or a previous step left running does not count in the next figure.
 * Returns how long it waited (ms).
 */
export async function waitUntilIdle(pid, { busyMsPerSecond = 20, timeoutMs = 60_000 } = {}) {
  const started = Date.now();
  for (;;) {
    const before = cpuMsOf(pid);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    if (cpuMsOf(pid) - before < busyMsPerSecond || Date.now() - started >= timeoutMs) return Date.now() - started;
  }
}
