import { OG_SIZE } from '@/components/og/og-card';
import { entityCardResponse } from '@/components/og/entity-card';
import { icmCard } from '@/components/og/cards/icm-card';
import { ogImageRoute } from '@/components/og/og-response';

export const size = OG_SIZE;
export const contentType = 'image/png';
export const alt = 'ICM message';

export default ogImageRoute(({ id }: { id: string }) => entityCardResponse(() => icmCard(id)));
