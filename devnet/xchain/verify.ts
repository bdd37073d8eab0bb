// Verification of X-chain txs, following vms/avm/txs/executor (syntactic then semantic checks) and
// the secp256k1fx/nftfx/propertyfx rules, with AvalancheGo's error messages. The result lists every
// state change the tx makes, applied later by the block builder inside the accepting transaction.
import { sha256 } from '../core/hash';
import {
  isSortedAndUniqueInputs,
  isSortedAndUniqueIndices,
  isSortedTransferableOutputs,
  isSortedOutputs,
  MAX_MEMO_SIZE,
  outputOwnersError,
  utxoIdBytes,
  type Credential,
  type Output,
  type OutputOwners,
  type TransferableInput,
  type TransferableOutput,
} from '@/lib/codec/avax';
import { AVM_TYPES, type AvmOperation, type AvmTx, type Operation } from '@/lib/codec/avm/types';
import { avmOperationOutputs } from '@/lib/codec/avm/operation-outputs';
import { avmUnsignedBytesOf, decodeAvmUtxo, encodeAvmUtxo, operationSortKey } from '@/lib/codec/avm/tx';
import { bytesEqual, compareBytes, idToString } from '@/lib/codec/ids';
import { NodeError, type AtomicUtxo } from '../core/contracts';
import { MAX_NFT_PAYLOAD_BYTES } from '../genesis/constants';
import type { SignatureCheck } from './signatures';
import type { AssetRecord, StoredUtxo } from './state';

export interface VerifyEnv {
  networkID: number;
  chainID: Uint8Array;
  avaxAssetID: Uint8Array;
  txFee: bigint;
  createAssetTxFee: bigint;
  /** Chains X can import from / export to (P, C). */
  atomicPeers: Uint8Array[];
  /** Chain time used for locktimes, Unix seconds. */
  nowSec: bigint;
  /** A spendable local UTXO by its UTXO id, or undefined. */
  getUtxo(utxoID: Uint8Array): StoredUtxo | undefined;
  /** An atomic UTXO waiting on X, or undefined (already imported or never exported). */
  getAtomic(txID: Uint8Array, outputIndex: number): AtomicUtxo | undefined;
}

interface ProducedUtxo {
  utxo: StoredUtxo;
  owners: Uint8Array[];
}

interface ConsumedUtxo {
  utxoID: Uint8Array;
  assetID: Uint8Array;
  owners: Uint8Array[];
}

export interface TxEffects {
  txID: Uint8Array;
  bytes: Uint8Array;
  tx: AvmTx;
  consumed: ConsumedUtxo[];
  produced: ProducedUtxo[];
  atomicConsumed: {
    sourceChain: Uint8Array;
    txID: Uint8Array;
    outputIndex: number;
    owners: Uint8Array[];
    assetID: Uint8Array;
  }[];
  atomicPuts: AtomicUtxo[];
  asset?: AssetRecord;
  /** Signatures still to check (done off the event loop); the tx is valid only if all hold. */
  signatures: SignatureCheck[];
}

const MAX_NAME_LEN = 128;
const MAX_SYMBOL_LEN = 4;
const MAX_DENOMINATION = 32;
const FX_COUNT = 3;

const fail = (msg: string): never => {
  throw new NodeError(msg);
};

const hexKey = (b: Uint8Array): string => Buffer.from(b.buffer, b.byteOffset, b.byteLength).toString('hex');

function ownersOfOutput(out: Output): OutputOwners {
  if (out.kind === 'stakeable.LockOut') return fail('wrong utxo type');
  return out.owners;
}

function verifyOutput(out: Output): void {
  if (out.kind === 'stakeable.LockOut') fail('wrong output type');
  if (out.kind === 'secp256k1fx.TransferOutput' && out.amount === 0n) fail('output has no value');
  if (out.kind === 'nftfx.TransferOutput' && out.payload.length > MAX_NFT_PAYLOAD_BYTES) fail('payload too large');
  const err = outputOwnersError(ownersOfOutput(out));
  if (err) fail(err);
}

