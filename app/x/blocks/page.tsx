import { blocksRoute } from '@/components/block/blocks-page';

const route = blocksRoute('X');
export const metadata = route.metadata;
export default route.Page;
