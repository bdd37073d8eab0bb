import type { Metadata } from 'next';
import { orNodeDown } from '@/components/node-down/node-guard';
import { EvmChainList } from '@/components/evm/evm-chain-page';
import { PageTitle } from '@/components/ui/page-title';
import { evmChains } from '@/lib/explorer/evm-chains';

export const metadata: Metadata = {
  title: 'EVM chains',
  description: 'The C-Chain and every L1 EVM chain the node serves.',
};

export default function EvmChainsPage() {
  return orNodeDown(async () => (
    <div className="space-y-4">
      <PageTitle title="EVM chains">The C-Chain and each L1 chain whose EVM the node answers on.</PageTitle>
      <EvmChainList chains={await evmChains()} />
    </div>
  ));
}
