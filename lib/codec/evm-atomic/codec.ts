// Byte layout of coreth's atomic codec (plugin/evm/atomic/codec.go): UnsignedImportTx = 0,
// UnsignedExportTx = 1, three ids skipped, secp256k1fx TransferInput = 5, (6 skipped: MintOutput is
// not registered), TransferOutput = 7, (8 skipped), Credential = 9, Input = 10, OutputOwners = 11.
import { sha256 } from '@noble/hashes/sha2.js';
import {
  CODEC_VERSION,
  TypeIdTable,
  MIN_TRANSFERABLE_INPUT,
  MIN_TRANSFERABLE_OUTPUT,
  decodeUtxoWith,
  encodeUtxoWith,
  readCredentials,
  readTransferableInput,
  readTransferableOutput,
  readVersion,
  writeCredential,
  writeTransferableInput,
  writeTransferableOutput,
  type TransferableOutput,
  type Utxo,
} from '../avax';
import { cb58Encode } from '../cb58';
import { CodecError } from '../errors';
import { ID_LEN, SHORT_ID_LEN } from '../ids';
import { CodecReader } from '../reader';
import { CodecWriter } from '../writer';
import type { AtomicTx, AtomicUnsignedTx, EVMInput, EVMOutput } from './types';

const ATOMIC_IMPORT_TX_TYPE_ID = 0;
const ATOMIC_EXPORT_TX_TYPE_ID = 1;

/** Types reachable through interface fields of an atomic tx, with coreth's ids. */
export const ATOMIC_TYPES = new TypeIdTable({
  'secp256k1fx.TransferInput': 5,
  'secp256k1fx.TransferOutput': 7,
  'secp256k1fx.Credential': 9,
});

const EVM_OUTPUT_LEN = SHORT_ID_LEN + 8 + ID_LEN;
const EVM_INPUT_LEN = SHORT_ID_LEN + 8 + ID_LEN + 8;
/** typeID, networkID, blockchainID, peer chain, two empty slices, no credentials. */
const MIN_TX = 4 + 4 + ID_LEN + ID_LEN + 4 + 4 + 4;

function writeEvmOutput(w: CodecWriter, o: EVMOutput): void {
  w.fixed(o.address, SHORT_ID_LEN).u64(o.amount).fixed(o.assetID, ID_LEN);
}

function writeEvmInput(w: CodecWriter, i: EVMInput): void {
  w.fixed(i.address, SHORT_ID_LEN).u64(i.amount).fixed(i.assetID, ID_LEN).u64(i.nonce);
}

/** typeID + unsigned body (an interface field). */
function writeAtomicUnsigned(w: CodecWriter, u: AtomicUnsignedTx): void {
  switch (u.kind) {
    case 'ImportTx':
      w.u32(ATOMIC_IMPORT_TX_TYPE_ID).u32(u.networkID).fixed(u.blockchainID, ID_LEN).fixed(u.sourceChain, ID_LEN);
      w.array(u.importedInputs, (w2, i) => writeTransferableInput(w2, ATOMIC_TYPES, i));
      w.array(u.outs, writeEvmOutput);
      return;
    case 'ExportTx':
      w.u32(ATOMIC_EXPORT_TX_TYPE_ID).u32(u.networkID).fixed(u.blockchainID, ID_LEN).fixed(u.destinationChain, ID_LEN);
      w.array(u.ins, writeEvmInput);
      w.array(u.exportedOutputs, (w2, o) => writeTransferableOutput(w2, ATOMIC_TYPES, o));
      return;
    default:
      throw new CodecError(`unknown atomic tx kind ${(u as { kind: string }).kind}`);
  }
}

