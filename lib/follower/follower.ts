// The history follower: one chain follower each for X, P and C, on the network facts it asks the node
// once (address format, chain ids, the AVAX asset). X and P read the node's index API where it is on,
// by height otherwise; C reads its EVM API by height.
import { hrpForNetworkId } from '@/lib/codec';
import type { HistoryStore } from '@/lib/store/history/records';
import { hasIndex } from './block-sources';
import { chainContext, type NetworkFacts } from './chain-context';
import { createChainFollower, type ChainFollower } from './chain-follower';
import { cReader, pReader, utxoSource, xReader } from './chain-readers';
import type { FollowerConfig } from './config';
import type { FollowerMetrics } from './metrics';
import type { NodeReader } from './node-reader';

export interface FollowerDeps {
  store: HistoryStore;
  node: NodeReader;
  config: FollowerConfig;
  metrics: FollowerMetrics;
  log: (msg: string) => void;
  now?: () => number;
}

export interface Follower {
  /** Starts following (asks the node its facts first, retrying until it answers). */
  start(): void;
  stop(): Promise<void>;
}

/** What every decoder needs to know of the network, from the node. */
async function networkFacts(node: NodeReader): Promise<NetworkFacts> {
  const keep = { keep: true };
  const [{ networkID }, x, c, avax] = await Promise.all([
    node.call<{ networkID: string }>('/ext/info', 'info.getNetworkID', {}, keep),
    node.call<{ blockchainID: string }>('/ext/info', 'info.getBlockchainID', { alias: 'X' }, keep),
    node.call<{ blockchainID: string }>('/ext/info', 'info.getBlockchainID', { alias: 'C' }, keep).catch(() => null),
    node.call<{ assetID: string }>('/ext/bc/X', 'avm.getAssetDescription', { assetID: 'AVAX' }, keep),
  ]);
  const id = Number(networkID);
  return {
    networkID: id,
    hrp: hrpForNetworkId(id),
    xChainID: x.blockchainID,
    cChainID: c?.blockchainID ?? null,
    avaxAssetID: avax.assetID,
  };
}

export function createFollower(deps: FollowerDeps): Follower {
  let chains: ChainFollower[] = [];
  let stopped = true;
  let starting: Promise<void> | null = null;

  async function begin(): Promise<void> {
    let wait = deps.config.pollMs;
    while (!stopped) {
      try {
        const facts = await networkFacts(deps.node);
        const ctx = chainContext(facts);
        const indexServed = async (chain: 'X' | 'P') =>
          deps.config.source === 'auto' && (await hasIndex(deps.node, chain));
        const [xIndex, pIndex] = await Promise.all([indexServed('X'), indexServed('P')]);
        const readerDeps = { ctx, store: deps.store, node: deps.node };
        const readers = [
          xReader(readerDeps, utxoSource(deps.node, 'X', xIndex)),
          pReader(readerDeps, utxoSource(deps.node, 'P', pIndex)),
          ...(facts.cChainID ? [cReader(readerDeps, facts.cChainID)] : []),
        ];
        if (stopped) return;
        deps.log(
          `following ${readers.map((r) => `${r.chain} (${r.source === 'index' ? 'index API' : 'by height'})`).join(', ')}`,
        );
        chains = readers.map((reader) => createChainFollower({ ...deps, reader }));
        for (const c of chains) c.start();
        return;
      } catch (e) {
        deps.log(`cannot start yet: ${e instanceof Error ? e.message : String(e)} (retrying)`);
        await new Promise((r) => setTimeout(r, wait));
        wait = Math.min(30_000, wait * 2);
      }
    }
  }

  return {
    start: () => {
      if (!stopped) return;
      stopped = false;
      starting = begin();
    },
    stop: async () => {
      stopped = true;
      await starting;
      await Promise.all(chains.map((c) => c.stop()));
      chains = [];
    },
  };
}
