// An L1 EVM chain's blocks, newest first, 20 a page (`?from=<height>` in the URL, so a page survives a
// reload): the chain page shows only the latest ten. Read on the server through the cached node path.
import {
  BLOCKS_PER_PAGE,
  BlockPager,
  BlockTable,
  BlocksCsv,
  JumpToHeight,
  pageTop,
} from '@/components/block/block-list-frame';
import { IdText } from '@/components/ui/id-text';
import { RowLink } from '@/components/ui/row-link';
import { TimeAgo } from '@/components/ui/time-ago';
import { pageHeights } from '@/lib/explorer/block-summary';
import { evmClient, type EvmChain } from '@/lib/explorer/evm-chains';
import { urls } from '@/lib/explorer/urls';

export async function EvmBlockList({ chain, from }: { chain: EvmChain; from: bigint | null }) {
  const evm = evmClient(chain);
  const head = await evm.getBlockNumber();
  const top = pageTop(from, head)!;
  const blocks = await Promise.all(pageHeights(top, BLOCKS_PER_PAGE).map((n) => evm.getBlock({ blockNumber: n })));
  const href = (f?: bigint) => urls.evm.blocks(chain.key, f);
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <JumpToHeight href={href} />
        <BlocksCsv chain={chain.key} from={from} />
      </div>
      <BlockTable columns={['Number', 'Hash']} loading={false} skeletonRows={0}>
        {blocks.map((b) => (
          <tr key={b.hash ?? String(b.number)} data-testid="block-row">
            <td className="px-3 py-2 font-mono">
              <RowLink
                href={urls.evm.block(chain.key, b.number ?? 0n)}
                className="text-brand-600 hover:underline dark:text-brand-500"
              >
                {String(b.number)}
              </RowLink>
            </td>
            <td className="px-3 py-2">{b.hash && <IdText id={b.hash} href={urls.evm.block(chain.key, b.hash)} />}</td>
            <td className="px-3 py-2">
              <TimeAgo ms={Number(b.timestamp) * 1000} />
            </td>
            <td className="px-3 py-2 text-right tabular-nums">{b.transactions.length}</td>
          </tr>
        ))}
      </BlockTable>
      <BlockPager href={href} from={from} top={top} latest={head} />
    </div>
  );
}
