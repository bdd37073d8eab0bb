import { describe, expect, it } from 'vitest';
import { EMPTY_NODE_ID, explainQuorum, percentOf, quorumWeight, type SetMember } from './quorum';

const key = (n: number) => `0x${n.toString(16).padStart(96, '0')}`;
const v = (id: string, weight: bigint, extra: Partial<SetMember> = {}): SetMember => ({
  nodeID: `NodeID-${id}`,
  weight,
  publicKey: key(weight === 0n ? 1 : Number(weight)),
  ...extra,
});

describe('quorum arithmetic', () => {
  it('needs the least weight whose share reaches 67%, rounding up', () => {
    expect(quorumWeight(100n)).toBe(67n);
    expect(quorumWeight(3n)).toBe(3n); // 2/3 = 66.7% < 67%
    expect(quorumWeight(1000n)).toBe(670n);
    expect(quorumWeight(1001n)).toBe(671n); // 670.67 rounds up
    expect(quorumWeight(0n)).toBe(0n);
    expect(quorumWeight(10n, { numerator: 1n, denominator: 2n })).toBe(5n);
    expect(() => quorumWeight(10n, { numerator: 3n, denominator: 2n })).toThrow(RangeError);
  });

  it('is exact on weights beyond 2^64', () => {
    const total = 2n ** 70n + 1n;
    const needed = quorumWeight(total);
    expect(needed * 100n >= total * 67n).toBe(true);
    expect((needed - 1n) * 100n >= total * 67n).toBe(false);
  });

  it('a healthy set can sign, with no reason given', () => {
    const r = explainQuorum({ members: [v('a', 40n), v('b', 30n), v('c', 30n)] });
    expect(r).toMatchObject({ total: 100n, canSign: 100n, needed: 67n, reachable: true, signed: null });
    expect(r.reasons).toEqual([]);
  });

  it('drops validators without a BLS key and inactive weight, but counts them in the total', () => {
    const r = explainQuorum({
      members: [
        v('a', 40n),
        v('b', 20n),
        v('nokey', 25n, { publicKey: undefined }),
        { nodeID: EMPTY_NODE_ID, weight: 15n },
      ],
    });
    expect(r.total).toBe(100n);
    expect(r.canSign).toBe(60n);
    expect(r.needed).toBe(67n);
    expect(r.reachable).toBe(false);
    expect(r.reasons.map((x) => x.kind)).toEqual(['no-bls-key', 'inactive', 'below-quorum']);
    expect(r.reasons[0]).toMatchObject({ weight: 25n, nodeIDs: ['NodeID-nokey'] });
    // The P-chain's aggregate of inactive weight is no validator to name.
    expect(r.reasons[1]).toMatchObject({ weight: 15n, nodeIDs: [] });
    expect(r.reasons[2]!.weight).toBe(7n);
    expect(r.reasons[2]!.text).toContain('60.0%');
  });

  it('an L1 validator marked inactive is named and dropped', () => {
    const r = explainQuorum({ members: [v('a', 50n), v('b', 50n, { inactive: true })] });
    expect(r.canSign).toBe(50n);
    expect(r.reasons[0]).toMatchObject({ kind: 'inactive', nodeIDs: ['NodeID-b'] });
  });

  it('warns when what can sign is just above the quorum', () => {
    const r = explainQuorum({ members: [v('a', 35n), v('b', 34n), v('c', 31n, { publicKey: undefined })] });
    expect(r.reachable).toBe(true);
    expect(r.reasons.map((x) => x.kind)).toEqual(['no-bls-key', 'near-quorum']);
  });

  it('holds the signers against the quorum, and names who did not sign', () => {
    const r = explainQuorum({ members: [v('a', 40n), v('b', 30n), v('c', 30n)], signers: ['NodeID-a', 'NodeID-c'] });
    expect(r.signed).toBe(70n);
    expect(r.reasons).toEqual([]);
    const short = explainQuorum({ members: [v('a', 40n), v('b', 30n), v('c', 30n)], signers: ['NodeID-a'] });
    expect(short.signed).toBe(40n);
    expect(short.reasons[0]).toMatchObject({ kind: 'signed-short', weight: 27n, nodeIDs: ['NodeID-b', 'NodeID-c'] });
  });

  it('says when the set changed after the send', () => {
    const then = [v('a', 50n), v('b', 50n)];
    expect(explainQuorum({ members: then, current: [...then].reverse() }).reasons).toEqual([]);
    const r = explainQuorum({ members: then, current: [v('a', 50n), v('b', 80n)] });
    expect(r.reasons.map((x) => x.kind)).toEqual(['set-changed']);
  });

  it('prints shares to a tenth of a percent', () => {
    expect(percentOf(2n, 3n)).toBe('66.6%');
    expect(percentOf(0n, 0n)).toBe('0%');
  });
});
