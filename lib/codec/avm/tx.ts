import { sha256 } from '@noble/hashes/sha2.js';
import {
  CODEC_VERSION,
  MIN_CREDENTIAL,
  MIN_TRANSFERABLE_INPUT,
  MIN_TRANSFERABLE_OUTPUT,
  type Output,
  type Utxo,
  decodeUtxoWith,
  encodeUtxoWith,
  readBaseTxFields,
  readCredentials,
  readOutput,
  readOutputOwners,
  readSigIndices,
  readTransferableInputs,
  readTransferableOutputs,
  readVersion,
  writeBaseTxFields,
  writeCredential,
  writeOutput,
  writeOutputOwners,
  writeSigIndices,
  writeTransferableInput,
  writeTransferableOutput,
} from '../avax';
import { CodecError } from '../errors';
import { ID_LEN } from '../ids';
import { CodecReader } from '../reader';
import { CodecWriter } from '../writer';
import { AVM_TYPES, type AvmOperation, type AvmTx, type AvmUnsignedTx, type Operation } from './types';

const T = AVM_TYPES;

// ---------------------------------------------------------------------------------------------
// Operations

export function writeOperation(w: CodecWriter, op: Operation): void {
  w.u32(T.idOf(op.kind));
  switch (op.kind) {
    case 'secp256k1fx.MintOperation':
      writeSigIndices(w, op.sigIndices);
      writeOutputOwners(w, op.mintOutput);
      w.u64(op.transferOutput.amount);
      writeOutputOwners(w, op.transferOutput.owners);
      return;
    case 'nftfx.MintOperation':
      writeSigIndices(w, op.sigIndices);
      w.u32(op.groupID).bytes(op.payload);
      w.array(op.outputs, writeOutputOwners);
      return;
    case 'nftfx.TransferOperation':
      writeSigIndices(w, op.sigIndices);
      w.u32(op.output.groupID).bytes(op.output.payload);
      writeOutputOwners(w, op.output.owners);
      return;
    case 'propertyfx.MintOperation':
      writeSigIndices(w, op.sigIndices);
      writeOutputOwners(w, op.mintOutput);
      writeOutputOwners(w, op.ownedOutput);
      return;
    case 'propertyfx.BurnOperation':
      writeSigIndices(w, op.sigIndices);
      return;
    default:
      throw new CodecError(`unknown operation kind ${(op as { kind: string }).kind}`);
  }
}

export function readOperation(r: CodecReader): Operation {
  const kind = T.nameOf(r.u32(), 'operation');
  switch (kind) {
    case 'secp256k1fx.MintOperation': {
      const sigIndices = readSigIndices(r);
      const mintOutput = readOutputOwners(r);
      const amount = r.u64();
      const owners = readOutputOwners(r);
      return { kind, sigIndices, mintOutput, transferOutput: { amount, owners } };
    }
    case 'nftfx.MintOperation': {
      const sigIndices = readSigIndices(r);
      const groupID = r.u32();
      const payload = r.bytes();
      const outputs = r.array(readOutputOwners, 16);
      return { kind, sigIndices, groupID, payload, outputs };
    }
    case 'nftfx.TransferOperation': {
      const sigIndices = readSigIndices(r);
      const groupID = r.u32();
      const payload = r.bytes();
      const owners = readOutputOwners(r);
      return { kind, sigIndices, output: { groupID, payload, owners } };
    }
    case 'propertyfx.MintOperation': {
      const sigIndices = readSigIndices(r);
      const mintOutput = readOutputOwners(r);
      const ownedOutput = readOutputOwners(r);
      return { kind, sigIndices, mintOutput, ownedOutput };
    }
    case 'propertyfx.BurnOperation':
      return { kind, sigIndices: readSigIndices(r) };
    default:
      throw new CodecError(`type ${kind} is not an operation`);
  }
}

export function writeAvmOperation(w: CodecWriter, o: AvmOperation): void {
  w.fixed(o.assetID, ID_LEN);
  w.array(o.utxoIDs, (w2, u) => w2.fixed(u.txID, ID_LEN).u32(u.outputIndex));
  writeOperation(w, o.op);
}

function readAvmOperation(r: CodecReader): AvmOperation {
  const assetID = r.fixed(ID_LEN);
  const utxoIDs = r.array((r2) => ({ txID: r2.fixed(ID_LEN), outputIndex: r2.u32() }), ID_LEN + 4);
  return { assetID, utxoIDs, op: readOperation(r) };
}

/** Serialised operation (AvalancheGo sorts a tx's operations by these bytes). */
export function operationSortKey(o: AvmOperation): Uint8Array {
  const w = new CodecWriter(128);
  writeAvmOperation(w, o);
  return w.finish();
}

// ---------------------------------------------------------------------------------------------
// Unsigned txs

