import { bech32 } from '@scure/base';
import { CodecError } from './errors';
import { SHORT_ID_LEN } from './ids';

// utils/constants/network_ids.go
const HRP_BY_NETWORK: Record<number, string> = {
  1: 'avax',
  2: 'cascade',
  3: 'denali',
  4: 'everest',
  5: 'fuji',
  10: 'testing',
  12345: 'local',
};
// constants.NetworkIDToNetworkName: the same names as the HRPs, but for mainnet.
const NAME_BY_NETWORK: Record<number, string> = { ...HRP_BY_NETWORK, 1: 'mainnet' };
const FALLBACK_HRP = 'custom';

export function hrpForNetworkId(networkId: number): string {
  return HRP_BY_NETWORK[networkId] ?? FALLBACK_HRP;
}

export function networkNameForId(networkId: number): string {
  return NAME_BY_NETWORK[networkId] ?? `network-${networkId}`;
}

// bech32 strings are limited to 90 chars by BIP-173; Avalanche addresses are far shorter.
const BECH32_LIMIT = 90;

export function formatBech32(hrp: string, bytes: Uint8Array): string {
  try {
    return bech32.encode(hrp, bech32.toWords(bytes), BECH32_LIMIT);
  } catch (e) {
    throw new CodecError(`bech32 encode: ${(e as Error).message}`);
  }
}

export function parseBech32(str: string): { hrp: string; bytes: Uint8Array } {
  let dec: { prefix: string; words: number[] };
  try {
    dec = bech32.decode(str as `${string}1${string}`, BECH32_LIMIT);
  } catch (e) {
    throw new CodecError(`invalid bech32 address: ${(e as Error).message}`);
  }
  let bytes: Uint8Array;
  try {
    bytes = bech32.fromWords(dec.words);
  } catch (e) {
    throw new CodecError(`invalid bech32 payload: ${(e as Error).message}`);
  }
  return { hrp: dec.prefix, bytes };
}

/** `<chainAlias>-<bech32(hrp, addr)>`, e.g. `X-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u`. */
export function formatAddress(chainAlias: string, hrp: string, short20: Uint8Array): string {
  if (!(short20 instanceof Uint8Array) || short20.length !== SHORT_ID_LEN) {
    throw new CodecError(`address must be ${SHORT_ID_LEN} bytes`);
  }
  const b = formatBech32(hrp, short20);
  return chainAlias ? `${chainAlias}-${b}` : b;
}

export interface ParsedAddress {
  chainAlias?: string;
  hrp: string;
  bytes: Uint8Array;
}

/** Accepts `X-local1…`, `P-…`, `C-…`, any `<alias>-…` prefix, or a bare bech32 string. */
export function parseAddress(str: string): ParsedAddress {
  if (typeof str !== 'string' || str.length === 0) throw new CodecError('no address provided');
  const dash = str.lastIndexOf('-');
  const chainAlias = dash >= 0 ? str.slice(0, dash) : undefined;
  if (chainAlias !== undefined && chainAlias.length === 0) throw new CodecError('no chain alias in address');
  const { hrp, bytes } = parseBech32(dash >= 0 ? str.slice(dash + 1) : str);
  if (bytes.length !== SHORT_ID_LEN) throw new CodecError(`expected ${SHORT_ID_LEN} bytes but got ${bytes.length}`);
  return chainAlias === undefined ? { hrp, bytes } : { chainAlias, hrp, bytes };
}
