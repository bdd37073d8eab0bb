// vms/avm/utxo/spender.go: turning a user's UTXOs into inputs and operations, with the signer
// lists each needs. Pure functions over decoded UTXOs; errors carry the node's messages.
import {
  sortTransferableInputsWithSigners,
  type Output,
  type OutputOwners,
  type TransferableInput,
  type Utxo,
  secpInputSpending,
} from '@/lib/codec/avax';
import { sortAvmOperationsWithSigners } from '@/lib/codec/avm/canonical';
import type { AvmOperation, Operation } from '@/lib/codec/avm/types';
import { bytesEqual, idToString } from '@/lib/codec/ids';
import { NodeError } from '../core/contracts';
import type { Keychain } from './keychain';

const ERR_CANT_MINT = "provided addresses don't have the authority to mint the provided asset";
const ERR_INSUFFICIENT_FUNDS = 'insufficient funds';

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

function fail(message: string): never {
  throw new NodeError(message);
}

function add(a: bigint, b: bigint): bigint {
  const s = a + b;
  if (s > U64_MAX) throw new NodeError('spent amount overflows uint64');
  return s;
}

function collect(
  utxos: Utxo[],
  kc: Keychain,
  nowSec: bigint,
  wanted: (assetHex: string, spent: bigint) => boolean,
): Spent {
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
    inputs.push(secpInputSpending(u, u.output.amount, m.sigIndices));
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
      throw new NodeError(
        `want to spend ${amount} of asset ${idToString(Buffer.from(asset, 'hex'))} but only have ${have}`,
      );
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

type OwnedKind = 'secp256k1fx.MintOutput' | 'nftfx.MintOutput' | 'nftfx.TransferOutput';
// Every owned kind has owners; spelling it out lets the generic body read them.
type Owned<K extends OwnedKind> = Extract<Output, { kind: K }> & { owners: OutputOwners };
const isKind = <K extends OwnedKind>(o: Output, kind: K): o is Owned<K> => o.kind === kind;

/**
 * The operation `opFor` makes of the first `kind` UTXO of `assetID` that `accepts` and the keychain
 * can sign for; undefined when there is none.
 */
function firstOperation<K extends OwnedKind>(
  utxos: Utxo[],
  kc: Keychain,
  nowSec: bigint,
  assetID: Uint8Array,
  kind: K,
  opFor: (out: Owned<K>, sigIndices: number[]) => Operation,
  accepts: (out: Owned<K>) => boolean = () => true,
): Ops | undefined {
  for (const u of utxos) {
    if (!bytesEqual(u.assetID, assetID) || !isKind(u.output, kind) || !accepts(u.output)) continue;
    const m = kc.match(u.output.owners, nowSec);
    if (!m) continue;
    return sortedOps(
      [{ assetID, utxoIDs: [{ txID: u.txID, outputIndex: u.outputIndex }], op: opFor(u.output, m.sigIndices) }],
      [m.keys],
    );
  }
  return undefined;
}

/** Mint: one secp MintOperation per asset, on a minter set the keychain satisfies. */
export function mint(
  utxos: Utxo[],
  kc: Keychain,
  assetID: Uint8Array,
  amount: bigint,
  to: Uint8Array,
  nowSec: bigint,
): Ops {
  const op = (out: Owned<'secp256k1fx.MintOutput'>, sigIndices: number[]): Operation => ({
    kind: 'secp256k1fx.MintOperation',
    sigIndices,
    mintOutput: out.owners,
    transferOutput: { amount, owners: ownedBy(to) },
  });
  return firstOperation(utxos, kc, nowSec, assetID, 'secp256k1fx.MintOutput', op) ?? fail(ERR_CANT_MINT);
}

/** MintNFT: one nftfx MintOperation on the first group the keychain may mint. */
export function mintNFT(
  utxos: Utxo[],
  kc: Keychain,
  assetID: Uint8Array,
  payload: Uint8Array,
  to: Uint8Array,
  nowSec: bigint,
): Ops {
  const op = (out: Owned<'nftfx.MintOutput'>, sigIndices: number[]): Operation => ({
    kind: 'nftfx.MintOperation',
    sigIndices,
    groupID: out.groupID,
    payload,
    outputs: [ownedBy(to)],
  });
  return firstOperation(utxos, kc, nowSec, assetID, 'nftfx.MintOutput', op) ?? fail(ERR_CANT_MINT);
}

/** SpendNFT: transfers one token of `groupID` held by the keychain. */
export function spendNFT(
  utxos: Utxo[],
  kc: Keychain,
  assetID: Uint8Array,
  groupID: number,
  to: Uint8Array,
  nowSec: bigint,
): Ops {
  const transfer = (out: Owned<'nftfx.TransferOutput'>, sigIndices: number[]): Operation => ({
    kind: 'nftfx.TransferOperation',
    sigIndices,
    output: { groupID: out.groupID, payload: out.payload, owners: ownedBy(to) },
  });
  return (
    firstOperation(utxos, kc, nowSec, assetID, 'nftfx.TransferOutput', transfer, (out) => out.groupID === groupID) ??
    fail(ERR_INSUFFICIENT_FUNDS)
  );
}
