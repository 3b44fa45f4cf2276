/** A promise and the function that resolves it: one part of a test tells another that something has happened, instead of both waiting a fixed time. */
export interface Signal {
  promise: Promise<void>;
  resolve(): void;
}

export function signal(): Signal {
  let resolve!: () => void;
  const promise = new Promise<void>((resolvePromise) => (resolve = resolvePromise));
  return { promise, resolve };
}
