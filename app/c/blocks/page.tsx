import type { Metadata } from 'next';
import { CBlockList } from '@/components/block/c-block-list';

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
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">C-Chain blocks</h1>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Newest first, through the node&apos;s EVM endpoint.
        </p>
      </div>
      <CBlockList key={from?.toString() ?? 'live'} from={from} />
    </div>
  );
}
