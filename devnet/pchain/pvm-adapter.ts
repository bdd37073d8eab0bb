// P-chain codec bytes for the devnet: signed txs and Banff blocks in AvalancheGo's layout (facts §3),
// built on lib/codec's shared avax components, mapped to/from the engine's own tx view (txs.ts).
// If lib/codec/pvm becomes the canonical P codec, this file is the one place to switch over.
import { sha256 } from '@noble/hashes/sha2.js';
import {
  type Input,
  type Output,
  type TransferableInput,
  type TransferableOutput,
  TypeIdTable,
  readBaseTxFields,
  readOutputOwners,
  readSigIndices,
  readTransferableInputs,
  readTransferableOutputs,
  writeBaseTxFields,
  writeOutputOwners,
  writeSigIndices,
  writeTransferableInput,
  writeTransferableOutput,
} from '@/lib/codec/avax';
import {
  type AddressContext,
  type JsonObject,
  jsonAddress,
  jsonBytes,
  ownersJson,
  transferableInputJson,
  transferableOutputJson,
} from '@/lib/codec/json';
import { CodecError } from '@/lib/codec/errors';
import { idToString, nodeIdToString } from '@/lib/codec/ids';
import { CodecReader } from '@/lib/codec/reader';
import { signDigest } from '@/lib/codec/secp256k1';
import { CodecWriter } from '@/lib/codec/writer';
import type { PBase, PInput, POutput, PSignedTx, PUnsigned, PValidator } from './txs';
import type { Owners } from './utxo';

const T = {
  ApricotCommitBlock: 2,
  TransferInput: 5,
  TransferOutput: 7,
  Credential: 9,
  SubnetAuth: 10,
  OutputOwners: 11,
  AddSubnetValidatorTx: 13,
  CreateChainTx: 15,
  CreateSubnetTx: 16,
  ImportTx: 17,
  ExportTx: 18,
  RewardValidatorTx: 20,
  LockIn: 21,
  LockOut: 22,
  AddPermissionlessValidatorTx: 25,
  AddPermissionlessDelegatorTx: 26,
  EmptySigner: 27,
  ProofOfPossession: 28,
  BanffProposalBlock: 29,
  BanffAbortBlock: 30,
  BanffCommitBlock: 31,
  BanffStandardBlock: 32,
  BaseTx: 34,
  ConvertSubnetToL1Tx: 35,
} as const;

const PVM_COMPONENT_TYPES = new TypeIdTable({
  'secp256k1fx.TransferInput': T.TransferInput,
  'secp256k1fx.TransferOutput': T.TransferOutput,
  'secp256k1fx.Credential': T.Credential,
  'stakeable.LockIn': T.LockIn,
  'stakeable.LockOut': T.LockOut,
});

const TX_TYPE_BY_KIND: Record<PUnsigned['kind'], number> = {
  BaseTx: T.BaseTx,
  ImportTx: T.ImportTx,
  ExportTx: T.ExportTx,
  CreateSubnetTx: T.CreateSubnetTx,
  CreateChainTx: T.CreateChainTx,
  AddSubnetValidatorTx: T.AddSubnetValidatorTx,
  AddPermissionlessValidatorTx: T.AddPermissionlessValidatorTx,
  AddPermissionlessDelegatorTx: T.AddPermissionlessDelegatorTx,
  RewardValidatorTx: T.RewardValidatorTx,
  ConvertSubnetToL1Tx: T.ConvertSubnetToL1Tx,
};

// ---------- engine view <-> avax components ----------

function toOutput(o: POutput): TransferableOutput {
  const inner: Output = { kind: 'secp256k1fx.TransferOutput', amount: o.amount, owners: o.owners };
  return { assetID: o.assetID, output: o.stakeLocktime > 0n ? { kind: 'stakeable.LockOut', locktime: o.stakeLocktime, output: inner } : inner };
}

function fromOutput(t: TransferableOutput): POutput {
  let out = t.output;
  let stakeLocktime = 0n;
  if (out.kind === 'stakeable.LockOut') {
    stakeLocktime = out.locktime;
    out = out.output;
  }
  if (out.kind !== 'secp256k1fx.TransferOutput') throw new CodecError(`unsupported P-chain output ${out.kind}`);
  return { assetID: t.assetID, amount: out.amount, owners: out.owners, stakeLocktime };
}

