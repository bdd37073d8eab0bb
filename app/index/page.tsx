import type { Metadata } from 'next';
import Link from 'next/link';
import { INDEX_PATHS } from '@/lib/decode/container';
import { urls } from '@/lib/explorer/urls';
import { serverNodeClient } from '@/lib/node/server-client';
import { CAPABILITY_LABELS } from '@/lib/capabilities/labels';
import { nodeCapabilities } from '@/lib/capabilities/probe';
import { PageTitle } from '@/components/ui/page-title';
import { formatCount } from '@/lib/format/amount';

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
  const caps = await nodeCapabilities(c).catch(() => null);
  // A node without the index API: each path says so, greyed, and none is asked.
  const indexMissing = caps?.items.index.state === 'missing';
  const last = await Promise.all(
    INDEX_PATHS.map(async (path) => {
      if (indexMissing) return { path, count: null, error: 'Unavailable.' };
      const [chain, kind] = path.split('/') as ['X' | 'P' | 'C', 'tx' | 'block' | 'vtx'];
      try {
        const r = await c.index.getLastAccepted({}, { chain, kind });
        return { path, count: formatCount(r.index + 1n), error: null };
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
      {indexMissing && (
        <p
          role="status"
          data-testid="index-unavailable"
          className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-600 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-400"
        >
          Index history is unavailable: {CAPABILITY_LABELS.index.missing}. Snowline&apos;s own history (address, asset
          and staking pages) does not need it.
        </p>
      )}
      <ul className={`grid gap-3 sm:grid-cols-2 ${indexMissing ? 'opacity-60' : ''}`} data-testid="index-paths">
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
                  <span className={indexMissing ? 'text-slate-500' : 'text-amber-700 dark:text-amber-400'}>
                    {l.error}
                  </span>
                )}
              </p>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
