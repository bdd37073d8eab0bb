// The history follower: one chain follower each for X, P, C and every L1 EVM chain the node serves,
// on the network facts it asks the node once (address format, chain ids, the AVAX asset). X and P read
// the node's index API where it is on, by height otherwise; EVM chains are read by height. L1 chains
// created later are found by asking the node again every L1_LOOK_EVERY_MS.
import { hrpForNetworkId } from '@/lib/codec';
import { hasIndex } from './block-sources';
import { chainContext, type NetworkFacts } from './chain-context';
import { createChainFollower, type ChainFollower, type ChainFollowerDeps } from './chain-follower';
import { evmReader, pReader, utxoSource, xReader, type ChainReader } from './chain-readers';
import { l1EvmChains } from './l1-chains';
import type { NodeReader } from './node-reader';
import { stoppableLoop } from './stoppable-loop';

/** What the follower runs on: every chain follower's needs but its reader, which it makes itself. */
export type FollowerDeps = Omit<ChainFollowerDeps, 'reader'>;

/** Starts following (asks the node its facts first, retrying until it answers); stops every chain. */
export type Follower = ChainFollower;

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

const L1_LOOK_EVERY_MS = 30_000;

export function createFollower(deps: FollowerDeps): Follower {
  let chains: ChainFollower[] = [];
  let l1Timer: NodeJS.Timeout | null = null;
  const followed = new Set<string>();

  const follow = (readers: ChainReader[]) => {
    const fresh = readers.filter((r) => !followed.has(r.chain));
    if (fresh.length === 0 || life.stopped) return;
    deps.log(
      `following ${fresh.map((r) => `${r.chain} (${r.source === 'index' ? 'index API' : 'by height'})`).join(', ')}`,
    );
    for (const reader of fresh) {
      followed.add(reader.chain);
      const c = createChainFollower({ ...deps, reader });
      chains.push(c);
      c.start();
    }
  };

  /** Follows the L1 EVM chains the node serves that are not followed yet; asks again later. */
  async function lookForL1s(facts: NetworkFacts, readerDeps: Parameters<typeof evmReader>[0]): Promise<void> {
    try {
      // Chains already followed are not asked again.
      const ids = await l1EvmChains(deps.node, [facts.xChainID, facts.cChainID ?? '', ...followed]);
      follow(ids.map((id) => evmReader(readerDeps, id, id)));
    } catch (e) {
      deps.log(`cannot list the node's L1 chains: ${e instanceof Error ? e.message : String(e)} (retrying)`);
    }
    if (!life.stopped) l1Timer = setTimeout(() => void lookForL1s(facts, readerDeps), L1_LOOK_EVERY_MS);
  }

  async function begin(): Promise<void> {
    let wait = deps.config.pollMs;
    while (!life.stopped) {
      try {
        const facts = await networkFacts(deps.node);
        const ctx = chainContext(facts);
        const indexServed = async (chain: 'X' | 'P') =>
          deps.config.source === 'auto' && (await hasIndex(deps.node, chain));
        const [xIndex, pIndex] = await Promise.all([indexServed('X'), indexServed('P')]);
        const readerDeps = { ctx, store: deps.store, node: deps.node, traces: deps.config.traces };
        const readers = [
          xReader(readerDeps, utxoSource(deps.node, 'X', xIndex)),
          pReader(readerDeps, utxoSource(deps.node, 'P', pIndex)),
          ...(facts.cChainID ? [evmReader(readerDeps, 'C', facts.cChainID)] : []),
        ];
        if (life.stopped) return;
        follow(readers);
        await lookForL1s(facts, readerDeps);
        return;
      } catch (e) {
        deps.log(`cannot start yet: ${e instanceof Error ? e.message : String(e)} (retrying)`);
        await new Promise((r) => setTimeout(r, wait));
        wait = Math.min(30_000, wait * 2);
      }
    }
  }

  const life = stoppableLoop(
    begin,
    () => {
      if (l1Timer) clearTimeout(l1Timer);
    },
    async () => {
      await Promise.all(chains.map((c) => c.stop()));
      chains = [];
      followed.clear();
    },
  );
  return life;
}
