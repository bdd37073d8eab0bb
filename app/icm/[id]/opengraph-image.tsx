import { OG_SIZE } from '@/components/og/og-card';
import { entityCardResponse } from '@/components/og/entity-card';
import { icmCard } from '@/components/og/cards/icm-card';

export const size = OG_SIZE;
export const contentType = 'image/png';
export const alt = 'ICM message';

export default async function Image({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return entityCardResponse(() => icmCard(id));
}
