import type { Metadata } from 'next';
import { BlocksPage } from '@/components/block/blocks-page';

export const metadata: Metadata = {
  title: 'X-Chain blocks',
  description: 'The latest X-Chain blocks, newest first, read straight from the node.',
};

type Props = { searchParams: Promise<{ from?: string | string[] }> };

export default async function XBlocksPage({ searchParams }: Props) {
  const from = (await searchParams).from;
  return <BlocksPage chain="X" fromParam={typeof from === 'string' ? from : undefined} />;
}
