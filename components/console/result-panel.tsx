'use client';
// A console call's answer: the error with its code, or the result as a tree with links to the pages
// Snowline has for what it names, and whether it matches the registry's result schema.
import Link from 'next/link';
import { CopyButton } from '@/components/ui/copy-button';
import type { CallOutcome } from '@/lib/console/call';
import { resultLinks } from '@/lib/console/result-links';
import type { ConsoleTarget } from '@/lib/console/target';
import type { AnyMethodDef } from '@/lib/registry';
import { deferredSection } from '@/components/ui/lazy-section';
import { JsonTree } from './json-tree';

// The genesis decoder carries the codec: fetched for the first answer, not with the builder's form.
const GenesisView = deferredSection(
  () => import('./genesis-view').then((m) => m.GenesisView),
  <div className="h-24 animate-pulse rounded-xl bg-slate-100 dark:bg-slate-800" />,
);

export type Pending =
  { state: 'idle' } | { state: 'sending' } | { state: 'done'; outcome: CallOutcome; target: ConsoleTarget };

export function ResultPanel({ def, pending }: { def: AnyMethodDef; pending: Pending }) {
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
