import { describe, expect, it } from 'vitest';
import { formatAmount, formatAvax, formatCount, formatNAvax, parseAmount } from './amount';
import { shortenId } from './id';
import { absoluteTime, formatDuration, relativeTime, toMillis } from './time';

describe('amounts', () => {
  it('scales by the denomination exactly, beyond float precision', () => {
    expect(formatAvax(300_000_000_000_000_000n)).toBe('300,000,000 AVAX');
    expect(formatAvax(1n)).toBe('0.000000001 AVAX');
    expect(formatAmount(18446744073709551615n, 9)).toBe('18,446,744,073.709551615');
    expect(formatAmount(100n, 0)).toBe('100');
    expect(formatAmount(100n, 1)).toBe('10');
    expect(formatAmount(105n, 2)).toBe('1.05');
    expect(formatAmount(-1_500n, 3, { symbol: 'TOK' })).toBe('-1.5 TOK');
  });

  it('cuts the fraction when asked, without rounding up', () => {
    expect(formatAvax(1_999_999_999n, { maxFractionDigits: 2 })).toBe('1.99 AVAX');
    expect(formatAvax(1_000_000_001n, { maxFractionDigits: 4 })).toBe('1 AVAX');
  });

  it('shows nAVAX grouped', () => {
    expect(formatNAvax(1_000_000n)).toBe('1,000,000 nAVAX');
  });

  it('parses display amounts back exactly and refuses excess precision', () => {
    expect(parseAmount('1.5', 9)).toBe(1_500_000_000n);
    expect(parseAmount('1,000', 0)).toBe(1000n);
    expect(() => parseAmount('1.0000000001', 9)).toThrow(/decimal places/);
    expect(() => parseAmount('abc', 9)).toThrow(/not an amount/);
  });

  it('refuses an impossible denomination', () => {
    expect(() => formatAmount(1n, -1)).toThrow(RangeError);
  });
});

describe('counts', () => {
  it('groups thousands as en-US does, for numbers and bigints of any size', () => {
    for (const n of [0, 7, 999, 1000, 20_000, 1_234_567, -45_678, Number.MAX_SAFE_INTEGER]) {
      expect(formatCount(n), String(n)).toBe(n.toLocaleString('en-US'));
    }
    expect(formatCount(12_345_678_901_234_567_890n)).toBe('12,345,678,901,234,567,890');
    expect(formatCount(1234.5678)).toBe('1,234.5678');
  });
});

describe('times', () => {
  const now = Date.UTC(2026, 10, 22, 12, 0, 0);
  it('is relative to the given now', () => {
    expect(relativeTime(now - 2_000, now)).toBe('just now');
    expect(relativeTime(now - 90_000, now)).toBe('1 min. ago');
    expect(relativeTime(now - 3 * 86_400_000, now)).toBe('3 days ago');
    expect(relativeTime(now + 2 * 3_600_000, now)).toBe('in 2 hr.');
  });
  it('is absolute in UTC', () => {
    expect(absoluteTime(now)).toBe('2026-11-22 12:00:00 UTC');
    // A u64 locktime ("never") is past what a Date holds: text, not a RangeError.
    expect(absoluteTime(Number(2n ** 64n - 1n) * 1000)).toBe('invalid time');
    expect(absoluteTime(NaN)).toBe('invalid time');
  });
  it('reads Unix seconds and RFC3339', () => {
    expect(toMillis(1721016000n)).toBe(1721016000000);
    expect(toMillis('1721016000')).toBe(1721016000000);
    expect(toMillis('2024-07-15T04:00:00Z')).toBe(1721016000000);
    expect(() => toMillis('yesterday')).toThrow(/not a time/);
  });
  it('formats durations', () => {
    expect(formatDuration(90_000)).toBe('1 min');
    expect(formatDuration(26 * 3_600_000)).toBe('1 d 2 h');
  });
});

describe('ids', () => {
  it('shortens long ids in the middle and leaves short ones', () => {
    expect(shortenId('2eNy1mUFdmaxXNj1eQHUe7Np4gju9sJsEtWQ4MX3ToiNKuADed')).toBe('2eNy1mUF…KuADed');
    expect(shortenId('abc')).toBe('abc');
  });
});
