import { OG_SIZE } from '@/components/og/og-card';
import { entityCardResponse } from '@/components/og/entity-card';
import { tokenCard } from '@/components/og/cards/token-card';
import { ogImageRoute } from '@/components/og/og-response';

export const size = OG_SIZE;
export const contentType = 'image/png';
export const alt = 'Token';

export default ogImageRoute(({ token }: { token: string }) =>
  entityCardResponse(() => tokenCard(decodeURIComponent(token))),
);
