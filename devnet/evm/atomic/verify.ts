// coreth's checks for an atomic tx entering the mempool (atomic Verify, the semantic verifier, the
// EVM state transfer and the mempool's conflict check), with coreth's error words. Pure over `env`:
// it reads balances, nonces and shared memory, and returns the effects for the chain to apply.
import { sha256 } from '@noble/hashes/sha2.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { outputOwnersError, utxoIdBytes, type OutputOwners } from '@/lib/codec/avax';
import { CodecError } from '@/lib/codec/errors';
import { bytesEqual, idToString } from '@/lib/codec/ids';
import { recoverAddress, recoverPublicKey } from '@/lib/codec/secp256k1';
import {
  X2C_RATE,
  atomicCanonicalOrderError,
  atomicTxFee,
  atomicUnsignedBytesOf,
  decodeAtomicUtxo,
  encodeAtomicUtxo,
  atomicUtxoOf,
  type AtomicTx,
} from '@/lib/codec/evm-atomic';
import { NodeError, type AtomicUtxo } from '../../core/contracts';

export interface AtomicVerifyEnv {
  networkID: number;
  /** This chain (the C-chain). */
  chainID: Uint8Array;
  avaxAssetID: Uint8Array;
  /** Chains of the same subnet it may import from and export to (X, P). */
  peers: Uint8Array[];
  baseFeeWei: bigint;
  nowSec: bigint;
  /** An atomic UTXO waiting for this chain, or undefined. */
  getAtomic(txID: Uint8Array, outputIndex: number): AtomicUtxo | undefined;
  /** UTXO ids (hex) spent by atomic txs accepted but not yet in a block. */
  pendingSpent: ReadonlySet<string>;
  /** Balance in wei and nonce the next block starts from; `hasPendingTxs`: EVM txs of the address wait to be mined. */
  account(address: Uint8Array): Promise<{ balanceWei: bigint; nonce: bigint; hasPendingTxs: boolean }>;
}

/** What accepting the tx changes. */
export interface AtomicEffects {
  txID: Uint8Array;
  bytes: Uint8Array;
  tx: AtomicTx;
  /** EVM balance changes in wei (credit > 0, debit < 0) and nonces to set, per 0x address. */
  balanceDeltas: Map<string, bigint>;
  nonces: Map<string, bigint>;
  /** Shared-memory UTXOs this chain consumes (imports) and puts for other chains (exports). */
  consumed: { txID: Uint8Array; outputIndex: number }[];
  puts: AtomicUtxo[];
}

const fail = (msg: string): never => {
  throw new NodeError(msg);
};
const hex = (b: Uint8Array): string => Buffer.from(b).toString('hex');
const evmAddressKey = (a: Uint8Array): string => `0x${hex(a)}`;

/** The 20-byte EVM address of a 33-byte compressed secp256k1 public key. */
function ethAddressOf(pub33: Uint8Array): Uint8Array {
  const uncompressed = secp256k1.Point.fromBytes(pub33).toBytes(false);
  return keccak_256(uncompressed.subarray(1)).subarray(12);
}

/** secp256k1fx.Fx.VerifyTransfer for an imported input against the UTXO it spends. */
function verifyTransfer(
  digest: Uint8Array,
  input: { amount: bigint; sigIndices: number[] },
  sigs: Uint8Array[],
  out: { amount: bigint; owners: OutputOwners },
  nowSec: bigint,
): void {
  const w = (m: string): never => fail(`import tx transfer failed verification: ${m}`);
  if (out.amount !== input.amount) w('utxo amount and input amount are not equal');
  if (out.owners.locktime > nowSec) w('output is time locked');
  if (input.sigIndices.length > out.owners.threshold) w('input has more signers than expected');
  if (input.sigIndices.length < out.owners.threshold) w('input has less signers than expected');
  if (input.sigIndices.length !== sigs.length)
    w('input expected a different number of signers than provided in the credential');
  input.sigIndices.forEach((idx, i) => {
    const expected = out.owners.addrs[idx];
    if (expected === undefined) return w('input referenced a nonexistent address in the output');
    let signer: Uint8Array;
    try {
      signer = recoverAddress(digest, sigs[i] as Uint8Array);
    } catch (e) {
      return w((e as CodecError).message);
    }
    if (!bytesEqual(signer, expected)) w('wrong signature');
  });
}

