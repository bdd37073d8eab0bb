import type { Metadata } from 'next';
import { CBlockList } from '@/components/block/c-block-list';
import { ProposerVmStatus } from '@/components/block/proposervm-status';
import { PageTitle } from '@/components/ui/page-title';

export const metadata: Metadata = {
  title: 'C-Chain blocks',
  description: 'The latest C-Chain blocks, newest first, read straight from the node.',
};

type Props = { searchParams: Promise<{ from?: string | string[] }> };

export default async function CBlocksPage({ searchParams }: Props) {
  const raw = (await searchParams).from;
  const from = typeof raw === 'string' && /^\d{1,20}$/.test(raw) ? BigInt(raw) : null;
  return (
    <div className="space-y-4">
      <PageTitle title="C-Chain blocks">Newest first, through the node&apos;s EVM endpoint.</PageTitle>
      <ProposerVmStatus chain="C" />
      <CBlockList key={from?.toString() ?? 'live'} from={from} />
    </div>
  );
}
