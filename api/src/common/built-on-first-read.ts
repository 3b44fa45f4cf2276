/** The value `build` returns, built on the first call. */
export function once<T>(build: () => T): () => T {
  let value: { built: T } | undefined;
  return () => (value ??= { built: build() }).built;
}

/**
 * An object whose properties are built when first read: a module's factory returns its services this
 * way, so a unit of work builds only the services it uses (and what those need).
 */
export function builtOnFirstRead<T extends object>(builders: { [K in keyof T]: () => T[K] }): Readonly<T> {
  const built = {} as T;
  for (const name of Object.keys(builders) as (keyof T)[]) {
    const build = once(builders[name]);
    Object.defineProperty(built, name, { enumerable: true, get: build });
  }
  return built;
}
