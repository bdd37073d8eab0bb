import type { Metadata } from 'next';
import { metadataOrNodeDown, orNodeDown } from '@/components/node-down/node-guard';
import { evmChainMetadata, onEvmChain } from '@/components/evm/evm-chain-route';
import { EvmTxPage, evmTxMetadata } from '@/components/evm/evm-tx-page';
import { AtomicTxPage, atomicTxMetadata } from '@/components/tx/atomic-tx-page';
import { isCb58Id } from '@/lib/schemas/text-formats';

type Props = { params: Promise<{ hash: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { hash } = await params;
  // A cb58 id is an atomic tx (ImportTx/ExportTx); a 0x hash an EVM tx.
  if (isCb58Id(hash)) return metadataOrNodeDown(() => atomicTxMetadata(hash));
  return evmChainMetadata('C', (c) => evmTxMetadata(c, hash));
}

export default async function CTxPage({ params }: Props) {
  const { hash } = await params;
  if (isCb58Id(hash)) return orNodeDown(() => AtomicTxPage({ id: hash }));
  return onEvmChain('C', (c) => EvmTxPage({ chain: c, hash }));
}