function toInput(i: PInput): TransferableInput {
  const inner: Input = { kind: 'secp256k1fx.TransferInput', amount: i.amount, sigIndices: i.sigIndices };
  return {
    txID: i.txID, outputIndex: i.outputIndex, assetID: i.assetID,
    input: i.stakeLocktime > 0n ? { kind: 'stakeable.LockIn', locktime: i.stakeLocktime, input: inner } : inner,
  };
}

function fromInput(t: TransferableInput): PInput {
  let inp = t.input;
  let stakeLocktime = 0n;
  if (inp.kind === 'stakeable.LockIn') {
    stakeLocktime = inp.locktime;
    inp = inp.input;
  }
  if (inp.kind !== 'secp256k1fx.TransferInput') throw new CodecError('unsupported P-chain input');
  return { txID: t.txID, outputIndex: t.outputIndex, assetID: t.assetID, amount: inp.amount, sigIndices: inp.sigIndices, stakeLocktime };
}

// ---------- writing ----------

function writeBase(w: CodecWriter, b: PBase): void {
  writeBaseTxFields(w, PVM_COMPONENT_TYPES, {
    networkID: b.networkID, blockchainID: b.blockchainID, outputs: b.outs.map(toOutput), inputs: b.ins.map(toInput), memo: b.memo,
  });
}

function writeOwnersTyped(w: CodecWriter, o: Owners): void {
  w.u32(T.OutputOwners);
  writeOutputOwners(w, o);
}

function writeValidator(w: CodecWriter, v: PValidator): void {
  w.fixed(v.nodeID, 20).u64(v.start).u64(v.end).u64(v.weight);
}

function writeSubnetAuth(w: CodecWriter, sigIndices: number[]): void {
  w.u32(T.SubnetAuth);
  writeSigIndices(w, sigIndices);
}

function writeUnsignedBody(w: CodecWriter, u: PUnsigned): void {
  w.u32(TX_TYPE_BY_KIND[u.kind]);
  switch (u.kind) {
    case 'RewardValidatorTx':
      w.fixed(u.txID, 32);
      return;
    case 'BaseTx':
      writeBase(w, u.base);
      return;
    case 'ImportTx':
      writeBase(w, u.base);
      w.fixed(u.sourceChain, 32).array(u.importedIns.map(toInput), (ww, i) => writeTransferableInput(ww, PVM_COMPONENT_TYPES, i));
      return;
    case 'ExportTx':
      writeBase(w, u.base);
      w.fixed(u.destinationChain, 32).array(u.exportedOuts.map(toOutput), (ww, o) => writeTransferableOutput(ww, PVM_COMPONENT_TYPES, o));
      return;
    case 'CreateSubnetTx':
      writeBase(w, u.base);
      writeOwnersTyped(w, u.owner);
      return;
    case 'CreateChainTx':
      writeBase(w, u.base);
      w.fixed(u.subnetID, 32).str(u.chainName).fixed(u.vmID, 32).array(u.fxIDs, (ww, f) => ww.fixed(f, 32)).bytes(u.genesisData);
      writeSubnetAuth(w, u.subnetAuth);
      return;
    case 'AddSubnetValidatorTx':
      writeBase(w, u.base);
      writeValidator(w, u.validator);
      w.fixed(u.subnetID, 32);
      writeSubnetAuth(w, u.subnetAuth);
      return;
    case 'AddPermissionlessValidatorTx':
      writeBase(w, u.base);
      writeValidator(w, u.validator);
      w.fixed(u.subnetID, 32);
      if (u.signer) w.u32(T.ProofOfPossession).fixed(u.signer.publicKey, 48).fixed(u.signer.proofOfPossession, 96);
      else w.u32(T.EmptySigner);
      w.array(u.stakeOuts.map(toOutput), (ww, o) => writeTransferableOutput(ww, PVM_COMPONENT_TYPES, o));
      writeOwnersTyped(w, u.validatorRewardsOwner);
      writeOwnersTyped(w, u.delegatorRewardsOwner);
      w.u32(u.delegationShares);
      return;
    case 'AddPermissionlessDelegatorTx':
      writeBase(w, u.base);
      writeValidator(w, u.validator);
      w.fixed(u.subnetID, 32);
      w.array(u.stakeOuts.map(toOutput), (ww, o) => writeTransferableOutput(ww, PVM_COMPONENT_TYPES, o));
      writeOwnersTyped(w, u.delegationRewardsOwner);
      return;
    case 'ConvertSubnetToL1Tx':
      writeBase(w, u.base);
      w.fixed(u.subnetID, 32).fixed(u.chainID, 32).bytes(u.address);
      w.array(u.validators, (ww, v) => {
        ww.bytes(v.nodeID).u64(v.weight).u64(v.balance).fixed(v.signer.publicKey, 48).fixed(v.signer.proofOfPossession, 96);
        ww.u32(v.remainingBalanceOwner.threshold).array(v.remainingBalanceOwner.addrs, (w3, a) => w3.fixed(a, 20));
        ww.u32(v.deactivationOwner.threshold).array(v.deactivationOwner.addrs, (w3, a) => w3.fixed(a, 20));
      });
      writeSubnetAuth(w, u.subnetAuth);
      return;
  }
}

