import { OG_SIZE } from '@/components/og/og-card';
import { entityCardResponse } from '@/components/og/entity-card';
import { evmTxCard } from '@/components/og/cards/evm-cards';

export const size = OG_SIZE;
export const contentType = 'image/png';
export const alt = 'EVM transaction';

export default async function Image({ params }: { params: Promise<{ chain: string; hash: string }> }) {
  const { chain, hash } = await params;
  return entityCardResponse(() => evmTxCard(chain, hash));
}
