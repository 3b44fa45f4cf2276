/**
 * The pubsub's iterators only start listening at their first next(); this one starts at once and
 * hands that first pending result to whoever reads first (job events and notifications use it).
 */
export function listeningNow<T>(iterable: AsyncIterable<T>): AsyncIterableIterator<T> {
  const iterator = iterable[Symbol.asyncIterator]();
  let pending: Promise<IteratorResult<T>> | undefined = iterator.next();
  return {
    next() {
      const first = pending;
      pending = undefined;
      return first ?? iterator.next();
    },
    return: (value?: unknown) => iterator.return?.(value) ?? Promise.resolve({ done: true, value: undefined }),
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
