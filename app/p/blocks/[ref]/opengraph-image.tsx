import { OG_SIZE } from '@/components/og/og-card';
import { blockOgImage } from '@/components/og/og-images';

export const size = OG_SIZE;
export const contentType = 'image/png';
export const alt = 'P-Chain block';

export default async function Image({ params }: { params: Promise<{ ref: string }> }) {
  return blockOgImage('P', (await params).ref);
}
