import type { Metadata } from 'next';
import { metadataOrNodeDown, orNodeDown } from '@/components/node-down/node-guard';
import { BlockPage, blockMetadata } from '@/components/block/block-page';

// `ref` is a block id or a height: /p/blocks/<id> and /p/blocks/<height> both work.
type Props = { params: Promise<{ ref: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return metadataOrNodeDown(async () => blockMetadata('P', (await params).ref));
}

export default async function PBlockPage({ params }: Props) {
  return orNodeDown(async () => BlockPage({ chain: 'P', blockRef: (await params).ref }));
}
