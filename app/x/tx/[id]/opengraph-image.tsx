import { OG_SIZE } from '@/components/og/og-card';
import { txOgImage } from '@/components/og/og-images';
import { ogImageRoute } from '@/components/og/og-response';

export const size = OG_SIZE;
export const contentType = 'image/png';
export const alt = 'X-Chain transaction';

export default ogImageRoute(({ id }: { id: string }) => txOgImage('X', id));
