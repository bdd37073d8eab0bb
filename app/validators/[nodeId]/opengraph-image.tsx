import { OG_SIZE } from '@/components/og/og-card';
import { entityCardResponse } from '@/components/og/entity-card';
import { validatorCard } from '@/components/og/cards/validator-card';

export const size = OG_SIZE;
export const contentType = 'image/png';
export const alt = 'Validator';

export default async function Image({ params }: { params: Promise<{ nodeId: string }> }) {
  const { nodeId } = await params;
  return entityCardResponse(() => validatorCard(nodeId));
}
