import { describe, expect, it } from 'vitest';
import { decodeTable, encodeTable } from './table-codec';
import { toRow, type TableRow, type ValidatorRow } from './rows';

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

const autoRenewed = toRow(
  {
    nodeID: 'NodeID-MX6kbCRJJnPKNut5hzLE2SGEkiNFdrWwV',
    txID: 'jwADykQsrHHHhYLj2oBu6ooExXumouf3W4DwFyuDxFNBw4ymj',
    startTime: 1_795_713_387n,
    endTime: 1_795_842_987n,
    weight: 8_887_126_163_217n,
    nextPeriod: 129_600n,
    autoCompoundRewardShares: 500_000,
  } as never,
  { heliconMs: 1_600_000_000_000 },
);

/** The table's share of a full row. */
function tablePart(r: ValidatorRow): TableRow {
  const { id: _id, idKind: _kind, stakeAmount: _stake, blsKey: _bls, balance: _balance, ...table } = r;
  return table;
}

describe('table codec', () => {
  it('keeps an auto-renewed validator marked with its next period, and the others unmarked', () => {
    const back = decodeTable(encodeTable([primary, autoRenewed]));
    expect(back[1]!.autoRenewSec).toBe(129_600);
    expect(back[0]!.autoRenewSec).toBeUndefined();
    expect(back).toEqual([tablePart(primary), tablePart(autoRenewed)]);
  });

  it('round-trips every field the table uses exactly, bigints beyond 2^53 included', () => {
    const back = decodeTable(encodeTable([primary, l1]));
    expect(back).toEqual([tablePart(primary), tablePart(l1)]);
    expect(back[0]!.weight).toBe(2n ** 63n + 7n);
    expect(back[0]!.requirement).toBe(90);
    expect(back[1]).toMatchObject({ uptime: null, connected: null, endMs: null, hasBlsKey: true });
  });

  it('leaves out what only the CSV needs: tx ids and BLS keys', () => {
    const packed = encodeTable([primary]);
    expect(packed).not.toContain(primary.id);
    expect(packed).not.toContain('0xabcdef');
  });

  it('keeps untrusted text intact (quotes, tabs, newlines, markup), with or without the usual prefix', () => {
    const odd: TableRow = { ...tablePart(l1), nodeID: 'NodeID-"\t\n</script><b>' };
    const bare: TableRow = { ...tablePart(l1), nodeID: 'no-prefix' };
    expect(decodeTable(encodeTable([odd]))[0]!.nodeID).toBe(odd.nodeID);
    expect(decodeTable(encodeTable([odd, bare])).map((r) => r.nodeID)).toEqual([odd.nodeID, 'no-prefix']);
  });

  it('is a fraction of the full keyed rows', () => {
    const rows = Array.from({ length: 100 }, () => primary);
    const keyed = JSON.stringify(rows, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
    expect(encodeTable(rows).length).toBeLessThan(keyed.length * 0.4);
  });

  it('leaves the connected column out when no row has one (the public view), and reads it back as unknown', () => {
    const rows = [{ ...primary, connected: null }, l1];
    const packed = encodeTable(rows);
    expect(JSON.parse(packed)).not.toHaveProperty('connected');
    expect(decodeTable(packed).map((r) => r.connected)).toEqual([null, null]);
    expect(JSON.parse(encodeTable([primary, l1])).connected).toEqual([0, null]);
  });
});
