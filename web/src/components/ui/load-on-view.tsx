import * as React from 'react';

interface LoadOnViewProps {
  /** The height the section is expected to take, held while it loads so nothing below it jumps. */
  minHeight: number;
  /** Read by screen readers while the section loads. */
  label: string;
  /**
   * Asks for what the section needs to render: its code (see lazyWithPreload) and the answers of its first reads
   * (see readAhead), together. The section mounts once they are here, so it renders with its figures at once instead
   * of suspending into the placeholder or showing its own loading state.
   */
  preload?: () => Promise<unknown>;
  children: React.ReactNode;
}

/**
 * Mounts a section below the fold once the screen it is part of has been painted: the first screen is drawn first,
 * and the rest loads at once after it, by the time a reader scrolls, tabs or searches the page for it. (Waiting for
 * the section to be scrolled near, or for the browser to be idle, left a reader who scrolls, and the page's
 * "complete", a second or two behind.) Lazy children suspend into the same placeholder. Its code and first reads
 * (`preload`) are asked for as soon as the screen around it is committed, not after its paint: the first screen's
 * own work is done by then and waits for none of them, and the server answers them while the browser lays that
 * screen out and paints it (a few hundred ms for a tracker page of 50 keywords x 10 companies on a slow machine),
 * instead of after.
 */
export function LoadOnView({ minHeight, label, preload, children }: LoadOnViewProps) {
  const [shown, setShown] = React.useState(false);

  // A layout effect runs in the commit, before the paint: the next frame is the one that draws this screen.
  React.useLayoutEffect(() => {
    if (shown) return;
    let live = true;
    let ready: Promise<unknown> | undefined;
    // A failed load is left to the section, which asks for its code or data again and shows the failure in its place.
    const ask = () => (ready ??= preload ? preload().catch(() => undefined) : Promise.resolve());
    // Once the commit's work is done (the rest of the screen's layout effects included).
    queueMicrotask(() => {
      if (live) void ask();
    });
    const cancelPaint = afterNextPaint(() => {
      void ask().then(() => {
        if (live) setShown(true);
      });
    });
    return () => {
      live = false;
      cancelPaint();
    };
  }, [shown, preload]);

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
