import { OG_SIZE } from '@/components/og/og-card';
import { entityCardResponse } from '@/components/og/entity-card';
import { evmBlockCard } from '@/components/og/cards/evm-cards';

export const size = OG_SIZE;
export const contentType = 'image/png';
export const alt = 'EVM block';

export default async function Image({ params }: { params: Promise<{ chain: string; ref: string }> }) {
  const { chain, ref } = await params;
  return entityCardResponse(() => evmBlockCard(chain, ref));
}
