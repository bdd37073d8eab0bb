// One UTXO pagination for avm.getUTXOs, platform.getUTXOs and avax.getUTXOs: AvalancheGo serves all
// three through avax.GetPaginatedUTXOs / GetAtomicUTXOs, so their cursors and messages agree.
import { utxoIdBytes } from '@/lib/codec/avax';
import { EMPTY_ID, bytesEqual, compareBytes, idFromString } from '@/lib/codec/ids';
import { NodeError, type AtomicUtxo } from './contracts';
import { strings } from '../server/params';

/** maxPageSize: the most UTXOs one call returns and the most addresses it takes. */
export const MAX_UTXO_PAGE = 1024;
const EMPTY_SHORT = new Uint8Array(20);

export interface UtxoCursor {
  startAddr: Uint8Array;
  startUTXO: Uint8Array;
  limit: number;
}

export interface UtxoPage {
  utxos: Uint8Array[];
  lastAddr: Uint8Array;
  lastUTXO: Uint8Array;
}

/** A source of one address's UTXOs in id order, strictly after `after`, at most `n`. */
export type UtxosAfter = (addr: Uint8Array, after: Uint8Array, n: number) => { id: Uint8Array; bytes: Uint8Array }[];

/** getUTXOs' params as the registry decodes them (avm, platform and avax share the shape). */
export interface UtxoPageParams {
  addresses?: (string | null)[];
  startIndex?: { address?: string; utxo?: string };
  limit?: number;
}

/** The `addresses` argument, checked for count before anything else is parsed (as the node does). */
export function utxoAddressesParam(p: UtxoPageParams): string[] {
  const addresses = strings(p.addresses);
  if (addresses.length === 0) throw new NodeError('no addresses provided');
  if (addresses.length > MAX_UTXO_PAGE) {
    throw new NodeError(`number of addresses given, ${addresses.length}, exceeds maximum, ${MAX_UTXO_PAGE}`);
  }
  return addresses;
}

export function parseUtxoAddresses(addresses: string[], parseAddress: (s: string) => Uint8Array): Uint8Array[] {
  return addresses.map((a) => {
    try {
      return parseAddress(a);
    } catch (e) {
      throw new NodeError(`couldn't parse address "${a}": ${(e as Error).message}`);
    }
  });
}

/** `startIndex` and `limit`: an empty start index begins at the first address; limit 0 or too large means the most. */
export function utxoCursorParam(p: UtxoPageParams, parseAddress: (s: string) => Uint8Array): UtxoCursor {
  let startAddr: Uint8Array = EMPTY_SHORT;
  let startUTXO: Uint8Array = EMPTY_ID;
  const address = p.startIndex?.address ?? '';
  const utxo = p.startIndex?.utxo ?? '';
  if (address !== '' || utxo !== '') {
    try {
      startAddr = parseAddress(address);
    } catch (e) {
      throw new NodeError(`couldn't parse start index address "${address}": ${(e as Error).message}`);
    }
    try {
      startUTXO = idFromString(utxo);
    } catch (e) {
      throw new NodeError(`couldn't parse start index utxo: ${(e as Error).message}`);
    }
  }
  const raw = p.limit ?? 0;
  const limit = raw <= 0 || raw > MAX_UTXO_PAGE ? MAX_UTXO_PAGE : raw;
  return { startAddr, startUTXO, limit };
}

const hexKey = (b: Uint8Array): string => Buffer.from(b.buffer, b.byteOffset, b.byteLength).toString('hex');

/** Addresses in byte order, each address's UTXO ids in order, resuming after (startAddr, startUTXO). */
export function paginateUtxos(addrs: Uint8Array[], cursor: UtxoCursor, utxosAfter: UtxosAfter): UtxoPage {
  const sorted = [...new Map(addrs.map((a) => [hexKey(a), a])).values()].sort(compareBytes);
  const utxos: Uint8Array[] = [];
  const seen = new Set<string>();
  let lastAddr = cursor.startAddr;
  let lastUTXO = cursor.startUTXO;
  let remaining = cursor.limit;
  for (const addr of sorted) {
    const cmp = compareBytes(addr, cursor.startAddr);
    if (cmp < 0) continue;
    const after = cmp === 0 ? cursor.startUTXO : EMPTY_ID;
    lastAddr = addr;
    for (const u of utxosAfter(addr, after, remaining)) {
      lastUTXO = u.id;
      const k = hexKey(u.id);
      // A UTXO owned by several of the addresses is returned once.
      if (seen.has(k)) continue;
      seen.add(k);
      utxos.push(u.bytes);
      if (--remaining <= 0) return { utxos, lastAddr, lastUTXO };
    }
  }
  return { utxos, lastAddr, lastUTXO };
}

/** UtxosAfter over atomic UTXOs waiting in shared memory (already narrowed to the queried addresses). */
export function atomicUtxosAfter(waiting: AtomicUtxo[]): UtxosAfter {
  return (addr, after, n) =>
    waiting
      .filter((u) => u.addresses.some((a) => bytesEqual(a, addr)))
      .map((u) => ({ id: utxoIdBytes(u.txID, u.outputIndex), bytes: u.bytes }))
      .filter((u) => compareBytes(u.id, after) > 0)
      .sort((a, b) => compareBytes(a.id, b.id))
      .slice(0, n);
}
