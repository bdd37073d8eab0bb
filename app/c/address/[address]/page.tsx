import type { Metadata } from 'next';
import { CAtomicAddressPage, cAtomicAddressMetadata } from '@/components/address/c-atomic-address-page';
import { orNodeDown } from '@/components/node-down/node-guard';
import { evmChainMetadata, onEvmChain } from '@/components/evm/evm-chain-route';
import { EvmAddressPage, evmAddressMetadata } from '@/components/evm/evm-address-page';

type Props = {
  params: Promise<{ address: string }>;
  searchParams: Promise<{ afterX?: string | string[]; afterP?: string | string[] }>;
};

const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : undefined);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const address = (await params).address;
  if (address.startsWith('C-')) return cAtomicAddressMetadata(address);
  return evmChainMetadata('C', async (chain) => evmAddressMetadata(chain, address));
}

export default async function CAddressPage({ params, searchParams }: Props) {
  const address = (await params).address;
  // A C- bech32 address owns atomic UTXOs; a 0x address is an EVM account.
  if (address.startsWith('C-')) {
    const sp = await searchParams;
    return orNodeDown(() => CAtomicAddressPage({ raw: address, after: { X: one(sp.afterX), P: one(sp.afterP) } }));
  }
  return onEvmChain('C', (chain) => EvmAddressPage({ chain, address }));
}
