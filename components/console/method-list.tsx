'use client';
// The console's list of methods: a search box, the methods grouped by service (removed, deprecated
// and unavailable ones marked), and what a public viewer is not offered.
import Link from 'next/link';
import { useMemo, useState } from 'react';
import { catalog, lifecycleNote, offered, type MethodSummary } from '@/lib/console/catalog';
import type { ConsolePage } from './console-page';
import { gapOf, type Gaps } from './method-gap';

interface Props {
  /** The page's methods; those the viewer may not call are left out. */
  methods: readonly MethodSummary[];
  /** The open method's name. */
  chosen: string | null;
  onChoose(method: string): void;
  page: ConsolePage;
}

function MethodButton({
  m,
  chosen,
  gaps,
  onChoose,
}: { m: MethodSummary; chosen: boolean; gaps: Gaps } & Pick<Props, 'onChoose'>) {
  const gap = gapOf(m, gaps);
  const unavailable = gap?.always ? gap : null;
  const lifecycle = m.removedIn
    ? 'text-slate-500 line-through decoration-slate-400/60'
    : m.deprecated
      ? 'italic text-slate-500'
      : '';
  return (
    <button
      type="button"
      data-testid={`method-${m.method}`}
      onClick={() => onChoose(m.method)}
      aria-current={chosen ? 'true' : undefined}
      className={`w-full truncate rounded px-2 py-1 text-left font-mono text-xs hover:bg-slate-100 dark:hover:bg-slate-800 ${
        chosen ? 'bg-sky-50 text-sky-800 dark:bg-sky-950 dark:text-sky-300' : ''
      } ${lifecycle} ${unavailable ? 'text-slate-400 dark:text-slate-600' : ''}`}
      title={[m.summary, lifecycleNote(m), unavailable ? `Unavailable: ${unavailable.why}.` : '']
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
  );
}

function PublicNote({ operatorMode, basePath }: Pick<ConsolePage, 'operatorMode' | 'basePath'>) {
  return (
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
  );
}

export function MethodList({ methods, chosen, onChoose, page }: Props) {
  const { viewer } = page;
  const [query, setQuery] = useState('');
  const groups = useMemo(() => catalog(methods, viewer, query), [methods, viewer, query]);
  const total = useMemo(() => methods.filter((m) => offered(m, viewer)).length, [methods, viewer]);
  return (
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
                  <MethodButton m={m} chosen={chosen === m.method} gaps={page.gaps} onChoose={onChoose} />
                </li>
              ))}
            </ul>
          </section>
        ))}
        {!viewer.operator && <PublicNote operatorMode={page.operatorMode} basePath={page.basePath} />}
      </nav>
    </aside>
  );
}
