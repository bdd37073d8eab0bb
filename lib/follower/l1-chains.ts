// The L1 EVM chains the node serves: each chain platform.getBlockchains lists, other than X and C,
// that answers eth_chainId at /ext/bc/<id>/rpc. A chain the node does not run (or whose VM is not an
// EVM) is not served there and is left out; one that fails otherwise is tried again next time.
import { isL1ChainId } from '@/lib/store/history/chain-keys';
import { evmPath } from './block-sources';
import { NodeReadError, type NodeReader } from './node-reader';

/** The L1 EVM chain ids the node serves, leaving out those in `skip`. */
export async function l1EvmChains(node: NodeReader, skip: readonly string[]): Promise<string[]> {
  const r = await node.call<{ blockchains?: { id?: unknown }[] }>('/ext/bc/P', 'platform.getBlockchains', {});
  const ids = (r.blockchains ?? [])
    .map((b) => b.id)
    .filter((id): id is string => typeof id === 'string' && isL1ChainId(id) && !skip.includes(id));
  const served: string[] = [];
  for (const id of ids) {
    try {
      await node.call(evmPath(id), 'eth_chainId', []);
      served.push(id);
    } catch (e) {
      if (!(e instanceof NodeReadError)) throw e;
    }
  }
  return served;
}
