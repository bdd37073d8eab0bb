import { evmEntityRoute } from '@/components/evm/evm-chain-route';
import { EvmAddressPage, evmAddressMetadata } from '@/components/evm/evm-address-page';

const route = evmEntityRoute('address', evmAddressMetadata, (c, address) => EvmAddressPage({ chain: c, address }));

export const generateMetadata = route.generateMetadata;
export default route.Page;
