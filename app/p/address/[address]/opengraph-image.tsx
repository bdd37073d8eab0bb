import { OG_SIZE } from '@/components/og/og-card';
import { entityCardResponse } from '@/components/og/entity-card';
import { addressCard } from '@/components/og/cards/address-card';
import { ogImageRoute } from '@/components/og/og-response';

export const size = OG_SIZE;
export const contentType = 'image/png';
export const alt = 'P-Chain address';

export default ogImageRoute(({ address }: { address: string }) => entityCardResponse(() => addressCard('P', address)));