function writeUnsignedBody(w: CodecWriter, u: AvmUnsignedTx): void {
  w.u32(T.idOf(u.kind));
  writeBaseTxFields(w, T, u.base);
  switch (u.kind) {
    case 'BaseTx':
      return;
    case 'CreateAssetTx':
      w.str(u.name).str(u.symbol).u8(u.denomination);
      w.array(u.initialStates, (w2, s) => {
        w2.u32(s.fxIndex);
        w2.array(s.outputs, (w3, o) => writeOutput(w3, T, o));
      });
      return;
    case 'OperationTx':
      w.array(u.ops, writeAvmOperation);
      return;
    case 'ImportTx':
      w.fixed(u.sourceChain, ID_LEN);
      w.array(u.importedInputs, (w2, i) => writeTransferableInput(w2, T, i));
      return;
    case 'ExportTx':
      w.fixed(u.destinationChain, ID_LEN);
      w.array(u.exportedOutputs, (w2, o) => writeTransferableOutput(w2, T, o));
      return;
    default:
      throw new CodecError(`unknown AVM tx kind ${(u as { kind: string }).kind}`);
  }
}

function readUnsignedBody(r: CodecReader): AvmUnsignedTx {
  const kind = T.nameOf(r.u32(), 'unsigned tx');
  switch (kind) {
    case 'BaseTx':
      return { kind, base: readBaseTxFields(r, T) };
    case 'CreateAssetTx': {
      const base = readBaseTxFields(r, T);
      const name = r.str();
      const symbol = r.str();
      const denomination = r.u8();
      const initialStates = r.array(
        (r2) => ({ fxIndex: r2.u32(), outputs: r2.array((r3): Output => readOutput(r3, T), 4) }),
        8,
      );
      return { kind, base, name, symbol, denomination, initialStates };
    }
    case 'OperationTx': {
      const base = readBaseTxFields(r, T);
      return { kind, base, ops: r.array(readAvmOperation, ID_LEN + 4 + 4 + 4) };
    }
    case 'ImportTx': {
      const base = readBaseTxFields(r, T);
      const sourceChain = r.fixed(ID_LEN);
      return { kind, base, sourceChain, importedInputs: readTransferableInputs(r, T) };
    }
    case 'ExportTx': {
      const base = readBaseTxFields(r, T);
      const destinationChain = r.fixed(ID_LEN);
      return { kind, base, destinationChain, exportedOutputs: readTransferableOutputs(r, T) };
    }
    default:
      throw new CodecError(`type ${kind} is not an AVM unsigned tx`);
  }
}

/** version + typeID + body: the bytes each credential signs the sha256 of. */
export function encodeAvmUnsignedTx(u: AvmUnsignedTx): Uint8Array {
  const w = new CodecWriter();
  w.u16(CODEC_VERSION);
  writeUnsignedBody(w, u);
  return w.finish();
}

export function decodeAvmUnsignedTx(bytes: Uint8Array): AvmUnsignedTx {
  const r = new CodecReader(bytes);
  readVersion(r);
  const u = readUnsignedBody(r);
  r.done();
  return u;
}

/** Signed tx body without the version (also how txs appear inside a block). */
export function writeAvmTxBody(w: CodecWriter, tx: AvmTx): void {
  writeUnsignedBody(w, tx.unsigned);
  w.array(tx.credentials, (w2, c) => writeCredential(w2, T, c));
}

export function readAvmTxBody(r: CodecReader): AvmTx {
  const unsigned = readUnsignedBody(r);
  return { unsigned, credentials: readCredentials(r, T) };
}

export function encodeAvmTx(tx: AvmTx): Uint8Array {
  const w = new CodecWriter();
  w.u16(CODEC_VERSION);
  writeAvmTxBody(w, tx);
  return w.finish();
}

/** Decodes signed tx bytes; every byte must be consumed. */
export function decodeAvmTx(bytes: Uint8Array): AvmTx {
  const r = new CodecReader(bytes);
  readVersion(r);
  const tx = readAvmTxBody(r);
  r.done();
  return tx;
}

/** txID = sha256(signed bytes). */
export function avmTxId(signedBytes: Uint8Array): Uint8Array {
  return sha256(signedBytes);
}

/**
 * The unsigned bytes inside signed tx bytes (version + unsigned body), without re-encoding: the
 * signatures were made over exactly these bytes.
 */
export function avmUnsignedBytesOf(signedBytes: Uint8Array): Uint8Array {
  const r = new CodecReader(signedBytes);
  readVersion(r);
  readUnsignedBody(r);
  return signedBytes.slice(0, r.offset);
}

export function encodeAvmUtxo(utxo: Utxo): Uint8Array {
  return encodeUtxoWith(T, utxo);
}

export function decodeAvmUtxo(bytes: Uint8Array): Utxo {
  return decodeUtxoWith(T, bytes);
}

// Exported for the block codec's hostile-length bounds.
export const MIN_AVM_TX = 4 + 4 + ID_LEN + 4 + 4 + 4 + 4;
export { MIN_CREDENTIAL, MIN_TRANSFERABLE_INPUT, MIN_TRANSFERABLE_OUTPUT };
