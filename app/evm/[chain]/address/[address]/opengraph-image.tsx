import { OG_SIZE } from '@/components/og/og-card';
import { entityCardResponse } from '@/components/og/entity-card';
import { evmAddressCard } from '@/components/og/cards/evm-cards';

export const size = OG_SIZE;
export const contentType = 'image/png';
export const alt = 'EVM address';

export default async function Image({ params }: { params: Promise<{ chain: string; address: string }> }) {
  const { chain, address } = await params;
  return entityCardResponse(() => evmAddressCard(chain, address));
}
