import { describe, expect, it } from 'vitest';
import { NodeError } from './contracts';
import { MAX_UTXO_PAGE, paginateUtxos, utxoAddressesParam, utxoCursorParam, type UtxosAfter } from './utxo-pages';

const addr = (n: number) => new Uint8Array(20).fill(n);
const id = (n: number) => new Uint8Array(32).fill(n);

// Address 1 owns UTXOs 1..3, address 2 owns 3..5 (UTXO 3 is shared).
const owned = new Map<number, number[]>([
  [1, [1, 2, 3]],
  [2, [3, 4, 5]],
]);
const source: UtxosAfter = (a, after, n) =>
  (owned.get(a[0] ?? 0) ?? [])
    .filter((u) => u > (after[0] ?? 0))
    .slice(0, n)
    .map((u) => ({ id: id(u), bytes: Uint8Array.of(u) }));
const start = { startAddr: new Uint8Array(20), startUTXO: new Uint8Array(32) };

describe('UTXO pages', () => {
  it('walks addresses in byte order, returns a shared UTXO once, and resumes from the cursor', () => {
    const all = paginateUtxos([addr(2), addr(1)], { ...start, limit: 100 }, source);
    expect(all.utxos.map((b) => b[0])).toEqual([1, 2, 3, 4, 5]);

    const first = paginateUtxos([addr(1), addr(2)], { ...start, limit: 2 }, source);
    expect(first.utxos.map((b) => b[0])).toEqual([1, 2]);
    const rest = paginateUtxos(
      [addr(1), addr(2)],
      { startAddr: first.lastAddr, startUTXO: first.lastUTXO, limit: 100 },
      source,
    );
    expect(rest.utxos.map((b) => b[0])).toEqual([3, 4, 5]);
    expect(rest.lastAddr).toEqual(addr(2));
    expect(rest.lastUTXO).toEqual(id(5));
  });

  it('refuses an empty or oversized address list and a bad cursor with the node’s messages', () => {
    expect(() => utxoAddressesParam({ addresses: [] })).toThrow(new NodeError('no addresses provided'));
    const many = Array.from({ length: MAX_UTXO_PAGE + 1 }, () => 'X-local1x');
    expect(() => utxoAddressesParam({ addresses: many })).toThrow(
      `number of addresses given, ${MAX_UTXO_PAGE + 1}, exceeds maximum, ${MAX_UTXO_PAGE}`,
    );
    const parse = () => addr(1);
    expect(() => utxoCursorParam({ startIndex: { address: 'a', utxo: 'not-an-id' } }, parse)).toThrow(
      /couldn't parse start index utxo/,
    );
    expect(utxoCursorParam({ limit: 0 }, parse).limit).toBe(MAX_UTXO_PAGE);
    expect(utxoCursorParam({ limit: 5000 }, parse).limit).toBe(MAX_UTXO_PAGE);
    expect(utxoCursorParam({ limit: 7 }, parse).limit).toBe(7);
  });
});
