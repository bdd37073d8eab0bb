import { OG_SIZE } from '@/components/og/og-card';
import { entityCardResponse } from '@/components/og/entity-card';
import { evmAddressCard } from '@/components/og/cards/evm-cards';
import { ogImageRoute } from '@/components/og/og-response';

export const size = OG_SIZE;
export const contentType = 'image/png';
export const alt = 'EVM address';

export default ogImageRoute(({ chain, address }: { chain: string; address: string }) =>
  entityCardResponse(() => evmAddressCard(chain, address)),
);
