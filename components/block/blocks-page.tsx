import { networkInfo } from '@/lib/explorer/network';
import { BlockList } from './block-list';

/** `/x/blocks` and `/p/blocks`: `?from=<height>` picks the page (kept across reloads). */
export async function BlocksPage({ chain, fromParam }: { chain: 'X' | 'P'; fromParam: string | undefined }) {
  // Summaries show no addresses: a node that is down still gets the list, with its error state.
  const ctx = await networkInfo()
    .then((n) => n.ctx)
    .catch(() => ({ hrp: 'custom', chainAliases: {} }));
  const from = fromParam && /^\d{1,20}$/.test(fromParam) ? BigInt(fromParam) : null;
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{chain}-Chain blocks</h1>
        <p className="text-sm text-slate-600 dark:text-slate-400">Newest first, read straight from the node.</p>
      </div>
      <BlockList key={from?.toString() ?? 'live'} chain={chain} from={from} ctx={ctx} />
    </div>
  );
}
