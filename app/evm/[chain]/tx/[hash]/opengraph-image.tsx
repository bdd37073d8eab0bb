import { OG_SIZE } from '@/components/og/og-card';
import { entityCardResponse } from '@/components/og/entity-card';
import { evmTxCard } from '@/components/og/cards/evm-cards';
import { ogImageRoute } from '@/components/og/og-response';

export const size = OG_SIZE;
export const contentType = 'image/png';
export const alt = 'EVM transaction';

export default ogImageRoute(({ chain, hash }: { chain: string; hash: string }) =>
  entityCardResponse(() => evmTxCard(chain, hash)),
);
