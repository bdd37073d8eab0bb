import type { Metadata } from 'next';
import { CBlockList } from '@/components/block/c-block-list';
import { fromParam } from '@/components/block/from-param';
import { BLOCKS_PER_PAGE } from '@/components/block/block-list-frame';
import { QuerySeed, within } from '@/components/shell/query-seed';
import { NodeSeed, nodeAnswer } from '@/components/shell/node-seed';
import { proposerVmCalls } from '@/components/block/proposervm-calls';
import { recentCBlocks } from '@/lib/explorer/recent-blocks';
import { serverNodeClient } from '@/lib/node/server-client';
import { ProposerVmStatus } from '@/components/block/proposervm-status';
import { PageTitle } from '@/components/ui/page-title';

export const metadata: Metadata = {
  title: 'C-Chain blocks',
  description: 'The latest C-Chain blocks, newest first, read straight from the node.',
};

type Props = { searchParams: Promise<{ from?: string | string[] }> };

export default async function CBlocksPage({ searchParams }: Props) {
  const from = fromParam((await searchParams).from);
  // The live list's first page comes with the HTML (one cached read of the tip); at most 1.5 s.
  const initial = from === null ? await within(recentCBlocks(serverNodeClient(), BLOCKS_PER_PAGE), 1_500) : undefined;
  return (
    <div className="space-y-4">
      <PageTitle title="C-Chain blocks">Newest first, through the node&apos;s EVM endpoint.</PageTitle>
      <NodeSeed calls={proposerVmCalls('C')}>
        <ProposerVmStatus chain="C" />
      </NodeSeed>
      {/* The head the first page was read at, as the list's eth_blockNumber poll would answer it. */}
      <QuerySeed
        answers={[
          nodeAnswer({ method: 'eth_blockNumber', params: [] }, initial && `0x${BigInt(initial.height).toString(16)}`),
        ]}
      >
        <CBlockList key={from?.toString() ?? 'live'} from={from} initial={initial} />
      </QuerySeed>
    </div>
  );
}
