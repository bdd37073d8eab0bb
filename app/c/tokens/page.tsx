import type { Metadata } from 'next';
import { onEvmChain } from '@/components/evm/evm-chain-route';
import { EvmTokensPage } from '@/components/evm/evm-tokens-page';

export const metadata: Metadata = { title: 'Tokens on the C-Chain' };

type Props = { searchParams: Promise<{ after?: string | string[] }> };

export default async function CTokensPage({ searchParams }: Props) {
  const { after } = await searchParams;
  return onEvmChain('C', (c) => EvmTokensPage({ chain: c, after: typeof after === 'string' ? after : undefined }));
}
