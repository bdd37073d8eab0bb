import type { Metadata } from 'next';
import { evmChainMetadata, onEvmChain } from '@/components/evm/evm-chain-route';
import { EvmChainPage } from '@/components/evm/evm-chain-page';

export async function generateMetadata(): Promise<Metadata> {
  return evmChainMetadata('C', async () => ({
    title: 'C-Chain',
    description: 'Latest C-Chain blocks and transactions, gas, base fee and TPS, read straight from the node.',
  }));
}

// The C-Chain's home is the chain page every EVM chain has.
export default function CChainHome() {
  return onEvmChain('C', async (chain) => <EvmChainPage chain={chain} />);
}
