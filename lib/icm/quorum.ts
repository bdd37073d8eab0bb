// Why a Warp message is not delivered yet, in weights: which part of the source's validator set at the
// message's P-chain height can sign at all, against the quorum a verifier asks. A verifier accepts an
// aggregate when signed × denominator ≥ total × numerator (AvalancheGo warp.VerifyWeight), and the total
// counts every validator, those that cannot sign included: a validator without a BLS key, and an L1's
// inactive validators (zero balance), whose weight the P-chain keeps in the set under the empty node id.

import { WARP_DEFAULT_QUORUM_NUMERATOR, WARP_QUORUM_DENOMINATOR } from '@/lib/codec/warp';

/** AvalancheGo's default: 67 of 100 (warp.WarpDefaultQuorumNumerator / WarpQuorumDenominator). */
export const DEFAULT_QUORUM = {
  numerator: WARP_DEFAULT_QUORUM_NUMERATOR,
  denominator: WARP_QUORUM_DENOMINATOR,
} as const;

/** The empty node id (20 zero bytes): where the P-chain sets an L1's inactive weight. */
export const EMPTY_NODE_ID = 'NodeID-111111111111111111116DBWJs';

export interface SetMember {
  nodeID: string;
  weight: bigint;
  /** Hex of its BLS public key; absent when it has none. */
  publicKey?: string;
  /** An L1 validator whose balance ran out (or the P-chain's aggregate of such weight). */
  inactive?: boolean;
}

type ReasonKind = 'no-bls-key' | 'inactive' | 'below-quorum' | 'near-quorum' | 'set-changed' | 'signed-short';

interface PendingReason {
  kind: ReasonKind;
  /** The weight the reason concerns. */
  weight: bigint;
  nodeIDs: string[];
  text: string;
}

export interface QuorumReport {
  total: bigint;
  /** Weight of validators that can sign: a BLS key and active. */
  canSign: bigint;
  /** Weight an aggregate needs: ceil(total × numerator / denominator). */
  needed: bigint;
  quorum: { numerator: bigint; denominator: bigint };
  reachable: boolean;
  /** Weight known to have signed, when the signers were read (null: not known). */
  signed: bigint | null;
  reasons: PendingReason[];
}

/** The least weight w with w × denominator ≥ total × numerator. */
export function quorumWeight(total: bigint, q: { numerator: bigint; denominator: bigint } = DEFAULT_QUORUM): bigint {
  if (q.denominator <= 0n || q.numerator < 0n || q.numerator > q.denominator) throw new RangeError('bad quorum');
  const product = total * q.numerator;
  return (product + q.denominator - 1n) / q.denominator;
}

/** Percent of `part` in `whole`, one decimal, for reasons' text. */
export function percentOf(part: bigint, whole: bigint): string {
  if (whole === 0n) return '0%';
  const tenths = (part * 1000n) / whole;
  return `${tenths / 10n}.${tenths % 10n}%`;
}

const sum = (ms: readonly SetMember[]) => ms.reduce((a, m) => a + m.weight, 0n);

/** A margin under which an aggregate is "too close" to the quorum: one more missing signer can sink it. */
const NEAR_MARGIN_PERCENT = 5n;

export interface QuorumInput {
  /** The source's validator set at the message's P-chain height. */
  members: readonly SetMember[];
  quorum?: { numerator: bigint; denominator: bigint };
  /** The node ids that signed, when known (an aggregate's bit set, or per-validator signatures). */
  signers?: readonly string[];
  /** The set as the node sees it now, to tell whether it changed since the send. */
  current?: readonly SetMember[];
}

export function explainQuorum(input: QuorumInput): QuorumReport {
  const quorum = input.quorum ?? DEFAULT_QUORUM;
  const members = input.members.filter((m) => m.weight > 0n);
  const total = sum(members);
  const needed = quorumWeight(total, quorum);
  const inactive = members.filter((m) => m.inactive || m.nodeID === EMPTY_NODE_ID);
  const noKey = members.filter((m) => !inactive.includes(m) && !m.publicKey);
  const able = members.filter((m) => !inactive.includes(m) && m.publicKey);
  const canSign = sum(able);
  const reasons: PendingReason[] = [];
  const named = (ms: SetMember[]) => ms.map((m) => m.nodeID).filter((id) => id !== EMPTY_NODE_ID);
  /** A group of validators that counts in the total but cannot sign. */
  const unable = (kind: 'no-bls-key' | 'inactive', ms: SetMember[], text: (share: string) => string) => {
    if (ms.length === 0) return;
    const w = sum(ms);
    reasons.push({ kind, weight: w, nodeIDs: named(ms), text: text(percentOf(w, total)) });
  };
  unable(
    'no-bls-key',
    noKey,
    (share) =>
      `${noKey.length} validator${noKey.length === 1 ? '' : 's'} without a BLS key (${share} of the weight) cannot sign`,
  );
  unable(
    'inactive',
    inactive,
    (share) => `inactive L1 validators (zero balance, ${share} of the weight) count in the total but cannot sign`,
  );
  const pct = `${(quorum.numerator * 100n) / quorum.denominator}%`;
  if (canSign < needed) {
    reasons.push({
      kind: 'below-quorum',
      weight: needed - canSign,
      nodeIDs: [],
      text: `the weight that can sign (${percentOf(canSign, total)}) is below the ${pct} quorum: no aggregate can reach it`,
    });
  } else if ((canSign - needed) * 100n < total * NEAR_MARGIN_PERCENT) {
    reasons.push({
      kind: 'near-quorum',
      weight: canSign - needed,
      nodeIDs: [],
      text: `the weight that can sign (${percentOf(canSign, total)}) is within ${NEAR_MARGIN_PERCENT}% of the ${pct} quorum: one signer offline sinks the aggregate`,
    });
  }
  let signed: bigint | null = null;
  if (input.signers) {
    const by = new Set(input.signers);
    signed = sum(able.filter((m) => by.has(m.nodeID)));
    if (signed < needed) {
      reasons.push({
        kind: 'signed-short',
        weight: needed - signed,
        nodeIDs: able.filter((m) => !by.has(m.nodeID)).map((m) => m.nodeID),
        text: `signatures gathered carry ${percentOf(signed, total)}, short of the ${pct} quorum`,
      });
    }
  }
  if (input.current && changed(members, input.current)) {
    reasons.push({
      kind: 'set-changed',
      weight: 0n,
      nodeIDs: [],
      text: 'the validator set changed after the send: a verifier at a later P-chain height checks against another set',
    });
  }
  return { total, canSign, needed, quorum, reachable: canSign >= needed, signed, reasons };
}

function changed(a: readonly SetMember[], b: readonly SetMember[]): boolean {
  const key = (ms: readonly SetMember[]) =>
    ms
      .filter((m) => m.weight > 0n)
      .map((m) => `${m.nodeID}:${m.weight}:${m.publicKey ?? ''}`)
      .sort()
      .join(',');
  return key(a) !== key(b);
}
