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

/** A read kept per key: see keptPerKey. */
export interface KeptPerKey<K, V> {
  (key: K): Promise<V>;
  /** Drops what is kept of `key` (after a write that changes it): the next call reads again. */
  forget(key: K): void;
}

/**
 * A read whose answer is kept per key by the object that holds it, for that object's life (a service or
 * repository of one unit of work: a request, an activity): the first call reads, later calls share its
 * answer, also while it is out. A failed read is not kept: the next call reads again.
 */
export function keptPerKey<K, V>(read: (key: K) => Promise<V>): KeptPerKey<K, V> {
  const kept = new Map<K, Promise<V>>();
  const get = (key: K): Promise<V> => {
    let value = kept.get(key);
    if (!value) {
      value = read(key);
      kept.set(key, value);
      value.catch(() => {
        if (kept.get(key) === value) kept.delete(key);
      });
    }
    return value;
  };
  return Object.assign(get, { forget: (key: K) => void kept.delete(key) });
}
