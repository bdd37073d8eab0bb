// A token's name, symbol and decimals, read once by eth_call when its first transfer is indexed.
// A token that does not answer one of them (the devnet's token implements none) keeps null there; its
// amounts are then shown in raw units. Names are untrusted text: kept short and free of control marks.
import type { TokenWrite } from '@/lib/store/history/records';
import { NodeReadError, type NodeReader } from './node-reader';

const SELECTORS = { name: '0x06fdde03', symbol: '0x95d89b41', decimals: '0x313ce567' } as const;
const MAX_TEXT = 64;

/** An ABI `string` return (or an old token's bytes32), as safe display text; null when it is neither. */
function abiText(hex: string): string | null {
  const b = Buffer.from(hex.replace(/^0x/, ''), 'hex');
  let raw: Buffer | null = null;
  if (b.length >= 64) {
    const offset = Number(b.readBigUInt64BE(24));
    if (offset + 32 <= b.length) {
      const len = Number(b.readBigUInt64BE(offset + 24));
      if (offset + 32 + len <= b.length) raw = b.subarray(offset + 32, offset + 32 + len);
    }
  } else if (b.length === 32) {
    const end = b.indexOf(0);
    raw = b.subarray(0, end < 0 ? 32 : end);
  }
  if (!raw || raw.length === 0) return null;
  const text = raw
    .toString('utf8')
    .replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .trim();
  return text ? text.slice(0, MAX_TEXT) : null;
}

export async function readTokenMetadata(
  node: NodeReader,
  path: string,
  address: string,
  kind: TokenWrite['kind'],
): Promise<TokenWrite> {
  const call = async (data: string): Promise<string | null> => {
    try {
      const r = await node.call<string>(path, 'eth_call', [{ to: address, data }, 'latest']);
      return typeof r === 'string' && r.length > 2 ? r : null;
    } catch (e) {
      // Reverted or not implemented: no such field. The node not answering fails the batch instead.
      if (e instanceof NodeReadError && e.failure.kind === 'rpc') return null;
      throw e;
    }
  };
  const [name, symbol, decimals] = await Promise.all([
    call(SELECTORS.name),
    call(SELECTORS.symbol),
    kind === 'erc20' ? call(SELECTORS.decimals) : Promise.resolve(null),
  ]);
  let d: number | null = null;
  if (decimals && /^0x[0-9a-fA-F]{64}$/.test(decimals)) {
    const v = BigInt(decimals);
    d = v <= 77n ? Number(v) : null;
  }
  return { address, kind, name: name && abiText(name), symbol: symbol && abiText(symbol), decimals: d };
}
