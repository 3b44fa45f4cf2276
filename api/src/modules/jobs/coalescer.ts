/**
 * Keeps the latest value per key and sends it at most once per `intervalMs` per key: the first value
 * goes out at once, later ones wait for the interval and only the newest of them is sent (so the last
 * value pushed is always delivered). Sends for one key never overlap and go out in push order.
 */
export interface Coalescer<V> {
  push(key: string, value: V): void;
  /** Drops the key's unsent value (its job has ended, say). */
  discard(key: string): void;
  /** Sends every unsent value now and waits for sends in flight; then takes no more. */
  close(): Promise<void>;
}

interface KeyState<V> {
  latest?: { value: V };
  lastSentAt: number;
  timer?: NodeJS.Timeout;
  sending?: Promise<void>;
}

export function createCoalescer<V>(intervalMs: number, send: (key: string, value: V) => Promise<void>, onError: (error: unknown, key: string) => void): Coalescer<V> {
  const keys = new Map<string, KeyState<V>>();
  let closed = false;

  function schedule(key: string, state: KeyState<V>): void {
    clearTimeout(state.timer);
    const wait = Math.max(0, state.lastSentAt + intervalMs - Date.now());
    // Nothing to send: forget the key once its interval has passed, so idle keys take no memory.
    const next = state.latest ? () => sendLatest(key, state) : () => keys.get(key) === state && !state.latest && !state.sending && keys.delete(key);
    state.timer = setTimeout(next, wait);
    state.timer.unref();
  }

  function sendLatest(key: string, state: KeyState<V>): void {
    state.timer = undefined;
    const latest = state.latest;
    if (!latest) return schedule(key, state);
    state.latest = undefined;
    state.lastSentAt = Date.now();
    state.sending = send(key, latest.value)
      .catch((error: unknown) => onError(error, key))
      .finally(() => {
        state.sending = undefined;
        if (!closed) schedule(key, state);
      });
  }

  return {
    push(key, value) {
      if (closed) return;
      let state = keys.get(key);
      if (!state) keys.set(key, (state = { lastSentAt: 0 }));
      state.latest = { value };
      if (!state.sending) schedule(key, state);
    },
    discard(key) {
      const state = keys.get(key);
      if (state) state.latest = undefined;
    },
    async close() {
      closed = true;
      for (const state of keys.values()) clearTimeout(state.timer);
      await Promise.all([...keys.values()].map((state) => state.sending ?? Promise.resolve()));
      for (const [key, state] of keys) if (state.latest) sendLatest(key, state);
      await Promise.all([...keys.values()].map((state) => state.sending ?? Promise.resolve()));
      keys.clear();
    },
  };
}