function writeCreds(w: CodecWriter, creds: Uint8Array[][]): void {
  w.array(creds, (ww, sigs) => {
    ww.u32(T.Credential);
    ww.array(sigs, (w3, s) => w3.fixed(s, 65));
  });
}

export function encodeUnsigned(u: PUnsigned): Uint8Array {
  const w = new CodecWriter(512);
  w.u16(0);
  writeUnsignedBody(w, u);
  return w.finish();
}

/** Signs `u`: `signers[i]` are the private keys for credential i (inputs in order, then subnet auth). */
export function signPTx(u: PUnsigned, signers: Uint8Array[][]): PSignedTx {
  const unsignedBytes = encodeUnsigned(u);
  const digest = sha256(unsignedBytes);
  const creds = signers.map((keys) => keys.map((k) => signDigest(k, digest)));
  const w = new CodecWriter(unsignedBytes.length + 16 + creds.length * 80);
  w.fixed(unsignedBytes);
  writeCreds(w, creds);
  const bytes = w.finish();
  return { unsigned: u, creds, unsignedBytes, bytes, id: sha256(bytes) };
}

export function encodeRewardTx(stakerTxID: Uint8Array): { id: Uint8Array; bytes: Uint8Array } {
  const tx = signPTx({ kind: 'RewardValidatorTx', txID: stakerTxID }, []);
  return { id: tx.id, bytes: tx.bytes };
}

// ---------- reading ----------

function readOwnersTyped(r: CodecReader): Owners {
  const t = r.u32();
  if (t !== T.OutputOwners) throw new CodecError(`expected OutputOwners (type ${T.OutputOwners}) but got type ${t}`);
  return readOutputOwners(r);
}

function readValidator(r: CodecReader): PValidator {
  return { nodeID: r.fixed(20), start: r.u64(), end: r.u64(), weight: r.u64() };
}

function readSubnetAuth(r: CodecReader): number[] {
  const t = r.u32();
  if (t !== T.SubnetAuth) throw new CodecError(`expected subnet auth input (type ${T.SubnetAuth}) but got type ${t}`);
  return readSigIndices(r);
}

function readBase(r: CodecReader): PBase {
  const b = readBaseTxFields(r, PVM_COMPONENT_TYPES);
  return { networkID: b.networkID, blockchainID: b.blockchainID, outs: b.outputs.map(fromOutput), ins: b.inputs.map(fromInput), memo: b.memo };
}

function readPChainOwner(r: CodecReader): Owners {
  const threshold = r.u32();
  return { locktime: 0n, threshold, addrs: r.array((rr) => rr.fixed(20), 20) };
}