function readAtomicUnsigned(r: CodecReader): AtomicUnsignedTx {
  const typeID = r.u32();
  if (typeID !== ATOMIC_IMPORT_TX_TYPE_ID && typeID !== ATOMIC_EXPORT_TX_TYPE_ID) {
    throw new CodecError(`unknown type ID ${typeID} for atomic tx`);
  }
  const networkID = r.u32();
  const blockchainID = r.fixed(ID_LEN);
  const peer = r.fixed(ID_LEN);
  if (typeID === ATOMIC_IMPORT_TX_TYPE_ID) {
    const importedInputs = r.array((r2) => readTransferableInput(r2, ATOMIC_TYPES), MIN_TRANSFERABLE_INPUT);
    const outs = r.array(
      (r2): EVMOutput => ({ address: r2.fixed(SHORT_ID_LEN), amount: r2.u64(), assetID: r2.fixed(ID_LEN) }),
      EVM_OUTPUT_LEN,
    );
    return { kind: 'ImportTx', networkID, blockchainID, sourceChain: peer, importedInputs, outs };
  }
  const ins = r.array(
    (r2): EVMInput => ({
      address: r2.fixed(SHORT_ID_LEN),
      amount: r2.u64(),
      assetID: r2.fixed(ID_LEN),
      nonce: r2.u64(),
    }),
    EVM_INPUT_LEN,
  );
  const exportedOutputs = r.array((r2) => readTransferableOutput(r2, ATOMIC_TYPES), MIN_TRANSFERABLE_OUTPUT);
  return { kind: 'ExportTx', networkID, blockchainID, destinationChain: peer, ins, exportedOutputs };
}

/** A signed tx without the codec version: how each tx sits inside a block's extra data. */
export function writeAtomicTxBody(w: CodecWriter, tx: AtomicTx): void {
  writeAtomicUnsigned(w, tx.unsigned);
  w.array(tx.credentials, (w2, c) => {
    if (c.kind !== 'secp256k1fx.Credential')
      throw new CodecError(`atomic txs carry only secp256k1fx credentials, not ${c.kind}`);
    writeCredential(w2, ATOMIC_TYPES, c);
  });
}

export function readAtomicTxBody(r: CodecReader): AtomicTx {
  const unsigned = readAtomicUnsigned(r);
  return { unsigned, credentials: readCredentials(r, ATOMIC_TYPES) };
}

export const MIN_ATOMIC_TX = MIN_TX;
/** version + typeID + body: what each credential signs the sha256 of, and what gas is charged on. */
export function encodeAtomicUnsignedTx(u: AtomicUnsignedTx): Uint8Array {
  const w = new CodecWriter();
  w.u16(CODEC_VERSION);
  writeAtomicUnsigned(w, u);
  return w.finish();
}

/** Signed bytes, with the codec version. */
export function encodeAtomicTx(tx: AtomicTx): Uint8Array {
  const w = new CodecWriter();
  w.u16(CODEC_VERSION);
  writeAtomicTxBody(w, tx);
  return w.finish();
}

/** Strict: the codec version must be 0 and every byte consumed. */
export function decodeAtomicTx(bytes: Uint8Array): AtomicTx {
  const r = new CodecReader(bytes);
  readVersion(r);
  const tx = readAtomicTxBody(r);
  r.done();
  return tx;
}

/** The unsigned prefix of signed bytes, as signed (no re-encoding). */
export function atomicUnsignedBytesOf(signedBytes: Uint8Array): Uint8Array {
  const r = new CodecReader(signedBytes);
  readVersion(r);
  readAtomicUnsigned(r);
  return signedBytes.slice(0, r.offset);
}

/** txID = cb58(sha256(signed bytes)). */
export function atomicTxID(signedBytes: Uint8Array): string {
  return cb58Encode(sha256(signedBytes));
}

/** The UTXO an ExportTx's `outputIndex`-th exported output becomes (UnsignedExportTx.AtomicOps). */
export function atomicUtxoOf(txID: Uint8Array, outputIndex: number, out: TransferableOutput): Utxo {
  if (!(txID instanceof Uint8Array) || txID.length !== ID_LEN) throw new CodecError('txID must be 32 bytes');
  return { txID, outputIndex, assetID: out.assetID, output: out.output };
}

/** UTXO bytes as the C-chain writes them into shared memory (same layout X and P read). */
export function encodeAtomicUtxo(u: Utxo): Uint8Array {
  return encodeUtxoWith(ATOMIC_TYPES, u);
}

export function decodeAtomicUtxo(bytes: Uint8Array): Utxo {
  return decodeUtxoWith(ATOMIC_TYPES, bytes);
}
