import { OG_SIZE } from '@/components/og/og-card';
import { entityCardResponse } from '@/components/og/entity-card';
import { l1Card } from '@/components/og/cards/l1-card';

export const size = OG_SIZE;
export const contentType = 'image/png';
export const alt = 'Avalanche L1';

export default async function Image({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return entityCardResponse(() => l1Card(id));
}
