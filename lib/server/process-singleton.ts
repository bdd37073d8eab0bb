// One value per process, kept on globalThis under a registered symbol (`snowline.<name>`): Next loads a
// module in several bundles (and again on a dev reload), and every copy must share the one client,
// store or connection the process opened. `make` runs once; a null it returns is kept too.
export function processSingleton<T>(name: string, make: () => T): T {
  const key = Symbol.for(`snowline.${name}`);
  const g = globalThis as unknown as Record<symbol, T | undefined>;
  if (g[key] === undefined) g[key] = make();
  return g[key] as T;
}

/** A promise per process, made on first use; one that rejects is forgotten, so the next call tries again. */
export function processPromise<T>(name: string, make: () => Promise<T>): Promise<T> {
  const slot = processSingleton(name, (): { current?: Promise<T> } => ({}));
  if (!slot.current) {
    const made = make();
    slot.current = made;
    made.catch(() => {
      if (slot.current === made) slot.current = undefined;
    });
  }
  return slot.current;
}
