import { describe, expect, it } from 'vitest';
import { fromParam } from './from-param';

describe('fromParam', () => {
  it('reads a decimal height', () => {
    expect(fromParam('0')).toBe(0n);
    expect(fromParam('18446744073709551615')).toBe(18446744073709551615n);
  });

  it('shows the live list for anything that is no height', () => {
    for (const raw of [undefined, '', '-1', '1e3', '0x10', ' 5', '123456789012345678901', ['1', '2']]) {
      expect(fromParam(raw)).toBeNull();
    }
  });
});
