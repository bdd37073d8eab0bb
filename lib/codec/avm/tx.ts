import {
  type Output,
  readBaseTxFields,
  readOutput,
  readOutputOwners,
  readSigIndices,
  readTransferableInputs,
  readTransferableOutputs,
  writeCommonTxFields,
  writeOutput,
  writeOutputOwners,
  writeSigIndices,
} from '../avax';
import { CodecError } from '../errors';
import { signedTxCodec } from '../signed-tx';
import { ID_LEN } from '../ids';
import { CodecReader } from '../reader';
import { CodecWriter } from '../writer';
import { AVM_TYPES, type AvmOperation, type AvmUnsignedTx, type Operation } from './types';

const T = AVM_TYPES;

// ---------------------------------------------------------------------------------------------
// Operations

function writeOperation(w: CodecWriter, op: Operation): void {
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

function readOperation(r: CodecReader): Operation {
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

function writeAvmOperation(w: CodecWriter, o: AvmOperation): void {
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
  writeCommonTxFields(w, T, u);
  switch (u.kind) {
    case 'BaseTx':
    case 'ImportTx':
    case 'ExportTx':
      return; // all in writeCommonTxFields
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

// The shared signed-tx framing under this chain's names; each is documented on SignedTxCodec.
export const {
  encodeUnsigned: encodeAvmUnsignedTx,
  decodeUnsigned: decodeAvmUnsignedTx,
  writeBody: writeAvmTxBody,
  readBody: readAvmTxBody,
  encode: encodeAvmTx,
  decode: decodeAvmTx,
  txId: avmTxId,
  unsignedBytesOf: avmUnsignedBytesOf,
  encodeUtxo: encodeAvmUtxo,
  decodeUtxo: decodeAvmUtxo,
} = signedTxCodec<AvmUnsignedTx>(T, writeUnsignedBody, readUnsignedBody);

// Exported for the block codec's hostile-length bounds.
export const MIN_AVM_TX = 4 + 4 + ID_LEN + 4 + 4 + 4 + 4;
