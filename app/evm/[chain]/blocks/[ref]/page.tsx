import { evmEntityRoute } from '@/components/evm/evm-chain-route';
import { EvmBlockPage, evmBlockMetadata } from '@/components/evm/evm-block-page';

const route = evmEntityRoute('ref', evmBlockMetadata, (c, ref) => EvmBlockPage({ chain: c, blockRef: ref }));

export const generateMetadata = route.generateMetadata;
export default route.Page;