function readUnsignedBody(r: CodecReader): PUnsigned {
  const type = r.u32();
  switch (type) {
    case T.RewardValidatorTx:
      return { kind: 'RewardValidatorTx', txID: r.fixed(32) };
    case T.BaseTx:
      return { kind: 'BaseTx', base: readBase(r) };
    case T.ImportTx: {
      const base = readBase(r);
      const sourceChain = r.fixed(32);
      return { kind: 'ImportTx', base, sourceChain, importedIns: readTransferableInputs(r, PVM_COMPONENT_TYPES).map(fromInput) };
    }
    case T.ExportTx: {
      const base = readBase(r);
      const destinationChain = r.fixed(32);
      return { kind: 'ExportTx', base, destinationChain, exportedOuts: readTransferableOutputs(r, PVM_COMPONENT_TYPES).map(fromOutput) };
    }
    case T.CreateSubnetTx: {
      const base = readBase(r);
      return { kind: 'CreateSubnetTx', base, owner: readOwnersTyped(r) };
    }
    case T.CreateChainTx: {
      const base = readBase(r);
      const subnetID = r.fixed(32);
      const chainName = r.str();
      const vmID = r.fixed(32);
      const fxIDs = r.array((rr) => rr.fixed(32), 32);
      const genesisData = r.bytes();
      return { kind: 'CreateChainTx', base, subnetID, chainName, vmID, fxIDs, genesisData, subnetAuth: readSubnetAuth(r) };
    }
    case T.AddSubnetValidatorTx: {
      const base = readBase(r);
      const validator = readValidator(r);
      const subnetID = r.fixed(32);
      return { kind: 'AddSubnetValidatorTx', base, validator, subnetID, subnetAuth: readSubnetAuth(r) };
    }
    case T.AddPermissionlessValidatorTx: {
      const base = readBase(r);
      const validator = readValidator(r);
      const subnetID = r.fixed(32);
      const signerType = r.u32();
      let signer: { publicKey: Uint8Array; proofOfPossession: Uint8Array } | undefined;
      if (signerType === T.ProofOfPossession) signer = { publicKey: r.fixed(48), proofOfPossession: r.fixed(96) };
      else if (signerType !== T.EmptySigner) throw new CodecError(`unknown signer type ${signerType}`);
      const stakeOuts = readTransferableOutputs(r, PVM_COMPONENT_TYPES).map(fromOutput);
      const validatorRewardsOwner = readOwnersTyped(r);
      const delegatorRewardsOwner = readOwnersTyped(r);
      const delegationShares = r.u32();
      const u: PUnsigned = { kind: 'AddPermissionlessValidatorTx', base, validator, subnetID, stakeOuts, validatorRewardsOwner, delegatorRewardsOwner, delegationShares };
      if (signer) u.signer = signer;
      return u;
    }
    case T.AddPermissionlessDelegatorTx: {
      const base = readBase(r);
      const validator = readValidator(r);
      const subnetID = r.fixed(32);
      const stakeOuts = readTransferableOutputs(r, PVM_COMPONENT_TYPES).map(fromOutput);
      return { kind: 'AddPermissionlessDelegatorTx', base, validator, subnetID, stakeOuts, delegationRewardsOwner: readOwnersTyped(r) };
    }
    case T.ConvertSubnetToL1Tx: {
      const base = readBase(r);
      const subnetID = r.fixed(32);
      const chainID = r.fixed(32);
      const address = r.bytes(4096);
      const validators = r.array((rr) => {
        const nodeID = rr.bytes(20);
        const weight = rr.u64();
        const balance = rr.u64();
        const signer = { publicKey: rr.fixed(48), proofOfPossession: rr.fixed(96) };
        return { nodeID, weight, balance, signer, remainingBalanceOwner: readPChainOwner(rr), deactivationOwner: readPChainOwner(rr) };
      }, 20);
      return { kind: 'ConvertSubnetToL1Tx', base, subnetID, chainID, address, validators, subnetAuth: readSubnetAuth(r) };
    }
    default:
      throw new CodecError(`unknown or unsupported P-chain tx type ${type}`);
  }
}

