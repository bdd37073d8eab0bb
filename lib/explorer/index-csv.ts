// An index path's containers as CSV (`/api/index/[chain]/[kind]?start=`), newest first from the page
// the list shows (its `start` page's last row, or the last accepted) down to index 0: one range call per
// page, each container decoded as the list decodes it. Bounded like the history exports.
import type { CsvFile } from '@/lib/history/csv-stream';
import { problem } from '@/lib/api/reply';
import { nodeHexToBytes } from '@/lib/decode/bytes';
import { decodeContainer, isIndexPath, type IndexPath } from '@/lib/decode/container';
import type { DecodeContext } from '@/lib/decode/model';
import { serverNodeClient } from '@/lib/node/server-client';
import { nodeFailureOf } from './errors';
import { networkInfo } from './network';

/** Rows a page of the index list shows (components/index/index-history): a CSV from `start` begins at its newest. */
const INDEX_PAGE_SIZE = 25;

const HEADER = ['index', 'container_id', 'accepted_utc', 'chain', 'what', 'decoded_id', 'height', 'summary', 'bytes'];

type Row = readonly (string | number | bigint)[];

function rowOf(
  path: IndexPath,
  c: { index: bigint; id: string; timestamp: string; bytes: string },
  ctx: DecodeContext,
): Row {
  let bytes: Uint8Array | null = null;
  try {
    bytes = nodeHexToBytes(c.bytes);
  } catch {
    bytes = null;
  }
  const d = bytes ? decodeContainer(path, bytes, ctx) : null;
  return [
    c.index,
    c.id,
    c.timestamp,
    d?.chain ?? '',
    d?.what ?? '',
    d?.id ?? '',
    d?.height ?? '',
    d?.summary ?? '',
    bytes?.length ?? '',
  ];
}

export async function indexCsv(
  chain: string,
  kind: string,
  startText: string | null,
): Promise<CsvFile<Row, bigint> | Response> {
  const path = `${chain}/${kind}`;
  if (!isIndexPath(path)) return problem(404, 'no such index');
  if (startText !== null && startText !== '' && !/^\d{1,20}$/.test(startText))
    return problem(400, 'start must be an index');
  const target = { chain: chain as 'X' | 'P' | 'C', kind: kind as 'tx' | 'block' | 'vtx' };
  const node = serverNodeClient();
  try {
    const [last, ctx] = await Promise.all([
      node.index.getLastAccepted({ encoding: 'hex' }, target),
      networkInfo()
        .then((n) => n.ctx)
        .catch((): DecodeContext => ({ hrp: 'custom', chainAliases: {} })),
    ]);
    const pageTop = startText ? BigInt(startText) + BigInt(INDEX_PAGE_SIZE - 1) : last.index;
    const top = pageTop > last.index ? last.index : pageTop;
    return {
      filename: `index-${chain}-${kind}-from-${top.toString()}.csv`,
      list: {
        header: HEADER,
        lines: (row) => [row],
        read: async (cursor, n) => {
          const high = cursor ?? top;
          const low = high - BigInt(n - 1) > 0n ? high - BigInt(n - 1) : 0n;
          const range = await node.index.getContainerRange(
            { startIndex: low, numToFetch: high - low + 1n, encoding: 'hex' },
            target,
          );
          const rows = range.containers
            .slice()
            .reverse()
            .map((c) => rowOf(path, c, ctx));
          return { rows, next: low > 0n ? low - 1n : null };
        },
        resume: (next) => `start=${next >= BigInt(INDEX_PAGE_SIZE - 1) ? next - BigInt(INDEX_PAGE_SIZE - 1) : 0n}`,
      },
    };
  } catch (e) {
    if (nodeFailureOf(e)) return problem(503, 'the node is not answering');
    return problem(404, 'the node does not serve this index, or it is empty');
  }
}
