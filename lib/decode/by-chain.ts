// The one place that picks the X or P decoder for a chain's block or tx.
import { decodeXBlock, decodeXTx } from './avm';
import type { BlockView, DecodeContext, TxView } from './model';
import { decodePBlock, decodePTx } from './pvm';

/** An X or P block, with the txs before the first one the codec cannot read; throws when its header cannot be read. */
export function decodeBlock(chain: 'X' | 'P', bytes: Uint8Array, ctx: DecodeContext): BlockView {
  return chain === 'X' ? decodeXBlock(bytes, ctx) : decodePBlock(bytes, ctx);
}

/** An X or P tx; throws when the codec cannot read it. */
export function decodeTx(chain: 'X' | 'P', bytes: Uint8Array, ctx: DecodeContext): TxView {
  return chain === 'X' ? decodeXTx(bytes, ctx) : decodePTx(bytes, ctx);
}
