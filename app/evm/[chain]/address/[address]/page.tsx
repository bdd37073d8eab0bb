import type { Metadata } from 'next';
import { evmChainMetadata, onEvmChain } from '@/components/evm/evm-chain-route';
import { EvmAddressPage, evmAddressMetadata } from '@/components/evm/evm-address-page';

type Props = { params: Promise<{ chain: string; address: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { chain, address } = await params;
  return evmChainMetadata(chain, async (c) => evmAddressMetadata(c, address));
}

export default async function EvmAddressRoute({ params }: Props) {
  const { chain, address } = await params;
  return onEvmChain(chain, async (c) => <EvmAddressPage chain={c} address={address} />);
}
