/** One stream of the values of several async iterators, in the order they arrive; ending it ends them all. */
export async function* mergeIterators<A, B>(first: AsyncIterator<A>, second: AsyncIterator<B>): AsyncGenerator<{ from: 'first'; value: A } | { from: 'second'; value: B }> {
  type Item = { from: 'first'; value: A } | { from: 'second'; value: B };
  const queue: Item[] = [];
  let wake: (() => void) | undefined;
  let ended = false;
  let failure: { error: unknown } | undefined;
  const pump = async <T>(iterator: AsyncIterator<T>, wrap: (value: T) => Item) => {
    try {
      for (let next = await iterator.next(); !next.done && !ended; next = await iterator.next()) {
        queue.push(wrap(next.value));
        wake?.();
      }
    } catch (error) {
      failure ??= { error };
    }
    ended = true;
    wake?.();
  };
  void pump(first, (value) => ({ from: 'first', value }));
  void pump(second, (value) => ({ from: 'second', value }));
  try {
    while (true) {
      const item = queue.shift();
      if (item) {
        yield item;
        continue;
      }
      if (failure) throw failure.error;
      if (ended) return;
      await new Promise<void>((resolve) => (wake = resolve));
      wake = undefined;
    }
  } finally {
    ended = true;
    await Promise.allSettled([first.return?.(), second.return?.()]);
  }
}
