import { OG_SIZE } from '@/components/og/og-card';
import { cTxOgImage } from '@/components/og/og-images';
import { ogImageRoute } from '@/components/og/og-response';

export const size = OG_SIZE;
export const contentType = 'image/png';
export const alt = 'C-Chain transaction';

export default ogImageRoute(({ hash }: { hash: string }) => cTxOgImage(hash));
