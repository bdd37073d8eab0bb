import type { Metadata } from 'next';
import { evmChainMetadata, onEvmChain } from '@/components/evm/evm-chain-route';
import { EvmBlockPage, evmBlockMetadata } from '@/components/evm/evm-block-page';

type Props = { params: Promise<{ chain: string; ref: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { chain, ref } = await params;
  return evmChainMetadata(chain, (c) => evmBlockMetadata(c, ref));
}

export default async function EvmBlockRoute({ params }: Props) {
  const { chain, ref } = await params;
  return onEvmChain(chain, async (c) => <EvmBlockPage chain={c} blockRef={ref} />);
}
