import DataLoader from 'dataloader';

/**
 * Keys asked for in the same turn of the event loop, read with one call of `load` (DataLoader's
 * batching): each item of a GraphQL list resolves its own field, and one statement answers the whole
 * list. No cache: a request that asks twice reads twice. Keys `load` leaves out get `missing`; a failed
 * load fails every key of its batch.
 */
export function batchedLoad<K, V>(load: (keys: K[]) => Promise<Map<K, V>>, missing: V): (key: K) => Promise<V> {
  const loader = new DataLoader<K, V>(
    async (keys) => {
      const values = await load([...new Set(keys)]);
      return keys.map((key) => values.get(key) ?? missing);
    },
    { cache: false },
  );
  return (key) => loader.load(key);
}
