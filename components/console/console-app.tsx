'use client';
// The API console: every registry method the viewer may call, a form drawn from its params schema,
// the call sent through the node proxy, and the answer as a tree with links to Snowline's pages.
// Loaded lazily by console-loader.tsx: the registry's zod schemas never weigh on the first load.
import Link from 'next/link';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { CopyButton } from '@/components/ui/copy-button';
import { callThroughProxy } from '@/lib/console/call';
import {
  catalog,
  inScope,
  lifecycleNote,
  offered,
  SERVICE_LABELS,
  type ConsoleScope,
  type Viewer,
} from '@/lib/console/catalog';
import { curlCommand } from '@/lib/console/curl';
import { draftOf, readDraft, type Draft } from '@/lib/console/draft';
import { formModelOf } from '@/lib/console/form-model';
import { isShareable, readShareQuery, shareQuery } from '@/lib/console/share';
import { defaultTargetOf, nodePathOf, type ConsoleTarget } from '@/lib/console/target';
import { capabilityNeeded } from '@/lib/capabilities/needs';
import type { CapabilityName } from '@/lib/capabilities/labels';
import { canonicalParams } from '@/lib/node/params';
import { allMethods, findMethod, type AnyMethodDef } from '@/lib/registry';
import { FieldEditor } from './field-editor';
import { ResultPanel, type Pending } from './result-panel';
import { TargetPicker } from './target-picker';

export interface ConsoleAppProps {
  /** A signed-in operator (node-specific methods are offered). */
  operator: boolean;
  /** The server runs in operator mode (there is a sign-in to offer). */
  operatorMode: boolean;
  /** Which methods this page lists (the admin and keystore pages list their own); default all. */
  scope?: ConsoleScope;
  /** The page's path, for its shareable links; default /console. */
  basePath?: string;
  /** The node's optional APIs found off, with the words that say so: their methods are greyed out. */
  missing?: Partial<Record<CapabilityName, string>>;
  /** Methods the node's version removed (lib/capabilities/version.ts), by wire name, with the reason. */
  removed?: Record<string, string>;
}

type Gaps = Pick<ConsoleAppProps, 'missing' | 'removed'>;

/** Why the node cannot answer `def` (always, or at old blocks only), or null. */
function gapOf(def: AnyMethodDef, gaps: Gaps) {
  const removed = gaps.removed?.[def.method];
  if (removed) return { api: 'version', always: true, why: removed };
  const need = capabilityNeeded(def);
  const why = need ? gaps.missing?.[need.api] : undefined;
  return need && why ? { ...need, why } : null;
}

const button =
  'rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-100 disabled:opacity-50 dark:border-slate-700 dark:hover:bg-slate-800';
const primary =
  'rounded-md bg-sky-700 px-4 py-1.5 text-sm font-medium text-white hover:bg-sky-800 disabled:opacity-50 dark:bg-sky-600 dark:hover:bg-sky-500';

/** What the page's URL asks for on arrival: a method (with params and target) or why it is not offered. */
type Arrival =
  | { kind: 'none' }
  | { kind: 'refused'; message: string }
  | { kind: 'call'; def: AnyMethodDef; params: unknown; target: ConsoleTarget; send: boolean };

