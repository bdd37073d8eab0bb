// Components shared by the X- and P-chain codecs (vms/components/avax, secp256k1fx, nftfx,
// propertyfx, platformvm/stakeable). Type IDs differ per chain, so every encoder/decoder here
// takes a TypeIdTable.
import { sha256 } from '@noble/hashes/sha2.js';
import { CodecError } from './errors';
import { compareBytes, ID_LEN, idToString, SHORT_ID_LEN } from './ids';
import { CodecReader } from './reader';
import { SIGNATURE_LEN } from './secp256k1';
import { CodecWriter } from './writer';

export const CODEC_VERSION = 0;
/** avax.BaseTx memo limit (bytes). */
export const MAX_MEMO_SIZE = 256;
const MAX_LOCK_NESTING = 16;

export interface OutputOwners {
  locktime: bigint;
  threshold: number;
  addrs: Uint8Array[];
}

export type Output =
  | { kind: 'secp256k1fx.TransferOutput'; amount: bigint; owners: OutputOwners }
  | { kind: 'secp256k1fx.MintOutput'; owners: OutputOwners }
  | { kind: 'nftfx.MintOutput'; groupID: number; owners: OutputOwners }
  | { kind: 'nftfx.TransferOutput'; groupID: number; payload: Uint8Array; owners: OutputOwners }
  | { kind: 'propertyfx.MintOutput'; owners: OutputOwners }
  | { kind: 'propertyfx.OwnedOutput'; owners: OutputOwners }
  | { kind: 'stakeable.LockOut'; locktime: bigint; output: Output };

export type Input =
  | { kind: 'secp256k1fx.TransferInput'; amount: bigint; sigIndices: number[] }
  | { kind: 'stakeable.LockIn'; locktime: bigint; input: Input };

export interface TransferableOutput {
  assetID: Uint8Array;
  output: Output;
}
export interface TransferableInput {
  txID: Uint8Array;
  outputIndex: number;
  assetID: Uint8Array;
  input: Input;
}
export interface UtxoID {
  txID: Uint8Array;
  outputIndex: number;
}
export interface Utxo extends UtxoID {
  assetID: Uint8Array;
  output: Output;
}
/** The secp256k1fx input that spends `utxo`'s `amount`, signed by its owners at `sigIndices`. */
export function secpInputSpending(utxo: Utxo, amount: bigint, sigIndices: number[]): TransferableInput {
  return {
    txID: utxo.txID,
    outputIndex: utxo.outputIndex,
    assetID: utxo.assetID,
    input: { kind: 'secp256k1fx.TransferInput', amount, sigIndices },
  };
}
export interface BaseTxFields {
  networkID: number;
  blockchainID: Uint8Array;
  outputs: TransferableOutput[];
  inputs: TransferableInput[];
  memo: Uint8Array;
}
export type CredentialKind = 'secp256k1fx.Credential' | 'nftfx.Credential' | 'propertyfx.Credential';
export interface Credential {
  kind: CredentialKind;
  sigs: Uint8Array[];
}

// ---------------------------------------------------------------------------------------------
// Type-id tables

export class TypeIdTable {
  private readonly byName = new Map<string, number>();
  private readonly byId = new Map<number, string>();

  constructor(entries: Record<string, number>) {
    for (const [name, id] of Object.entries(entries)) {
      this.byName.set(name, id);
      this.byId.set(id, name);
    }
  }

  idOf(name: string): number {
    const id = this.byName.get(name);
    if (id === undefined) throw new CodecError(`type ${name} is not registered in this codec`);
    return id;
  }

  /** Name for a type ID, or a CodecError naming what was expected (mirrors Go's "unregistered type"). */
  nameOf(id: number, expected: string): string {
    const name = this.byId.get(id);
    if (name === undefined) throw new CodecError(`unknown type ID ${id} for ${expected}`);
    return name;
  }

  has(name: string): boolean {
    return this.byName.has(name);
  }
}

// ---------------------------------------------------------------------------------------------
// Fx ids (cb58 of the fx IDs registered in genesis) and fx membership of each type.

const SECP256K1FX_ID = 'spdxUxVJQbX85MGxMHbKw1sHxMnSqJ3QBzDyDYEP3h6TLuxqQ';
const NFTFX_ID = 'qd2U4HDWUvMrVUeTcCHp6xH3Qpnn1XbU5MDdnBoiifFqvgXwT';
const PROPERTYFX_ID = 'rXJsCSEYXg2TehWxCEEGj6JU2PWKTkd6cBdNLjoe2SpsKD9cy';

