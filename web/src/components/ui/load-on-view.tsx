import * as React from 'react';

/** How far below the viewport a section starts loading, so it is usually ready by the time it is scrolled to. */
const AHEAD_OF_VIEW = '300px';
/** The longest a section waits for an idle moment before it loads anyway. */
const IDLE_TIMEOUT_MS = 2000;

interface LoadOnViewProps {
  /** The height the section is expected to take, held while it loads so nothing below it jumps. */
  minHeight: number;
  /** Read by screen readers while the section loads. */
  label: string;
  children: React.ReactNode;
}

/**
 * Mounts a section below the fold (and so fetches its code and data) when it comes near the viewport, or once the
 * browser is idle after the first screen: the first screen loads first, and the rest is there by the time a reader
 * scrolls, tabs or searches the page for it. Lazy children suspend into the same placeholder.
 */
export function LoadOnView({ minHeight, label, children }: LoadOnViewProps) {
  const placeholder = React.useRef<HTMLDivElement>(null);
  const [shown, setShown] = React.useState(false);

  React.useEffect(() => {
    if (shown) return;
    const element = placeholder.current;
    const show = () => setShown(true);
    if (!element || typeof IntersectionObserver === 'undefined') {
      show();
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && show(), { rootMargin: AHEAD_OF_VIEW });
    observer.observe(element);
    const cancelIdle = whenIdle(show);
    return () => {
      observer.disconnect();
      cancelIdle();
    };
  }, [shown]);

  const fallback = (
    <div ref={placeholder} role="status" aria-label={label} aria-busy="true" style={{ minHeight }} className="rounded-xl border bg-muted/20" />
  );
  return shown ? <React.Suspense fallback={fallback}>{children}</React.Suspense> : fallback;
}

function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, IDLE_TIMEOUT_MS);
  return () => window.clearTimeout(handle);
}

/** True from the first render where `open` is true: a lazily loaded dialog stays mounted after that, so it can close with its animation and focus return. */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = React.useState(open);
  if (open && !opened) setOpened(true);
  return opened;
}
