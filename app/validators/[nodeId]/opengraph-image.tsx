import { OG_SIZE } from '@/components/og/og-card';
import { entityCardResponse } from '@/components/og/entity-card';
import { validatorCard } from '@/components/og/cards/validator-card';
import { ogImageRoute } from '@/components/og/og-response';

export const size = OG_SIZE;
export const contentType = 'image/png';
export const alt = 'Validator';

export default ogImageRoute(({ nodeId }: { nodeId: string }) => entityCardResponse(() => validatorCard(nodeId)));
