'use client';
// The API console: every registry method the viewer may call, a form drawn from its params schema,
// the call sent through the node proxy, and the answer as a tree with links to Snowline's pages.
// Loaded lazily by console-loader.tsx: the registry's zod schemas never weigh on the first load.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { inScope, type ConsoleScope, type Viewer } from '@/lib/console/catalog';
import { draftOf, type Draft } from '@/lib/console/draft';
import { formModelOf } from '@/lib/console/form-model';
import { isShareable } from '@/lib/console/share';
import { defaultTargetOf, type ConsoleTarget } from '@/lib/console/target';
import { allMethods, type AnyMethodDef } from '@/lib/registry';
import { CallForm } from './call-form';
import { arrivalOf } from './console-arrival';
import { gapOf, type Gaps } from './method-gap';
import { MethodHeader } from './method-header';
import { MethodList } from './method-list';
import { ResultPanel } from './result-panel';
import { useConsoleCall } from './use-console-call';

export interface ConsoleAppProps extends Gaps {
  /** A signed-in operator (node-specific methods are offered). */
  operator: boolean;
  /** The server runs in operator mode (there is a sign-in to offer). */
  operatorMode: boolean;
  /** Which methods this page lists (the admin and keystore pages list their own); default all. */
  scope?: ConsoleScope;
  /** The page's path, for its shareable links; default /console. */
  basePath?: string;
}

export default function ConsoleApp({
  operator,
  operatorMode,
  scope = 'all',
  basePath = '/console',
  missing,
  removed,
}: ConsoleAppProps) {
  const viewer: Viewer = useMemo(() => ({ operator }), [operator]);
  const gaps: Gaps = useMemo(() => ({ missing, removed }), [missing, removed]);
  // Rendered in the browser only (console-loader.tsx), so the URL can seed the first state.
  const [arrival] = useState(() => arrivalOf(viewer, operatorMode, scope));
  const methods = useMemo(() => allMethods.filter((m) => inScope(m, scope)), [scope]);
  const [def, setDef] = useState<AnyMethodDef | null>(arrival.kind === 'call' ? arrival.def : null);
  const [refused, setRefused] = useState<string | null>(arrival.kind === 'refused' ? arrival.message : null);
  const [target, setTarget] = useState<ConsoleTarget>(arrival.kind === 'call' ? arrival.target : {});
  const [draft, setDraft] = useState<Draft>(() =>
    arrival.kind === 'call' ? draftOf(formModelOf(arrival.def.params), arrival.params) : '',
  );
  const call = useConsoleCall(basePath);
  const { send, reset } = call;

  const model = useMemo(() => (def ? formModelOf(def.params) : null), [def]);

  const choose = useCallback(
    (next: AnyMethodDef) => {
      reset();
      setDef(next);
      setRefused(null);
      setTarget(defaultTargetOf(next.service));
      setDraft(draftOf(formModelOf(next.params), next.example));
      window.history.replaceState(null, '', `${basePath}?${new URLSearchParams({ method: next.method })}`);
    },
    [reset, basePath],
  );

  // A shared link to a read call is sent on arrival (once: a second mount in dev cancels the first).
  useEffect(() => {
    if (arrival.kind !== 'call' || !arrival.send || !isShareable(arrival.def)) return;
    // Not to an API the node runs without: the page says so instead.
    if (gapOf(arrival.def, gaps)?.always) return;
    const { def: d, params, target: t } = arrival;
    const timer = setTimeout(() => void send(d, draftOf(formModelOf(d.params), params), t), 0);
    return () => clearTimeout(timer);
  }, [arrival, send, gaps]);

  const gap = def ? gapOf(def, gaps) : null;

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
      <MethodList
        methods={methods}
        viewer={viewer}
        chosen={def}
        onChoose={choose}
        gaps={gaps}
        operatorMode={operatorMode}
        basePath={basePath}
      />
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
        {!def && !refused && (
          <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
            Choose a method on the left. Calls go through this explorer’s node proxy, with its rights and cache.
          </div>
        )}
        {def && model && (
          <>
            <MethodHeader def={def} gap={gap} />
            <CallForm
              def={def}
              model={model}
              draft={draft}
              onDraft={setDraft}
              target={target}
              onTarget={setTarget}
              gap={gap}
              call={call}
              basePath={basePath}
            />
            <ResultPanel def={def} pending={call.pending} />
          </>
        )}
      </section>
    </div>
  );
}
