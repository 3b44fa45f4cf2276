import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { newSocketDir } from '../src/db/socket-dir';

/** The embedded database's socket directories: named after their process, and those left by ended processes removed. */
describe('the embedded database socket directory', () => {
  let directory: string;
  let server: Server | undefined;
  // A pid that ran and ended: a child process that has exited.
  const endedPid = spawnSync(process.execPath, ['-e', '0']).pid;

  beforeEach(() => {
    directory = mkdtempSync(path.join(tmpdir(), 'rankcraft-socket-dirs-'));
  });
  afterEach(async () => {
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    server = undefined;
    rmSync(directory, { recursive: true, force: true });
  });

  function leftDir(name: string, socket?: 'stale'): string {
    const dir = path.join(directory, name);
    mkdirSync(dir);
    // A socket file nobody listens on any more, as a killed process leaves it.
    if (socket) writeFileSync(path.join(dir, '.s.PGSQL.5432'), '');
    return dir;
  }

  it('makes a new directory named after this process', async () => {
    const made = await newSocketDir(directory);
    expect(path.dirname(made)).toBe(directory);
    expect(path.basename(made)).toMatch(new RegExp(`^rankcraft-pg-${process.pid}-`));
    expect(existsSync(made)).toBe(true);
  });

  it('removes the directories of ended processes, with or without their socket', async () => {
    const empty = leftDir(`rankcraft-pg-${endedPid}-aaaaaa`);
    const withSocket = leftDir(`rankcraft-pg-${endedPid}-bbbbbb`, 'stale');
    await newSocketDir(directory);
    expect(existsSync(empty)).toBe(false);
    expect(existsSync(withSocket)).toBe(false);
  });

  it('keeps those of running processes, those whose socket still answers, and those of older names', async () => {
    const running = leftDir(`rankcraft-pg-${process.pid}-cccccc`);
    const listening = leftDir(`rankcraft-pg-${endedPid}-dddddd`);
    server = createServer();
    await new Promise<void>((resolve) => server!.listen(path.join(listening, '.s.PGSQL.5432'), resolve));
    const older = leftDir('rankcraft-pg-eeeeee');
    await newSocketDir(directory);
    expect([existsSync(running), existsSync(listening), existsSync(older)]).toEqual([true, true, true]);
  });
});
