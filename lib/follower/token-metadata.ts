// A token's name, symbol and decimals, read once by eth_call when its first transfer is indexed.
// A token that does not answer one of them (ERC-1155 need not have a name) keeps null there; its
// amounts are then shown in raw units. Names are untrusted text: kept short and free of control marks.
import { tokenDecimals, tokenText } from '@/lib/evm/token-meta';
import type { TokenWrite } from '@/lib/store/history/records';
import { NodeReadError, type NodeReader } from './node-reader';

const SELECTORS = { name: '0x06fdde03', symbol: '0x95d89b41', decimals: '0x313ce567' } as const;

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
  return { address, kind, name: tokenText(name), symbol: tokenText(symbol), decimals: tokenDecimals(decimals) };
}