export type FxName = 'secp256k1fx' | 'nftfx' | 'propertyfx';
export const FX_IDS: Record<FxName, string> = {
  secp256k1fx: SECP256K1FX_ID,
  nftfx: NFTFX_ID,
  propertyfx: PROPERTYFX_ID,
};
/** X-chain fx index order (CreateAssetTx initialStates fxIndex). */
export const AVM_FX_ORDER: readonly FxName[] = ['secp256k1fx', 'nftfx', 'propertyfx'];

/** Which fx a typed value belongs to; stakeable wrappers belong to their inner value's fx. */
export function fxOfKind(kind: string): FxName {
  const prefix = kind.slice(0, kind.indexOf('.'));
  if (prefix === 'secp256k1fx' || prefix === 'nftfx' || prefix === 'propertyfx') return prefix;
  return 'secp256k1fx';
}

// ---------------------------------------------------------------------------------------------
// Encoding

export function writeOutputOwners(w: CodecWriter, o: OutputOwners): void {
  w.u64(o.locktime).u32(o.threshold);
  w.array(o.addrs, (w2, a) => w2.fixed(a, SHORT_ID_LEN));
}

export function writeSigIndices(w: CodecWriter, sigIndices: readonly number[]): void {
  w.array(sigIndices, (w2, i) => w2.u32(i));
}

/** Output body without its type ID: an fx output's own fields, then the OutputOwners each one ends with. */
function writeOutputBody(w: CodecWriter, t: TypeIdTable, out: Output): void {
  switch (out.kind) {
    case 'stakeable.LockOut':
      w.u64(out.locktime);
      writeOutput(w, t, out.output);
      return;
    case 'secp256k1fx.TransferOutput':
      w.u64(out.amount);
      break;
    case 'nftfx.MintOutput':
      w.u32(out.groupID);
      break;
    case 'nftfx.TransferOutput':
      w.u32(out.groupID).bytes(out.payload);
      break;
    case 'secp256k1fx.MintOutput':
    case 'propertyfx.MintOutput':
    case 'propertyfx.OwnedOutput':
      break;
    default:
      throw new CodecError(`unknown output kind ${(out as { kind: string }).kind}`);
  }
  writeOutputOwners(w, out.owners);
}

/** typeID + output body (an interface field). */
export function writeOutput(w: CodecWriter, t: TypeIdTable, out: Output): void {
  w.u32(t.idOf(out.kind));
  writeOutputBody(w, t, out);
}

function writeInput(w: CodecWriter, t: TypeIdTable, inp: Input): void {
  w.u32(t.idOf(inp.kind));
  switch (inp.kind) {
    case 'secp256k1fx.TransferInput':
      w.u64(inp.amount);
      writeSigIndices(w, inp.sigIndices);
      return;
    case 'stakeable.LockIn':
      w.u64(inp.locktime);
      writeInput(w, t, inp.input);
      return;
    default:
      throw new CodecError(`unknown input kind ${(inp as { kind: string }).kind}`);
  }
}

export function writeTransferableOutput(w: CodecWriter, t: TypeIdTable, o: TransferableOutput): void {
  w.fixed(o.assetID, ID_LEN);
  writeOutput(w, t, o.output);
}

export function writeTransferableInput(w: CodecWriter, t: TypeIdTable, i: TransferableInput): void {
  w.fixed(i.txID, ID_LEN).u32(i.outputIndex).fixed(i.assetID, ID_LEN);
  writeInput(w, t, i.input);
}

/** What X and P txs share: a BaseTx, and an ImportTx's or ExportTx's own fields (the same structs on both chains). */
export interface CommonTxFields {
  kind: string;
  base: BaseTxFields;
  sourceChain?: Uint8Array;
  importedInputs?: TransferableInput[];
  destinationChain?: Uint8Array;
  exportedOutputs?: TransferableOutput[];
}

