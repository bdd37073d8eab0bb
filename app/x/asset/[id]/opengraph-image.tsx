import { OG_SIZE } from '@/components/og/og-card';
import { entityCardResponse } from '@/components/og/entity-card';
import { assetCard } from '@/components/og/cards/asset-card';
import { ogImageRoute } from '@/components/og/og-response';

export const size = OG_SIZE;
export const contentType = 'image/png';
export const alt = 'X-Chain asset';

export default ogImageRoute(({ id }: { id: string }) => entityCardResponse(() => assetCard(id)));
