import { OG_SIZE } from '@/components/og/og-card';
import { entityCardResponse } from '@/components/og/entity-card';
import { evmChainCard } from '@/components/og/cards/evm-cards';

export const size = OG_SIZE;
export const contentType = 'image/png';
export const alt = 'EVM chain';

export default async function Image({ params }: { params: Promise<{ chain: string }> }) {
  const { chain } = await params;
  return entityCardResponse(() => evmChainCard(chain));
}
