// The height of a past validator set, typed or from a shared URL: only a whole number reaches the
// query, which makes a BigInt of it while the page renders.
import { describe, expect, it } from 'vitest';
import { heightOf } from './validators-at-height';

describe('heightOf', () => {
  it('takes a whole number, trimmed', () => {
    expect(['12345', ' 7 ', '0'].map((raw) => heightOf(raw))).toEqual(['12345', '7', '0']);
  });

  it('refuses what BigInt would throw on, an empty or missing height, and an over-long one', () => {
    for (const raw of ['abc', '1.5', '-1', '0x10', '1e3', '<script>', '', '   ', '1'.repeat(21), null]) {
      expect(heightOf(raw)).toBeNull();
    }
  });
});
