// An EVM chain's latest blocks and their txs in one answer, for its chain page: read on the server
// through the cached node path (the head is a `live` answer shared by every viewer, each block by
// number `immutable`), summarised once per head.
import { LRUCache } from 'lru-cache';
import type { PublicClient } from 'viem';
import type { EvmRecent } from './evm-recent-shape';

/** The most blocks one answer carries. */
export const EVM_RECENT_MAX = 20;
/** The most txs one answer lists. */
const TXS_MAX = 25;

const kept = new LRUCache<string, EvmRecent>({ max: 64 });

/** The latest `count` blocks of the chain `evm` reads (newest first), with their latest txs. */
export async function evmRecent(evm: PublicClient, key: string, count: number): Promise<EvmRecent> {
  const head = await evm.getBlockNumber({ cacheTime: 0 });
  const cacheKey = `${key}:${head}:${count}`;
  const hit = kept.get(cacheKey);
  if (hit) return hit;
  const numbers: bigint[] = [];
  for (let n = head; n >= 0n && numbers.length < count; n--) numbers.push(n);
  const blocks = await Promise.all(numbers.map((n) => evm.getBlock({ blockNumber: n, includeTransactions: true })));
  const out: EvmRecent = {
    height: head.toString(),
    blocks: blocks.map((b) => ({
      number: (b.number ?? 0n).toString(),
      hash: b.hash ?? '',
      timeMs: Number(b.timestamp) * 1000,
      txs: b.transactions.length,
      gasUsed: b.gasUsed.toString(),
      gasLimit: b.gasLimit.toString(),
      baseFee: b.baseFeePerGas != null ? b.baseFeePerGas.toString() : null,
      miner: b.miner,
    })),
    txs: blocks
      .flatMap((b) =>
        [...b.transactions].reverse().map((t) => ({
          hash: t.hash,
          blockNumber: (b.number ?? 0n).toString(),
          timeMs: Number(b.timestamp) * 1000,
          from: t.from,
          to: t.to ?? null,
          value: t.value.toString(),
          selector: t.input.length >= 10 ? t.input.slice(0, 10) : null,
        })),
      )
      .slice(0, TXS_MAX),
  };
  kept.set(cacheKey, out);
  return out;
}
