import type { Metadata } from 'next';
import { metadataOrNodeDown, orNodeDown } from '@/components/node-down/node-guard';
import { TxPage, txMetadata } from '@/components/tx/tx-page';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return metadataOrNodeDown(async () => txMetadata('X', (await params).id));
}

export default async function XTxPage({ params }: Props) {
  return orNodeDown(async () => TxPage({ chain: 'X', id: (await params).id }));
}
