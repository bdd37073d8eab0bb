import { describe, expect, it } from 'vitest';
import { filterRows, progressOf, sortRows, toRow, type ValidatorRow } from './rows';

const base = toRow(
  { nodeID: 'NodeID-A', txID: 't', startTime: 100n, endTime: 200n, weight: 5n, uptime: 99, connected: true } as never,
  { heliconMs: null },
);
const row = (o: Partial<ValidatorRow>): ValidatorRow => ({ ...base, ...o });

describe('validator rows', () => {
  it('keep the node fields and the uptime requirement', () => {
    expect(base).toMatchObject({
      nodeID: 'NodeID-A',
      id: 't',
      idKind: 'tx',
      weight: 5n,
      startMs: 100_000,
      endMs: 200_000,
      requirement: 80,
    });
    const after = toRow({ nodeID: 'NodeID-B', txID: 't', startTime: 100n, weight: 1n } as never, { heliconMs: 50_000 });
    expect(after.requirement).toBe(90);
  });

  it('sort by bigint weight exactly, either way, missing values last', () => {
    const rows = [
      row({ nodeID: 'NodeID-1', weight: 2n ** 60n + 1n, uptime: null }),
      row({ nodeID: 'NodeID-2', weight: 2n ** 60n, uptime: 50 }),
      row({ nodeID: 'NodeID-3', weight: 7n, uptime: 90 }),
    ];
    expect(sortRows(rows, 'weight', 'desc').map((r) => r.nodeID)).toEqual(['NodeID-1', 'NodeID-2', 'NodeID-3']);
    expect(sortRows(rows, 'weight', 'asc').map((r) => r.nodeID)).toEqual(['NodeID-3', 'NodeID-2', 'NodeID-1']);
    expect(sortRows(rows, 'uptime', 'asc').map((r) => r.nodeID)).toEqual(['NodeID-2', 'NodeID-3', 'NodeID-1']);
    expect(sortRows(rows, 'uptime', 'desc').map((r) => r.nodeID)).toEqual(['NodeID-3', 'NodeID-2', 'NodeID-1']);
  });

  it('filter by node id, case-insensitively', () => {
    const rows = [row({ nodeID: 'NodeID-GWPcb' }), row({ nodeID: 'NodeID-DkA3' })];
    expect(filterRows(rows, 'gwp').map((r) => r.nodeID)).toEqual(['NodeID-GWPcb']);
    expect(filterRows(rows, '  ')).toHaveLength(2);
  });

  it('progress is clamped to the validation period', () => {
    expect(progressOf(0, 100, 25)).toBe(0.25);
    expect(progressOf(0, 100, 500)).toBe(1);
    expect(progressOf(0, null, 5)).toBeNull();
  });
});
