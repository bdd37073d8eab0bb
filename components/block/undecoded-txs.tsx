// Txs of a block the codec could not read, listed after the ones it read: "undecoded (type N)", the
// tx's id when its bytes are one whole tx, why, and the bytes as hex to copy. A tx's length is only
// known by reading it, so the txs after one that cannot be read cannot be told apart either.
import { CopyButton } from '@/components/ui/copy-button';
import { IdText } from '@/components/ui/id-text';
import { undecodedLabel, type UndecodedView } from '@/lib/decode/undecoded';
import { Badge } from '../ui/card';

export function UndecodedTxs({ u, href }: { u: UndecodedView; href?: (id: string) => string }) {
  const more = u.count === null ? null : u.count - 1;
  return (
    <li className="space-y-1 py-2" data-testid="undecoded-tx">
      <div className="flex flex-wrap items-center justify-between gap-2">
        {u.id ? (
          <IdText id={u.id} href={href?.(u.id)} />
        ) : (
          <span className="text-sm text-slate-500 dark:text-slate-400">id unknown</span>
        )}
        <Badge tone="amber">{undecodedLabel(u.typeID)}</Badge>
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        Snowline could not decode {u.count === 1 ? 'this transaction' : `the transactions from number ${u.pos + 1} on`}:{' '}
        <span className="break-words">{u.reason}</span>.
        {more === null
          ? ' How many transactions these bytes hold is not known.'
          : more > 0
            ? ` The ${more} after it cannot be told apart from it, so they are shown as these bytes too.`
            : ''}
      </p>
      <UndecodedBytes u={u} />
    </li>
  );
}

/** The bytes not read, as hex with a copy button. */
export function UndecodedBytes({ u }: { u: UndecodedView }) {
  return (
    <p className="flex items-start gap-1 font-mono text-xs text-slate-600 dark:text-slate-400">
      <span className="max-h-40 overflow-y-auto break-all" data-testid="undecoded-hex">
        {u.hex}
      </span>
      <CopyButton value={u.hex} label={`Copy the ${u.length} bytes as hex`} />
    </p>
  );
}
