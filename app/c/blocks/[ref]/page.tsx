import type { Metadata } from 'next';
import { evmChainMetadata, onEvmChain } from '@/components/evm/evm-chain-route';
import { EvmBlockPage, evmBlockMetadata } from '@/components/evm/evm-block-page';

type Props = { params: Promise<{ ref: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { ref } = await params;
  return evmChainMetadata('C', (c) => evmBlockMetadata(c, ref));
}

export default async function CBlockPage({ params }: Props) {
  const { ref } = await params;
  return onEvmChain('C', (c) => EvmBlockPage({ chain: c, blockRef: ref }));
}
