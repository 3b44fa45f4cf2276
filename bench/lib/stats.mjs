// Figures from samples, and timing.
import { performance } from 'node:perf_hooks';

/** The median; of an even number of values, the mean of the middle two. Nulls are left out (null if none is left). */
export function median(values) {
  const sorted = values.filter((value) => value !== null && value !== undefined).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The p-th percentile (0-100) by nearest rank: p95 of 20 values is the 19th smallest. */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** The q-quantile (0-1) interpolated linearly between the two nearest values (as numpy's default). */
export function interpolatedQuantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  const index = (sorted.length - 1) * q;
  const low = Math.floor(index);
  return sorted[low] + (sorted[Math.ceil(index)] - sorted[low]) * (index - low);
}

/** The most of `times` (ms, ascending) that fall within any one second. */
export function mostInOneSecond(times) {
  let most = 0;
  for (let first = 0, last = 0; last < times.length; last++) {
    while (times[last] - times[first] >= 1000) first++;
    most = Math.max(most, last - first + 1);
  }
  return most;
}

/** Runs `fn` and returns how long it took (ms) and its result. */
export async function time(fn) {
  const start = performance.now();
  const result = await fn();
  return { elapsed: performance.now() - start, result };
}

/**
 * Calls `read` `warmups` times untimed, then `repeats` times timed, one after another: the timed calls' times (ms,
 * ascending) and the last call's result. The benches' one wall-time loop.
 */
export async function timeRepeated(read, { repeats, warmups = 2 }) {
  const times = [];
  let result;
  for (let i = 0; i < repeats + warmups; i++) {
    const start = performance.now();
    result = await read();
    if (i >= warmups) times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { times, result };
}
