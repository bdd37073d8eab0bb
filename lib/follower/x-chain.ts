// X-chain blocks to the follower's txs: every tx's inputs (by UTXO id), the UTXOs it creates (base
// outputs, an asset's initial state, operation outputs, exports into another chain's shared memory,
// numbered as the node numbers them) and its type.
import { avmOperationOutputs, decodeAvmTx, idToString, splitAvmBlock, type AvmTx, type Operation } from '@/lib/codec';
import type { UndecodedWrite, UtxoRecord } from '@/lib/store/history/records';
import { consumedInputs, sha256, utxoId, utxoRecord, type ChainContext } from './chain-context';
import { emptyTx, type DecodedTx } from './movements';
import { splitInner, undecodedOf } from './undecoded';

export interface DecodedBlock {
  height: number;
  id: string;
  /** Block time in ms (the chain's own clock, whole seconds). */
  timeMs: number;
  txs: DecodedTx[];
  /** The txs from the first one the codec could not read, when there was one. */
  undecoded?: UndecodedWrite;
}

/** Where a block whose header cannot be read is recorded: the height the follower expects next. */
export interface Expected {
  height: number;
  timeMs: number;
}

/** What spending an operation's UTXO takes away from its owner: one NFT or property, or a mint right. */
function consumedByOperation(op: Operation): bigint {
  switch (op.kind) {
    case 'nftfx.TransferOperation':
    case 'propertyfx.BurnOperation':
      return 1n;
    default:
      return 0n;
  }
}

/** The UTXOs an X tx creates, at the output indexes the node gives them. */
export function xProduced(ctx: ChainContext, tx: AvmTx, txID: Uint8Array): UtxoRecord[] {
  const u = tx.unsigned;
  const out: UtxoRecord[] = [];
  let index = 0;
  for (const o of u.base.outputs) out.push(utxoRecord(ctx, txID, index++, ctx.idText(o.assetID), o.output, 'X'));
  switch (u.kind) {
    case 'CreateAssetTx': {
      const asset = idToString(txID);
      for (const st of u.initialStates)
        for (const o of st.outputs) out.push(utxoRecord(ctx, txID, index++, asset, o, 'X'));
      break;
    }
    case 'OperationTx':
      for (const op of u.ops) {
        const asset = ctx.idText(op.assetID);
        for (const o of avmOperationOutputs(op.op)) out.push(utxoRecord(ctx, txID, index++, asset, o, 'X'));
      }
      break;
    case 'ExportTx': {
      // Exports become UTXOs of the destination chain (numbered after the base outputs).
      const to = ctx.aliasOf(u.destinationChain);
      for (const o of u.exportedOutputs) {
        if (to) out.push(utxoRecord(ctx, txID, index, ctx.idText(o.assetID), o.output, to));
        index++;
      }
      break;
    }
  }
  return out;
}

export function xTx(ctx: ChainContext, tx: AvmTx, txID: Uint8Array, pos: number): DecodedTx {
  const u = tx.unsigned;
  const d = emptyTx(idToString(txID), pos, u.kind);
  d.consumed.push(...consumedInputs(ctx, u.base.inputs, 'X'));
  if (u.kind === 'OperationTx') {
    for (const op of u.ops) {
      const asset = ctx.idText(op.assetID);
      for (const ref of op.utxoIDs) {
        d.consumed.push({
          id: utxoId(ref.txID, ref.outputIndex),
          asset,
          amount: consumedByOperation(op.op),
          producer: { chain: 'X', txID: ref.txID, outputIndex: ref.outputIndex },
        });
      }
    }
  }
  if (u.kind === 'ImportTx') {
    const imported = consumedInputs(ctx, u.importedInputs, ctx.aliasOf(u.sourceChain) ?? 'X');
    d.consumed.push(...imported);
    d.imported = imported.map((c) => c.id);
  }
  if (u.kind === 'CreateAssetTx') d.createdAsset = { name: u.name, symbol: u.symbol, denomination: u.denomination };
  d.produced = xProduced(ctx, tx, txID);
  return d;
}

/**
 * An X block's bytes (a StandardBlock) as the follower's txs: those before the first tx the codec
 * cannot read, and a note of the rest. A block whose header cannot be read is recorded at `expected`.
 */
export function decodeXBlock(ctx: ChainContext, raw: Uint8Array, expected: Expected): DecodedBlock {
  const { bytes, split: s } = splitInner(raw, splitAvmBlock);
  const block: DecodedBlock = {
    height: s.header ? Number(s.header.height) : expected.height,
    id: idToString(sha256(bytes)),
    timeMs: s.header ? Number(s.header.time) * 1000 : expected.timeMs,
    txs: s.txs.map(({ tx, bytes: b }, pos) => xTx(ctx, tx, sha256(b), pos)),
  };
  if (s.undecoded) {
    const { note, tx } = undecodedOf(s.undecoded, s.header !== null);
    block.undecoded = note;
    if (tx) block.txs.push(tx);
  }
  return block;
}

/** A signed X tx's bytes (avm.getTx), for the UTXOs it created. */
export function decodeXTxBytes(bytes: Uint8Array): { tx: AvmTx; txID: Uint8Array } {
  return { tx: decodeAvmTx(bytes), txID: sha256(bytes) };
}