function arrivalOf(viewer: Viewer, operatorMode: boolean, scope: ConsoleScope): Arrival {
  const shared = readShareQuery(new URLSearchParams(window.location.search));
  if (!shared) {
    // A page of one method (the genesis builder) opens on it, filled with its example.
    const only = allMethods.filter((m) => inScope(m, scope) && offered(m, viewer));
    return only.length === 1
      ? {
          kind: 'call',
          def: only[0]!,
          params: only[0]!.example,
          target: defaultTargetOf(only[0]!.service),
          send: false,
        }
      : { kind: 'none' };
  }
  const found = findMethod(shared.method);
  if (!found || !inScope(found, scope))
    return { kind: 'refused', message: `There is no method named “${shared.method}”.` };
  if (!offered(found, viewer)) {
    return {
      kind: 'refused',
      message: operatorMode
        ? `${found.method} is node-specific: sign in as the operator to call it.`
        : `${found.method} is node-specific and not offered by this public explorer.`,
    };
  }
  const target = shared.target.chain || shared.target.index ? shared.target : defaultTargetOf(found.service);
  return { kind: 'call', def: found, params: shared.params ?? found.example, target, send: true };
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
  const [query, setQuery] = useState('');
  const [def, setDef] = useState<AnyMethodDef | null>(arrival.kind === 'call' ? arrival.def : null);
  const [refused, setRefused] = useState<string | null>(arrival.kind === 'refused' ? arrival.message : null);
  const [target, setTarget] = useState<ConsoleTarget>(arrival.kind === 'call' ? arrival.target : {});
  const [draft, setDraft] = useState<Draft>(() =>
    arrival.kind === 'call' ? draftOf(formModelOf(arrival.def.params), arrival.params) : '',
  );
  const [formError, setFormError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState<Pending>({ state: 'idle' });
  const abort = useRef<AbortController | null>(null);

  const groups = useMemo(() => catalog(methods, viewer, query), [methods, viewer, query]);
  const model = useMemo(() => (def ? formModelOf(def.params) : null), [def]);
  const total = useMemo(() => methods.filter((m) => offered(m, viewer)).length, [methods, viewer]);

  const select = useCallback((next: AnyMethodDef, params?: unknown, t?: ConsoleTarget) => {
    abort.current?.abort();
    setDef(next);
    setRefused(null);
    setTarget(t && Object.keys(t).length > 0 ? t : defaultTargetOf(next.service));
    setDraft(draftOf(formModelOf(next.params), params ?? next.example));
    setFormError(null);
    setConfirming(false);
    setPending({ state: 'idle' });
  }, []);

  /** The params the form stands for, in the node's wire form; or why not. */
  const wire = useCallback(
    (
      d: AnyMethodDef,
      dr: Draft,
    ): { ok: true; value: unknown; json: string | undefined } | { ok: false; message: string } => {
      const read = readDraft(formModelOf(d.params), dr);
      if (read.kind === 'error') return { ok: false, message: `${read.path.join('.')}: ${read.message}` };
      const value = read.kind === 'value' ? read.value : d.service === 'eth' ? [] : {};
      const canonical = canonicalParams(d, value);
      return canonical.ok ? { ok: true, value, json: canonical.json } : { ok: false, message: canonical.message };
    },
    [],
  );

  const send = useCallback(
    async (d: AnyMethodDef, dr: Draft, t: ConsoleTarget) => {
      setConfirming(false);
      const w = wire(d, dr);
      if (!w.ok) {
        setFormError(w.message);
        return;
      }
      let path: string;
      try {
        path = nodePathOf(d.service, t);
      } catch (e) {
        setFormError((e as Error).message);
        return;
      }
      setFormError(null);
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      setPending({ state: 'sending' });
      try {
        const outcome = await callThroughProxy(path, d.method, w.json, controller.signal);
        if (controller.signal.aborted) return;
        setPending({ state: 'done', outcome, target: t });
        // A read call's URL names it, so the address bar is its shareable link.
        if (isShareable(d)) {
          window.history.replaceState(
            null,
            '',
            `${basePath}?${shareQuery({ method: d.method, params: w.value, target: t })}`,
          );
        }
      } catch (e) {
        if (controller.signal.aborted) return;
        setPending({
          state: 'done',
          target: t,
          outcome: { ok: false, code: null, message: (e as Error).message, data: null, httpStatus: 0, ms: 0 },
        });
      }
    },
    [wire, basePath],
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

  const choose = (m: AnyMethodDef) => {
    select(m);
    window.history.replaceState(null, '', `${basePath}?${new URLSearchParams({ method: m.method })}`);
  };

  const preview = def ? wire(def, draft) : null;
  let path: string | null = null;
  try {
    path = def ? nodePathOf(def.service, target) : null;
  } catch {
    path = null;
  }
  const read = def ? isShareable(def) : false;
  const note = def ? lifecycleNote(def) : null;
  const gap = def ? gapOf(def, gaps) : null;

  return (
    <div className="grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
      <aside className="space-y-3">
        <input
          type="search"
          data-testid="console-search"
          aria-label="Search methods"
          placeholder={`Search ${total} methods`}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-950"
        />
        <nav
          aria-label="Methods"
          data-testid="console-methods"
          className="max-h-72 overflow-y-auto rounded-md border border-slate-200 p-2 lg:max-h-[calc(100vh-12rem)] dark:border-slate-800"
        >
          {groups.length === 0 && <p className="p-2 text-sm text-slate-500">No method matches “{query}”.</p>}
          {groups.map((g) => (
            <section key={g.service} className="mb-3">
              <h2 className="px-2 text-xs font-semibold uppercase tracking-wide text-slate-500">
                {g.label} <span className="font-normal">({g.methods.length})</span>
              </h2>
              <ul>
                {g.methods.map((m) => (
                  <li key={m.method}>
                    <button
                      type="button"
                      data-testid={`method-${m.method}`}
                      onClick={() => choose(m)}
                      aria-current={def?.method === m.method ? 'true' : undefined}
                      className={`w-full truncate rounded px-2 py-1 text-left font-mono text-xs hover:bg-slate-100 dark:hover:bg-slate-800 ${
                        def?.method === m.method ? 'bg-sky-50 text-sky-800 dark:bg-sky-950 dark:text-sky-300' : ''
                      } ${m.removedIn ? 'text-slate-500 line-through decoration-slate-400/60' : m.deprecated ? 'italic text-slate-500' : ''} ${gapOf(m, gaps)?.always ? 'text-slate-400 dark:text-slate-600' : ''}`}
                      title={[
                        m.summary,
                        lifecycleNote(m),
                        gapOf(m, gaps)?.always ? `Unavailable: ${gapOf(m, gaps)!.why}.` : '',
                      ]
                        .filter(Boolean)
                        .join(' ')}
                    >
                      {m.method}
                      {(m.removedIn || m.deprecated) && (
                        <span
                          data-testid="method-lifecycle"
                          className="ml-1 font-sans text-[10px] not-italic text-amber-700 no-underline dark:text-amber-400"
                        >
                          {m.removedIn ? `removed ${m.removedIn}` : `deprecated ${m.deprecated!.since}`}
                        </span>
                      )}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          ))}
          {!operator && (
            <p
              className="border-t border-slate-200 px-2 pt-2 text-xs text-slate-500 dark:border-slate-800"
              data-testid="console-public-note"
            >
              {operatorMode ? (
                <>
                  Node-specific methods (admin, keystore, the node’s identity) are offered to the{' '}
                  <Link href={`/signin?next=${basePath}`} className="underline">
                    signed-in operator
                  </Link>
                  .
                </>
              ) : (
                'This public explorer offers no node-specific method (admin, keystore, the node’s identity).'
              )}
            </p>
          )}
        </nav>
      </aside>

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
            <header className="space-y-1">
              <p className="text-xs text-slate-500">{SERVICE_LABELS[def.service]}</p>
              <h1 className="break-all font-mono text-xl font-semibold" data-testid="console-method">
                {def.method}
              </h1>
              <p className="text-sm text-slate-700 dark:text-slate-300">{def.summary}</p>
              <div className="flex flex-wrap gap-2 text-xs">
                {def.nodeSpecific && (
                  <span className="rounded bg-violet-100 px-1.5 py-0.5 text-violet-800 dark:bg-violet-950 dark:text-violet-300">
                    node-specific
                  </span>
                )}
                {def.changesState && (
                  <span className="rounded bg-red-100 px-1.5 py-0.5 text-red-800 dark:bg-red-950 dark:text-red-300">
                    changes state
                  </span>
                )}
                <span className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-700 dark:bg-slate-800 dark:text-slate-300">
                  cache: {def.cache}
                </span>
              </div>
              {note && (
                <p
                  data-testid="console-lifecycle"
                  className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-200"
                >
                  {note}
                </p>
              )}
              {gap && (
                <p
                  role="status"
                  data-testid="console-missing-api"
                  data-api={gap.api}
                  className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-600 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-400"
                >
                  {gap.always
                    ? `${def.method} is unavailable: ${gap.why}.`
                    : `${def.method} at an old block is unavailable: ${gap.why}. Ask at a recent block.`}
                </p>
              )}
            </header>

            <form
              className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
              onSubmit={(e) => {
                e.preventDefault();
                if (def.changesState) setConfirming(true);
                else void send(def, draft, target);
              }}
            >
              <TargetPicker service={def.service} target={target} onChange={setTarget} />
              <FieldEditor model={model} draft={draft} onChange={setDraft} name="" id="p" />
              {formError && (
                <p role="alert" data-testid="console-form-error" className="text-sm text-red-700 dark:text-red-400">
                  {formError}
                </p>
              )}
              {confirming ? (
                <div
                  role="alertdialog"
                  aria-label="Confirm"
                  className="space-y-2 rounded-md border border-red-300 bg-red-50 p-3 text-sm dark:border-red-900 dark:bg-red-950/40"
                >
                  <p>
                    <strong>{def.method}</strong> changes the {def.nodeSpecific ? 'node’s' : 'chain’s'} state. Send it?
                  </p>
                  <div className="flex gap-2">
                    <button
                      type="button"
                      className={primary}
                      data-testid="console-confirm"
                      onClick={() => void send(def, draft, target)}
                    >
                      Send
                    </button>
                    <button type="button" className={button} onClick={() => setConfirming(false)}>
                      Cancel
                    </button>
                  </div>
                </div>
              ) : (
                <div className="flex flex-wrap items-center gap-2">
                  <button
                    type="submit"
                    className={primary}
                    data-testid="console-call"
                    disabled={pending.state === 'sending' || gap?.always === true}
                  >
                    {pending.state === 'sending' ? 'Calling…' : 'Call'}
                  </button>
                  <button type="button" className={button} onClick={() => setDraft(draftOf(model, def.example))}>
                    Reset
                  </button>
                  {read && path && preview?.ok && (
                    <>
                      <span className="inline-flex items-center gap-1 text-xs text-slate-600 dark:text-slate-400">
                        Copy as curl{' '}
                        <CopyButton value={curlCommand(path, def.method, preview.json)} label="Copy as curl" />
                      </span>
                      <span className="inline-flex items-center gap-1 text-xs text-slate-600 dark:text-slate-400">
                        Share link
                        <CopyButton
                          value={`${window.location.origin}${basePath}?${shareQuery({ method: def.method, params: preview.value, target })}`}
                          label="Copy share link"
                        />
                      </span>
                    </>
                  )}
                </div>
              )}
              {path && (
                <p className="text-xs text-slate-500">
                  POST <span className="font-mono">/api/node{path}</span> (the node’s{' '}
                  <span className="font-mono">{path}</span>)
                  {!read && ' · not put in a link: it changes state or carries a secret'}
                </p>
              )}
            </form>

            <ResultPanel def={def} pending={pending} />
          </>
        )}
      </section>
    </div>
  );
}
