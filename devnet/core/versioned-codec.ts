// The framing of the codec bytes the node keeps and hands out for its own records (keystore users
// and values, getStake's outputs): the codec version, then the record's fields.
import { CODEC_VERSION, readVersion } from '@/lib/codec/avax';
import { CodecReader } from '@/lib/codec/reader';
import { CodecWriter } from '@/lib/codec/writer';

/** The codec version followed by what `write` writes. */
export function encodeVersioned(write: (w: CodecWriter) => void, initialCapacity?: number): Uint8Array {
  const w = new CodecWriter(initialCapacity);
  w.u16(CODEC_VERSION);
  write(w);
  return w.finish();
}

/** What `read` reads after the codec version; every byte must be consumed. */
export function decodeVersioned<T>(bytes: Uint8Array, read: (r: CodecReader) => T): T {
  const r = new CodecReader(bytes);
  readVersion(r);
  const value = read(r);
  r.done();
  return value;
}
