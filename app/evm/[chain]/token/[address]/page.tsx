import { evmEntityRoute } from '@/components/evm/evm-chain-route';
import { EvmTokenPage, evmTokenMetadata } from '@/components/evm/evm-token-page';

const route = evmEntityRoute('address', evmTokenMetadata, (c, address) => EvmTokenPage({ chain: c, address }));

export const generateMetadata = route.generateMetadata;
export default route.Page;
