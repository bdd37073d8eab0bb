// One value per process, kept on globalThis under a registered symbol (`snowline.<name>`): Next loads a
// module in several bundles (and again on a dev reload), and every copy must share the one client,
// store or connection the process opened. `make` runs once; a null it returns is kept too.
export function processSingleton<T>(name: string, make: () => T): T {
  const key = Symbol.for(`snowline.${name}`);
  const g = globalThis as unknown as Record<symbol, T | undefined>;
  if (g[key] === undefined) g[key] = make();
  return g[key] as T;
}
