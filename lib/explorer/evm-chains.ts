// The EVM chains the node serves, and which one a URL names: the C-Chain (`c`, `C` or its blockchain
// id) or an L1's EVM chain that platform.getBlockchains lists and that answers eth_chainId on its /rpc
// path (by blockchain id, or by its name when that name is unique). Every read goes through the cached
// node path: the chain list is a `live` answer, each chain id `static`.
import type { PublicClient } from 'viem';
import { isL1ChainId } from '@/lib/store/history/chain-keys';
import { serverNodeClient } from '@/lib/node/server-client';
import { nodeFailureOf } from './errors';
import { networkInfo } from './network';

export interface EvmChain {
  /** `C`, or the L1 chain's blockchain id: what history rows carry and `evm(chain)` takes. */
  key: string;
  /** The chain's blockchain id (the C-Chain's too, when the node tells it). */
  blockchainID: string | null;
  /** The name the chain was created with (chain data: shown as text). */
  name: string;
  /** EIP-155 chain id. */
  chainId: number;
  /** Symbol of the chain's own coin: AVAX on C; an L1 names its coin nowhere the node tells. */
  coin: string;
  isC: boolean;
}

const C_COIN = 'AVAX';
const L1_COIN = '(native)';

/** The viem client of a chain, through the server's cached node path. */
export const evmClient = (chain: Pick<EvmChain, 'key'>): PublicClient => serverNodeClient().evm(chain.key);

/** The chain's EIP-155 id; null when the node serves no EVM there (404 for the path, or a JSON-RPC error). */
async function servedChainId(key: string): Promise<number | null> {
  try {
    return await evmClient({ key }).getChainId();
  } catch (err) {
    // A JSON-RPC error (no EVM answers there) or a 404 for the path: not served. A failing node throws.
    const failure = nodeFailureOf(err);
    if (!failure || (failure.kind === 'http' && failure.status === 404)) return null;
    throw err;
  }
}

/** The C-Chain, when the node serves it. */
async function cChain(): Promise<EvmChain | null> {
  const [net, chainId] = await Promise.all([networkInfo(), servedChainId('C')]);
  return chainId === null
    ? null
    : { key: 'C', blockchainID: net.cChainID, name: 'C-Chain', chainId, coin: C_COIN, isC: true };
}

/** The L1 chains platform.getBlockchains lists (not X or C), served or not. */
async function listedL1s(): Promise<{ id: string; name: string }[]> {
  const [net, list] = await Promise.all([networkInfo(), serverNodeClient().platform.getBlockchains({})]);
  return list.blockchains.filter((b) => isL1ChainId(b.id) && b.id !== net.xChainID && b.id !== net.cChainID);
}

async function servedL1(b: { id: string; name: string }): Promise<EvmChain | null> {
  const chainId = await servedChainId(b.id);
  return chainId === null ? null : { key: b.id, blockchainID: b.id, name: b.name, chainId, coin: L1_COIN, isC: false };
}

/** Every EVM chain the node serves, the C-Chain first. */
export async function evmChains(): Promise<EvmChain[]> {
  const [c, l1s] = await Promise.all([cChain(), listedL1s()]);
  const served = await Promise.all(l1s.map(servedL1));
  return [c, ...served].filter((x): x is EvmChain => x !== null);
}

/** The chain a URL segment names (`c`, a blockchain id, or a unique chain name); null when none. */
export async function resolveEvmChain(segment: string): Promise<EvmChain | null> {
  const s = decodeSegment(segment);
  if (!s || s.length > 100) return null;
  if (s === 'c' || s === 'C') return cChain();
  const net = await networkInfo();
  if (s === net.cChainID) return cChain();
  const l1s = await listedL1s();
  const byId = l1s.find((b) => b.id === s);
  if (byId) return servedL1(byId);
  const byName = l1s.filter((b) => b.name.toLowerCase() === s.toLowerCase());
  return byName.length === 1 ? servedL1(byName[0]!) : null;
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** A chain's label for headings: "C-Chain", or the L1 chain's name. */
export const evmChainLabel = (chain: Pick<EvmChain, 'isC' | 'name'>): string => (chain.isC ? 'C-Chain' : chain.name);
