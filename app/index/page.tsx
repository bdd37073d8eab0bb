import type { Metadata } from 'next';
import Link from 'next/link';
import { INDEX_PATHS } from '@/lib/decode/container';
import { urls } from '@/lib/explorer/urls';
import { serverNodeClient } from '@/lib/server/node';
import { PageTitle } from '@/components/ui/page-title';

export const metadata: Metadata = {
  title: 'Index history',
  description:
    'Every container the node indexed, in acceptance order: X-Chain txs and blocks, P-Chain and C-Chain blocks.',
};

const WHAT: Record<(typeof INDEX_PATHS)[number], string> = {
  'X/tx': 'X-Chain transactions',
  'X/block': 'X-Chain blocks',
  'X/vtx': 'X-Chain vertices (historical, no longer filled since Cortina)',
  'P/block': 'P-Chain blocks',
  'C/block': 'C-Chain blocks',
};

export default async function IndexHome() {
  const c = serverNodeClient();
  const last = await Promise.all(
    INDEX_PATHS.map(async (path) => {
      const [chain, kind] = path.split('/') as ['X' | 'P' | 'C', 'tx' | 'block' | 'vtx'];
      try {
        const r = await c.index.getLastAccepted({}, { chain, kind });
        return { path, count: (r.index + 1n).toLocaleString('en-US'), error: null };
      } catch (err) {
        const msg = err instanceof Error ? err.message : String(err);
        const empty = /no containers have been accepted/.test(msg);
        return { path, count: empty ? '0' : null, error: empty ? null : 'This node does not serve this index.' };
      }
    }),
  );
  return (
    <div className="space-y-6">
      <PageTitle title="Index history">
        The node&apos;s own record of what it accepted, in order — available when the node runs with indexing enabled.
      </PageTitle>
      <ul className="grid gap-3 sm:grid-cols-2" data-testid="index-paths">
        {last.map((l) => (
          <li key={l.path}>
            <Link
              href={urls.index(l.path)}
              className="block rounded-xl border border-slate-200 bg-white p-4 hover:border-brand-500 dark:border-slate-800 dark:bg-slate-900"
            >
              <p className="font-mono font-semibold">/ext/index/{l.path}</p>
              <p className="text-sm text-slate-600 dark:text-slate-400">{WHAT[l.path]}</p>
              <p className="mt-2 text-sm">
                {l.count !== null ? (
                  `${l.count} containers`
                ) : (
                  <span className="text-amber-700 dark:text-amber-400">{l.error}</span>
                )}
              </p>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
