import type { Metadata } from 'next';
import { networkInfo } from '@/lib/explorer/network';
import { searchParam, type SearchParams } from '@/lib/server/search-param';
import { BlockList } from './block-list';
import { ProposerVmStatus } from './proposervm-status';
import { PageTitle } from '@/components/ui/page-title';

/** `/x/blocks` and `/p/blocks`: `?from=<height>` picks the page (kept across reloads). */
async function BlocksPage({ chain, fromParam }: { chain: 'X' | 'P'; fromParam: string | undefined }) {
  // Summaries show no addresses: a node that is down still gets the list, with its error state.
  const ctx = await networkInfo()
    .then((n) => n.ctx)
    .catch(() => ({ hrp: 'custom', chainAliases: {} }));
  const from = fromParam && /^\d{1,20}$/.test(fromParam) ? BigInt(fromParam) : null;
  return (
    <div className="space-y-4">
      <PageTitle title={`${chain}-Chain blocks`}>Newest first, read straight from the node.</PageTitle>
      <ProposerVmStatus chain={chain} />
      <BlockList key={from?.toString() ?? 'live'} chain={chain} from={from} ctx={ctx} />
    </div>
  );
}

/** The route module of `/x/blocks` or `/p/blocks`: its metadata and its page. */
export function blocksRoute(chain: 'X' | 'P') {
  const metadata: Metadata = {
    title: `${chain}-Chain blocks`,
    description: `The latest ${chain}-Chain blocks, newest first, read straight from the node.`,
  };
  async function ChainBlocksPage({ searchParams }: { searchParams: SearchParams<'from'> }) {
    return <BlocksPage chain={chain} fromParam={await searchParam(searchParams, 'from')} />;
  }
  return { metadata, Page: ChainBlocksPage };
}
