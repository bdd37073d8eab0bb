import { describe, expect, it } from 'vitest';
import { decodeRows, encodeRows } from './row-codec';
import { toRow, type ValidatorRow } from './rows';

const primary = toRow(
  {
    nodeID: 'NodeID-7Xhw2mDxuDS44j42TCB6U5579esbSt3Lg',
    txID: '2ZKbwERx36B5WrYesQGAeTV4NTo4dx6j8pRJ8xbDSvTkMUgaRs',
    startTime: 1_700_000_000n,
    endTime: 1_731_536_000n,
    weight: 2n ** 63n + 7n,
    stakeAmount: 2n ** 63n + 7n,
    delegationFee: 2.5,
    uptime: 99.25,
    connected: false,
    potentialReward: 123_456_789_012n,
    delegatorCount: 3n,
    delegatorWeight: 75_000_000_000n,
    signer: { publicKey: '0xabcdef' },
  } as never,
  { heliconMs: 1_600_000_000_000 },
);
const l1 = toRow(
  {
    nodeID: 'NodeID-GWPcbFJZFfZreETSoWjPimr846mXEKCtu',
    validationID: 'v1',
    startTime: 5n,
    weight: 9n,
    publicKey: '0x01',
    balance: 1_000_000_000n,
  } as never,
  { subnetID: 'sub', heliconMs: null },
);

describe('row codec', () => {
  it('round-trips every field exactly, bigints beyond 2^53 included', () => {
    const back = decodeRows(encodeRows([primary, l1]));
    expect(back).toEqual([primary, l1]);
    expect(back[0]!.weight).toBe(2n ** 63n + 7n);
    expect(back[0]!.requirement).toBe(90);
    expect(back[1]).toMatchObject({
      idKind: 'validation',
      stakeAmount: null,
      uptime: null,
      connected: null,
      endMs: null,
      balance: 1_000_000_000n,
    });
  });

  it('keeps untrusted text intact (quotes, tabs, newlines, markup)', () => {
    const odd: ValidatorRow = { ...l1, nodeID: 'NodeID-"\t\n</script><b>' };
    expect(decodeRows(encodeRows([odd]))[0]!.nodeID).toBe(odd.nodeID);
  });

  it('is much smaller than the keyed rows', () => {
    const rows = Array.from({ length: 100 }, () => primary);
    const keyed = JSON.stringify(rows, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
    expect(encodeRows(rows).length).toBeLessThan(keyed.length * 0.7);
  });
});
