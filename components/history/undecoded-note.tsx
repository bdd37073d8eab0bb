// On /status: a chain's blocks whose txs the follower could not decode (a type a later upgrade added,
// or bytes it cannot read). They are written with what was read and passed, never retried: this says
// how many there were and links the last one.
import Link from 'next/link';
import { urls } from '@/lib/explorer/urls';
import type { UndecodedSummary } from '@/lib/store/history/records';
import { isPrimaryChain } from './chain-label';

const WHY: Record<UndecodedSummary['last']['kind'], string> = {
  unknown_type: 'a type Snowline does not know',
  unreadable: 'bytes Snowline cannot read',
  block: 'a block header Snowline cannot read',
};

export function UndecodedNote({ u }: { u: UndecodedSummary }) {
  const { last } = u;
  const chain = isPrimaryChain(u.chain) ? u.chain : null;
  const what = last.typeID !== null && last.kind !== 'block' ? `undecoded (type ${last.typeID})` : 'undecoded';
  return (
    <p className="text-xs text-amber-800 dark:text-amber-300" data-testid={`status-${u.chain}-undecoded`}>
      {u.blocks} {u.blocks === 1 ? 'block' : 'blocks'} with txs not decoded ({WHY[last.kind]}), indexed past. Last:{' '}
      {chain ? (
        <Link className="underline" href={urls.block(chain, BigInt(last.height))}>
          block {last.height}
        </Link>
      ) : (
        `block ${last.height}`
      )}
      , tx {last.pos + 1}
      {last.txID && chain ? (
        <>
          {' '}
          <Link className="break-all font-mono underline" href={urls.tx(chain, last.txID)}>
            {last.txID}
          </Link>
        </>
      ) : null}{' '}
      {what}
      {last.count !== null && last.count > 1 ? ` with the ${last.count - 1} after it` : ''}.
    </p>
  );
}
