import { describe, expect, it } from 'vitest';
import { cb58Id, chainAddress, float4, hexBytes, nodeID, rfc3339, u32, u64, u64Param } from './common';

describe('u64', () => {
  it('reads decimal strings and safe-integer numbers to exact bigint', () => {
    expect(u64.parse('0')).toBe(0n);
    expect(u64.parse('18446744073709551615')).toBe(18446744073709551615n);
    expect(u64.parse('9007199254740993')).toBe(9007199254740993n);
    expect(u64.parse(42)).toBe(42n);
  });

  it.each([
    ['-1'],
    ['1e3'],
    ['1.5'],
    [''],
    [' 1'],
    ['0x10'],
    [1.5],
    [-1],
    [2 ** 60],
    ['18446744073709551616'],
    [true],
    [null],
  ])('rejects %j', (value) => {
    expect(u64.safeParse(value).success).toBe(false);
  });

  it('says what it expected', () => {
    expect(u64.safeParse('1e3').error?.issues[0]?.message).toBe('expected decimal string');
    expect(u64.safeParse('18446744073709551616').error?.issues[0]?.message).toBe('value exceeds u64 range');
  });
});

describe('other scalars', () => {
  it('u32 from string or number, bounded', () => {
    expect(u32.parse('12345')).toBe(12345);
    expect(u32.parse(7)).toBe(7);
    expect(u32.safeParse('4294967296').success).toBe(false);
  });

  it('float4 reads AvalancheGo Float32 strings', () => {
    expect(float4.parse('99.0000')).toBe(99);
    expect(float4.parse('0.0200')).toBeCloseTo(0.02);
    expect(float4.parse(2.5)).toBe(2.5);
    expect(float4.safeParse('abc').success).toBe(false);
  });

  it('ids and addresses are checked, including the cb58 checksum', () => {
    expect(cb58Id.safeParse('11111111111111111111111111111111LpoYY').success).toBe(true);
    expect(cb58Id.safeParse('2eNy1mUFdmaxXNj1eQHUe7Np4gju9sJsEtWQ4MX3ToiNKuADed').success).toBe(true);
    expect(cb58Id.safeParse('2eNy1mUFdmaxXNj1eQHUe7Np4gju9sJsEtWQ4MX3ToiNKuADee').success).toBe(false);
    expect(nodeID.safeParse('NodeID-7Xhw2mDxuDS44j42TCB6U5579esbSt3Lg').success).toBe(true);
    expect(nodeID.safeParse('7Xhw2mDxuDS44j42TCB6U5579esbSt3Lg').success).toBe(false);
    expect(chainAddress.safeParse('X-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u').success).toBe(true);
    expect(chainAddress.safeParse('X-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96v').success).toBe(false);
    expect(hexBytes.safeParse('0xabc').success).toBe(false);
    expect(rfc3339.safeParse('2024-07-15T04:00:00Z').success).toBe(true);
    expect(rfc3339.safeParse('2024-07-15').success).toBe(false);
  });
});

describe('u64Param', () => {
  it('accepts bigint, number or decimal string and yields bigint', () => {
    expect(u64Param.parse(5n)).toBe(5n);
    expect(u64Param.parse(5)).toBe(5n);
    expect(u64Param.parse('18446744073709551615')).toBe(18446744073709551615n);
    expect(u64Param.safeParse(-1n).success).toBe(false);
    expect(u64Param.safeParse(0.5).success).toBe(false);
  });
});
