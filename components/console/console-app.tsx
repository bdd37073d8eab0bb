'use client';
// The API console: every registry method the viewer may call, a form drawn from its params schema,
// the call sent through the node proxy, and the answer as a tree with links to Snowline's pages.
// The list comes drawn by the server from the page's method summaries and is live with the page; a
// method's form (method-panel.tsx, with the registry's zod schemas) comes with the page when the URL
// names one; else its code is asked for once the page has hydrated, so that opening one is quick.
import dynamic from 'next/dynamic';
import { useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { deferredSection } from '@/components/ui/lazy-section';
import type { ConsoleScope, MethodSummary } from '@/lib/console/catalog';
import { arrivalOf } from './console-arrival';
import type { ConsolePage } from './console-page';
import type { Gaps } from './method-gap';
import { MethodList } from './method-list';

// The method the URL opens on is drawn by the server, its chunk preloaded and hydrated with the page
// (no boundary: React would stream a large one apart and show it late). One opened later comes from
// the code asked for once the page has hydrated (OpenedPanel.preload), so opening one is quick.
const ArrivalPanel = dynamic(() => import('./method-panel'));
const OpenedPanel = deferredSection(
  () => import('./method-panel').then((m) => m.default),
  <div className="h-40 animate-pulse rounded-xl bg-slate-100 dark:bg-slate-800" />,
);

export interface ConsoleAppProps extends Gaps {
  /** The page's methods (the registry's, in its scope), as the list shows them. */
  methods: readonly MethodSummary[];
  /** A signed-in operator (node-specific methods are offered). */
  operator: boolean;
  /** The server runs in operator mode (there is a sign-in to offer). */
  operatorMode: boolean;
  /** Which methods this page lists (the admin and keystore pages list their own); default all. */
  scope?: ConsoleScope;
  /** The page's path, for its shareable links; default /console. */
  basePath?: string;
}

export function ConsoleApp({
  methods,
  operator,
  operatorMode,
  scope = 'all',
  basePath = '/console',
  missing,
  removed,
}: ConsoleAppProps) {
  const page: ConsolePage = useMemo(
    () => ({ viewer: { operator }, operatorMode, gaps: { missing, removed }, basePath }),
    [operator, operatorMode, missing, removed, basePath],
  );
  const search = useSearchParams();
  const [arrival] = useState(() =>
    arrivalOf(new URLSearchParams(search.toString()), methods, page.viewer, operatorMode, scope),
  );
  const [chosen, setChosen] = useState<string | null>(arrival.kind === 'call' ? arrival.method : null);
  const [refused, setRefused] = useState<string | null>(arrival.kind === 'refused' ? arrival.message : null);

  useEffect(() => OpenedPanel.preload(), []);

  const choose = useCallback(
    (method: string) => {
      setChosen(method);
      setRefused(null);
      window.history.replaceState(null, '', `${basePath}?${new URLSearchParams({ method })}`);
    },
    [basePath],
  );

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
      <MethodList methods={methods} chosen={chosen} onChoose={choose} page={page} />
      <section className="min-w-0 space-y-4" aria-label="Method">
        {refused && (
          <div
            role="alert"
            data-testid="console-refused"
            className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm dark:border-amber-800 dark:bg-amber-950/40"
          >
            {refused}
          </div>
        )}
        {!chosen && !refused && (
          <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
            Choose a method on the left. Calls go through this explorer’s node proxy, with its rights and cache.
          </div>
        )}
        {chosen &&
          (arrival.kind === 'call' && arrival.method === chosen ? (
            <ArrivalPanel key={chosen} method={chosen} arrival={arrival} page={page} />
          ) : (
            <OpenedPanel key={chosen} method={chosen} page={page} />
          ))}
      </section>
    </div>
  );
}
