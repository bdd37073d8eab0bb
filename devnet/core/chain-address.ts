// address.Parse as the node's APIs report it: every `<chain>-<hrp>1…` parser starts here, then
// resolves the chain and checks the hrp with its own service's messages.
import { parseAddress } from '@/lib/codec/address';
import { bytesEqual, idToString, shortIdFromString } from '@/lib/codec/ids';
import { NodeError } from './contracts';

export interface ChainAddress {
  chainAlias: string;
  hrp: string;
  bytes: Uint8Array;
}

/** Splits `<chain>-<hrp>1…` into its parts; a missing separator or bad bech32 is a NodeError. */
export function parseChainAddress(s: string): ChainAddress {
  if (!s.includes('-')) throw new NodeError('no separator found in address');
  let parsed;
  try {
    parsed = parseAddress(s);
  } catch (e) {
    throw new NodeError((e as Error).message);
  }
  return { chainAlias: parsed.chainAlias ?? '', hrp: parsed.hrp, bytes: parsed.bytes };
}

/** BCLookup's error for an unknown chain alias or id (ids.Aliaser). */
export function noSuchChainAlias(alias: string): NodeError {
  return new NodeError(`there is no ID with alias: ${alias}`);
}

export interface ServiceAddressScope {
  /** This chain's id: a `<chain>-…` address must name it. */
  chainID: Uint8Array;
  hrp: string;
  lookupChain(aliasOrID: string): Uint8Array | undefined;
}

/**
 * avax.ParseServiceAddress: a bare cb58 short id, or `<chain>-<hrp>1…` whose chain resolves (alias or id) to this
 * chain. The node checks, in order: the chain resolves, the hrp, then that it is this chain.
 */
export function parseServiceAddress(s: string, scope: ServiceAddressScope): Uint8Array {
  try {
    return shortIdFromString(s);
  } catch {
    // not a short id: a localized address
  }
  const parsed = parseChainAddress(s);
  const chain = scope.lookupChain(parsed.chainAlias);
  if (!chain) throw noSuchChainAlias(parsed.chainAlias);
  if (parsed.hrp !== scope.hrp) throw new NodeError(`expected hrp "${scope.hrp}" but got "${parsed.hrp}"`);
  if (!bytesEqual(chain, scope.chainID)) {
    throw new NodeError(`expected chainID to be "${idToString(scope.chainID)}" but was "${idToString(chain)}"`);
  }
  return parsed.bytes;
}
