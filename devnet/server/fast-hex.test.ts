import { expect, test } from 'vitest';
import { formatBytes } from '@/lib/codec/encoding';
import { encodeBytes, hexWithChecksum } from './fast-hex';

test('fast hex is byte-for-byte the codec encoding', () => {
  for (const n of [0, 1, 31, 32, 600]) {
    const b = Uint8Array.from({ length: n }, (_, i) => (i * 37 + n) & 0xff);
    expect(hexWithChecksum(b)).toBe(formatBytes(b, 'hex'));
    expect(encodeBytes(b.subarray(1), 'hexc')).toBe(formatBytes(b.subarray(1), 'hexc'));
    expect(encodeBytes(b, 'hexnc')).toBe(formatBytes(b, 'hexnc'));
  }
});
