// A tx on the C-Chain or an L1, linked where Snowline has its page; and a chain named by its
// blockchain id, as 'C-Chain' when it is the C-Chain.
import { IdText } from '@/components/ui/id-text';
import { chainLabel } from '@/components/history/chain-label';
import { urls } from '@/lib/explorer/urls';

export function ChainTx({ chain, hash }: { chain: string; hash: string }) {
  return <IdText id={hash} href={chain === 'C' ? urls.tx('C', hash) : undefined} />;
}

export function ChainName({ id, cChainID }: { id: string | null; cChainID: string | null }) {
  if (!id) return <span className="text-slate-500">unknown</span>;
  if (id === cChainID || id === 'C') return <span>C-Chain</span>;
  return (
    <span className="inline-flex items-center gap-1">
      <span>{chainLabel(id)}</span>
      <IdText id={id} href={urls.blockchain(id)} />
    </span>
  );
}
