// Builds spends for txs this devnet signs itself (genesis stakers, activity): picks UTXOs of a key,
// sorts inputs and outputs canonically, adds change, and signs.
import { AVAX_ASSET_ID, P_CHAIN_ID } from '@/devnet/genesis/constants';

import { CodecWriter } from '@/lib/codec/writer';
import { compareBytes } from '@/lib/codec/ids';
import { addressOfPrivateKey } from '@/lib/codec/secp256k1';
import type { PState } from './state';
import type { PBase, PInput, POutput } from './txs';
import { type Owners, utxoIdOf, writeOwners } from './utxo';

export interface PKey {
  priv: Uint8Array;
  addr: Uint8Array;
}

export function keyOf(priv: Uint8Array): PKey {
  return { priv, addr: addressOfPrivateKey(priv) };
}

export function ownerOf(addr: Uint8Array): Owners {
  return { locktime: 0n, threshold: 1, addrs: [addr] };
}

export function avaxOut(amount: bigint, owners: Owners, stakeLocktime = 0n): POutput {
  return { assetID: AVAX_ASSET_ID, amount, owners, stakeLocktime };
}

function outputKey(o: POutput): Uint8Array {
  const w = new CodecWriter(96);
  w.fixed(o.assetID);
  if (o.stakeLocktime > 0n) w.u32(22).u64(o.stakeLocktime);
  w.u32(7).u64(o.amount);
  writeOwners(w, o.owners);
  return w.finish();
}

/** avax.SortTransferableOutputs order (asset id, then the serialised output). */
export function sortOutputs(outs: POutput[]): POutput[] {
  return [...outs].sort((a, b) => compareBytes(outputKey(a), outputKey(b)));
}

export interface Spend {
  ins: PInput[];
  /** Private keys per input, in input order. */
  signers: Uint8Array[][];
  /** Value consumed beyond `amount + fee`, returned as change. */
  change: bigint;
}

/**
 * Chooses spendable UTXOs of `key` worth at least `amount + fee` (largest first). Locked-but-expired
 * stakeable UTXOs are spent with a matching LockIn. Throws when the key cannot pay.
 */
export function selectUtxos(state: PState, key: PKey, amount: bigint, fee: bigint, chainTime: bigint, exclude = new Set<string>()): Spend {
  const need = amount + fee;
  const candidates = state.utxosOf(key.addr, new Uint8Array(0), 10_000)
    .filter((u) => u.owners.threshold === 1 && u.owners.addrs.length === 1 && u.owners.locktime <= chainTime && u.stakeLocktime <= chainTime)
    .filter((u) => !exclude.has(Buffer.from(u.utxoID).toString('hex')))
    .sort((a, b) => (a.amount < b.amount ? 1 : a.amount > b.amount ? -1 : 0));
  const picked: typeof candidates = [];
  let total = 0n;
  for (const u of candidates) {
    if (total >= need) break;
    picked.push(u);
    total += u.amount;
  }
  if (total < need) throw new Error(`key ${Buffer.from(key.addr).toString('hex')} holds ${total} nAVAX, needs ${need}`);
  picked.sort((a, b) => compareBytes(utxoIdOf(a.txID, a.outputIndex), utxoIdOf(b.txID, b.outputIndex)));
  return {
    ins: picked.map((u) => ({ txID: u.txID, outputIndex: u.outputIndex, assetID: u.assetID, amount: u.amount, sigIndices: [0], stakeLocktime: u.stakeLocktime })),
    signers: picked.map(() => [key.priv]),
    change: total - need,
  };
}

export function baseFields(networkID: number, ins: PInput[], outs: POutput[], memo = new Uint8Array(0)): PBase {
  return { networkID, blockchainID: P_CHAIN_ID, ins, outs: sortOutputs(outs), memo };
}
