// vms/avm/utxo/spender.go: turning a user's UTXOs into inputs and operations, with the signer
// lists each needs. Pure functions over decoded UTXOs; errors carry the node's messages.
import { sortTransferableInputsWithSigners, type OutputOwners, type TransferableInput, type Utxo } from '@/lib/codec/avax';
import { sortAvmOperationsWithSigners } from '@/lib/codec/avm/canonical';
import type { AvmOperation } from '@/lib/codec/avm/types';
import { bytesEqual, idToString } from '@/lib/codec/ids';
import { NodeError } from '../core/contracts';
import type { Keychain } from './keychain';

export const ERR_CANT_MINT = "provided addresses don't have the authority to mint the provided asset";
export const ERR_INSUFFICIENT_FUNDS = 'insufficient funds';

const U64_MAX = (1n << 64n) - 1n;
export const hexKey = (b: Uint8Array): string => Buffer.from(b.buffer, b.byteOffset, b.byteLength).toString('hex');

/** Asset (hex id) → amount. */
export type Amounts = Map<string, bigint>;

export interface Spent {
  amountsSpent: Amounts;
  inputs: TransferableInput[];
  signers: Uint8Array[][];
}

export interface Ops {
  ops: AvmOperation[];
  signers: Uint8Array[][];
}

/** One owner paying to a single address, as the node's user methods create them. */
export function ownedBy(addr: Uint8Array): OutputOwners {
  return { locktime: 0n, threshold: 1, addrs: [addr] };
}

function add(a: bigint, b: bigint): bigint {
  const s = a + b;
  if (s > U64_MAX) throw new NodeError('spent amount overflows uint64');
  return s;
}

function collect(utxos: Utxo[], kc: Keychain, nowSec: bigint, wanted: (assetHex: string, spent: bigint) => boolean): Spent {
  const amountsSpent: Amounts = new Map();
  const inputs: TransferableInput[] = [];
  const signers: Uint8Array[][] = [];
  for (const u of utxos) {
    const asset = hexKey(u.assetID);
    const spent = amountsSpent.get(asset) ?? 0n;
    if (!wanted(asset, spent)) continue;
    if (u.output.kind !== 'secp256k1fx.TransferOutput') continue;
    const m = kc.match(u.output.owners, nowSec);
    if (!m) continue;
    amountsSpent.set(asset, add(spent, u.output.amount));
    inputs.push({
      txID: u.txID,
      outputIndex: u.outputIndex,
      assetID: u.assetID,
      input: { kind: 'secp256k1fx.TransferInput', amount: u.output.amount, sigIndices: m.sigIndices },
    });
    signers.push(m.keys);
  }
  const sorted = sortTransferableInputsWithSigners(inputs, signers);
  return { amountsSpent, inputs: sorted.inputs, signers: sorted.signers };
}

/** Spend: enough secp transfer UTXOs to cover every amount, or the node's shortfall error. */
export function spend(utxos: Utxo[], kc: Keychain, amounts: Amounts, nowSec: bigint): Spent {
  const s = collect(utxos, kc, nowSec, (asset, spent) => spent < (amounts.get(asset) ?? 0n));
  for (const [asset, amount] of amounts) {
    const have = s.amountsSpent.get(asset) ?? 0n;
    if (have < amount) {
      throw new NodeError(`want to spend ${amount} of asset ${idToString(Buffer.from(asset, 'hex'))} but only have ${have}`);
    }
  }
  return s;
}

/** SpendAll: every secp transfer UTXO the keychain can spend (imports). */
export function spendAll(utxos: Utxo[], kc: Keychain, nowSec: bigint): Spent {
  return collect(utxos, kc, nowSec, () => true);
}

function sortedOps(ops: AvmOperation[], signers: Uint8Array[][]): Ops {
  const s = sortAvmOperationsWithSigners(ops, signers);
  return { ops: s.ops, signers: s.signers };
}

/** Mint: one secp MintOperation per asset, on a minter set the keychain satisfies. */
export function mint(utxos: Utxo[], kc: Keychain, assetID: Uint8Array, amount: bigint, to: Uint8Array, nowSec: bigint): Ops {
  for (const u of utxos) {
    if (!bytesEqual(u.assetID, assetID) || u.output.kind !== 'secp256k1fx.MintOutput') continue;
    const m = kc.match(u.output.owners, nowSec);
    if (!m) continue;
    const op: AvmOperation = {
      assetID,
      utxoIDs: [{ txID: u.txID, outputIndex: u.outputIndex }],
      op: {
        kind: 'secp256k1fx.MintOperation',
        sigIndices: m.sigIndices,
        mintOutput: u.output.owners,
        transferOutput: { amount, owners: ownedBy(to) },
      },
    };
    return sortedOps([op], [m.keys]);
  }
  throw new NodeError(ERR_CANT_MINT);
}

/** MintNFT: one nftfx MintOperation on the first group the keychain may mint. */
export function mintNFT(utxos: Utxo[], kc: Keychain, assetID: Uint8Array, payload: Uint8Array, to: Uint8Array, nowSec: bigint): Ops {
  for (const u of utxos) {
    if (!bytesEqual(u.assetID, assetID) || u.output.kind !== 'nftfx.MintOutput') continue;
    const m = kc.match(u.output.owners, nowSec);
    if (!m) continue;
    const op: AvmOperation = {
      assetID,
      utxoIDs: [{ txID: u.txID, outputIndex: u.outputIndex }],
      op: { kind: 'nftfx.MintOperation', sigIndices: m.sigIndices, groupID: u.output.groupID, payload, outputs: [ownedBy(to)] },
    };
    return sortedOps([op], [m.keys]);
  }
  throw new NodeError(ERR_CANT_MINT);
}

/** SpendNFT: transfers one token of `groupID` held by the keychain. */
export function spendNFT(utxos: Utxo[], kc: Keychain, assetID: Uint8Array, groupID: number, to: Uint8Array, nowSec: bigint): Ops {
  for (const u of utxos) {
    if (!bytesEqual(u.assetID, assetID) || u.output.kind !== 'nftfx.TransferOutput' || u.output.groupID !== groupID) continue;
    const m = kc.match(u.output.owners, nowSec);
    if (!m) continue;
    const op: AvmOperation = {
      assetID,
      utxoIDs: [{ txID: u.txID, outputIndex: u.outputIndex }],
      op: {
        kind: 'nftfx.TransferOperation',
        sigIndices: m.sigIndices,
        output: { groupID: u.output.groupID, payload: u.output.payload, owners: ownedBy(to) },
      },
    };
    return sortedOps([op], [m.keys]);
  }
  throw new NodeError(ERR_INSUFFICIENT_FUNDS);
}
