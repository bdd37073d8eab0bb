import { CodecError } from './errors';

/** Bounds-checked big-endian linearcodec reader. All failures are CodecError. */
export class CodecReader {
  private readonly view: DataView;
  private pos = 0;

  constructor(private readonly buf: Uint8Array) {
    if (!(buf instanceof Uint8Array)) throw new CodecError('reader: expected bytes');
    this.view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
  }

  get offset(): number {
    return this.pos;
  }

  get remaining(): number {
    return this.buf.length - this.pos;
  }

  private need(n: number, what: string): void {
    if (n > this.remaining) {
      throw new CodecError(`${what}: need ${n} bytes at offset ${this.pos}, only ${this.remaining} left`);
    }
  }

  /** Reads a fixed-size big-endian number of `n` bytes with `get`, and moves past it. */
  private number<T>(n: number, what: string, get: (view: DataView, at: number) => T): T {
    this.need(n, what);
    const v = get(this.view, this.pos);
    this.pos += n;
    return v;
  }

  u8(): number {
    return this.number(1, 'u8', (d, at) => d.getUint8(at));
  }

  u16(): number {
    return this.number(2, 'u16', (d, at) => d.getUint16(at));
  }

  u32(): number {
    return this.number(4, 'u32', (d, at) => d.getUint32(at));
  }

  u64(): bigint {
    return this.number(8, 'u64', (d, at) => d.getBigUint64(at));
  }

  bool(): boolean {
    const v = this.u8();
    if (v > 1) throw new CodecError(`invalid bool value ${v}`);
    return v === 1;
  }

  /** `n` raw bytes, copied so callers can keep them after the input buffer is reused. */
  fixed(n: number): Uint8Array {
    if (!Number.isInteger(n) || n < 0) throw new CodecError(`invalid length ${n}`);
    this.need(n, 'fixed');
    const out = this.buf.slice(this.pos, this.pos + n);
    this.pos += n;
    return out;
  }

  /** u32 length + bytes. The length is checked against what is left before anything is allocated. */
  bytes(maxLen = Number.MAX_SAFE_INTEGER): Uint8Array {
    const n = this.u32();
    if (n > maxLen) throw new CodecError(`byte slice length ${n} exceeds maximum ${maxLen}`);
    return this.fixed(n);
  }

  /** u16 length + UTF-8 string. Invalid UTF-8 is rejected (Go's codec requires valid strings). */
  str(): string {
    const n = this.u16();
    const b = this.fixed(n);
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(b);
    } catch {
      throw new CodecError('string is not valid UTF-8');
    }
  }

  /**
   * u32 count then `count` elements. `minElemSize` (bytes each element needs at least) bounds the
   * count by what is left, so a hostile count fails fast instead of looping or allocating.
   */
  array<T>(fn: (r: CodecReader, index: number) => T, minElemSize = 1): T[] {
    const n = this.u32();
    if (minElemSize > 0 && n > Math.floor(this.remaining / minElemSize)) {
      throw new CodecError(`slice length ${n} exceeds the ${this.remaining} bytes left`);
    }
    const out: T[] = [];
    for (let i = 0; i < n; i++) out.push(fn(this, i));
    return out;
  }

  /** Asserts every byte was consumed (AvalancheGo rejects trailing bytes). */
  done(): void {
    if (this.pos !== this.buf.length) {
      throw new CodecError(`${this.remaining} trailing bytes after offset ${this.pos}`);
    }
  }
}
