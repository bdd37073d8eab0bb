import { IdText } from '@/components/ui/id-text';
import type { BlockAtomicTxs } from '@/lib/explorer/atomic';
import { urls } from '@/lib/explorer/urls';
import { UndecodedTxs } from '../block/undecoded-txs';
import { Badge, Card } from '../ui/card';

/** The atomic txs a C block carries (decoded from its blockExtraData), each linked to its page. */
export function AtomicTxList({ atomic }: { atomic: NonNullable<BlockAtomicTxs> }) {
  if ('error' in atomic) {
    return (
      <Card title="Atomic transactions">
        <p className="text-sm text-amber-700 dark:text-amber-400">{atomic.error}</p>
      </Card>
    );
  }
  const u = atomic.undecoded;
  const count = u ? (u.count === null ? `${atomic.txs.length}+` : atomic.txs.length + u.count) : atomic.txs.length;
  return (
    <Card title={`Atomic transactions (${count})`}>
      {atomic.txs.length === 0 && !u ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">No imports or exports in this block.</p>
      ) : (
        <ul className="divide-y divide-slate-100 dark:divide-slate-800" data-testid="block-atomic-txs">
          {atomic.txs.map((tx) => {
            const partner = tx.kind === 'ImportTx' ? tx.sourceChain : tx.destinationChain;
            const where = partner?.alias ? `${partner.alias}-Chain` : 'another chain';
            return (
              <li key={tx.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <IdText id={tx.id} href={urls.tx('C', tx.id)} />
                <span className="flex items-center gap-2 text-xs text-slate-500 dark:text-slate-400">
                  <Badge>{tx.kind}</Badge>
                  {tx.kind === 'ImportTx' ? `from the ${where}` : `to the ${where}`} ·{' '}
                  {tx.importedInputs.length + tx.evmInputs.length} in ·{' '}
                  {tx.evmOutputs.length + tx.exportedOutputs.length} out
                </span>
              </li>
            );
          })}
          {u && <UndecodedTxs u={u} href={(id) => urls.tx('C', id)} />}
        </ul>
      )}
    </Card>
  );
}