/** Reads typeID + body + credentials from `r`; returns the tx and where its bytes start and end. */
function readTxAt(r: CodecReader, buf: Uint8Array, start: number, withVersion: boolean): PSignedTx {
  const unsigned = readUnsignedBody(r);
  const bodyEnd = r.offset;
  const creds = r.array((rr) => {
    const t = rr.u32();
    if (t !== T.Credential) throw new CodecError(`expected a secp256k1 credential (type ${T.Credential}) but got type ${t}`);
    return rr.array((r3) => r3.fixed(65), 65);
  }, 8);
  const end = r.offset;
  const body = buf.subarray(start, bodyEnd);
  const unsignedBytes = withVersion ? buf.slice(start - 2, bodyEnd) : concat(new Uint8Array(2), body);
  const bytes = withVersion ? buf.slice(start - 2, end) : concat(new Uint8Array(2), buf.subarray(start, end));
  return { unsigned, creds, unsignedBytes, bytes, id: sha256(bytes) };
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

export function decodePTx(bytes: Uint8Array): PSignedTx {
  const r = new CodecReader(bytes);
  const v = r.u16();
  if (v !== 0) throw new CodecError(`unknown codec version ${v}`);
  const tx = readTxAt(r, bytes, 2, true);
  r.done();
  return tx;
}

// ---------- blocks ----------

export function blockIdOf(bytes: Uint8Array): Uint8Array {
  return sha256(bytes);
}

/** A tx inside a block is written without its own codec version. */
function stripVersion(txBytes: Uint8Array): Uint8Array {
  return txBytes.subarray(2);
}

export function encodeStandardBlock(time: bigint, parentID: Uint8Array, height: bigint, txs: Uint8Array[]): Uint8Array {
  const w = new CodecWriter(256 + txs.reduce((a, t) => a + t.length, 0));
  w.u16(0).u32(T.BanffStandardBlock).u64(time).fixed(parentID, 32).u64(height);
  w.array(txs, (ww, t) => ww.fixed(stripVersion(t)));
  return w.finish();
}

export function encodeProposalBlock(time: bigint, parentID: Uint8Array, height: bigint, tx: Uint8Array): Uint8Array {
  const w = new CodecWriter(256);
  w.u16(0).u32(T.BanffProposalBlock).u64(time).u32(0).fixed(parentID, 32).u64(height).fixed(stripVersion(tx));
  return w.finish();
}

export function encodeCommitBlock(time: bigint, parentID: Uint8Array, height: bigint): Uint8Array {
  return new CodecWriter(64).u16(0).u32(T.BanffCommitBlock).u64(time).fixed(parentID, 32).u64(height).finish();
}

export function encodeAbortBlock(time: bigint, parentID: Uint8Array, height: bigint): Uint8Array {
  return new CodecWriter(64).u16(0).u32(T.BanffAbortBlock).u64(time).fixed(parentID, 32).u64(height).finish();
}

/** The P-chain genesis block: an Apricot commit block whose parent is the genesis id, height 0. */
export function encodeGenesisBlock(genesisID: Uint8Array): Uint8Array {
  return new CodecWriter(64).u16(0).u32(T.ApricotCommitBlock).fixed(genesisID, 32).u64(0n).finish();
}

export type PBlockKind = 'BanffStandardBlock' | 'BanffProposalBlock' | 'BanffCommitBlock' | 'BanffAbortBlock' | 'ApricotCommitBlock';

export interface DecodedPBlock {
  kind: PBlockKind;
  time?: bigint;
  parentID: Uint8Array;
  height: bigint;
  txs: PSignedTx[];
}

export function decodePBlock(bytes: Uint8Array): DecodedPBlock {
  const r = new CodecReader(bytes);
  if (r.u16() !== 0) throw new CodecError('unknown codec version');
  const type = r.u32();
  const readTxs = () => r.array(() => readTxAt(r, bytes, r.offset, false), 8);
  let out: DecodedPBlock;
  switch (type) {
    case T.ApricotCommitBlock:
      out = { kind: 'ApricotCommitBlock', parentID: r.fixed(32), height: r.u64(), txs: [] };
      break;
    case T.BanffStandardBlock: {
      const time = r.u64();
      const parentID = r.fixed(32);
      const height = r.u64();
      out = { kind: 'BanffStandardBlock', time, parentID, height, txs: readTxs() };
      break;
    }
    case T.BanffProposalBlock: {
      const time = r.u64();
      const extra = readTxs();
      const parentID = r.fixed(32);
      const height = r.u64();
      const tx = readTxAt(r, bytes, r.offset, false);
      out = { kind: 'BanffProposalBlock', time, parentID, height, txs: [...extra, tx] };
      break;
    }
    case T.BanffCommitBlock:
    case T.BanffAbortBlock: {
      const time = r.u64();
      out = { kind: type === T.BanffCommitBlock ? 'BanffCommitBlock' : 'BanffAbortBlock', time, parentID: r.fixed(32), height: r.u64(), txs: [] };
      break;
    }
    default:
      throw new CodecError(`unknown P-chain block type ${type}`);
  }
  r.done();
  return out;
}

// ---------- JSON (encoding "json"), with the node's field names ----------

function validatorJson(v: PValidator): JsonObject {
  return { nodeID: nodeIdToString(v.nodeID), start: v.start, end: v.end, weight: v.weight };
}

function baseJson(b: PBase, ctx: AddressContext): JsonObject {
  return {
    networkID: b.networkID,
    blockchainID: idToString(b.blockchainID),
    outputs: b.outs.map((o) => transferableOutputJson(toOutput(o), ctx)),
    inputs: b.ins.map((i) => transferableInputJson(toInput(i))),
    memo: jsonBytes(b.memo),
  };
}

export function unsignedTxJson(u: PUnsigned, hrp: string): JsonObject {
  const ctx: AddressContext = { hrp, chainAlias: 'P' };
  const owners = (o: Owners) => ownersJson(o, ctx);
  const auth = (s: number[]) => ({ signatureIndices: s });
  switch (u.kind) {
    case 'RewardValidatorTx':
      return { txID: idToString(u.txID) };
    case 'BaseTx':
      return baseJson(u.base, ctx);
    case 'ImportTx':
      return { ...baseJson(u.base, ctx), sourceChain: idToString(u.sourceChain), importedInputs: u.importedIns.map((i) => transferableInputJson(toInput(i))) };
    case 'ExportTx':
      return { ...baseJson(u.base, ctx), destinationChain: idToString(u.destinationChain), exportedOutputs: u.exportedOuts.map((o) => transferableOutputJson(toOutput(o), ctx)) };
    case 'CreateSubnetTx':
      return { ...baseJson(u.base, ctx), owner: owners(u.owner) };
    case 'CreateChainTx':
      return {
        ...baseJson(u.base, ctx), subnetID: idToString(u.subnetID), chainName: u.chainName, vmID: idToString(u.vmID),
        fxIDs: u.fxIDs.map(idToString), genesisData: jsonBytes(u.genesisData), subnetAuthorization: auth(u.subnetAuth),
      };
    case 'AddSubnetValidatorTx':
      return { ...baseJson(u.base, ctx), validator: { ...validatorJson(u.validator), subnetID: idToString(u.subnetID) }, subnetAuthorization: auth(u.subnetAuth) };
    case 'AddPermissionlessValidatorTx':
      return {
        ...baseJson(u.base, ctx), validator: validatorJson(u.validator), subnetID: idToString(u.subnetID),
        signer: u.signer ? { publicKey: jsonBytes(u.signer.publicKey), proofOfPossession: jsonBytes(u.signer.proofOfPossession) } : {},
        stake: u.stakeOuts.map((o) => transferableOutputJson(toOutput(o), ctx)),
        validationRewardsOwner: owners(u.validatorRewardsOwner), delegationRewardsOwner: owners(u.delegatorRewardsOwner),
        shares: u.delegationShares,
      };
    case 'AddPermissionlessDelegatorTx':
      return {
        ...baseJson(u.base, ctx), validator: validatorJson(u.validator), subnetID: idToString(u.subnetID),
        stake: u.stakeOuts.map((o) => transferableOutputJson(toOutput(o), ctx)), rewardsOwner: owners(u.delegationRewardsOwner),
      };
    case 'ConvertSubnetToL1Tx':
      return {
        ...baseJson(u.base, ctx), subnetID: idToString(u.subnetID), chainID: idToString(u.chainID), address: jsonBytes(u.address),
        validators: u.validators.map((v) => ({
          nodeID: jsonBytes(v.nodeID), weight: v.weight, balance: v.balance,
          signer: { publicKey: jsonBytes(v.signer.publicKey), proofOfPossession: jsonBytes(v.signer.proofOfPossession) },
          remainingBalanceOwner: { addresses: v.remainingBalanceOwner.addrs.map((a) => jsonAddress(a, ctx)), threshold: v.remainingBalanceOwner.threshold },
          deactivationOwner: { addresses: v.deactivationOwner.addrs.map((a) => jsonAddress(a, ctx)), threshold: v.deactivationOwner.threshold },
        })),
        subnetAuthorization: auth(u.subnetAuth),
      };
  }
}

export function txJson(tx: PSignedTx, hrp: string): JsonObject {
  return {
    unsignedTx: unsignedTxJson(tx.unsigned, hrp),
    credentials: tx.creds.map((sigs) => ({ signatures: sigs.map(jsonBytes) })),
    id: idToString(tx.id),
  };
}

export function blockJson(bytes: Uint8Array, hrp: string): JsonObject {
  const b = decodePBlock(bytes);
  const id = idToString(blockIdOf(bytes));
  const common: JsonObject = { parentID: idToString(b.parentID), height: b.height };
  if (b.time !== undefined) common.time = b.time;
  if (b.kind === 'BanffProposalBlock') {
    const tx = b.txs[b.txs.length - 1] as PSignedTx;
    return { ...common, txs: b.txs.slice(0, -1).map((t) => txJson(t, hrp)), tx: txJson(tx, hrp), id };
  }
  if (b.kind === 'BanffStandardBlock') return { ...common, txs: b.txs.map((t) => txJson(t, hrp)), id };
  return { ...common, id };
}