/** Writes an X or P tx's BaseTx, then an ImportTx's or ExportTx's own fields; other kinds write theirs after. */
export function writeCommonTxFields(w: CodecWriter, t: TypeIdTable, u: CommonTxFields): void {
  const b = u.base;
  w.u32(b.networkID).fixed(b.blockchainID, ID_LEN);
  w.array(b.outputs, (w2, o) => writeTransferableOutput(w2, t, o));
  w.array(b.inputs, (w2, i) => writeTransferableInput(w2, t, i));
  w.bytes(b.memo);
  if (u.kind === 'ImportTx' && u.sourceChain && u.importedInputs) {
    w.fixed(u.sourceChain, ID_LEN);
    w.array(u.importedInputs, (w2, i) => writeTransferableInput(w2, t, i));
  }
  if (u.kind === 'ExportTx' && u.destinationChain && u.exportedOutputs) {
    w.fixed(u.destinationChain, ID_LEN);
    w.array(u.exportedOutputs, (w2, o) => writeTransferableOutput(w2, t, o));
  }
}

export function writeCredential(w: CodecWriter, t: TypeIdTable, c: Credential): void {
  w.u32(t.idOf(c.kind));
  w.array(c.sigs, (w2, s) => w2.fixed(s, SIGNATURE_LEN));
}

/** UTXO bytes: version, txID, outputIndex, assetID, typeID + output. */
export function encodeUtxoWith(t: TypeIdTable, u: Utxo): Uint8Array {
  const w = new CodecWriter();
  w.u16(CODEC_VERSION).fixed(u.txID, ID_LEN).u32(u.outputIndex).fixed(u.assetID, ID_LEN);
  writeOutput(w, t, u.output);
  return w.finish();
}

// ---------------------------------------------------------------------------------------------
// Decoding. Minimum element sizes bound hostile slice counts by the bytes left.

const MIN_OUTPUT_OWNERS = 8 + 4 + 4;
export const MIN_TRANSFERABLE_OUTPUT = ID_LEN + 4 + MIN_OUTPUT_OWNERS;
export const MIN_TRANSFERABLE_INPUT = ID_LEN + 4 + ID_LEN + 4 + 8 + 4;
const MIN_CREDENTIAL = 4 + 4;

export function readVersion(r: CodecReader): void {
  const v = r.u16();
  if (v !== CODEC_VERSION) throw new CodecError(`unknown codec version ${v}`);
}

export function readOutputOwners(r: CodecReader): OutputOwners {
  const locktime = r.u64();
  const threshold = r.u32();
  const addrs = r.array((r2) => r2.fixed(SHORT_ID_LEN), SHORT_ID_LEN);
  return { locktime, threshold, addrs };
}

export function readSigIndices(r: CodecReader): number[] {
  return r.array((r2) => r2.u32(), 4);
}

/** The locktime of a stakeable lock `depth` locks deep, before the output or input it wraps. */
function readLocktime(r: CodecReader, depth: number): bigint {
  // Nesting is a verification error in AvalancheGo (errNestedStakeableLocks), not a codec one; the
  // cap only bounds recursion on hostile input.
  if (depth >= MAX_LOCK_NESTING) throw new CodecError('stakeable locks nested too deeply');
  return r.u64();
}

/** Output body for an already-read type name. */
function readOutputBody(r: CodecReader, t: TypeIdTable, kind: string, depth = 0): Output {
  switch (kind) {
    case 'secp256k1fx.TransferOutput': {
      const amount = r.u64();
      return { kind, amount, owners: readOutputOwners(r) };
    }
    case 'secp256k1fx.MintOutput':
    case 'propertyfx.MintOutput':
    case 'propertyfx.OwnedOutput':
      return { kind, owners: readOutputOwners(r) };
    case 'nftfx.MintOutput': {
      const groupID = r.u32();
      return { kind, groupID, owners: readOutputOwners(r) };
    }
    case 'nftfx.TransferOutput': {
      const groupID = r.u32();
      const payload = r.bytes();
      return { kind, groupID, payload, owners: readOutputOwners(r) };
    }
    case 'stakeable.LockOut': {
      const locktime = readLocktime(r, depth);
      return { kind, locktime, output: readOutput(r, t, depth + 1) };
    }
    default:
      throw new CodecError(`type ${kind} is not an output`);
  }
}

export function readOutput(r: CodecReader, t: TypeIdTable, depth = 0): Output {
  const kind = t.nameOf(r.u32(), 'output');
  return readOutputBody(r, t, kind, depth);
}

