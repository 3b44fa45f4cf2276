import { setImmediate as nextTurn } from 'node:timers/promises';

/** How long a long loop in a request may hold the event loop before it lets other requests in. */
export const TIME_SLICE_MS = 5;

export interface TimeSlices {
  /** The current slice is used up: call `next()` before going on. */
  due(): boolean;
  /** Lets timers and I/O (other requests, /healthz) run, then starts a new slice. */
  next(): Promise<void>;
}

/**
 * Cuts a long synchronous loop into slices of about `sliceMs`, so one request's big input costs
 * others a few milliseconds at a time instead of its whole run: `if (slices.due()) await slices.next();`.
 */
export function timeSlices(sliceMs = TIME_SLICE_MS): TimeSlices {
  let started = performance.now();
  return {
    due: () => performance.now() - started >= sliceMs,
    async next() {
      await nextTurn();
      started = performance.now();
    },
  };
}

let lastInLine: Promise<unknown> = Promise.resolve();

/**
 * Runs `work` after the work handed here before it has ended: requests that each cut their work in
 * slices would otherwise all run a slice between two looks at the network, and five at once would
 * hold it five slices long.
 */
export function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = lastInLine.then(work);
  lastInLine = run.catch(() => undefined);
  return run;
}
