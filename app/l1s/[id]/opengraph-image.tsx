import { OG_SIZE } from '@/components/og/og-card';
import { entityCardResponse } from '@/components/og/entity-card';
import { l1Card } from '@/components/og/cards/l1-card';
import { ogImageRoute } from '@/components/og/og-response';

export const size = OG_SIZE;
export const contentType = 'image/png';
export const alt = 'Avalanche L1';

export default ogImageRoute(({ id }: { id: string }) => entityCardResponse(() => l1Card(id)));
