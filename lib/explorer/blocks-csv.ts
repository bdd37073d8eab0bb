// A chain's block list as CSV (`/api/blocks/[chain]?from=`): X, P, the C-Chain or an L1's EVM chain,
// newest first from the list's page (`from`, held to the head) down, read a few blocks at a time through
// the cached node path. Each block is a node call, so an export stops at BLOCKS_CSV_MAX rows and its last
// line names the `from` to go on with. A block the codec cannot read is a row marked undecoded, as on its
// page: the export goes on past it.
import type { CsvFile } from '@/lib/history/csv-stream';
import { problem } from '@/lib/api/reply';
import { avmBlockId, idToString } from '@/lib/codec';
import { decodeBlock } from '@/lib/decode/by-chain';
import { nodeHexToBytes } from '@/lib/decode/bytes';
import type { BlockView, DecodeContext } from '@/lib/decode/model';
import { undecodedBlock, undecodedLabel } from '@/lib/decode/undecoded';
import { serverNodeClient } from '@/lib/node/server-client';
import { isoSeconds } from '@/lib/format/time';
import { pageHeights } from './block-summary';
import { evmClient, resolveEvmChain } from './evm-chains';
import { nodeFailureOf } from './errors';
import { networkInfo } from './network';

const BLOCKS_CSV_MAX = 1_000;
/** Blocks asked of the node at once. */
const AT_ONCE = 10;

type Cell = string | number | bigint;

/** `count` heights from `top` down (fewer at genesis), read AT_ONCE at a time. */
async function down<T>(top: bigint, count: number, read: (h: bigint) => Promise<T>): Promise<T[]> {
  const heights = pageHeights(top, count);
  const out: T[] = [];
  for (let i = 0; i < heights.length; i += AT_ONCE)
    out.push(...(await Promise.all(heights.slice(i, i + AT_ONCE).map(read))));
  return out;
}

/** An X or P block's cells; its txs from the first the codec cannot read are counted (and named when it can). */
function utxoBlockCells(chain: 'X' | 'P', height: bigint, hex: string, ctx: DecodeContext): readonly Cell[] {
  const bytes = nodeHexToBytes(hex);
  let b: BlockView;
  try {
    b = decodeBlock(chain, bytes, ctx);
  } catch (e) {
    // Its header unread: nothing to give but the height asked, its id (the hash of its bytes) and type id.
    return [height, idToString(avmBlockId(bytes)), undecodedLabel(undecodedBlock(bytes, e).typeID), '', '', ''];
  }
  const u = b.undecoded;
  const ids = b.txs.map((t) => t.id);
  if (u?.id) ids.push(u.id);
  return [
    b.height,
    b.id,
    u
      ? `${b.type} + ${u.count === null ? 'some txs' : `${u.count} tx${u.count === 1 ? '' : 's'}`} ${undecodedLabel(u.typeID)}`
      : b.type,
    isoSeconds(b.time ?? undefined),
    // Unknown when the block does not say how many txs are left unread.
    u && u.count === null ? '' : b.txs.length + (u?.count ?? 0),
    ids.join(' '),
  ];
}

/** One list's reading: its head, a block's CSV cells by height. */
interface Reader {
  header: readonly string[];
  head: () => Promise<bigint>;
  row: (height: bigint) => Promise<readonly Cell[]>;
  name: string;
}

async function utxoReader(chain: 'X' | 'P'): Promise<Reader> {
  const node = serverNodeClient();
  const { ctx } = await networkInfo();
  return {
    header: ['height', 'block_id', 'type', 'time_utc', 'tx_count', 'tx_ids'],
    name: chain,
    head: async () => (chain === 'X' ? await node.avm.getHeight({}) : await node.platform.getHeight({})).height,
    row: async (height) => {
      const r =
        chain === 'X'
          ? await node.avm.getBlockByHeight({ height, encoding: 'hex' })
          : await node.platform.getBlockByHeight({ height, encoding: 'hex' });
      return utxoBlockCells(chain, height, r.block as string, ctx);
    },
  };
}

async function evmReader(segment: string): Promise<Reader | null> {
  const chain = await resolveEvmChain(segment);
  if (!chain) return null;
  const evm = evmClient(chain);
  return {
    header: ['number', 'hash', 'time_utc', 'tx_count', 'gas_used', 'gas_limit', 'base_fee_wei', 'fee_recipient'],
    name: chain.key,
    head: () => evm.getBlockNumber(),
    row: async (blockNumber) => {
      const b = await evm.getBlock({ blockNumber });
      return [
        b.number ?? blockNumber,
        b.hash ?? '',
        isoSeconds(b.timestamp),
        b.transactions.length,
        b.gasUsed,
        b.gasLimit,
        b.baseFeePerGas ?? '',
        b.miner,
      ];
    },
  };
}

/** The CSV of `segment`'s block list (X, P, or an EVM chain as its pages name it) from `from` down. */
export async function blocksCsv(
  segment: string,
  fromText: string | null,
): Promise<CsvFile<readonly Cell[], bigint> | Response> {
  if (fromText !== null && fromText !== '' && !/^\d{1,20}$/.test(fromText))
    return problem(400, 'from must be a block height');
  try {
    const reader = segment === 'X' || segment === 'P' ? await utxoReader(segment) : await evmReader(segment);
    if (!reader) return problem(404, 'the node serves no such chain');
    const head = await reader.head();
    const asked = fromText ? BigInt(fromText) : head;
    const first = asked > head ? head : asked;
    return {
      filename: `${reader.name}-blocks-from-${first.toString()}.csv`,
      maxRows: BLOCKS_CSV_MAX,
      list: {
        header: reader.header,
        lines: (row) => [row],
        read: async (cursor, n) => {
          const top = cursor ?? first;
          const rows = await down(top, n, reader.row);
          const next = top - BigInt(rows.length);
          return { rows, next: next >= 0n ? next : null };
        },
        resume: (next) => `from=${next}`,
      },
    };
  } catch (e) {
    return nodeFailureOf(e)
      ? problem(503, 'the node is not answering')
      : problem(502, 'the node did not list the blocks');
  }
}