function readInput(r: CodecReader, t: TypeIdTable, depth = 0): Input {
  const kind = t.nameOf(r.u32(), 'input');
  switch (kind) {
    case 'secp256k1fx.TransferInput': {
      const amount = r.u64();
      return { kind, amount, sigIndices: readSigIndices(r) };
    }
    case 'stakeable.LockIn': {
      const locktime = readLocktime(r, depth);
      return { kind, locktime, input: readInput(r, t, depth + 1) };
    }
    default:
      throw new CodecError(`type ${kind} is not an input`);
  }
}

export function readTransferableOutput(r: CodecReader, t: TypeIdTable): TransferableOutput {
  const assetID = r.fixed(ID_LEN);
  return { assetID, output: readOutput(r, t) };
}

export function readTransferableInput(r: CodecReader, t: TypeIdTable): TransferableInput {
  const txID = r.fixed(ID_LEN);
  const outputIndex = r.u32();
  const assetID = r.fixed(ID_LEN);
  return { txID, outputIndex, assetID, input: readInput(r, t) };
}

export function readTransferableOutputs(r: CodecReader, t: TypeIdTable): TransferableOutput[] {
  return r.array((r2) => readTransferableOutput(r2, t), MIN_TRANSFERABLE_OUTPUT);
}

export function readTransferableInputs(r: CodecReader, t: TypeIdTable): TransferableInput[] {
  return r.array((r2) => readTransferableInput(r2, t), MIN_TRANSFERABLE_INPUT);
}

export function readBaseTxFields(r: CodecReader, t: TypeIdTable): BaseTxFields {
  const networkID = r.u32();
  const blockchainID = r.fixed(ID_LEN);
  const outputs = readTransferableOutputs(r, t);
  const inputs = readTransferableInputs(r, t);
  const memo = r.bytes();
  return { networkID, blockchainID, outputs, inputs, memo };
}

function readCredential(r: CodecReader, t: TypeIdTable): Credential {
  const kind = t.nameOf(r.u32(), 'credential');
  if (kind !== 'secp256k1fx.Credential' && kind !== 'nftfx.Credential' && kind !== 'propertyfx.Credential') {
    throw new CodecError(`type ${kind} is not a credential`);
  }
  return { kind, sigs: r.array((r2) => r2.fixed(SIGNATURE_LEN), SIGNATURE_LEN) };
}

export function readCredentials(r: CodecReader, t: TypeIdTable): Credential[] {
  return r.array((r2) => readCredential(r2, t), MIN_CREDENTIAL);
}

export function decodeUtxoWith(t: TypeIdTable, bytes: Uint8Array): Utxo {
  const r = new CodecReader(bytes);
  readVersion(r);
  const txID = r.fixed(ID_LEN);
  const outputIndex = r.u32();
  const assetID = r.fixed(ID_LEN);
  const output = readOutput(r, t);
  r.done();
  return { txID, outputIndex, assetID, output };
}

// ---------------------------------------------------------------------------------------------
// UTXO ids

/** avax.UTXOID.InputID(): sha256(u64be(outputIndex) || txID) — the key UTXOs are stored under. */
export function utxoIdBytes(txID: Uint8Array, outputIndex: number): Uint8Array {
  if (txID.length !== ID_LEN) throw new CodecError('txID must be 32 bytes');
  const w = new CodecWriter(40);
  w.u64(BigInt(outputIndex)).fixed(txID);
  return sha256(w.finish());
}

/** cb58 of utxoIdBytes. */
export function utxoIdToString(txID: Uint8Array, outputIndex: number): string {
  return idToString(utxoIdBytes(txID, outputIndex));
}

/** avax.UTXOID.String(): `<txID cb58>:<outputIndex>`. */
export function utxoIdDisplay(txID: Uint8Array, outputIndex: number): string {
  return `${idToString(txID)}:${outputIndex}`;
}

/** avax.UTXOID.Compare: txID, then output index. */
export function compareUtxoIds(a: UtxoID, b: UtxoID): number {
  return compareBytes(a.txID, b.txID) || (a.outputIndex < b.outputIndex ? -1 : a.outputIndex > b.outputIndex ? 1 : 0);
}

// ---------------------------------------------------------------------------------------------
// Canonical-order rules (the node rejects txs that break them)

/** Strictly increasing under `cmp`, i.e. sorted with no duplicates (utils.IsSortedAndUnique). */
export function isSortedAndUnique<T>(items: readonly T[], cmp: (a: T, b: T) => number): boolean {
  for (let i = 1; i < items.length; i++) if (cmp(items[i - 1] as T, items[i] as T) >= 0) return false;
  return true;
}

