import type { Metadata } from 'next';
import { evmChainMetadata, onEvmChain } from '@/components/evm/evm-chain-route';
import { EvmTokenPage, evmTokenMetadata } from '@/components/evm/evm-token-page';

type Props = { params: Promise<{ chain: string; address: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { chain, address } = await params;
  return evmChainMetadata(chain, (c) => evmTokenMetadata(c, address));
}

export default async function EvmTokenRoute({ params }: Props) {
  const { chain, address } = await params;
  return onEvmChain(chain, async (c) => <EvmTokenPage chain={c} address={address} />);
}
