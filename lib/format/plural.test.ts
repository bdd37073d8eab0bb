import { expect, it } from 'vitest';
import { plural } from './plural';

it('agrees the word with the count: "1 tx", "2 txs", "0 txs", counts grouped', () => {
  expect(plural(1, 'tx')).toBe('1 tx');
  expect(plural(1n, 'transaction')).toBe('1 transaction');
  expect(plural(0, 'tx')).toBe('0 txs');
  expect(plural(2, 'tx')).toBe('2 txs');
  expect(plural(12_500, 'block')).toBe('12,500 blocks');
  expect(plural(3, 'match', 'matches')).toBe('3 matches');
});
