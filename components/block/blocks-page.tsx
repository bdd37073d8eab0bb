import type { Metadata } from 'next';
import { networkInfo } from '@/lib/explorer/network';
import { recentUtxoBlocks } from '@/lib/explorer/recent-blocks';
import { serverNodeClient } from '@/lib/node/server-client';
import { QuerySeed, within } from '@/components/shell/query-seed';
import { NodeSeed } from '@/components/shell/node-seed';
import { DASHBOARD_COUNT, recentKey } from '@/components/dashboard/recent-keys';
import { proposerVmCalls } from '@/components/block/proposervm-calls';
import { searchParam, type SearchParams } from '@/lib/server/search-param';
import { LiveBlockList } from './live-block-list';
import { PastBlockListLoader } from './past-block-list-loader';
import { fromParam } from './from-param';
import { ProposerVmStatus } from './proposervm-status';
import { PageTitle } from '@/components/ui/page-title';

/** How long the server waits for the first page before it sends the list to load in the browser. */
const FIRST_PAGE_WAIT_MS = 1_500;

/** `/x/blocks` and `/p/blocks`: `?from=<height>` picks the page (kept across reloads). */
async function BlocksPage({ chain, rawFrom }: { chain: 'X' | 'P'; rawFrom: string | undefined }) {
  // Summaries show no addresses: a node that is down still gets the list, with its error state.
  const ctx = await networkInfo()
    .then((n) => n.ctx)
    .catch(() => ({ hrp: 'custom', chainAliases: {} }));
  const from = fromParam(rawFrom);
  // The live list's first page comes with the HTML, from the dashboard's one cached read of the tip,
  // seeded under the key the list polls it by.
  const initial =
    from === null
      ? await within(recentUtxoBlocks(serverNodeClient(), chain, DASHBOARD_COUNT[chain], ctx), FIRST_PAGE_WAIT_MS)
      : undefined;
  return (
    <div className="space-y-4">
      <PageTitle title={`${chain}-Chain blocks`}>Newest first, read straight from the node.</PageTitle>
      <NodeSeed calls={proposerVmCalls(chain)}>
        <ProposerVmStatus chain={chain} />
      </NodeSeed>
      {from === null ? (
        <QuerySeed answers={initial ? [[recentKey(chain), initial]] : []}>
          <LiveBlockList chain={chain} initial={initial} />
        </QuerySeed>
      ) : (
        <PastBlockListLoader key={from.toString()} chain={chain} from={from} ctx={ctx} />
      )}
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
    return <BlocksPage chain={chain} rawFrom={await searchParam(searchParams, 'from')} />;
  }
  return { metadata, Page: ChainBlocksPage };
}
