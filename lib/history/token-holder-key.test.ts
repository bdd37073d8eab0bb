import { describe, expect, it } from 'vitest';
import { tokenHolderKeyText, parseTokenHolderKey } from './token-holder-key';

describe('a token holders page cursor', () => {
  it('round-trips an amount past uint64 and a holder, and refuses anything else', () => {
    const k = { amount: 9n * 10n ** 29n, holder: '0x' + '11'.repeat(20) };
    expect(parseTokenHolderKey(tokenHolderKeyText(k))).toEqual(k);
    for (const bad of [
      '',
      '12',
      '12.0x11',
      '-1.0x' + '11'.repeat(20),
      '1.0x' + 'g1'.repeat(20),
      `${'9'.repeat(81)}.0x${'11'.repeat(20)}`,
    ]) {
      expect(parseTokenHolderKey(bad)).toBeNull();
    }
  });
});
