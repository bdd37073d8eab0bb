import type { Metadata } from 'next';
import { metadataOrNodeDown, orNodeDown } from '@/components/node-down/node-guard';
import { TxPage, txMetadata } from '@/components/tx/tx-page';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return metadataOrNodeDown(async () => txMetadata('P', (await params).id));
}

export default async function PTxPage({ params }: Props) {
  return orNodeDown(async () => TxPage({ chain: 'P', id: (await params).id }));
}
