import type { Metadata } from 'next';
import { BlocksPage } from '@/components/block/blocks-page';

export const metadata: Metadata = {
  title: 'P-Chain blocks',
  description: 'The latest P-Chain blocks, newest first, read straight from the node.',
};

type Props = { searchParams: Promise<{ from?: string | string[] }> };

export default async function PBlocksPage({ searchParams }: Props) {
  const from = (await searchParams).from;
  return <BlocksPage chain="P" fromParam={typeof from === 'string' ? from : undefined} />;
}
