// AvalancheGo's avm.getTx / avm.getBlock with encoding "json": the Go structs marshalled after
// txInit set fx IDs and InitCtx gave every OutputOwners the X-chain context (so addresses are
// `X-<hrp>1…`). Field order follows the Go struct order; map-marshalled outputs are alphabetical.
import { AVM_FX_ORDER, FX_IDS, fxOfKind, type OutputOwners } from '../avax';
import {
  type AddressContext,
  type JsonObject,
  commonTxJson,
  credentialJson,
  jsonBytes,
  outputJson,
  ownersJson,
} from '../json';
import { idToString } from '../ids';
import { avmBlockId, avmBlockTxBytes, encodeAvmBlock } from './block';
import { avmTxId, encodeAvmTx } from './tx';
import type { AvmOperation, AvmStandardBlock, AvmTx, AvmUnsignedTx, Operation } from './types';

export interface AvmJsonOptions {
  hrp: string;
  /** Primary alias of the chain, `X` for the X-chain. */
  chainAlias?: string;
}

function ctxOf(opts: AvmJsonOptions): AddressContext {
  return { hrp: opts.hrp, chainAlias: opts.chainAlias ?? 'X' };
}

function sigInput(sigIndices: number[]): JsonObject {
  return { signatureIndices: sigIndices };
}

function operationJson(op: Operation, ctx: AddressContext): JsonObject {
  const owners = (o: OutputOwners) => ownersJson(o, ctx);
  switch (op.kind) {
    case 'secp256k1fx.MintOperation':
      return {
        mintInput: sigInput(op.sigIndices),
        mintOutput: owners(op.mintOutput),
        transferOutput: outputJson(
          { kind: 'secp256k1fx.TransferOutput', amount: op.transferOutput.amount, owners: op.transferOutput.owners },
          ctx,
        ),
      };
    case 'nftfx.MintOperation':
      return {
        mintInput: sigInput(op.sigIndices),
        groupID: op.groupID,
        payload: jsonBytes(op.payload),
        outputs: op.outputs.map(owners),
      };
    case 'nftfx.TransferOperation':
      return {
        input: sigInput(op.sigIndices),
        output: outputJson({ kind: 'nftfx.TransferOutput', ...op.output }, ctx),
      };
    case 'propertyfx.MintOperation':
      return {
        mintInput: sigInput(op.sigIndices),
        mintOutput: owners(op.mintOutput),
        ownedOutput: owners(op.ownedOutput),
      };
    case 'propertyfx.BurnOperation':
      return sigInput(op.sigIndices);
  }
}

function avmOperationJson(o: AvmOperation, ctx: AddressContext): JsonObject {
  return {
    assetID: idToString(o.assetID),
    inputIDs: o.utxoIDs.map((u) => ({ txID: idToString(u.txID), outputIndex: u.outputIndex })),
    fxID: FX_IDS[fxOfKind(o.op.kind)],
    operation: operationJson(o.op, ctx),
  };
}

function avmUnsignedTxToJson(u: AvmUnsignedTx, opts: AvmJsonOptions): JsonObject {
  const ctx = ctxOf(opts);
  const out = commonTxJson(u, ctx);
  switch (u.kind) {
    case 'BaseTx':
    case 'ImportTx':
    case 'ExportTx':
      break; // all in commonTxJson
    case 'CreateAssetTx':
      out.name = u.name;
      out.symbol = u.symbol;
      out.denomination = u.denomination;
      out.initialStates = u.initialStates.map((s) => {
        const fx = AVM_FX_ORDER[s.fxIndex];
        return {
          fxIndex: s.fxIndex,
          // An fxIndex past the registered fxs cannot be accepted by a node; show the zero ID.
          fxID: fx ? FX_IDS[fx] : '11111111111111111111111111111111LpoYY',
          outputs: s.outputs.map((o) => outputJson(o, ctx)),
        };
      });
      break;
    case 'OperationTx':
      out.operations = u.ops.map((o) => avmOperationJson(o, ctx));
      break;
  }
  return out;
}

/**
 * `{unsignedTx, credentials: [{fxID, credential: {signatures}}], id}`. Pass the tx's stored
 * bytes as `signedBytes` when available so the id is the hash of exactly those bytes.
 */
export function avmTxToJson(tx: AvmTx, opts: AvmJsonOptions, signedBytes?: Uint8Array): JsonObject {
  const bytes = signedBytes ?? encodeAvmTx(tx);
  return {
    unsignedTx: avmUnsignedTxToJson(tx.unsigned, opts),
    credentials: tx.credentials.map((c) => ({ fxID: FX_IDS[fxOfKind(c.kind)], credential: credentialJson(c) })),
    id: idToString(avmTxId(bytes)),
  };
}

/** `{parentID, height, time, merkleRoot, txs, id}`; pass the block bytes to hash exactly those. */
export function avmBlockToJson(block: AvmStandardBlock, opts: AvmJsonOptions, blockBytes?: Uint8Array): JsonObject {
  const txBytes = blockBytes ? avmBlockTxBytes(blockBytes) : block.txs.map((t) => encodeAvmTx(t));
  const bytes = blockBytes ?? encodeAvmBlock(block);
  return {
    parentID: idToString(block.parentID),
    height: block.height,
    time: block.time,
    merkleRoot: idToString(block.merkleRoot),
    txs: block.txs.map((t, i) => avmTxToJson(t, opts, txBytes[i])),
    id: idToString(avmBlockId(bytes)),
  };
}
