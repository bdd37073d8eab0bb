import type { Metadata } from 'next';
import { evmChainMetadata, onEvmChain } from '@/components/evm/evm-chain-route';
import { EvmTxPage, evmTxMetadata } from '@/components/evm/evm-tx-page';

type Props = { params: Promise<{ chain: string; hash: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { chain, hash } = await params;
  return evmChainMetadata(chain, (c) => evmTxMetadata(c, hash));
}

export default async function EvmTxRoute({ params }: Props) {
  const { chain, hash } = await params;
  return onEvmChain(chain, async (c) => <EvmTxPage chain={c} hash={hash} />);
}
