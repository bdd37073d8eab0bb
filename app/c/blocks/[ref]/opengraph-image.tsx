import { OG_SIZE } from '@/components/og/og-card';
import { cBlockOgImage } from '@/components/og/og-images';
import { ogImageRoute } from '@/components/og/og-response';

export const size = OG_SIZE;
export const contentType = 'image/png';
export const alt = 'C-Chain block';

export default ogImageRoute(({ ref }: { ref: string }) => cBlockOgImage(ref));
