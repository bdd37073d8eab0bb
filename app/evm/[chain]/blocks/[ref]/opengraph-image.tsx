import { OG_SIZE } from '@/components/og/og-card';
import { entityCardResponse } from '@/components/og/entity-card';
import { evmBlockCard } from '@/components/og/cards/evm-cards';
import { ogImageRoute } from '@/components/og/og-response';

export const size = OG_SIZE;
export const contentType = 'image/png';
export const alt = 'EVM block';

export default ogImageRoute(({ chain, ref }: { chain: string; ref: string }) =>
  entityCardResponse(() => evmBlockCard(chain, ref)),
);
