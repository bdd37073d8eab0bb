// address.Parse as the node's APIs report it: every `<chain>-<hrp>1…` parser starts here, then
// resolves the chain and checks the hrp with its own service's messages.
import { parseAddress } from '@/lib/codec/address';
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
