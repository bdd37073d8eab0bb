// When the page has hydrated: code that nothing on the first screen needs to work (the charts' drawing
// library) waits for it, so that it never delays the controls a person reaches for.
let markHydrated: () => void = () => {};
const hydrated = new Promise<void>((resolve) => (markHydrated = resolve));

/** Called once by the root's providers, as their first effect runs (the shell has hydrated). */
export function pageHydrated(): void {
  markHydrated();
}

/** Resolves once the page has hydrated and the browser is idle, or a second later at most. */
export function afterHydration(): Promise<void> {
  return hydrated.then(
    () =>
      new Promise<void>((resolve) => {
        if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 1_000 });
        else setTimeout(resolve, 50);
      }),
  );
}
