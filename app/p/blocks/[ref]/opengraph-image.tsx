import { OG_SIZE } from '@/components/og/og-card';
import { blockOgImage } from '@/components/og/og-images';
import { ogImageRoute } from '@/components/og/og-response';

export const size = OG_SIZE;
export const contentType = 'image/png';
export const alt = 'P-Chain block';

export default ogImageRoute(({ ref }: { ref: string }) => blockOgImage('P', ref));
