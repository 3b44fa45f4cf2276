import * as React from 'react';

export interface PreloadableComponent<P extends object> {
  (props: P): React.ReactElement;
  /** Asks for the component's code now; once it is here, the component renders at once, without suspending. */
  preload(): Promise<unknown>;
}

/**
 * `React.lazy` whose code can be asked for before it first renders. A lazy component suspends on its first render
 * even when its code has already arrived, and React then holds a suspended boundary's content back for up to
 * 300 ms (its fallback throttle): the tracker's sections below the fold sent their requests ~0.4 s after the first
 * screen. Once loaded, this renders the loaded component directly; before that, as `React.lazy` (a failed load is
 * asked for again on the next render, and its error reaches the nearest error boundary).
 */
export function lazyWithPreload<P extends object>(load: () => Promise<React.ComponentType<P>>): PreloadableComponent<P> {
  let loaded: React.ComponentType<P> | undefined;
  let loading: Promise<React.ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = React.lazy(() => preload().then((component) => ({ default: component })));
  const Preloadable = (props: P) => React.createElement(loaded ?? Lazy, props);
  return Object.assign(Preloadable, { preload });
}
