'use client';
// The API console: every registry method the viewer may call, a form drawn from its params schema,
// the call sent through the node proxy, and the answer as a tree with links to Snowline's pages.
// Loaded lazily by console-loader.tsx: the registry's zod schemas never weigh on the first load.
import Link from 'next/link';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { CopyButton } from '@/components/ui/copy-button';
import { callThroughProxy, type CallOutcome } from '@/lib/console/call';
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
import { carriesCredentials, formModelOf } from '@/lib/console/form-model';
import { resultLinks } from '@/lib/console/result-links';
import { readShareQuery, shareQuery } from '@/lib/console/share';
import { defaultTargetOf, nodePathOf, targetKindOf, type ConsoleTarget } from '@/lib/console/target';
import { canonicalParams } from '@/lib/node/params';
import { allMethods, findMethod, INDEX_NAMES, type AnyMethodDef } from '@/lib/registry';
import { FieldEditor } from './field-editor';
import { GenesisView } from './genesis-view';
import { JsonTree } from './json-tree';

export interface ConsoleAppProps {
  /** A signed-in operator (node-specific methods are offered). */
  operator: boolean;
  /** The server runs in operator mode (there is a sign-in to offer). */
  operatorMode: boolean;
  /** Which methods this page lists (the admin and keystore pages list their own); default all. */
  scope?: ConsoleScope;
  /** The page's path, for its shareable links; default /console. */
  basePath?: string;
}

const button =
  'rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-100 disabled:opacity-50 dark:border-slate-700 dark:hover:bg-slate-800';
const primary =
  'rounded-md bg-sky-700 px-4 py-1.5 text-sm font-medium text-white hover:bg-sky-800 disabled:opacity-50 dark:bg-sky-600 dark:hover:bg-sky-500';

/** A read call: may be shared as a link and copied as curl (it changes nothing and carries no secret). */
function isReadCall(def: AnyMethodDef): boolean {
  return !def.changesState && !carriesCredentials(formModelOf(def.params));
}

type Pending =
  { state: 'idle' } | { state: 'sending' } | { state: 'done'; outcome: CallOutcome; target: ConsoleTarget };

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

export default function ConsoleApp({ operator, operatorMode, scope = 'all', basePath = '/console' }: ConsoleAppProps) {
  const viewer: Viewer = useMemo(() => ({ operator }), [operator]);
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
        if (isReadCall(d)) {
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
    if (arrival.kind !== 'call' || !arrival.send || !isReadCall(arrival.def)) return;
    const { def: d, params, target: t } = arrival;
    const timer = setTimeout(() => void send(d, draftOf(formModelOf(d.params), params), t), 0);
    return () => clearTimeout(timer);
  }, [arrival, send]);

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
  const read = def ? isReadCall(def) : false;
  const note = def ? lifecycleNote(def) : null;

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
                      } ${m.removedIn ? 'text-slate-500 line-through decoration-slate-400/60' : m.deprecated ? 'italic text-slate-500' : ''}`}
                      title={[m.summary, lifecycleNote(m)].filter(Boolean).join(' ')}
                    >
                      {m.method}
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
                    disabled={pending.state === 'sending'}
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

function TargetPicker({
  service,
  target,
  onChange,
}: {
  service: AnyMethodDef['service'];
  target: ConsoleTarget;
  onChange: (t: ConsoleTarget) => void;
}) {
  const kind = targetKindOf(service);
  const cls =
    'rounded-md border border-slate-300 bg-white px-2 py-1 font-mono text-sm dark:border-slate-700 dark:bg-slate-950';
  if (kind === 'index') {
    return (
      <label className="flex flex-wrap items-center gap-2 text-xs text-slate-600 dark:text-slate-400">
        Index
        <select
          className={cls}
          data-testid="console-index"
          value={target.index ?? 'X/tx'}
          onChange={(e) => onChange({ index: e.target.value as ConsoleTarget['index'] })}
        >
          {INDEX_NAMES.map((n) => (
            <option key={n}>{n}</option>
          ))}
        </select>
      </label>
    );
  }
  if (kind === 'chain') {
    return (
      <label className="flex flex-wrap items-center gap-2 text-xs text-slate-600 dark:text-slate-400">
        Chain (id or alias)
        <input
          className={cls}
          data-testid="console-chain"
          spellCheck={false}
          value={target.chain ?? ''}
          onChange={(e) => onChange({ chain: e.target.value })}
        />
      </label>
    );
  }
  return null;
}

function ResultPanel({ def, pending }: { def: AnyMethodDef; pending: Pending }) {
  if (pending.state === 'idle') return null;
  if (pending.state === 'sending') {
    return (
      <div
        className="h-24 animate-pulse rounded-xl bg-slate-100 dark:bg-slate-800"
        aria-busy="true"
        data-testid="console-loading"
      />
    );
  }
  const { outcome, target } = pending;
  if (!outcome.ok) {
    return (
      <section
        role="alert"
        data-testid="console-error"
        className="space-y-2 rounded-xl border border-red-200 bg-red-50 p-4 dark:border-red-900 dark:bg-red-950/40"
      >
        <p className="font-medium text-red-800 dark:text-red-300">
          Error
          {outcome.code !== null && (
            <span className="font-mono" data-testid="console-error-code">
              {' '}
              {outcome.code}
            </span>
          )}
          {outcome.httpStatus > 0 && outcome.httpStatus !== 200 && (
            <span className="ml-2 text-xs font-normal">HTTP {outcome.httpStatus}</span>
          )}
        </p>
        <p className="break-words text-sm text-red-700 dark:text-red-400">{outcome.message}</p>
        {outcome.data !== null && outcome.data !== undefined && <JsonTree value={outcome.data} />}
      </section>
    );
  }
  const links = resultLinks(def.method, def.service, target, outcome.result);
  const typed = def.result.safeParse(outcome.result);
  return (
    <section
      data-testid="console-result"
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <header className="flex flex-wrap items-center gap-3 text-xs text-slate-600 dark:text-slate-400">
        <span className="font-medium text-emerald-700 dark:text-emerald-400">Result</span>
        <span>{outcome.ms} ms</span>
        {outcome.cache && <span>cache: {outcome.cache}</span>}
        <span data-testid="console-schema">
          {typed.success ? 'matches the registry’s result schema' : 'does not match the registry’s result schema'}
        </span>
        <span className="ml-auto inline-flex items-center gap-1">
          Raw JSON <CopyButton value={outcome.raw} label="Copy the raw JSON" />
        </span>
      </header>
      {links.length > 0 && (
        <ul className="flex flex-wrap gap-2" data-testid="console-links">
          {links.map((l) => (
            <li key={l.href}>
              <Link
                href={l.href}
                prefetch={false}
                className="inline-block max-w-full truncate rounded bg-sky-50 px-2 py-0.5 font-mono text-xs text-sky-800 hover:underline dark:bg-sky-950 dark:text-sky-300"
              >
                {l.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {!typed.success && (
        <p className="text-xs text-amber-700 dark:text-amber-400">
          {typed.error.issues[0]?.path.join('.') || 'result'}: {typed.error.issues[0]?.message}
        </p>
      )}
      {def.method === 'avm.buildGenesis' && <GenesisView result={outcome.result} />}
      <JsonTree value={outcome.result} />
    </section>
  );
}
