import { OG_SIZE } from '@/components/og/og-card';
import { cBlockOgImage } from '@/components/og/og-images';

export const size = OG_SIZE;
export const contentType = 'image/png';
export const alt = 'C-Chain block';

export default async function Image({ params }: { params: Promise<{ ref: string }> }) {
  return cBlockOgImage((await params).ref);
}
