import { OG_SIZE } from '@/components/og/og-card';
import { entityCardResponse } from '@/components/og/entity-card';
import { tokenCard } from '@/components/og/cards/token-card';

export const size = OG_SIZE;
export const contentType = 'image/png';
export const alt = 'Token';

export default async function Image({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  return entityCardResponse(() => tokenCard(decodeURIComponent(token)));
}
