// A chain's latest blocks in one answer, for the dashboard: read on the server through the one cached
// node path. Where the node serves its block index, two cached calls cover any number of blocks (the
// tip is shared by every viewer; a full range is immutable); otherwise one cached read per height.
// Decoded summaries are kept per tip, so a crowd of dashboards costs one decode per new block.
import { LRUCache } from 'lru-cache';
import { fromRlp, keccak256, toRlp, type Hex } from 'viem';
import { nodeHexToBytes } from '@/lib/decode/bytes';
import type { DecodeContext } from '@/lib/decode/model';
import { unwrapProposerBlock } from '@/lib/decode/proposervm';
import type { NodeClient } from '@/lib/client';
import type { registry, ResultOf } from '@/lib/registry';
import type { BlockSummary } from './block-summary';
import { summarizeBlockBytes } from './summarize-block';

/** The most blocks one answer carries (the dashboard's TPS chart spans 30). */
export const RECENT_MAX = 30;

interface RecentCBlock {
  /** Decimal strings: they survive JSON. */
  number: string;
  hash: string;
  timeMs: number;
  txs: number;
  /** The block's EVM tx hashes (the dashboard lists the latest C txs). */
  txHashes: string[];
}

/** Newest first; `height` is the chain's last accepted height. */
interface RecentBlocks<B> {
  height: string;
  blocks: B[];
}

export type RecentUtxo = RecentBlocks<BlockSummary>;
export type RecentC = RecentBlocks<RecentCBlock>;

type Container = ResultOf<typeof registry.index.getContainerByIndex>;

/** A block's own bytes: a real node's index wraps them in a proposervm block, the devnet's does not. */
function innerVariants(bytes: Uint8Array): Uint8Array[] {
  const wrapped = unwrapProposerBlock(bytes);
  return wrapped ? [bytes, wrapped.inner] : [bytes];
}

function firstDecoded<T>(bytes: Uint8Array, decode: (b: Uint8Array) => T): T {
  let last: unknown;
  for (const b of innerVariants(bytes)) {
    try {
      return decode(b);
    } catch (e) {
      last = e;
    }
  }
  throw last;
}

function summarizeUtxoBytes(chain: 'X' | 'P', bytes: Uint8Array, ctx: DecodeContext): BlockSummary {
  return firstDecoded(bytes, (b) => summarizeBlockBytes(chain, b, ctx));
}

/** A tx of a block's RLP: a typed tx is its bytes (type ‖ payload), a legacy tx its list; the hash is keccak of either. */
function evmTxHash(tx: unknown): string {
  return keccak256(typeof tx === 'string' ? (tx as Hex) : toRlp(tx as Hex[]));
}

/** An EVM block's RLP [header, txs, uncles, …]: number header[8], time header[11], hash keccak(rlp(header)). */
function summarizeEvmRlp(bytes: Uint8Array): RecentCBlock {
  return firstDecoded(bytes, (b) => {
    const decoded = fromRlp(b, 'hex');
    if (!Array.isArray(decoded) || !Array.isArray(decoded[0])) throw new Error('not an RLP block');
    const header = decoded[0] as Hex[];
    const num = header[8];
    const time = header[11];
    if (typeof num !== 'string' || typeof time !== 'string') throw new Error('RLP block header too short');
    const big = (h: Hex) => (h === '0x' ? 0n : BigInt(h));
    return {
      number: big(num).toString(),
      hash: keccak256(toRlp(header)),
      timeMs: Number(big(time)) * 1000,
      txs: Array.isArray(decoded[1]) ? decoded[1].length : 0,
      txHashes: Array.isArray(decoded[1]) ? decoded[1].map(evmTxHash) : [],
    };
  });
}

const kept = new LRUCache<string, RecentUtxo | RecentC>({ max: 64 });

