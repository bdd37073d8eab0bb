// Reading handler params that the registry has already decoded with Go semantics. These helpers only
// narrow types (numbers may arrive as bigint, number or decimal string) and report bad values the way
// the node does.
import { parseBytes } from '@/lib/codec/encoding';
import { EMPTY_ID, bytesEqual, idFromString } from '@/lib/codec/ids';
import { NodeError } from '../core/contracts';

export function str(params: Record<string, unknown>, key: string): string {
  const v = params[key];
  if (v === undefined || v === null) return '';
  if (typeof v === 'string') return v;
  throw new NodeError(
    `couldn't unmarshal an argument. Ensure arguments are valid and properly formatted. See documentation for example calls`,
  );
}

export function u64(params: Record<string, unknown>, key: string): bigint {
  const v = params[key];
  if (v === undefined || v === null || v === '') return 0n;
  if (typeof v === 'bigint') return v;
  if (typeof v === 'number' && Number.isInteger(v) && v >= 0) return BigInt(v);
  if (typeof v === 'string' && /^\d+$/.test(v)) return BigInt(v);
  throw new NodeError(
    `couldn't unmarshal an argument. Ensure arguments are valid and properly formatted. See documentation for example calls`,
  );
}

export function strList(params: Record<string, unknown>, key: string): string[] {
  const v = params[key];
  if (v === undefined || v === null) return [];
  if (Array.isArray(v) && v.every((x) => typeof x === 'string')) return v as string[];
  throw new NodeError(
    `couldn't unmarshal an argument. Ensure arguments are valid and properly formatted. See documentation for example calls`,
  );
}

/** An ids.ID param; the empty string is ids.Empty like Go's zero value. */
export function idParam(params: Record<string, unknown>, key: string): Uint8Array {
  const s = str(params, key);
  if (s === '') return new Uint8Array(32);
  try {
    return idFromString(s);
  } catch (e) {
    throw new NodeError((e as Error).message);
  }
}

/** The `txID` of a tx lookup: missing or ids.Empty is "nil transaction ID". */
export function txIDParam(params: Record<string, unknown>): Uint8Array {
  const id = idParam(params, 'txID');
  if (bytesEqual(id, EMPTY_ID)) throw new NodeError('nil transaction ID');
  return id;
}

export type Encoding = 'hex' | 'hexc' | 'hexnc' | 'json';

/** `encoding` param; empty means hex (Go's zero value). */
export function encodingParam(params: Record<string, unknown>, key = 'encoding'): Encoding {
  const s = str(params, key);
  if (s === '') return 'hex';
  if (s === 'hex' || s === 'hexc' || s === 'hexnc' || s === 'json') return s;
  throw new NodeError('invalid encoding');
}

/** The `tx` of an issueTx in its `encoding` (json is not a byte encoding), with the node's decode error. */
export function issueTxBytesParam(params: Record<string, unknown>): Uint8Array {
  const enc = encodingParam(params);
  try {
    if (enc === 'json') throw new Error('invalid encoding');
    return parseBytes(str(params, 'tx'), enc);
  } catch (e) {
    throw new NodeError(`problem decoding transaction: ${(e as Error).message}`);
  }
}
