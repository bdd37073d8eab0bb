import type { Metadata } from 'next';
import { evmChainMetadata, onEvmChain } from '@/components/evm/evm-chain-route';
import { EvmTokensPage } from '@/components/evm/evm-tokens-page';
import { shareMetadata } from '@/components/og/share-metadata';
import { evmChainLabel } from '@/lib/explorer/evm-chains';

type Props = { params: Promise<{ chain: string }>; searchParams: Promise<{ after?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return evmChainMetadata((await params).chain, async (c) =>
    shareMetadata(
      `Tokens on ${evmChainLabel(c)}`,
      `Every token Snowline's history has seen move on ${evmChainLabel(c)}, with its holders and transfers.`,
    ),
  );
}

export default async function EvmTokensRoute({ params, searchParams }: Props) {
  const [{ chain }, { after }] = await Promise.all([params, searchParams]);
  return onEvmChain(chain, (c) => EvmTokensPage({ chain: c, after: typeof after === 'string' ? after : undefined }));
}
