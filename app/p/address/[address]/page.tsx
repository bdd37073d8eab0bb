import { addressRoute } from '@/components/address/address-route';
import { PAddressPage } from '@/components/address/p-address-page';

const route = addressRoute('P', PAddressPage);
export const generateMetadata = route.generateMetadata;
export default route.Page;
