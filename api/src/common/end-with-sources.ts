/**
 * `generator`, with a return() that ends it at once. An async generator queues return() behind the read
 * it is waiting on, and on a quiet event stream that read may never settle: a closed subscription would
 * keep its listeners. Ending the `sources` it reads first settles that read, so its finally blocks run now.
 */
export function endWithSources<T>(generator: AsyncGenerator<T>, sources: AsyncIterator<unknown>[]): AsyncIterableIterator<T> {
  return {
    next: (...args) => generator.next(...args),
    throw: (error) => generator.throw(error),
    async return(value) {
      await Promise.allSettled(sources.map(async (source) => source.return?.()));
      return generator.return(value);
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
