import { describe, expect, it } from 'vitest';
import type { TableRow } from './rows';
import { tablePage, tableQueryOf } from './table-page';
import { urls } from '@/lib/explorer/urls';

function row(i: number): TableRow {
  return {
    nodeID: `NodeID-${String(i).padStart(3, '0')}Abc`,
    weight: BigInt(1000 + ((i * 37) % 101)),
    delegationFee: 2,
    uptime: (i * 13) % 100,
    connected: null,
    requirement: 80,
    potentialReward: null,
    delegatorCount: BigInt(i % 7),
    delegatorWeight: null,
    hasBlsKey: false,
    startMs: 1_700_000_000_000 + i,
    endMs: null,
  };
}
const rows = Array.from({ length: 60 }, (_, i) => row(i));

describe('the validators table, one page at a time', () => {
  it('reads its state from the URL, and falls back on anything unreadable', () => {
    expect(tableQueryOf({})).toEqual({ q: '', sort: 'weight', dir: 'desc', page: 1 });
    expect(tableQueryOf({ q: 'abc', sort: 'uptime', dir: 'asc', page: '3' })).toEqual({
      q: 'abc',
      sort: 'uptime',
      dir: 'asc',
      page: 3,
    });
    expect(tableQueryOf({ sort: 'txID', dir: 'sideways', page: '-2' })).toEqual({
      q: '',
      sort: 'weight',
      dir: 'desc',
      page: 1,
    });
    expect(tableQueryOf({ q: ['x', 'y'], page: '1e9999' }).q).toBe('x');
    expect(tableQueryOf({ q: 'z'.repeat(10_000) }).q.length).toBeLessThanOrEqual(200);
  });

  it('sorts the whole set before cutting a page: page 2 continues page 1', () => {
    const p1 = tablePage(rows, { q: '', sort: 'uptime', dir: 'asc', page: 1 }, 25);
    const p2 = tablePage(rows, { q: '', sort: 'uptime', dir: 'asc', page: 2 }, 25);
    expect(p1.rows).toHaveLength(25);
    expect(p1.pages).toBe(3);
    expect(p2.first).toBe(25);
    const uptimes = [...p1.rows, ...p2.rows].map((r) => r.uptime!);
    expect(uptimes).toEqual([...uptimes].sort((a, b) => a - b));
    expect(Math.max(...p1.rows.map((r) => r.uptime!))).toBeLessThanOrEqual(Math.min(...p2.rows.map((r) => r.uptime!)));
    const desc = tablePage(rows, { q: '', sort: 'uptime', dir: 'desc', page: 1 }, 25);
    expect(desc.rows[0]!.uptime).toBe(Math.max(...rows.map((r) => r.uptime!)));
  });

  it('filters by node id before paging, and counts every match', () => {
    const p = tablePage(rows, { q: 'nodeid-04', sort: 'nodeID', dir: 'asc', page: 1 }, 5);
    expect(p.shown).toBe(10);
    expect(p.pages).toBe(2);
    expect(p.rows.map((r) => r.nodeID)).toEqual(['040', '041', '042', '043', '044'].map((n) => `NodeID-${n}Abc`));
    const none = tablePage(rows, { q: 'nothing', sort: 'weight', dir: 'desc', page: 4 });
    expect(none).toMatchObject({ rows: [], shown: 0, page: 1, pages: 1 });
  });

  it('shows the last page for a page past the end (an old link to a shrunk set)', () => {
    const p = tablePage(rows, { q: '', sort: 'weight', dir: 'desc', page: 99 }, 25);
    expect(p.page).toBe(3);
    expect(p.rows).toHaveLength(10);
  });

  it('links keep sort before dir and leave empty params out', () => {
    expect(urls.validatorsPage({})).toBe('/validators');
    expect(urls.validatorsPage({ dir: 'asc', sort: 'uptime', q: '', subnet: null, page: 2 })).toBe(
      '/validators?sort=uptime&dir=asc&page=2',
    );
    expect(urls.validatorsPage({ q: 'a&b' })).toBe('/validators?q=a%26b');
  });
});
