import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { evmChainMetadata, onEvmChain } from '@/components/evm/evm-chain-route';
import { EvmBlockList } from '@/components/evm/evm-block-list';
import { PageTitle } from '@/components/ui/page-title';
import { evmChainLabel } from '@/lib/explorer/evm-chains';
import { urls } from '@/lib/explorer/urls';

type Props = { params: Promise<{ chain: string }>; searchParams: Promise<{ from?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return evmChainMetadata((await params).chain, async (chain) => ({ title: `${evmChainLabel(chain)} blocks` }));
}

export default async function EvmBlocksPage({ params, searchParams }: Props) {
  const raw = (await searchParams).from;
  const from = typeof raw === 'string' && /^\d{1,20}$/.test(raw) ? BigInt(raw) : null;
  return onEvmChain((await params).chain, async (chain) => {
    // The C-Chain has its own live list.
    if (chain.isC) redirect(urls.blocks('C', from ?? undefined));
    return (
      <div className="space-y-4">
        <PageTitle title={`${evmChainLabel(chain)} blocks`}>
          Newest first, through the node&apos;s EVM endpoint.
        </PageTitle>
        <EvmBlockList key={from?.toString() ?? 'head'} chain={chain} from={from} />
      </div>
    );
  });
}
