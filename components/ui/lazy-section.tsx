'use client';
// Sections whose code is split from the route's first load. One the page's controls need is a plain
// `next/dynamic` (ssr on, no loading state): the server draws it, the HTML preloads its chunk, and it
// hydrates with the page. No Suspense boundary around it: React streams a boundary of more than 500
// bytes that comes after 12.8 KB of HTML apart from the shell, and reveals it up to 300 ms after the
// first paint, its rows hidden till then. Code nothing on the first screen needs (a chart's drawing
// library) waits for the page to hydrate instead: deferredSection.
//
// A section's code is asked for early only through the section's own loader (deferredSection's
// `preload`): in this build a plain import() of a module that a `next/dynamic` also loads resolves to
// another chunk and another copy of the module, so it would fetch and run code the section never uses.
import { Suspense, use, type ComponentType, type ReactNode } from 'react';
import { afterHydration } from './page-hydrated';

/**
 * For a `next/dynamic` loader, `orUnavailable(import('./x').then((m) => m.X))`: where the section's code
 * cannot be fetched (offline, or a newer version deployed), a notice in its place; the rest of the page
 * keeps working.
 */
export function orUnavailable<P extends object>(load: Promise<ComponentType<P>>): Promise<ComponentType<P>> {
  return load.catch(() => SectionUnavailable);
}

/**
 * A section whose code is asked for only once the page has hydrated (the server still renders it into
 * the HTML, which stays shown until then): for code the first screen's controls never wait on.
 */
export function deferredSection<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode,
): DeferredSection<P> {
  let code: Promise<ComponentType<P>> | undefined;
  // Asked for once, by the first render or preload; a chunk that cannot be fetched shows a notice.
  const loadOnce = () =>
    (code ??= settled(
      (typeof window === 'undefined' ? load() : afterHydration().then(load)).catch(() => SectionUnavailable),
    ));
  function Section(props: P) {
    const Component = use(loadOnce());
    // The module's own component, the same at every render (the rule reads `use` as making a new one).
    // eslint-disable-next-line react-hooks/static-components
    return <Component {...props} />;
  }
  function LazySection(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Section {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazySection, { preload: () => void loadOnce() });
}

/**
 * Marks the promise with its outcome as React's `use` reads it, so that a section whose code is already
 * in renders at once: suspending, even for a moment, would show its fallback and then hold the content
 * back for React's 300 ms throttle on revealing a boundary.
 */
function settled<T>(promise: Promise<T>): Promise<T> {
  const p = promise as Promise<T> & { status?: 'pending' | 'fulfilled'; value?: T };
  p.status = 'pending';
  void p.then((value) => {
    p.status = 'fulfilled';
    p.value = value;
  });
  return p;
}

export type DeferredSection<P extends object> = ComponentType<P> & {
  /** Asks for the section's code once the page has hydrated, before it first renders (from an effect). */
  preload(): void;
};

/** Where a section's code could not be fetched: said in its place; the rest of the page keeps working. */
function SectionUnavailable() {
  return (
    <p role="status" data-testid="section-unavailable" className="text-sm text-slate-600 dark:text-slate-400">
      This part of the page could not be loaded (offline, or a newer version is deployed): reload to try again.
    </p>
  );
}
