// Turning decoded params into the values handlers work with, with the node's messages where the
// conversion can fail. The registry has already decoded and type-checked them with Go semantics
// (see implement.ts): these only supply Go's zero values and parse ids and encodings.
import { parseBytes } from '@/lib/codec/encoding';
import { EMPTY_ID, bytesEqual, idFromString } from '@/lib/codec/ids';
import { NodeError } from '../core/contracts';
import { AVAX_SYMBOL } from '../genesis/constants';

/** A []string param: Go decodes a null item to "". */
export function strings(list: readonly (string | null)[] | undefined): string[] {
  return (list ?? []).map((s) => s ?? '');
}

/** A []string param of ids, each parsed by `parse`; the first that fails is its error. */
export function parsedStrings<T>(list: readonly (string | null)[] | undefined, parse: (s: string) => T): T[] {
  return strings(list).map((s) => {
    try {
      return parse(s);
    } catch (e) {
      throw new NodeError((e as Error).message);
    }
  });
}

/** A string param the method cannot do without: absent or "" is the node's "argument '…' not given". */
export function requiredString(s: string | undefined, name: string): string {
  if (s === undefined || s === '') throw new NodeError(`argument '${name}' not given`);
  return s;
}

/** An asset param as lookupAssetID reads it: the AVAX symbol, else a cb58 id, else "not found". */
export function assetIDOf(s: string, avaxID: Uint8Array): Uint8Array {
  if (s === AVAX_SYMBOL) return avaxID;
  try {
    return idFromString(s);
  } catch {
    throw new NodeError(`asset '${s}' not found`);
  }
}

/** An ids.ID param; absent or "" is ids.Empty, Go's zero value. */
export function idOf(s: string | undefined): Uint8Array {
  if (s === undefined || s === '') return new Uint8Array(32);
  try {
    return idFromString(s);
  } catch (e) {
    throw new NodeError((e as Error).message);
  }
}

/** The `txID` of a tx lookup: missing or ids.Empty is "nil transaction ID". */
export function txIDOf(s: string | undefined): Uint8Array {
  const id = idOf(s);
  if (bytesEqual(id, EMPTY_ID)) throw new NodeError('nil transaction ID');
  return id;
}

export type Encoding = 'hex' | 'hexc' | 'hexnc' | 'json';

/** `encoding`: empty means hex (Go's zero value); anything unknown is the node's `invalid encoding`. */
export function encodingOf(s: string | undefined): Encoding {
  if (s === undefined || s === '') return 'hex';
  if (s === 'hex' || s === 'hexc' || s === 'hexnc' || s === 'json') return s;
  throw new NodeError('invalid encoding');
}

/** An `encoding` for bytes only: json is not one, and is answered `invalid encoding`. */
export function byteEncodingOf(s: string | undefined): Exclude<Encoding, 'json'> {
  const enc = encodingOf(s);
  if (enc === 'json') throw new NodeError('invalid encoding');
  return enc;
}

/** The `tx` of an issueTx in its `encoding`, with the node's decode error. */
export function issuedTxBytes(p: { tx?: string; encoding?: string }): Uint8Array {
  const enc = encodingOf(p.encoding);
  try {
    if (enc === 'json') throw new Error('invalid encoding');
    return parseBytes(p.tx ?? '', enc);
  } catch (e) {
    throw new NodeError(`problem decoding transaction: ${(e as Error).message}`);
  }
}