function verifyTransferableInput(inp: TransferableInput): bigint {
  if (inp.input.kind !== 'secp256k1fx.TransferInput') return fail('wrong input type');
  if (inp.input.amount === 0n) fail('input has no value');
  if (!isSortedAndUniqueIndices(inp.input.sigIndices)) fail('signatures not sorted and unique');
  return inp.input.amount;
}

class Flow {
  private readonly produced = new Map<string, bigint>();
  private readonly consumed = new Map<string, bigint>();
  private static add(m: Map<string, bigint>, asset: Uint8Array, amt: bigint): void {
    const k = hexKey(asset);
    const next = (m.get(k) ?? 0n) + amt;
    if (next >= 1n << 64n) fail('math: overflow');
    m.set(k, next);
  }
  produce(asset: Uint8Array, amt: bigint): void {
    Flow.add(this.produced, asset, amt);
  }
  consume(asset: Uint8Array, amt: bigint): void {
    Flow.add(this.consumed, asset, amt);
  }
  verify(): void {
    for (const [asset, p] of this.produced) {
      const c = this.consumed.get(asset) ?? 0n;
      if (p > c) {
        fail(
          `insufficient funds: asset ${idToString(Buffer.from(asset, 'hex'))} needs ${p} (outputs plus fee) but inputs provide ${c}`,
        );
      }
    }
  }
}

/**
 * secp256k1fx.VerifyCredentials: locktime, signer count and the owner each signature must match.
 * The signature checks themselves are queued on `out` (see SignatureCheck).
 */
function verifyCredential(
  unsignedBytes: Uint8Array,
  digest: Uint8Array,
  sigIndices: number[],
  cred: Credential,
  owners: OutputOwners,
  nowSec: bigint,
  out: SignatureCheck[],
): void {
  if (owners.locktime > nowSec) fail('output is time locked');
  if (sigIndices.length > owners.threshold) fail('input has more signers than expected');
  if (sigIndices.length < owners.threshold) fail('input has less signers than expected');
  if (sigIndices.length !== cred.sigs.length) {
    fail('input expected a different number of signers than provided in the credential');
  }
  sigIndices.forEach((idx, i) => {
    const addr = owners.addrs[idx];
    if (addr === undefined) return fail('input referenced a nonexistent address in the output');
    out.push({ unsignedBytes, digest, sig65: cred.sigs[i] as Uint8Array, address: addr });
  });
}

const ownersEqual = (a: OutputOwners, b: OutputOwners): boolean =>
  a.locktime === b.locktime &&
  a.threshold === b.threshold &&
  a.addrs.length === b.addrs.length &&
  a.addrs.every((x, i) => bytesEqual(x, b.addrs[i] as Uint8Array));

/** Checks an operation against the UTXO it consumes (the fx's VerifyOperation) and returns its fx credential kind. */
function verifyOperationAgainstUtxo(op: Operation, utxoOut: Output): Credential['kind'] {
  switch (op.kind) {
    case 'secp256k1fx.MintOperation': {
      if (utxoOut.kind !== 'secp256k1fx.MintOutput') fail('wrong utxo type');
      const e1 = outputOwnersError(op.mintOutput);
      if (e1) fail(e1);
      if (op.transferOutput.amount === 0n) fail('output has no value');
      const e2 = outputOwnersError(op.transferOutput.owners);
      if (e2) fail(e2);
      if (!ownersEqual((utxoOut as { owners: OutputOwners }).owners, op.mintOutput)) {
        fail('wrong mint output created from the operation');
      }
      return 'secp256k1fx.Credential';
    }
    case 'nftfx.MintOperation': {
      if (utxoOut.kind !== 'nftfx.MintOutput') return fail('wrong utxo type');
      if (op.payload.length > MAX_NFT_PAYLOAD_BYTES) fail('payload too large');
      if (op.outputs.length === 0) fail('no outputs');
      for (const o of op.outputs) {
        const e = outputOwnersError(o);
        if (e) fail(e);
      }
      if (utxoOut.groupID !== op.groupID) fail('wrong unique ID provided');
      return 'nftfx.Credential';
    }
    case 'nftfx.TransferOperation': {
      if (utxoOut.kind !== 'nftfx.TransferOutput') return fail('wrong utxo type');
      const e = outputOwnersError(op.output.owners);
      if (e) fail(e);
      if (utxoOut.groupID !== op.output.groupID) fail('wrong unique ID provided');
      if (!bytesEqual(utxoOut.payload, op.output.payload)) fail('wrong bytes provided');
      return 'nftfx.Credential';
    }
    case 'propertyfx.MintOperation': {
      if (utxoOut.kind !== 'propertyfx.MintOutput') return fail('wrong utxo type');
      for (const o of [op.mintOutput, op.ownedOutput]) {
        const e = outputOwnersError(o);
        if (e) fail(e);
      }
      if (!ownersEqual(utxoOut.owners, op.mintOutput)) fail('wrong mint output created from the operation');
      return 'propertyfx.Credential';
    }
    case 'propertyfx.BurnOperation':
      if (utxoOut.kind !== 'propertyfx.OwnedOutput') fail('wrong utxo type');
      return 'propertyfx.Credential';
  }
}

