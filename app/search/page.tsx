import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { NodeUnreachable, nodeDownMetadata } from '@/components/node-down/node-unreachable';
import { SearchBox } from '@/components/search/search-box';
import { serverSearch } from '@/lib/explorer/server-search';

type Props = { searchParams: Promise<{ q?: string | string[] }> };

// One search per request, shared by the title and the page.
const search = cache((q: string) => serverSearch(q));

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const q = (await searchParams).q;
  if (typeof q !== 'string' || !q.trim()) return { title: 'Search' };
  const result = await search(q);
  if (result.matches.length === 0 && result.nodeFailure) return nodeDownMetadata(result.nodeFailure);
  return { title: `Search “${q.slice(0, 40)}”` };
}

export default async function SearchPage({ searchParams }: Props) {
  const raw = (await searchParams).q;
  const q = typeof raw === 'string' ? raw : '';
  const result = q.trim() ? await search(q) : null;
  if (result?.plan.kind === 'redirect') redirect(result.plan.url);
  if (result && result.matches.length === 1) redirect(result.matches[0]!.url);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold tracking-tight">Search</h1>
      <SearchBox initial={q} autoFocus={!q} />
      {result && result.matches.length > 1 && (
        <section aria-label="Matches" className="space-y-2">
          <p className="text-sm text-slate-600 dark:text-slate-400">“{q}” matches more than one thing. Which one?</p>
          <ul
            className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900"
            data-testid="search-matches"
          >
            {result.matches.map((m) => (
              <li key={m.url}>
                <Link
                  href={m.url}
                  className="block px-4 py-3 text-brand-600 hover:bg-slate-50 dark:text-brand-500 dark:hover:bg-slate-800"
                >
                  {m.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {result && result.matches.length === 0 && result.nodeFailure && <NodeUnreachable failure={result.nodeFailure} />}
      {result && result.matches.length === 0 && !result.nodeFailure && (
        <section
          role="status"
          data-testid="search-not-found"
          className="rounded-xl border border-dashed border-slate-300 p-6 dark:border-slate-700"
        >
          <h2 className="font-semibold">Nothing found for “{q}”</h2>
          {result.plan.kind === 'unrecognized' ? (
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{result.plan.reason}</p>
          ) : result.plan.kind === 'name' ? (
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              No asset or token the explorer knows has this name or symbol. Ids, addresses, heights and NodeIDs are
              searched too.
            </p>
          ) : (
            <>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">The node has none of these:</p>
              <ul className="mt-2 list-inside list-disc text-sm">
                {result.tried.map((t) => (
                  <li key={t.kind}>{t.label}</li>
                ))}
              </ul>
            </>
          )}
        </section>
      )}
    </div>
  );
}
