import { blocksRoute } from '@/components/block/blocks-page';

const route = blocksRoute('P');
export const metadata = route.metadata;
export default route.Page;
