// Who signed a delivered message. The signed Warp message rides in the delivery tx's access list (the
// Warp precompile's predicate, packed as subnet-evm packs it); its bit set names validators of the
// signing set in canonical order. The set is read at the height the destination's next block uses:
// when the BLS aggregate verifies against it, the names are proven; otherwise the set changed since
// and only the count and weight the bit set claims are given.
import type { NodeClient } from '@/lib/client';
import { idToString } from '@/lib/codec';
import {
  decodeSignedWarpMessage,
  decodeSigners,
  encodeUnsignedWarpMessage,
  verifyBitSetSignature,
  warpMessageId,
  type SignedWarpMessage,
} from '@/lib/codec/warp';
import { DEFAULT_QUORUM, quorumWeight } from './quorum';
import { signingSet, targetOf, warpSetOf } from './pending';

/** The Warp precompile (subnet-evm and coreth), whose access-list entries carry predicates. */
export const WARP_PRECOMPILE = '0x0200000000000000000000000000000000000005';
const DELIMITER = 0xff;

export interface SignaturesReport {
  /** The tx that delivered the message, on the destination chain. */
  delivery: { chain: string; txHash: string };
  subnetID: string;
  pChainHeight: string;
  heightSource: 'proposervm' | 'p-chain tip';
  /** Bits set in the aggregate's signer set. */
  signerCount: number;
  /** The BLS aggregate verifies against the set read: the signers below are the ones that signed. */
  verified: boolean;
  /** Why it did not verify (the set changed since delivery, most often). */
  reason: string | null;
  /** Signers by node id (several node ids share a key: one entry), when verified. */
  signers: { nodeIDs: string[]; weight: bigint }[];
  /** Validators of the set that did not sign (verified only). */
  missing: { nodeIDs: string[]; weight: bigint }[];
  signedWeight: bigint;
  totalWeight: bigint;
  neededWeight: bigint;
}

/** A predicate's bytes from its storage keys: the bytes, 0xff, zero padding (null when not so packed). */
export function unpackWarpPredicate(keys: readonly string[]): Uint8Array | null {
  if (keys.length === 0 || keys.some((k) => !/^0x[0-9a-fA-F]{64}$/.test(k))) return null;
  const all = Buffer.from(keys.map((k) => k.slice(2)).join(''), 'hex');
  let end = all.length - 1;
  while (end >= 0 && all[end] === 0) end--;
  if (end < 0 || all[end] !== DELIMITER || all.length - end > 32) return null;
  return new Uint8Array(all.subarray(0, end));
}

interface AccessListEntry {
  address?: unknown;
  storageKeys?: unknown;
}

/** The signed Warp messages a tx carries, in access-list order (entries that do not decode are left out). */
export function warpMessagesOf(tx: { accessList?: unknown }): SignedWarpMessage[] {
  const list = Array.isArray(tx.accessList) ? (tx.accessList as AccessListEntry[]) : [];
  const out: SignedWarpMessage[] = [];
  for (const e of list) {
    if (typeof e?.address !== 'string' || e.address.toLowerCase() !== WARP_PRECOMPILE) continue;
    if (!Array.isArray(e.storageKeys) || !e.storageKeys.every((k) => typeof k === 'string')) continue;
    const bytes = unpackWarpPredicate(e.storageKeys as string[]);
    if (!bytes) continue;
    try {
      out.push(decodeSignedWarpMessage(bytes));
    } catch {
      // not a signed Warp message: another predicate
    }
  }
  return out;
}

export class SignaturesUnavailable extends Error {}

export async function deliveredSignatures(
  c: NodeClient,
  m: { sourceChain: string; destChain: string; warpID: string | null; deliveryTx: string },
  cChainID: string | null,
): Promise<SignaturesReport> {
  const chain = targetOf(m.destChain, cChainID);
  const tx = (await c.eth.eth_getTransactionByHash([m.deliveryTx as `0x${string}`], { chain })) as {
    accessList?: unknown;
  } | null;
  if (!tx) throw new SignaturesUnavailable('the node does not know the delivery tx');
  const carried = warpMessagesOf(tx);
  const signed =
    carried.find((w) => m.warpID !== null && idToString(warpMessageId(w.unsigned)) === m.warpID) ??
    (m.warpID === null ? carried[0] : undefined);
  if (!signed) throw new SignaturesUnavailable('the delivery tx carries no signed Warp message of this message');
  const set = await signingSet(c, m, chain);
  const canonical = warpSetOf(set.members);
  const check = verifyBitSetSignature(encodeUnsignedWarpMessage(signed.unsigned), signed.signature, canonical);
  let indices: number[] = [];
  try {
    indices = decodeSigners(signed.signature.signers);
  } catch {
    // counted as none; the check says why
  }
  const signedIdx = new Set(indices);
  const entries = canonical.validators.map((v, i) => ({ nodeIDs: v.nodeIDs, weight: v.weight, i }));
  const strip = ({ nodeIDs, weight }: { nodeIDs: string[]; weight: bigint }) => ({ nodeIDs, weight });
  return {
    delivery: { chain: m.destChain, txHash: m.deliveryTx },
    subnetID: set.subnetID,
    pChainHeight: set.height.toString(),
    heightSource: set.heightSource,
    signerCount: indices.length,
    verified: check.ok,
    reason: check.ok ? null : check.reason,
    signers: check.ok ? entries.filter((e) => signedIdx.has(e.i)).map(strip) : [],
    missing: check.ok ? entries.filter((e) => !signedIdx.has(e.i)).map(strip) : [],
    signedWeight: check.signedWeight,
    totalWeight: canonical.totalWeight,
    neededWeight: quorumWeight(canonical.totalWeight, DEFAULT_QUORUM),
  };
}
