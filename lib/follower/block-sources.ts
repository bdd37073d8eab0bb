// Where the follower reads a chain's accepted blocks, in order: the node's index API where it is on
// (index.getContainerRange, up to 1024 blocks a call), otherwise one block per height (several in
// flight). The C-chain is read by height through its EVM API, which gives senders and receipts that
// the index's raw blocks do not.
import { idToString } from '@/lib/codec';
import type { FollowedChain } from '@/lib/store/history/chain-keys';
import type { EvmBlockJson, EvmReceiptJson } from './c-chain';
import { sha256 } from './chain-context';
import { registry, type ResultOf } from '@/lib/registry';
import { callMethod, nodeBytes, NodeReadError, type NodeReader } from './node-reader';

/** Containers asked of the index per call (its maximum). */
const INDEX_RANGE_MAX = 1024;
const PARALLEL_READS = 8;

export interface RawBlock {
  bytes: Uint8Array;
  /** When the node accepted it (the index's timestamp), when known. */
  acceptedMs: number | null;
}

export interface UtxoBlockSource {
  kind: 'index' | 'height';
  /** Up to `max` blocks from the cursor, in order; none at the tip. */
  read(
    from: { height: number; index: number | null },
    max: number,
  ): Promise<{ blocks: RawBlock[]; nextIndex: number | null }>;
  /** The index position of the first block at or above `height` (index sources only). */
  indexOf(height: number, heightOf: (bytes: Uint8Array) => number): Promise<number>;
}

const CHAIN_PATH = { X: '/ext/bc/X', P: '/ext/bc/P', C: '/ext/bc/C/rpc' } as const;
const HEIGHT_METHOD = { X: 'avm.getHeight', P: 'platform.getHeight' } as const;
const BLOCK_METHOD = { X: 'avm.getBlockByHeight', P: 'platform.getBlockByHeight' } as const;

/** RFC3339 with up to nanoseconds, to ms. */
function rfc3339Ms(s: string): number | null {
  const t = Date.parse(s.replace(/(\.\d{3})\d+/, '$1'));
  return Number.isFinite(t) ? t : null;
}

/** Where an EVM chain (C, or an L1's by its blockchain id) answers eth_* calls. */
export const evmPath = (chain: FollowedChain): string => (chain === 'C' ? CHAIN_PATH.C : `/ext/bc/${chain}/rpc`);

const isUtxoChain = (chain: FollowedChain): chain is 'X' | 'P' => chain === 'X' || chain === 'P';

/** The chain's last accepted height (a live answer every view shares). */
export async function tipOf(node: NodeReader, chain: FollowedChain): Promise<number> {
  if (!isUtxoChain(chain))
    return Number(BigInt(await node.call<string>(evmPath(chain), 'eth_blockNumber', [], { keep: true })));
  const r = await node.call<{ height: string }>(CHAIN_PATH[chain], HEIGHT_METHOD[chain], {}, { keep: true });
  return Number(r.height);
}

/** Runs `fn` over `items` with a few in flight, results in order. */
async function inOrder<T, R>(items: T[], fn: (t: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_READS, items.length) }, worker));
  return out;
}

export function indexSource(node: NodeReader, chain: 'X' | 'P'): UtxoBlockSource {
  const path = `/ext/index/${chain}/block`;
  return {
    kind: 'index',
    read: async (from, max) => {
      const start = from.index ?? 0;
      let containers: ResultOf<typeof registry.index.getContainerRange>['containers'];
      try {
        ({ containers } = await callMethod(node, path, registry.index.getContainerRange, {
          startIndex: start,
          numToFetch: Math.max(1, Math.min(INDEX_RANGE_MAX, max)),
          encoding: 'hex',
        }));
      } catch (e) {
        // Past the last accepted container, or none yet: nothing new.
        if (e instanceof NodeReadError && /> last accepted index|no containers have been accepted/.test(e.message)) {
          return { blocks: [], nextIndex: start };
        }
        throw e;
      }
      return {
        blocks: containers.map((c) => ({ bytes: nodeBytes(c.bytes), acceptedMs: rfc3339Ms(c.timestamp) })),
        nextIndex: start + containers.length,
      };
    },
    indexOf: async (height, heightOf) => {
      let last: number;
      try {
        last = Number((await callMethod(node, path, registry.index.getLastAccepted, { encoding: 'hex' })).index);
      } catch (e) {
        if (e instanceof NodeReadError && /no containers have been accepted/.test(e.message)) return 0;
        throw e;
      }
      // The first index whose block is at or above the height (heights grow with the index).
      let lo = 0;
      let hi = last + 1;
      while (lo < hi) {
        const mid = Math.floor((lo + hi) / 2);
        const c = await callMethod(node, path, registry.index.getContainerByIndex, { index: mid, encoding: 'hex' });
        if (heightOf(nodeBytes(c.bytes)) < height) lo = mid + 1;
        else hi = mid;
      }
      return lo;
    },
  };
}

