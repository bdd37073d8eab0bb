import { CodecError } from './errors';

const MAX_U64 = (1n << 64n) - 1n;

/** Big-endian linearcodec writer. Grows its buffer geometrically. */
export class CodecWriter {
  private buf: Uint8Array;
  private view: DataView;
  private pos = 0;

  constructor(initialCapacity = 256) {
    this.buf = new Uint8Array(Math.max(16, initialCapacity));
    this.view = new DataView(this.buf.buffer);
  }

  private ensure(n: number): void {
    if (this.pos + n <= this.buf.length) return;
    let cap = this.buf.length * 2;
    while (cap < this.pos + n) cap *= 2;
    const next = new Uint8Array(cap);
    next.set(this.buf.subarray(0, this.pos));
    this.buf = next;
    this.view = new DataView(next.buffer);
  }

  private checkInt(v: number, max: number, what: string): void {
    if (!Number.isInteger(v) || v < 0 || v > max) throw new CodecError(`${what} out of range: ${v}`);
  }

  /** Writes a fixed-size big-endian number of `n` bytes with `set`, after checking it is 0…max. */
  private number(v: number, n: number, max: number, what: string, set: (view: DataView, at: number) => void): this {
    this.checkInt(v, max, what);
    this.ensure(n);
    set(this.view, this.pos);
    this.pos += n;
    return this;
  }

  u8(v: number): this {
    return this.number(v, 1, 0xff, 'u8', (d, at) => d.setUint8(at, v));
  }

  u16(v: number): this {
    return this.number(v, 2, 0xffff, 'u16', (d, at) => d.setUint16(at, v));
  }

  u32(v: number): this {
    return this.number(v, 4, 0xffffffff, 'u32', (d, at) => d.setUint32(at, v));
  }

  u64(v: bigint): this {
    if (typeof v !== 'bigint' || v < 0n || v > MAX_U64) throw new CodecError(`u64 out of range: ${String(v)}`);
    this.ensure(8);
    this.view.setBigUint64(this.pos, v);
    this.pos += 8;
    return this;
  }

  bool(v: boolean): this {
    return this.u8(v ? 1 : 0);
  }

  /** Raw bytes with no length prefix (Go fixed-size arrays). Pass `len` to assert the size. */
  fixed(b: Uint8Array, len?: number): this {
    if (!(b instanceof Uint8Array)) throw new CodecError('fixed: expected bytes');
    if (len !== undefined && b.length !== len) throw new CodecError(`fixed: expected ${len} bytes, got ${b.length}`);
    this.ensure(b.length);
    this.buf.set(b, this.pos);
    this.pos += b.length;
    return this;
  }

  /** u32 length + bytes (Go []byte). */
  bytes(b: Uint8Array): this {
    if (!(b instanceof Uint8Array)) throw new CodecError('bytes: expected bytes');
    this.u32(b.length);
    return this.fixed(b);
  }

  /** u16 length + UTF-8 bytes (Go string). */
  str(s: string): this {
    const b = new TextEncoder().encode(s);
    if (b.length > 0xffff) throw new CodecError('string too long');
    this.u16(b.length);
    return this.fixed(b);
  }

  /** u32 count, then each element via `fn` (Go slices). */
  array<T>(items: readonly T[], fn: (w: CodecWriter, item: T) => void): this {
    this.u32(items.length);
    for (const it of items) fn(this, it);
    return this;
  }

  get length(): number {
    return this.pos;
  }

  finish(): Uint8Array {
    return this.buf.slice(0, this.pos);
  }
}
