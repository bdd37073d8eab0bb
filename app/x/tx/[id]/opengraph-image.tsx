import { OG_SIZE } from '@/components/og/og-card';
import { txOgImage } from '@/components/og/og-images';

export const size = OG_SIZE;
export const contentType = 'image/png';
export const alt = 'X-Chain transaction';

export default async function Image({ params }: { params: Promise<{ id: string }> }) {
  return txOgImage('X', (await params).id);
}
