'use client';
// A section whose code is split from the route's first load. Its import starts when the module that
// declares it is evaluated (as the page's scripts run), not when hydration reaches the section: React.lazy
// alone would wait for the render, so chunk and then the section's own fetch would come one after another.
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { afterHydration } from './page-hydrated';

/** `load`: the already started `import('./x').then((m) => m.X)`; `fallback` stands in until it is in. */
export function lazySection<P extends object>(load: Promise<ComponentType<P>>, fallback: ReactNode): ComponentType<P> {
  // A chunk that fails to load is said where the section renders, not as an unhandled rejection of a
  // section nobody drew.
  load.catch(() => {});
  return suspended(() => load, fallback);
}

/**
 * A section whose code is asked for only once the page has hydrated (the server still renders it into
 * the HTML, which stays shown until then): for code the first screen's controls never wait on.
 */
export function deferredSection<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode,
): ComponentType<P> {
  const later = () => (typeof window === 'undefined' ? load() : afterHydration().then(load));
  return suspended(later, fallback);
}

/** Where a section's code could not be fetched: said in its place; the rest of the page keeps working. */
function SectionUnavailable() {
  return (
    <p role="status" data-testid="section-unavailable" className="text-sm text-slate-600 dark:text-slate-400">
      This part of the page could not be loaded (offline, or a newer version is deployed): reload to try again.
    </p>
  );
}

function suspended<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode): ComponentType<P> {
  const Section = lazy(() =>
    load().then(
      (component) => ({ default: component }),
      (): { default: ComponentType<P> } => ({ default: SectionUnavailable }),
    ),
  );
  return function LazySection(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Section {...props} />
      </Suspense>
    );
  };
}
