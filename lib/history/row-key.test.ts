import { describe, expect, it } from 'vitest';
import { holderKeyText, parseHolderKey, parseRowKey, parseTransferKey, rowKeyText, transferKeyText } from './row-key';

const L1 = '2dEmExGjJT6MouJRr1PqV4PSQEbScDAjKuPtT6pgqYR6xdUEY6';

describe('page cursors', () => {
  it('read back what they write, for X, P, C and an L1 chain', () => {
    for (const chain of ['X', 'P', 'C', L1]) {
      const key = { timeMs: 1_700_000_000_000, chain, height: 42, pos: 3 };
      expect(parseRowKey(rowKeyText(key))).toEqual(key);
    }
  });

  it('refuse what is not one', () => {
    for (const bad of ['', '1.X.2', '1.X.2.3.4', 'a.X.2.3', '1.Q.2.3', '1.0x12.2.3', `1.${L1}0OIl.2.3`, '1.X.2.-3']) {
      expect(parseRowKey(bad), bad).toBeNull();
    }
  });
});

describe('token transfer cursors', () => {
  it('read back what they write and refuse what is not one', () => {
    const plain = { height: 123, logIndex: 4, batchIndex: 0 };
    expect(transferKeyText(plain)).toBe('123.4');
    expect(parseTransferKey(transferKeyText(plain))).toEqual(plain);
    // Inside an ERC-1155 batch the position in the batch follows.
    const inBatch = { height: 123, logIndex: 4, batchIndex: 7 };
    expect(parseTransferKey(transferKeyText(inBatch))).toEqual(inBatch);
    for (const bad of ['', '1', '1.2.3.4', '1.-2', 'a.2', '1234567890123456.1', '1.2.x'])
      expect(parseTransferKey(bad), bad).toBeNull();
  });
});

describe('holder cursors', () => {
  it('read back an owner set holder as long as a 2-of-5 on mainnet', () => {
    // Five 45-character mainnet addresses: the key the holders page hands out as its next cursor.
    const addresses = Array.from({ length: 5 }, (_, i) => `avax1${String(i).repeat(39)}`);
    const key = { amount: 25_000_000_000n, chain: 'P', holder: `2/5:${addresses.join(',')}` };
    expect(key.holder.length).toBeGreaterThan(200);
    expect(parseHolderKey(holderKeyText(key))).toEqual(key);
  });

  it('refuse what is not one', () => {
    for (const bad of ['', '1.P', 'a.P.x', '1.Q.x', `1.P.${'x'.repeat(2001)}`])
      expect(parseHolderKey(bad), bad).toBeNull();
  });
});
