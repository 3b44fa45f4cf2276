/**
 * Keys asked for in the same turn of the event loop, read with one call of `load`: each item of a
 * GraphQL list resolves its own field, and one statement answers the whole list (DataLoader's
 * batching, without its cache: a request that asks twice reads twice). Keys `load` leaves out get
 * `missing`; a failed load fails every key of its batch.
 */
export function batchedLoad<K, V>(load: (keys: K[]) => Promise<Map<K, V>>, missing: V): (key: K) => Promise<V> {
  let batch: { keys: Set<K>; loaded: Promise<Map<K, V>> } | null = null;
  return (key) => {
    if (!batch) {
      const keys = new Set<K>();
      // setImmediate runs after every promise job of this turn, so the resolvers of all items have asked by then.
      const loaded = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
        batch = null;
        return load([...keys]);
      });
      batch = { keys, loaded };
    }
    batch.keys.add(key);
    return batch.loaded.then((values) => values.get(key) ?? missing);
  };
}
