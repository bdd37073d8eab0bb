import { evmEntityRoute } from '@/components/evm/evm-chain-route';
import { EvmTxPage, evmTxMetadata } from '@/components/evm/evm-tx-page';

const route = evmEntityRoute('hash', evmTxMetadata, (c, hash) => EvmTxPage({ chain: c, hash }));

export const generateMetadata = route.generateMetadata;
export default route.Page;
