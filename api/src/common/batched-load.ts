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

/**
 * A function whose calls are sent to `load` in batches, one batch at a time: the first call goes at once
 * (on the next turn of the event loop, with any made in the same turn), those made while a batch is out
 * wait for it and then go together, so at most one batch is out and one gathering. `load` answers a batch's keys in order (the
 * same key twice is asked twice); a failed batch fails each of its calls. For work that many tasks of
 * one job ask for one at a time, each a statement of its own otherwise.
 */
export function oneBatchAtATime<K, V>(load: (keys: readonly K[]) => Promise<V[]>): (key: K) => Promise<V> {
  let out: Promise<unknown> = Promise.resolve();
  const loader = new DataLoader<K, V>(
    (keys) => {
      const batch = load(keys);
      out = batch.catch(() => undefined);
      return batch;
    },
    { cache: false, batchScheduleFn: (callback) => void out.then(() => setImmediate(callback)) },
  );
  return (key) => loader.load(key);
}
