import { OG_SIZE } from '@/components/og/og-card';
import { entityCardResponse } from '@/components/og/entity-card';
import { blockchainCard } from '@/components/og/cards/blockchain-card';
import { ogImageRoute } from '@/components/og/og-response';

export const size = OG_SIZE;
export const contentType = 'image/png';
export const alt = 'Avalanche blockchain';

export default ogImageRoute(({ id }: { id: string }) => entityCardResponse(() => blockchainCard(id)));
