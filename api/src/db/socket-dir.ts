import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const PREFIX = 'rankcraft-pg-';
/** A socket directory's name: the prefix, the pid of the process that made it, then mkdtemp's suffix. */
const NAMED = new RegExp(`^${PREFIX}(\\d+)-`);

/**
 * A new directory for the embedded database's unix socket, in the system's temp directory (socket paths are
 * limited to ~100 bytes, so not under DATA_DIR), named after this process. Directories left by processes that
 * ended without closing their database (killed, crashed) are removed first.
 */
export async function newSocketDir(directory = tmpdir()): Promise<string> {
  await removeLeftSocketDirs(directory);
  return mkdtempSync(path.join(directory, `${PREFIX}${process.pid}-`));
}

/**
 * Removes the socket directories whose process has ended and whose socket takes no connection: both, so a
 * directory of a live process in another PID namespace sharing the temp directory is kept. Directories named
 * before the pid was part of the name are left alone.
 */
async function removeLeftSocketDirs(directory: string): Promise<void> {
  const left = readdirSync(directory).filter((name) => {
    const pid = NAMED.exec(name)?.[1];
    return pid !== undefined && !isRunning(Number(pid));
  });
  await Promise.all(
    left.map(async (name) => {
      const dir = path.join(directory, name);
      try {
        const socket = readdirSync(dir).find((file) => file.startsWith('.s.PGSQL.'));
        if (socket === undefined || !(await answers(path.join(dir, socket)))) rmSync(dir, { recursive: true, force: true });
      } catch {
        // Removed meanwhile by another process, or not ours to remove: left as it is.
      }
    }),
  );
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether something listens on the unix socket at `socketPath` (within a second). */
function answers(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(socketPath);
    const done = (listening: boolean) => {
      socket.destroy();
      resolve(listening);
    };
    socket.setTimeout(1000, () => done(true));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}