export async function verifyAtomicTx(tx: AtomicTx, bytes: Uint8Array, env: AtomicVerifyEnv): Promise<AtomicEffects> {
  const u = tx.unsigned;
  const avax = env.avaxAssetID;
  const isPeer = (c: Uint8Array) => !bytesEqual(c, env.chainID) && env.peers.some((p) => bytesEqual(p, c));
  const txID = sha256(bytes);
  const effects: AtomicEffects = {
    txID,
    bytes,
    tx,
    balanceDeltas: new Map(),
    nonces: new Map(),
    consumed: [],
    puts: [],
  };
  const digest = sha256(atomicUnsignedBytesOf(bytes));

  // Syntactic rules (UnsignedImportTx.Verify / UnsignedExportTx.Verify, Banff and later).
  if (u.kind === 'ImportTx') {
    if (u.importedInputs.length === 0) fail('tx has no imported inputs');
    if (u.networkID !== env.networkID) fail('tx was issued with a different network ID');
    if (!bytesEqual(u.blockchainID, env.chainID)) fail('tx has wrong chain ID');
    if (u.outs.length === 0) fail('tx has no EVM outputs');
    if (!isPeer(u.sourceChain)) fail('tx has wrong chain ID');
    for (const o of u.outs) {
      if (o.amount === 0n) fail('EVM Output failed verification: output has no value');
      if (bytesEqual(o.assetID, new Uint8Array(32)))
        fail('EVM Output failed verification: empty asset ID is not valid');
      if (!bytesEqual(o.assetID, avax)) fail('import output cannot contain non-AVAX in Banff');
    }
    for (const i of u.importedInputs) {
      if (i.input.kind !== 'secp256k1fx.TransferInput') fail('atomic input failed verification: wrong input type');
      if (i.input.kind === 'secp256k1fx.TransferInput' && i.input.amount === 0n)
        fail('atomic input failed verification: input has no value');
      if (!bytesEqual(i.assetID, avax)) fail('import input cannot contain non-AVAX in Banff');
    }
  } else {
    if (u.exportedOutputs.length === 0) fail('tx has no export outputs');
    if (u.networkID !== env.networkID) fail('tx was issued with a different network ID');
    if (!bytesEqual(u.blockchainID, env.chainID)) fail('tx has wrong chain ID');
    if (!isPeer(u.destinationChain)) fail('tx has wrong chain ID');
    for (const i of u.ins) {
      if (i.amount === 0n) fail('input has no value');
      if (bytesEqual(i.assetID, new Uint8Array(32))) fail('empty asset ID is not valid');
      if (!bytesEqual(i.assetID, avax)) fail('export input cannot contain non-AVAX in Banff');
    }
    for (const o of u.exportedOutputs) {
      if (o.output.kind !== 'secp256k1fx.TransferOutput') return fail('unknown output type');
      if (o.output.amount === 0n) fail('output has no value');
      const ownersErr = outputOwnersError(o.output.owners);
      if (ownersErr) fail(ownersErr);
      if (!bytesEqual(o.assetID, avax)) fail('export output cannot contain non-AVAX in Banff');
    }
  }
  const order = atomicCanonicalOrderError(u);
  if (order) fail(order);

  // Flow: what goes in covers what comes out plus the fee at the current base fee.
  const fee = atomicTxFee(tx, env.baseFeeWei);
  const consumed =
    u.kind === 'ImportTx'
      ? u.importedInputs.reduce((s, i) => s + (i.input.kind === 'secp256k1fx.TransferInput' ? i.input.amount : 0n), 0n)
      : u.ins.reduce((s, i) => s + i.amount, 0n);
  const produced =
    u.kind === 'ImportTx'
      ? u.outs.reduce((s, o) => s + o.amount, 0n)
      : u.exportedOutputs.reduce(
          (s, o) => s + (o.output.kind === 'secp256k1fx.TransferOutput' ? o.output.amount : 0n),
          0n,
        );
  const what = u.kind === 'ImportTx' ? 'import' : 'export';
  if (consumed >= 1n << 64n || produced + fee >= 1n << 64n) fail(`${what} tx flow check failed due to: math: overflow`);
  if (produced + fee > consumed) {
    fail(
      `${what} tx flow check failed due to: insufficient funds: asset ${idToString(avax)} consumed ${consumed} but produced ${produced} plus a fee of ${fee}`,
    );
  }

  const inputs = u.kind === 'ImportTx' ? u.importedInputs.length : u.ins.length;
  if (tx.credentials.length !== inputs) {
    fail(`${what} tx contained mismatched number of inputs/credentials (${inputs} vs. ${tx.credentials.length})`);
  }

  if (u.kind === 'ImportTx') {
    for (const [k, inp] of u.importedInputs.entries()) {
      const au = env.getAtomic(inp.txID, inp.outputIndex);
      if (!au || !bytesEqual(au.sourceChain, u.sourceChain))
        fail(`failed to fetch import UTXOs from ${idToString(u.sourceChain)} due to: not found`);
      const stored = au as AtomicUtxo;
      let utxo;
      try {
        utxo = decodeAtomicUtxo(stored.bytes);
      } catch (e) {
        return fail(`failed to unmarshal UTXO: ${(e as Error).message}`);
      }
      if (!bytesEqual(utxo.assetID, inp.assetID)) fail("asset IDs in the input don't match the utxo");
      if (utxo.output.kind !== 'secp256k1fx.TransferOutput')
        return fail('import tx transfer failed verification: wrong utxo type');
      if (inp.input.kind !== 'secp256k1fx.TransferInput')
        return fail('import tx transfer failed verification: wrong input type');
      verifyTransfer(digest, inp.input, tx.credentials[k]?.sigs ?? [], utxo.output, env.nowSec);
      if (env.pendingSpent.has(hex(utxoIdBytes(inp.txID, inp.outputIndex)))) {
        fail(
          `conflict present: issued tx (${idToString(txID)}) spends a UTXO an accepted tx waiting for its block already spends`,
        );
      }
      effects.consumed.push({ txID: inp.txID, outputIndex: inp.outputIndex });
    }
    return { ...effects, ...atomicStateChanges(tx) };
  }

  for (const [k, inp] of u.ins.entries()) {
    const sigs = tx.credentials[k]?.sigs ?? [];
    if (sigs.length !== 1) fail(`expected one signature for EVM Input Credential, but found: ${sigs.length}`);
    let pub: Uint8Array;
    try {
      pub = recoverPublicKey(digest, sigs[0] as Uint8Array);
    } catch (e) {
      return fail((e as CodecError).message);
    }
    if (!bytesEqual(ethAddressOf(pub), inp.address)) fail("signature doesn't match public key");
  }
  // EVMStateTransfer: each input's balance must cover it and its nonce must be the account's.
  const spentBy = new Map<string, bigint>();
  for (const inp of u.ins) {
    const key = evmAddressKey(inp.address);
    const acct = await env.account(inp.address);
    const wei = inp.amount * X2C_RATE;
    const already = spentBy.get(key) ?? 0n;
    if (acct.balanceWei - already < wei) fail('insufficient funds');
    if (acct.nonce !== inp.nonce || acct.hasPendingTxs) fail('invalid nonce');
    spentBy.set(key, already + wei);
  }
  u.exportedOutputs.forEach((o, i) => {
    const utxo = atomicUtxoOf(txID, i, o);
    effects.puts.push({
      txID,
      outputIndex: i,
      sourceChain: env.chainID,
      destinationChain: u.destinationChain,
      bytes: encodeAtomicUtxo(utxo),
      addresses: o.output.kind === 'secp256k1fx.TransferOutput' ? o.output.owners.addrs : [],
    });
  });
  return { ...effects, ...atomicStateChanges(tx) };
}

/**
 * The EVM state an accepted atomic tx changes (EVMStateTransfer): imports credit amount × 1e9 wei,
 * exports debit it and set each input address's nonce to its nonce + 1. The same function drives
 * acceptance and replay, so both give EDR the same state. Only AVAX exists on the C-chain since Banff.
 */
export function atomicStateChanges(tx: AtomicTx): { balanceDeltas: Map<string, bigint>; nonces: Map<string, bigint> } {
  const balanceDeltas = new Map<string, bigint>();
  const nonces = new Map<string, bigint>();
  const add = (a: Uint8Array, d: bigint) =>
    balanceDeltas.set(evmAddressKey(a), (balanceDeltas.get(evmAddressKey(a)) ?? 0n) + d);
  const u = tx.unsigned;
  if (u.kind === 'ImportTx') for (const o of u.outs) add(o.address, o.amount * X2C_RATE);
  else {
    for (const i of u.ins) {
      add(i.address, -i.amount * X2C_RATE);
      nonces.set(evmAddressKey(i.address), i.nonce + 1n);
    }
  }
  return { balanceDeltas, nonces };
}
