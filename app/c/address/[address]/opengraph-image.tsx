import { OG_SIZE } from '@/components/og/og-card';
import { entityCardResponse } from '@/components/og/entity-card';
import { addressCard } from '@/components/og/cards/address-card';

export const size = OG_SIZE;
export const contentType = 'image/png';
export const alt = 'C-Chain address';

export default async function Image({ params }: { params: Promise<{ address: string }> }) {
  const { address } = await params;
  return entityCardResponse(() => addressCard('C', address));
}
