// Address and chain parsing for the user methods, with AvalancheGo's messages
// (vms/components/avax/addresses.go, ids/aliases.go).
import { formatAddress } from '@/lib/codec/address';
import { bytesEqual, idToString, shortIdFromString } from '@/lib/codec/ids';
import { parseChainAddress } from '../core/chain-address';
import { NodeError } from '../core/contracts';
import type { ChainLookup } from '../core/aliases';

/** BCLookup.Lookup, throwing the aliaser's error. */
export function lookupChainOrThrow(lookup: ChainLookup, s: string): Uint8Array {
  const id = lookup(s);
  if (!id) throw new NodeError(`there is no ID with alias: ${s}`);
  return id;
}

export interface AddressCodec {
  hrp: string;
  lookup: ChainLookup;
}

/** addressManager.ParseAddress: `<chain>-<hrp>1…` → the chain it names and the 20-byte address. */
export function parseAnyChainAddress(c: AddressCodec, s: string): { chainID: Uint8Array; addr: Uint8Array } {
  const parsed = parseChainAddress(s);
  const chainID = lookupChainOrThrow(c.lookup, parsed.chainAlias);
  if (parsed.hrp !== c.hrp) throw new NodeError(`expected hrp "${c.hrp}" but got "${parsed.hrp}"`);
  return { chainID, addr: parsed.bytes };
}

/**
 * avax.ParseServiceAddress for the chain `chainID`: a cb58 short id, or an address on that chain.
 * Errors read `couldn't parse address "<s>": …`.
 */
export function parseServiceAddress(c: AddressCodec, chainID: Uint8Array, s: string): Uint8Array {
  try {
    return shortIdFromString(s);
  } catch {
    // not a bare short id: try the formatted address
  }
  try {
    const got = parseAnyChainAddress(c, s);
    if (!bytesEqual(got.chainID, chainID)) {
      throw new NodeError(
        `mismatched chainIDs: expected "${idToString(chainID)}" but got "${idToString(got.chainID)}"`,
      );
    }
    return got.addr;
  } catch (e) {
    throw new NodeError(`couldn't parse address ${JSON.stringify(s)}: ${(e as Error).message}`);
  }
}

/** ParseServiceAddresses: a de-duplicated set, in first-seen order. */
export function parseServiceAddresses(c: AddressCodec, chainID: Uint8Array, list: string[]): Uint8Array[] {
  const out: Uint8Array[] = [];
  for (const s of list) {
    const a = parseServiceAddress(c, chainID, s);
    if (!out.some((b) => bytesEqual(a, b))) out.push(a);
  }
  return out;
}

export const formatX = (hrp: string, addr: Uint8Array): string => formatAddress('X', hrp, addr);
export const formatP = (hrp: string, addr: Uint8Array): string => formatAddress('P', hrp, addr);
