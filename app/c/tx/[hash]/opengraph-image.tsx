import { OG_SIZE } from '@/components/og/og-card';
import { cTxOgImage } from '@/components/og/og-images';

export const size = OG_SIZE;
export const contentType = 'image/png';
export const alt = 'C-Chain transaction';

export default async function Image({ params }: { params: Promise<{ hash: string }> }) {
  return cTxOgImage((await params).hash);
}
