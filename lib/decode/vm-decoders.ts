// The X and P decoders' entry points. A block's view comes from its tolerant split (lib/codec's
// block-split): the header's fields and the txs read before the first one the codec could not read.
import { CodecError, idToString, type UndecodedTxs } from '@/lib/codec';
import { contentId } from '@/lib/codec/ids';
import type { SplitTx } from '@/lib/codec/undecoded';
import type { BlockView, DecodeContext, TxView } from './model';
import { undecodedView } from './undecoded';

interface BlockSplit<H, T> {
  header: H | null;
  txs: SplitTx<T>[];
  undecoded: UndecodedTxs | null;
}

/** What the X and P decoders differ in: their codec's readers, and how a tx is viewed. */
interface VmCodec<H, T> {
  chain: 'X' | 'P';
  blockType: (header: H) => string;
  decodeTx: (bytes: Uint8Array) => T;
  splitBlock: (bytes: Uint8Array) => BlockSplit<H, T>;
  txView: (tx: T, id: string, ctx: DecodeContext) => TxView;
}

/**
 * A VM's two entry points: a tx from its bytes, and a block with the txs before the first one the
 * codec cannot read (throwing when its header cannot be read).
 */
export function vmDecoders<H extends { parentID: Uint8Array; height: bigint; time?: bigint }, T>(vm: VmCodec<H, T>) {
  const id = (bytes: Uint8Array) => idToString(contentId(bytes));
  const view = (tx: T, bytes: Uint8Array, ctx: DecodeContext) => vm.txView(tx, id(bytes), ctx);
  return {
    decodeTx: (bytes: Uint8Array, ctx: DecodeContext): TxView => view(vm.decodeTx(bytes), bytes, ctx),
    decodeBlock: (bytes: Uint8Array, ctx: DecodeContext): BlockView => {
      const { header, txs, undecoded } = vm.splitBlock(bytes);
      if (!header) throw new CodecError(undecoded?.reason ?? `unreadable ${vm.chain} block`);
      return {
        chain: vm.chain,
        id: id(bytes),
        type: vm.blockType(header),
        parentID: idToString(header.parentID),
        height: header.height,
        time: header.time ?? null,
        txs: txs.map((t) => view(t.tx, t.bytes, ctx)),
        undecoded: undecoded && undecodedView(undecoded),
      };
    },
  };
}