/** Non-decreasing under `cmp` (sort.IsSorted). */
function isSorted<T>(items: readonly T[], cmp: (a: T, b: T) => number): boolean {
  for (let i = 1; i < items.length; i++) if (cmp(items[i - 1] as T, items[i] as T) > 0) return false;
  return true;
}

/** Addresses / fx IDs / any byte strings: sorted and unique. */
export function isSortedAndUniqueBytes(items: readonly Uint8Array[]): boolean {
  return isSortedAndUnique(items, compareBytes);
}

export function isSortedAndUniqueIndices(indices: readonly number[]): boolean {
  return isSortedAndUnique(indices, (a, b) => a - b);
}

/** Serialised `typeID + output` (what AvalancheGo compares after the asset ID). */
function outputSortKey(t: TypeIdTable, out: Output): Uint8Array {
  const w = new CodecWriter(64);
  writeOutput(w, t, out);
  return w.finish();
}

function compareTransferableOutputs(t: TypeIdTable, a: TransferableOutput, b: TransferableOutput): number {
  return compareBytes(a.assetID, b.assetID) || compareBytes(outputSortKey(t, a.output), outputSortKey(t, b.output));
}

/** avax.IsSortedTransferableOutputs (duplicates allowed). */
export function isSortedTransferableOutputs(t: TypeIdTable, outs: readonly TransferableOutput[]): boolean {
  return isSorted(outs, (a, b) => compareTransferableOutputs(t, a, b));
}

export function sortTransferableOutputs(t: TypeIdTable, outs: readonly TransferableOutput[]): TransferableOutput[] {
  return [...outs].sort((a, b) => compareTransferableOutputs(t, a, b));
}

/** Serialised output order within e.g. a CreateAssetTx initial state (SortOutputs / IsSortedVerifiables). */
export function isSortedOutputs(t: TypeIdTable, outs: readonly Output[]): boolean {
  return isSorted(outs, (a, b) => compareBytes(outputSortKey(t, a), outputSortKey(t, b)));
}

export function sortOutputs(t: TypeIdTable, outs: readonly Output[]): Output[] {
  return [...outs].sort((a, b) => compareBytes(outputSortKey(t, a), outputSortKey(t, b)));
}

export function isSortedAndUniqueInputs(ins: readonly TransferableInput[]): boolean {
  return isSortedAndUnique(ins, compareUtxoIds);
}

/** Sorts inputs and keeps each input's signer list beside it (avax.SortTransferableInputsWithSigners). */
export function sortTransferableInputsWithSigners<S>(
  ins: readonly TransferableInput[],
  signers: readonly S[],
): { inputs: TransferableInput[]; signers: S[] } {
  if (ins.length !== signers.length) throw new CodecError('inputs and signers differ in length');
  const idx = ins
    .map((_, i) => i)
    .sort((a, b) => compareUtxoIds(ins[a] as TransferableInput, ins[b] as TransferableInput));
  return { inputs: idx.map((i) => ins[i] as TransferableInput), signers: idx.map((i) => signers[i] as S) };
}

/**
 * secp256k1fx.OutputOwners.Verify; returns AvalancheGo's error message or null when valid.
 */
export function outputOwnersError(o: OutputOwners): string | null {
  if (o.threshold > o.addrs.length) return 'output is unspendable';
  if (o.threshold === 0 && o.addrs.length > 0) return 'output representation should be optimized';
  if (!isSortedAndUniqueBytes(o.addrs)) return 'addresses not sorted and unique';
  return null;
}

/** The owners an output pays to (nested through stakeable.LockOut). */
export function ownersOf(out: Output): OutputOwners {
  return out.kind === 'stakeable.LockOut' ? ownersOf(out.output) : out.owners;
}

/** Amount of a secp TransferOutput, through a LockOut; 0n for outputs with no amount. */
export function amountOfOutput(out: Output): bigint {
  if (out.kind === 'stakeable.LockOut') return amountOfOutput(out.output);
  return out.kind === 'secp256k1fx.TransferOutput' ? out.amount : 0n;
}

export function amountOfInput(inp: Input): bigint {
  return inp.kind === 'stakeable.LockIn' ? amountOfInput(inp.input) : inp.amount;
}

export function sigIndicesOfInput(inp: Input): number[] {
  return inp.kind === 'stakeable.LockIn' ? sigIndicesOfInput(inp.input) : inp.sigIndices;
}
