// The validators page's server table: made from the node's answer, served again while that answer
// is, and, when the answer changes, served from the last table while the new one is made.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { decodeTable } from './table-codec';

const node = vi.hoisted(() => ({ json: '', calls: 0 }));
const afterResponse = vi.hoisted(() => [] as (() => void)[]);

vi.mock('next/server', () => ({ after: (f: () => void) => afterResponse.push(f) }));
vi.mock('@/lib/node', () => ({
  SERVER_SELF: { operator: true },
  nodeGateway: () => ({
    call: async () => {
      node.calls++;
      return { ok: true, json: node.json, retention: 'live', cache: 'hit' };
    },
  }),
}));
vi.mock('@/lib/server/node', () => ({
  serverNodeClient: () => ({ info: { upgrades: async () => Promise.reject(new Error('not asked')) } }),
}));

const { loadCurrentTable } = await import('./load-current-table');
const PRIMARY = '11111111111111111111111111111111LpoYY';
const SUBNET = '2oGdz5RyMBHtEPGyXSjXYcw9WBCTqhX7KgXQ4cQwgbk4QPFgPv';
const NODES = ['NodeID-DzeYsECxixvAAUbH8QqxPjHzqXGXSGRJG', 'NodeID-2n18wm1VLoqNEDXmdGA2nxQWLGuumDZgE'];

function answer(uptimes: number[]): string {
  return JSON.stringify({
    validators: uptimes.map((u, i) => ({
      txID: '13Zf8gyQkF2UgHkbF1asSRBTpFME5mLESJ1bGVxA3zXR7gKux',
      nodeID: NODES[i],
      startTime: '1700000000',
      endTime: '1800000000',
      weight: String(2000 + i),
      stakeAmount: String(2000 + i),
      uptime: u.toFixed(4),
      connected: true,
    })),
  });
}

describe('the validators page table', () => {
  beforeEach(() => {
    afterResponse.length = 0;
  });

  it('serves the last table while a changed answer is made into the next one, after the response', async () => {
    node.json = answer([99, 98]);
    const first = await loadCurrentTable(PRIMARY);
    expect(decodeTable(first!.packed).map((r) => r.uptime)).toEqual([98, 99]);
    expect(await loadCurrentTable(PRIMARY)).toBe(first);

    node.json = answer([50, 40]);
    // The viewer gets the table at hand; making the new one waits until the response is sent.
    expect(await loadCurrentTable(PRIMARY)).toBe(first);
    expect(afterResponse).toHaveLength(1);
    // A second viewer meanwhile does not start a second one.
    expect(await loadCurrentTable(PRIMARY)).toBe(first);
    expect(afterResponse).toHaveLength(1);
    afterResponse[0]!();
    const next = await loadCurrentTable(PRIMARY);
    expect(decodeTable(next!.packed).map((r) => r.uptime)).toEqual([40, 50]);
  });

  it('makes the table while the viewer waits when the last one is older than a refresh', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      node.json = answer([10]);
      const old = await loadCurrentTable(SUBNET);
      vi.setSystemTime(Date.now() + 16_000);
      node.json = answer([20]);
      const fresh = await loadCurrentTable(SUBNET);
      expect(fresh).not.toBe(old);
      expect(decodeTable(fresh!.packed)[0]!.uptime).toBe(20);
      expect(afterResponse).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
