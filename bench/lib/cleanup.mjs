// What a bench must undo however it ends (databases, temp directories, child processes, servers):
// registered as it is made, undone last-made-first at the end, after an error and on Ctrl-C.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const tasks = [];

/** Registers `task` (may be async); returns a function that unregisters it (once it was done by hand). */
export function onCleanup(task) {
  tasks.push(task);
  return () => {
    const index = tasks.indexOf(task);
    if (index >= 0) tasks.splice(index, 1);
  };
}

let running;

/**
 * Runs every registered task, the last registered first; a failing task is reported and the rest still run.
 * A call while a clean-up is under way (Ctrl-C during the bench's own) waits for that one.
 */
export function cleanUp() {
  running ??= (async () => {
    while (tasks.length > 0) {
      const task = tasks.pop();
      try {
        await task();
      } catch (error) {
        console.error(`cleanup failed: ${error instanceof Error ? error.message : error}`);
      }
    }
  })().finally(() => {
    running = undefined;
  });
  return running;
}

/** A fresh directory under the system's temp directory, removed at clean-up. */
export function tempDir(prefix) {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  onCleanup(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * Runs the bench's `main`, then cleans up. An error is printed ("bench failed: ...") and exits 1; Ctrl-C
 * prints `interrupted` (default "interrupted: cleaning up"), cleans up and exits 130.
 */
export async function runBench(main, { interrupted: message = 'interrupted: cleaning up' } = {}) {
  let interrupted = false;
  process.once('SIGINT', async () => {
    interrupted = true;
    console.error(`\n${message}`);
    await cleanUp();
    process.exit(130);
  });
  try {
    await main();
  } catch (error) {
    // After Ctrl-C, the work the clean-up cut short fails: that is not worth reporting.
    if (!interrupted) console.error(`\nbench failed: ${error instanceof Error ? (error.stack ?? error.message) : error}`);
    process.exitCode = 1;
  } finally {
    await cleanUp();
  }
}
