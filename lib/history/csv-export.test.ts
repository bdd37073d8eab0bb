// Issue 26, finding 4: an address's CSV export streams, one short read at a time, only as fast as the
// client takes it, and stops at a bound with a line saying where to go on from.
import { expect, it } from 'vitest';
import { formatBech32 } from '@/lib/codec';
import type { AddressTxQuery, AddressTxRow, HistoryStore, RowKey } from '@/lib/store/history/records';
import { historyApi } from './api';

const ADDRESS = formatBech32('local', new Uint8Array(20).fill(9));
const T0 = Date.UTC(2025, 5, 1);

/** A store holding `total` txs of the address, newest first, recording every read it serves. */
function busyAddress(total: number) {
  const reads: number[] = [];
  const addressTxs = async (q: AddressTxQuery) => {
    reads.push(q.limit);
    const from = q.before ? total - q.before.pos : 0;
    const rows: AddressTxRow[] = [];
    for (let i = from; i < Math.min(total, from + q.limit); i++) {
      const pos = total - 1 - i;
      rows.push({
        timeMs: T0 + pos,
        chain: 'X',
        height: pos,
        pos,
        txID: `tx-${pos}`,
        type: 'BaseTx',
        deltas: [{ asset: 'AVAX', amount: '1' }],
      });
    }
    const last = rows[rows.length - 1];
    const next: RowKey | null =
      last && last.pos > 0 ? { timeMs: last.timeMs, chain: 'X', height: last.height, pos: last.pos } : null;
    return { rows, next };
  };
  const h = { addressTxs } as unknown as HistoryStore;
  return { h, reads };
}
const exportOf = (h: HistoryStore) =>
  historyApi({ following: () => true, history: async () => h, describeAssets: async () => ({}) }).addressTxs(
    new Request('http://app/api/history/address/x?format=csv'),
    `X-${ADDRESS}`,
  );

it('reads the next page only when the client has taken the last one', async () => {
  const { h, reads } = busyAddress(50_000);
  const res = await exportOf(h);
  expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
  const reader = res.body!.getReader();
  const first = new TextDecoder().decode((await reader.read()).value);
  expect(first.split('\n')[0]).toBe('time_utc,chain,height,tx_id,type,asset,amount');
  await new Promise((r) => setTimeout(r, 20));
  // One short read so far, however many txs the address has.
  expect(reads.length).toBeLessThanOrEqual(2);
  expect(Math.max(...reads)).toBeLessThanOrEqual(200);
  await reader.cancel();
});

it('stops at 10,000 txs, and says where the next export starts', async () => {
  const { h, reads } = busyAddress(50_000);
  const text = await (await exportOf(h)).text();
  const lines = text.trim().split('\n');
  expect(lines.filter((l) => l.includes(',tx-'))).toHaveLength(10_000);
  expect(lines.filter((l) => l.startsWith('time_utc'))).toHaveLength(1);
  expect(lines.at(-1)).toMatch(/^# more: export again with before=\d+\.X\.\d+\.\d+$/);
  expect(reads.every((n) => n <= 200)).toBe(true);
});

it('exports a short history whole, with no more line', async () => {
  const { h } = busyAddress(450);
  const lines = (await (await exportOf(h)).text()).trim().split('\n');
  expect(lines).toHaveLength(451);
  expect(lines.at(-1)).toMatch(/,tx-0,/);
});