export function heightSource(node: NodeReader, chain: 'X' | 'P'): UtxoBlockSource {
  return {
    kind: 'height',
    read: async (from, max) => {
      const tip = await tipOf(node, chain);
      const count = Math.max(0, Math.min(max, tip - from.height + 1));
      const heights = Array.from({ length: count }, (_, i) => from.height + i);
      const blocks = await inOrder(heights, async (height) => {
        const r = await node.call<{ block: string }>(CHAIN_PATH[chain], BLOCK_METHOD[chain], {
          height,
          encoding: 'hex',
        });
        return { bytes: nodeBytes(r.block), acceptedMs: null };
      });
      return { blocks, nextIndex: null };
    },
    indexOf: async () => {
      throw new Error('a height source has no index');
    },
  };
}

/**
 * The id of the block the node has at `height` (as the follower records it: cb58 of the block's
 * sha256 on X and P, the hash on C); null when the node's chain is not that high.
 */
export async function blockIDAt(node: NodeReader, chain: FollowedChain, height: number): Promise<string | null> {
  if (height > (await tipOf(node, chain))) return null;
  if (!isUtxoChain(chain)) {
    const b = await node.call<{ hash: string } | null>(evmPath(chain), 'eth_getBlockByNumber', [
      `0x${height.toString(16)}`,
      false,
    ]);
    return b ? b.hash.toLowerCase() : null;
  }
  const r = await node.call<{ block: string }>(CHAIN_PATH[chain], BLOCK_METHOD[chain], { height, encoding: 'hex' });
  return idToString(sha256(nodeBytes(r.block)));
}

/** Whether the node serves the chain's block index (AvalancheGo's --index-enabled). */
export async function hasIndex(node: NodeReader, chain: 'X' | 'P'): Promise<boolean> {
  try {
    await node.call(`/ext/index/${chain}/block`, 'index.getLastAccepted', { encoding: 'hex' });
    return true;
  } catch (e) {
    if (e instanceof NodeReadError && e.notServed) return false;
    if (e instanceof NodeReadError && /no containers have been accepted/.test(e.message)) return true;
    throw e;
  }
}

export interface EvmBlockWithReceipts {
  block: EvmBlockJson;
  receipts: EvmReceiptJson[];
}

/** Up to `max` blocks of an EVM chain from `from` with every tx's receipt; none at the tip. */
export async function readEvmBlocks(
  node: NodeReader,
  chain: FollowedChain,
  from: number,
  max: number,
): Promise<EvmBlockWithReceipts[]> {
  const path = evmPath(chain);
  const tip = await tipOf(node, chain);
  const count = Math.max(0, Math.min(max, tip - from + 1));
  const heights = Array.from({ length: count }, (_, i) => from + i);
  const blocks = await inOrder(heights, (h) =>
    node.call<EvmBlockJson | null>(path, 'eth_getBlockByNumber', [`0x${h.toString(16)}`, true]),
  );
  const wanted: { b: number; hash: string }[] = [];
  blocks.forEach((b, i) => {
    if (!b) throw new Error(`the node has no block ${heights[i]} of chain ${chain} though its tip is ${tip}`);
    for (const tx of b.transactions) wanted.push({ b: i, hash: tx.hash });
  });
  const receipts = await inOrder(wanted, (w) =>
    node.call<EvmReceiptJson | null>(path, 'eth_getTransactionReceipt', [w.hash]),
  );
  const out = blocks.map((block) => ({ block: block!, receipts: [] as EvmReceiptJson[] }));
  receipts.forEach((r, i) => {
    if (!r) throw new Error(`the node has no receipt for ${wanted[i]!.hash}`);
    out[wanted[i]!.b]!.receipts.push(r);
  });
  return out;
}
