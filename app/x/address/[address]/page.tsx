import { addressRoute } from '@/components/address/address-route';
import { XAddressPage } from '@/components/address/x-address-page';

const route = addressRoute('X', XAddressPage);
export const generateMetadata = route.generateMetadata;
export default route.Page;
