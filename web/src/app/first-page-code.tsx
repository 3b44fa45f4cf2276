import * as React from 'react';
import { FullScreenSpinner } from '../components/ui/spinner';

let waitingFor: Promise<unknown> | null = null;
const listeners = new Set<() => void>();

/**
 * The app's first route waits for `code`, the code of the page at the URL asked for at start (a saved session's
 * page, see preloadPageAt), so that the page is drawn once, when it is here. Otherwise the route rendered as soon as
 * the session was read, its page suspended into the layout's spinner, and React then held the page back for up to
 * 300 ms after that spinner was drawn (its fallback throttle) although the code came a few milliseconds later.
 */
export function holdFirstRouteFor(code: Promise<unknown>): void {
  const held = code.catch(() => undefined);
  waitingFor = held;
  void held.then(() => {
    if (waitingFor !== held) return;
    waitingFor = null;
    for (const listener of listeners) listener();
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Its children once the first page's code is here (at once when none was asked for); a spinner until then. */
export function FirstPageCode({ children }: { children: React.ReactNode }) {
  const waiting = React.useSyncExternalStore(subscribe, () => waitingFor !== null);
  return waiting ? <FullScreenSpinner /> : <>{children}</>;
}