/** The last `count` containers of a block index, newest first, through the cached tip and one range call. */
async function indexTail(node: NodeClient, chain: 'X' | 'P' | 'C', count: number) {
  const target = { chain, kind: 'block' as const };
  const last = await node.index.getLastAccepted({ encoding: 'hex' }, target);
  const start = last.index >= BigInt(count - 1) ? last.index - BigInt(count - 1) : 0n;
  const key = `${chain}:${last.id}:${count}`;
  const load = async (): Promise<Container[]> => {
    const range = await node.index.getContainerRange(
      { startIndex: start, numToFetch: last.index - start + 1n, encoding: 'hex' },
      target,
    );
    return range.containers.slice().reverse();
  };
  return { key, load };
}

async function fromIndex<T extends RecentUtxo | RecentC>(
  node: NodeClient,
  chain: 'X' | 'P' | 'C',
  count: number,
  summarize: (bytes: Uint8Array) => T['blocks'][number],
): Promise<T> {
  const { key, load } = await indexTail(node, chain, count);
  const hit = kept.get(key);
  if (hit) return hit as T;
  const blocks = (await load()).map((c) => summarize(nodeHexToBytes(c.bytes)));
  const top = blocks[0] as { height?: string; number?: string } | undefined;
  const out = { height: top?.height ?? top?.number ?? '0', blocks } as T;
  kept.set(key, out);
  return out;
}

/** Whether the failure means the node serves no such index (AvalancheGo without --index-enabled). */
function noIndex(e: unknown): boolean {
  const err = e as { name?: string; code?: number; status?: number; message?: string } | null;
  if (!err) return false;
  if (err.name === 'HttpStatusError' && (err.status === 404 || err.status === 405)) return true;
  return err.name === 'RpcError' && (err.code === -32601 || /not (found|served)|no index/i.test(err.message ?? ''));
}

function heightsDown(top: bigint, count: number): bigint[] {
  const out: bigint[] = [];
  for (let h = top; h >= 0n && out.length < count; h--) out.push(h);
  return out;
}

/** The latest `count` X or P blocks, summarised. */
export async function recentUtxoBlocks(
  node: NodeClient,
  chain: 'X' | 'P',
  count: number,
  ctx: DecodeContext,
): Promise<RecentUtxo> {
  const summarize = (b: Uint8Array) => summarizeUtxoBytes(chain, b, ctx);
  try {
    return await fromIndex<RecentUtxo>(node, chain, count, summarize);
  } catch (e) {
    if (!noIndex(e)) throw e;
  }
  const { height } = chain === 'X' ? await node.avm.getHeight({}) : await node.platform.getHeight({});
  const blocks = await Promise.all(
    heightsDown(height, count).map(async (h) => {
      const r =
        chain === 'X'
          ? await node.avm.getBlockByHeight({ height: h, encoding: 'hex' })
          : await node.platform.getBlockByHeight({ height: h, encoding: 'hex' });
      return summarize(nodeHexToBytes(r.block as string));
    }),
  );
  return { height: height.toString(), blocks };
}

/** The latest `count` C-Chain blocks, summarised. */
export async function recentCBlocks(node: NodeClient, count: number): Promise<RecentC> {
  try {
    return await fromIndex<RecentC>(node, 'C', count, summarizeEvmRlp);
  } catch (e) {
    if (!noIndex(e)) throw e;
  }
  const head = BigInt(await node.eth.eth_blockNumber([]));
  const blocks = await Promise.all(
    heightsDown(head, count).map(async (n) => {
      const b = await node.eth.eth_getBlockByNumber([`0x${n.toString(16)}`, false]);
      if (!b) throw new Error(`the node has no C-Chain block ${n} though its head is ${head}`);
      const txHashes = b.transactions.map((t) => (typeof t === 'string' ? t : t.hash));
      return {
        number: BigInt(b.number).toString(),
        hash: b.hash,
        timeMs: Number(BigInt(b.timestamp)) * 1000,
        txs: txHashes.length,
        txHashes,
      };
    }),
  );
  return { height: head.toString(), blocks };
}
