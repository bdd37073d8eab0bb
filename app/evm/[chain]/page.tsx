import type { Metadata } from 'next';
import { evmChainMetadata, onEvmChain } from '@/components/evm/evm-chain-route';
import { EvmChainPage } from '@/components/evm/evm-chain-page';
import { shareMetadata } from '@/components/og/share-metadata';
import { evmChainLabel } from '@/lib/explorer/evm-chains';

type Props = { params: Promise<{ chain: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return evmChainMetadata((await params).chain, async (chain) =>
    shareMetadata(
      evmChainLabel(chain),
      `Latest blocks and transactions of ${evmChainLabel(chain)}, read straight from the node.`,
    ),
  );
}

export default async function EvmChainRoute({ params }: Props) {
  return onEvmChain((await params).chain, async (chain) => <EvmChainPage chain={chain} />);
}
