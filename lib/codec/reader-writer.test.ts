import { describe, expect, it } from 'vitest';
import { CodecError } from './errors';
import { CodecReader } from './reader';
import { CodecWriter } from './writer';

describe('CodecWriter / CodecReader', () => {
  it('round-trips every primitive big-endian', () => {
    const w = new CodecWriter(4);
    w.u8(0xab)
      .u16(0x1234)
      .u32(0xdeadbeef)
      .u64(0x0102030405060708n)
      .fixed(Uint8Array.of(9, 9))
      .bytes(Uint8Array.of(7))
      .str('héllo');
    const b = w.finish();
    expect(Array.from(b.subarray(0, 7))).toEqual([0xab, 0x12, 0x34, 0xde, 0xad, 0xbe, 0xef]);
    const r = new CodecReader(b);
    expect(r.u8()).toBe(0xab);
    expect(r.u16()).toBe(0x1234);
    expect(r.u32()).toBe(0xdeadbeef);
    expect(r.u64()).toBe(0x0102030405060708n);
    expect(r.fixed(2)).toEqual(Uint8Array.of(9, 9));
    expect(r.bytes()).toEqual(Uint8Array.of(7));
    expect(r.str()).toBe('héllo');
    r.done();
  });

  it('refuses values out of range when writing', () => {
    const w = new CodecWriter();
    expect(() => w.u8(256)).toThrow(CodecError);
    expect(() => w.u32(-1)).toThrow(CodecError);
    expect(() => w.u32(1.5)).toThrow(CodecError);
    expect(() => w.u64(1n << 64n)).toThrow(CodecError);
    expect(() => w.fixed(new Uint8Array(3), 4)).toThrow(CodecError);
  });

  it('throws CodecError on truncation and trailing bytes', () => {
    expect(() => new CodecReader(Uint8Array.of(1)).u16()).toThrow(CodecError);
    expect(() => new CodecReader(new Uint8Array(7)).u64()).toThrow(CodecError);
    const r = new CodecReader(Uint8Array.of(0, 1));
    r.u8();
    expect(() => r.done()).toThrow(/trailing/);
  });

  it('rejects a hostile length before allocating anything', () => {
    const huge = Uint8Array.of(0xff, 0xff, 0xff, 0xff, 1, 2, 3);
    expect(() => new CodecReader(huge).bytes()).toThrow(CodecError);
    const t0 = Date.now();
    expect(() => new CodecReader(huge).array((r) => r.u8())).toThrow(CodecError);
    // A slice whose elements consume nothing must still not loop 4 billion times.
    expect(() => new CodecReader(huge).array(() => 0, 1)).toThrow(CodecError);
    expect(Date.now() - t0).toBeLessThan(1000);
  });

  it('rejects strings that are not UTF-8', () => {
    expect(() => new CodecReader(Uint8Array.of(0, 1, 0xff)).str()).toThrow(CodecError);
  });
});
