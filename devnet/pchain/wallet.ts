// Builds spends for txs this devnet signs itself (genesis stakers, activity): picks UTXOs of a key,
// sorts inputs and outputs canonically, adds change, and signs.
import { AVAX_ASSET_ID, P_CHAIN_ID } from '@/devnet/genesis/constants';
import { type BaseTxFields, type TransferableInput, type TransferableOutput, compareUtxoIds } from '@/lib/codec/avax';
import { sortPvmTransferableOutputs } from '@/lib/codec/pvm';
import { addressOfPrivateKey } from '@/lib/codec/secp256k1';
import type { PState } from './state';
import { type Owners, transferInput, transferOutput } from './utxo';

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

export function avaxOut(amount: bigint, owners: Owners, stakeLocktime = 0n): TransferableOutput {
  return { assetID: AVAX_ASSET_ID, output: transferOutput(amount, owners, stakeLocktime) };
}

export interface Spend {
  ins: TransferableInput[];
  /** Private keys per input, in input order. */
  signers: Uint8Array[][];
  /** Value consumed beyond `amount + fee`, returned as change. */
  change: bigint;
}

/**
 * Chooses spendable UTXOs of `key` worth at least `amount + fee` (largest first). Locked-but-expired
 * stakeable UTXOs are spent with a matching LockIn. Throws when the key cannot pay.
 */
export function selectUtxos(
  state: PState,
  key: PKey,
  amount: bigint,
  fee: bigint,
  chainTime: bigint,
  exclude = new Set<string>(),
): Spend {
  const need = amount + fee;
  const candidates = state
    .utxosOf(key.addr, new Uint8Array(0), 10_000)
    .filter(
      (u) =>
        u.owners.threshold === 1 &&
        u.owners.addrs.length === 1 &&
        u.owners.locktime <= chainTime &&
        u.stakeLocktime <= chainTime,
    )
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
  picked.sort(compareUtxoIds);
  return {
    ins: picked.map((u) => ({
      txID: u.txID,
      outputIndex: u.outputIndex,
      assetID: u.assetID,
      input: transferInput(u.amount, [0], u.stakeLocktime),
    })),
    signers: picked.map(() => [key.priv]),
    change: total - need,
  };
}

/** BaseTx fields that spend `spend`'s inputs, pay `outs`, and pay its change, if any, back to `payer`. */
export function spendingBase(
  networkID: number,
  spend: Spend,
  payer: PKey,
  outs: TransferableOutput[] = [],
): BaseTxFields {
  const change = spend.change > 0n ? [avaxOut(spend.change, ownerOf(payer.addr))] : [];
  return baseFields(networkID, spend.ins, [...outs, ...change]);
}

export function baseFields(
  networkID: number,
  ins: TransferableInput[],
  outs: TransferableOutput[],
  memo = new Uint8Array(0),
): BaseTxFields {
  return { networkID, blockchainID: P_CHAIN_ID, inputs: ins, outputs: sortPvmTransferableOutputs(outs), memo };
}
