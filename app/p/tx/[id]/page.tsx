import type { Metadata } from 'next';
import { TxPage, txMetadata } from '@/components/explorer/tx-page';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return txMetadata('P', (await params).id);
}

export default async function PTxPage({ params }: Props) {
  return <TxPage chain="P" id={(await params).id} />;
}
