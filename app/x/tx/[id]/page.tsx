import type { Metadata } from 'next';
import { TxPage, txMetadata } from '@/components/explorer/tx-page';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return txMetadata('X', (await params).id);
}

export default async function XTxPage({ params }: Props) {
  return <TxPage chain="X" id={(await params).id} />;
}
