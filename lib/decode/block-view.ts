// An X or P block's view from its tolerant split (lib/codec's block-split): the header's fields and the
// txs read before the first one the codec could not read.
import { CodecError, idToString, type UndecodedTxs } from '@/lib/codec';
import type { SplitTx } from '@/lib/codec/undecoded';
import type { BlockView, TxView } from './model';
import { undecodedView } from './undecoded';

interface BlockSplit<H, T> {
  header: H | null;
  txs: SplitTx<T>[];
  undecoded: UndecodedTxs | null;
}

/** Throws when the block's own header could not be read. */
export function splitBlockView<H extends { parentID: Uint8Array; height: bigint; time?: bigint }, T>(
  chain: 'X' | 'P',
  id: string,
  { header, txs, undecoded }: BlockSplit<H, T>,
  typeOf: (header: H) => string,
  txView: (t: SplitTx<T>) => TxView,
): BlockView {
  if (!header) throw new CodecError(undecoded?.reason ?? `unreadable ${chain} block`);
  return {
    chain,
    id,
    type: typeOf(header),
    parentID: idToString(header.parentID),
    height: header.height,
    time: header.time ?? null,
    txs: txs.map(txView),
    undecoded: undecoded && undecodedView(undecoded),
  };
}
