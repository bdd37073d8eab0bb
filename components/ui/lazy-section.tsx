'use client';
// Sections whose code is split from the route's first load. One the page's controls need is a plain
// `next/dynamic` (ssr on, no loading state): the server draws it, the HTML preloads its chunk, and it
// hydrates with the page. No Suspense boundary around it: React streams a boundary of more than 500
// bytes that comes after 12.8 KB of HTML apart from the shell, and reveals it up to 300 ms after the
// first paint, its rows hidden till then. Code nothing on the first screen needs (a chart's drawing
// library) waits for the page to hydrate instead: deferredSection.
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
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
