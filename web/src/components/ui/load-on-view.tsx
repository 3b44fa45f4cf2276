import * as React from 'react';

interface LoadOnViewProps {
  /** The height the section is expected to take, held while it loads so nothing below it jumps. */
  minHeight: number;
  /** Read by screen readers while the section loads. */
  label: string;
  children: React.ReactNode;
}

/**
 * Mounts a section below the fold (and so fetches its code and data) once the screen it is part of has been
 * painted: the first screen is drawn first, and the rest loads at once after it, by the time a reader scrolls,
 * tabs or searches the page for it. (Waiting for the section to be scrolled near, or for the browser to be idle,
 * left a reader who scrolls, and the page's "complete", a second or two behind.) Lazy children suspend into the
 * same placeholder.
 */
export function LoadOnView({ minHeight, label, children }: LoadOnViewProps) {
  const [shown, setShown] = React.useState(false);

  React.useEffect(() => {
    if (shown) return;
    return afterNextPaint(() => setShown(true));
  }, [shown]);

  const fallback = <div role="status" aria-label={label} aria-busy="true" style={{ minHeight }} className="rounded-xl border bg-muted/20" />;
  return shown ? <React.Suspense fallback={fallback}>{children}</React.Suspense> : fallback;
}

/** Runs `callback` once the frame being drawn now has been painted (a task after the next animation frame). */
function afterNextPaint(callback: () => void): () => void {
  let timer: number | undefined;
  const frame = window.requestAnimationFrame(() => {
    timer = window.setTimeout(callback, 0);
  });
  return () => {
    window.cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}

/** True from the first render where `open` is true: a lazily loaded dialog stays mounted after that, so it can close with its animation and focus return. */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = React.useState(open);
  if (open && !opened) setOpened(true);
  return opened;
}
