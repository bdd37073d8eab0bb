import { OG_SIZE } from '@/components/og/og-card';
import { entityCardResponse } from '@/components/og/entity-card';
import { assetCard } from '@/components/og/cards/asset-card';

export const size = OG_SIZE;
export const contentType = 'image/png';
export const alt = 'X-Chain asset';

export default async function Image({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return entityCardResponse(() => assetCard(id));
}
