import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { Fragment } from 'react';
import { evmChainMetadata, onEvmChain } from '@/components/evm/evm-chain-route';
import { EvmBlockList } from '@/components/evm/evm-block-list';
import { fromParam } from '@/components/block/from-param';
import { PageTitle } from '@/components/ui/page-title';
import { evmChainLabel } from '@/lib/explorer/evm-chains';
import { urls } from '@/lib/explorer/urls';

type Props = { params: Promise<{ chain: string }>; searchParams: Promise<{ from?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return evmChainMetadata((await params).chain, async (chain) => ({ title: `${evmChainLabel(chain)} blocks` }));
}

export default async function EvmBlocksPage({ params, searchParams }: Props) {
  const from = fromParam((await searchParams).from);
  return onEvmChain((await params).chain, async (chain) => {
    // The C-Chain has its own live list.
    if (chain.isC) redirect(urls.blocks('C', from ?? undefined));
    // Called as a function, so a node failure while reading the blocks reaches onEvmChain's node-down state.
    const list = await EvmBlockList({ chain, from });
    return (
      <div className="space-y-4">
        <PageTitle title={`${evmChainLabel(chain)} blocks`}>
          Newest first, through the node&apos;s EVM endpoint.
        </PageTitle>
        <Fragment key={from?.toString() ?? 'head'}>{list}</Fragment>
      </div>
    );
  });
}