/** Verifies a decoded signed tx against the current state; throws NodeError with the node's message. */
export function verifyAvmTx(tx: AvmTx, bytes: Uint8Array, txID: Uint8Array, env: VerifyEnv): TxEffects {
  const u = tx.unsigned;
  const b = u.base;

  // --- syntactic (avax.BaseTx.Verify, avax.VerifyTx, per-type rules)
  if (b.networkID !== env.networkID) fail('tx has wrong network ID');
  if (!bytesEqual(b.blockchainID, env.chainID)) fail('tx has wrong chain ID');
  if (b.memo.length > MAX_MEMO_SIZE) fail(`memo exceeds maximum length: ${b.memo.length} > ${MAX_MEMO_SIZE}`);

  const flow = new Flow();
  const fee = u.kind === 'CreateAssetTx' ? env.createAssetTxFee : env.txFee;
  flow.produce(env.avaxAssetID, fee);
  const outGroups: TransferableOutput[][] = [b.outputs];
  const inGroups: TransferableInput[][] = [b.inputs];
  if (u.kind === 'ExportTx') outGroups.push(u.exportedOutputs);
  if (u.kind === 'ImportTx') inGroups.push(u.importedInputs);
  for (const outs of outGroups) {
    for (const o of outs) {
      verifyOutput(o.output);
      if (o.output.kind !== 'secp256k1fx.TransferOutput') fail('wrong output type');
      flow.produce(o.assetID, (o.output as { amount: bigint }).amount);
    }
    if (!isSortedTransferableOutputs(AVM_TYPES, outs)) fail('outputs not sorted');
  }
  for (const ins of inGroups) {
    for (const i of ins) flow.consume(i.assetID, verifyTransferableInput(i));
    if (!isSortedAndUniqueInputs(ins)) fail('inputs not sorted and unique');
  }
  flow.verify();

  const spent = new Set<string>();
  const spend = (id: Uint8Array): void => {
    const k = hexKey(id);
    if (spent.has(k)) fail('inputs attempt to double spend an input');
    spent.add(k);
  };
  for (const i of b.inputs) spend(utxoIdBytes(i.txID, i.outputIndex));

  let numCreds = b.inputs.length;
  /** An import or export moves something (else `nothingMoved`), and only with another chain of this subnet. */
  const verifyAtomic = (moved: number, nothingMoved: string, peer: Uint8Array): void => {
    if (moved === 0) fail(nothingMoved);
    if (bytesEqual(peer, env.chainID)) fail('same chain');
    if (!env.atomicPeers.some((c) => bytesEqual(c, peer))) fail('mismatched subnet');
  };
  switch (u.kind) {
    case 'BaseTx':
      break;
    case 'CreateAssetTx': {
      const name = u.name;
      if (name.length < 1) fail('name is too short, minimum size is 1');
      if (name.length > MAX_NAME_LEN) fail(`name is too long, maximum size is ${MAX_NAME_LEN}`);
      if (u.symbol.length > MAX_SYMBOL_LEN) fail(`symbol is too long, maximum size is ${MAX_SYMBOL_LEN}`);
      if (u.initialStates.length === 0) fail('assets must support at least one Fx');
      if (u.denomination > MAX_DENOMINATION) fail('denomination is too large');
      if (/^\s|\s$/.test(name)) fail('unexpected whitespace provided');
      if (!/^[\p{L}\p{N} ]+$/u.test(name)) fail("asset's name must be made up of only letters and numbers");
      if (!/^[A-Z]*$/.test(u.symbol)) fail("asset's symbol must be all upper case letters");
      for (let k = 0; k < u.initialStates.length; k++) {
        const st = u.initialStates[k]!;
        if (k > 0 && st.fxIndex <= u.initialStates[k - 1]!.fxIndex) fail('initial states not sorted and unique');
        if (st.fxIndex >= FX_COUNT) fail(`unknown fx index ${st.fxIndex}`);
        const fxPrefix = ['secp256k1fx.', 'nftfx.', 'propertyfx.'][st.fxIndex]!;
        for (const o of st.outputs) {
          if (!o.kind.startsWith(fxPrefix)) fail('wrong output type');
          verifyOutput(o);
        }
        if (!isSortedOutputs(AVM_TYPES, st.outputs)) fail('outputs not sorted');
      }
      break;
    }
    case 'OperationTx': {
      if (u.ops.length === 0) fail('an operationTx must have at least one operation');
      for (let k = 1; k < u.ops.length; k++) {
        if (
          compareBytes(operationSortKey(u.ops[k - 1] as AvmOperation), operationSortKey(u.ops[k] as AvmOperation)) >= 0
        ) {
          fail('operations not sorted and unique');
        }
      }
      for (const op of u.ops) {
        if (op.utxoIDs.length !== 1) fail('wrong number of utxos for the operation');
        if (!isSortedAndUniqueIndices(op.op.sigIndices)) fail('signatures not sorted and unique');
        for (const ref of op.utxoIDs) spend(utxoIdBytes(ref.txID, ref.outputIndex));
      }
      numCreds += u.ops.length;
      break;
    }
    case 'ImportTx': {
      verifyAtomic(u.importedInputs.length, 'no import inputs', u.sourceChain);
      for (const i of u.importedInputs) spend(utxoIdBytes(i.txID, i.outputIndex));
      numCreds += u.importedInputs.length;
      break;
    }
    case 'ExportTx':
      verifyAtomic(u.exportedOutputs.length, 'no export outputs', u.destinationChain);
      break;
  }
  if (tx.credentials.length !== numCreds) fail(`wrong number of credentials: ${tx.credentials.length} != ${numCreds}`);

  // --- semantic: inputs exist, match, are unlocked and correctly signed
  const unsignedBytes = avmUnsignedBytesOf(bytes);
  const digest = sha256(unsignedBytes);
  const effects: TxEffects = {
    txID,
    bytes,
    tx,
    consumed: [],
    produced: [],
    atomicConsumed: [],
    atomicPuts: [],
    signatures: [],
  };

  const spendLocal = (inp: TransferableInput, cred: Credential): void => {
    const utxoID = utxoIdBytes(inp.txID, inp.outputIndex);
    const stored = env.getUtxo(utxoID);
    if (!stored) return fail(`failed to verify transfer: failed to get utxo ${idToString(utxoID)}: not found`);
    if (!bytesEqual(stored.assetID, inp.assetID))
      fail('attempting to consume an asset with a different asset ID than the UTXO');
    const out = decodeStored(stored);
    if (out.kind !== 'secp256k1fx.TransferOutput') return fail('wrong utxo type');
    if (cred.kind !== 'secp256k1fx.Credential') fail('wrong credential type');
    if (inp.input.kind !== 'secp256k1fx.TransferInput') return fail('wrong input type');
    if (out.amount !== inp.input.amount) fail('utxo amount and input amount are not equal');
    verifyCredential(unsignedBytes, digest, inp.input.sigIndices, cred, out.owners, env.nowSec, effects.signatures);
    effects.consumed.push({ utxoID, assetID: stored.assetID, owners: out.owners.addrs });
  };

  b.inputs.forEach((inp, k) => spendLocal(inp, tx.credentials[k] as Credential));

  let outputIndex = 0;
  const produce = (assetID: Uint8Array, output: Output): void => {
    const utxo = { txID, outputIndex, assetID, output };
    effects.produced.push({
      utxo: { utxoID: utxoIdBytes(txID, outputIndex), txID, outputIndex, assetID, bytes: encodeAvmUtxo(utxo) },
      owners: ownersOfOutput(output).addrs,
    });
    outputIndex++;
  };
  for (const o of b.outputs) produce(o.assetID, o.output);

  switch (u.kind) {
    case 'CreateAssetTx':
      for (const st of u.initialStates) for (const o of st.outputs) produce(txID, o);
      effects.asset = { assetID: txID, name: u.name, symbol: u.symbol, denomination: u.denomination };
      break;
    case 'OperationTx':
      u.ops.forEach((op, k) => {
        const cred = tx.credentials[b.inputs.length + k] as Credential;
        const ref = op.utxoIDs[0]!;
        const utxoID = utxoIdBytes(ref.txID, ref.outputIndex);
        const stored = env.getUtxo(utxoID);
        // State.GetUTXO's error as is: the node adds nothing for an operation's UTXO.
        if (!stored) return fail('not found');
        if (!bytesEqual(stored.assetID, op.assetID)) fail("asset IDs in the input don't match the utxo");
        const utxoOut = decodeStored(stored);
        const credKind = verifyOperationAgainstUtxo(op.op, utxoOut);
        if (cred.kind !== credKind) fail('wrong credential type');
        verifyCredential(
          unsignedBytes,
          digest,
          op.op.sigIndices,
          cred,
          ownersOfOutput(utxoOut),
          env.nowSec,
          effects.signatures,
        );
        effects.consumed.push({ utxoID, assetID: stored.assetID, owners: ownersOfOutput(utxoOut).addrs });
        for (const o of avmOperationOutputs(op.op)) produce(op.assetID, o);
      });
      break;
    case 'ImportTx':
      u.importedInputs.forEach((inp, k) => {
        const cred = tx.credentials[b.inputs.length + k] as Credential;
        const atomic = env.getAtomic(inp.txID, inp.outputIndex);
        // SharedMemory.Get's error as is.
        if (!atomic || !bytesEqual(atomic.sourceChain, u.sourceChain)) return fail('not found');
        let out: Output;
        try {
          const decoded = decodeStoredBytes(atomic.bytes);
          if (!bytesEqual(decoded.assetID, inp.assetID))
            fail('attempting to consume an asset with a different asset ID than the UTXO');
          out = decoded.output;
        } catch (e) {
          if (e instanceof NodeError) throw e;
          return fail('failed to parse imported UTXO');
        }
        if (out.kind !== 'secp256k1fx.TransferOutput') return fail('wrong utxo type');
        if (cred.kind !== 'secp256k1fx.Credential') fail('wrong credential type');
        if (inp.input.kind !== 'secp256k1fx.TransferInput') return fail('wrong input type');
        if (out.amount !== inp.input.amount) fail('utxo amount and input amount are not equal');
        verifyCredential(unsignedBytes, digest, inp.input.sigIndices, cred, out.owners, env.nowSec, effects.signatures);
        effects.atomicConsumed.push({
          sourceChain: u.sourceChain,
          txID: inp.txID,
          outputIndex: inp.outputIndex,
          owners: out.owners.addrs,
          assetID: inp.assetID,
        });
      });
      break;
    case 'ExportTx':
      for (const o of u.exportedOutputs) {
        const utxo = { txID, outputIndex, assetID: o.assetID, output: o.output };
        effects.atomicPuts.push({
          txID,
          outputIndex,
          sourceChain: env.chainID,
          destinationChain: u.destinationChain,
          bytes: encodeAvmUtxo(utxo),
          addresses: ownersOfOutput(o.output).addrs,
        });
        outputIndex++;
      }
      break;
    case 'BaseTx':
      break;
  }
  return effects;
}

function decodeStoredBytes(bytes: Uint8Array) {
  return decodeAvmUtxo(bytes);
}

function decodeStored(stored: StoredUtxo): Output {
  return decodeAvmUtxo(stored.bytes).output;
}
