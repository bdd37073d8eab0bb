// The validators page's server table: made from the node's answer, served at once while recent and
// refreshed after the response, made while the viewer waits only when there is none recent.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const node = vi.hoisted(() => ({ json: '', calls: 0, down: false }));
const afterResponse = vi.hoisted(() => [] as (() => unknown)[]);

vi.mock('next/server', () => ({ after: (f: () => unknown) => afterResponse.push(f) }));
vi.mock('@/lib/node', () => ({
  nodeGateway: () => ({
    // As the gateway: a public caller gets the answer without validators' `connected`.
    call: async ({ caller }: { caller: { operator: boolean } }) => {
      node.calls++;
      if (node.down) return { ok: false, failure: { kind: 'unreachable' } };
      const json = caller.operator ? node.json : node.json.replaceAll(',"connected":true', '');
      return { ok: true, json, retention: 'live', cache: 'hit' };
    },
  }),
}));
vi.mock('@/lib/node/server-client', () => ({
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

  it('is served at once while recent, and refreshed from the node after the response', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      node.json = answer([99, 98]);
      const first = await loadCurrentTable(PRIMARY);
      expect(first!.rows.map((r) => r.uptime)).toEqual([98, 99]);

      node.json = answer([50, 40]);
      const calls = node.calls;
      // Seconds old: served as it is, and nothing refreshes it (the node's live answer is no newer).
      vi.setSystemTime(Date.now() + 3_000);
      expect(await loadCurrentTable(PRIMARY)).toBe(first);
      expect(afterResponse).toHaveLength(0);

      // Older: the viewer gets the table at hand without a node call; the refresh waits until the response is sent.
      vi.setSystemTime(Date.now() + 5_000);
      expect(await loadCurrentTable(PRIMARY)).toBe(first);
      expect(node.calls).toBe(calls);
      expect(afterResponse).toHaveLength(1);
      // A second viewer meanwhile does not start a second refresh.
      expect(await loadCurrentTable(PRIMARY)).toBe(first);
      expect(afterResponse).toHaveLength(1);
      await afterResponse[0]!();
      expect(node.calls).toBe(calls + 1);
      const next = await loadCurrentTable(PRIMARY);
      expect(next!.rows.map((r) => r.uptime)).toEqual([40, 50]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits for the node when its table is older than a refresh, and an unchanged answer keeps it recent', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      node.json = answer([10]);
      const old = await loadCurrentTable(SUBNET);
      vi.setSystemTime(Date.now() + 16_000);
      node.json = answer([20]);
      const fresh = await loadCurrentTable(SUBNET);
      expect(fresh!.rows[0]!.uptime).toBe(20);
      expect(fresh!.fetchedAt).toBeGreaterThan(old!.fetchedAt);
      expect(afterResponse).toHaveLength(0);

      // Confirmed unchanged after 10 s: 20 s after it was made, the table is still served at once.
      vi.setSystemTime(Date.now() + 10_000);
      await loadCurrentTable(SUBNET);
      expect(afterResponse).toHaveLength(1);
      await afterResponse[0]!();
      vi.setSystemTime(Date.now() + 10_000);
      const calls = node.calls;
      expect((await loadCurrentTable(SUBNET))!.rows[0]!.uptime).toBe(20);
      expect(node.calls).toBe(calls);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is made from the viewer’s view of the answer: connected state for an operator, none for the public', async () => {
    const OTHER = '2CA6j5zYzasynPsFeNoqWkmTCt3VScMvXUZHbfDJ8k3oGzAPtU';
    node.json = answer([90, 80]);
    const pub = (await loadCurrentTable(OTHER))!.rows;
    expect(pub.map((r) => r.connected)).toEqual([null, null]);
    const op = (await loadCurrentTable(OTHER, { operator: true }))!.rows;
    expect(op.map((r) => r.connected)).toEqual([true, true]);
    // The public table is still the public one once the operator's is made.
    expect((await loadCurrentTable(OTHER))!.rows.map((r) => r.connected)).toEqual([null, null]);
  });

  it('keeps showing the last rows, marked stale, while the node does not answer', async () => {
    const L1 = '2FVkHJWx2ZxaGCjDNAmkH2DKZcHeRPrHMaFJ4pSBTfM3SNGmLP';
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      node.json = answer([70]);
      const seen = await loadCurrentTable(L1);
      expect(seen!.stale).toBeUndefined();
      node.down = true;
      vi.setSystemTime(Date.now() + 20_000);
      const old = await loadCurrentTable(L1);
      expect(old!.stale).toBe(true);
      expect(old!.rows).toBe(seen!.rows);
      node.down = false;
      expect((await loadCurrentTable(L1))!.stale).toBeUndefined();
    } finally {
      node.down = false;
      vi.useRealTimers();
    }
  });
});
