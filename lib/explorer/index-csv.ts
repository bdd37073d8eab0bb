// An index path's containers as CSV (`/api/index/[chain]/[kind]?start=`), newest first from the page
// the list shows (its `start` page's last row, or the last accepted) down to index 0: one range call per
// page, each container decoded as the list decodes it. Bounded like the history exports; a bounded file
// goes on with `to=<index>` (the newest index still to export: near 0 no page `start` names it exactly).
import type { CsvFile } from '@/lib/history/csv-stream';
import { problem } from '@/lib/api/reply';
import { nodeHexToBytes } from '@/lib/decode/bytes';
import { decodeContainer, isIndexPath, type IndexPath } from '@/lib/decode/container';
import { INDEX_PAGE_SIZE } from '@/lib/decode/index-page';
import type { DecodeContext } from '@/lib/decode/model';
import { serverNodeClient } from '@/lib/node/server-client';
import { nodeFailureOf, orNullUnlessServed } from './errors';
import { networkInfo } from './network';

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

const notServed = () => problem(404, 'the node does not serve this index, or it is empty');

const isIndexText = (t: string | null): boolean => t === null || t === '' || /^\d{1,20}$/.test(t);

/** `start`: the page's first index, as the index page takes it; `to`: the newest index to export (a resume). */
export async function indexCsv(
  chain: string,
  kind: string,
  startText: string | null,
  toText: string | null = null,
): Promise<CsvFile<Row, bigint> | Response> {
  const path = `${chain}/${kind}`;
  if (!isIndexPath(path)) return problem(404, 'no such index');
  if (!isIndexText(startText)) return problem(400, 'start must be an index');
  if (!isIndexText(toText)) return problem(400, 'to must be an index');
  const target = { chain: chain as 'X' | 'P' | 'C', kind: kind as 'tx' | 'block' | 'vtx' };
  const node = serverNodeClient();
  try {
    const [last, ctx] = await Promise.all([
      // A node without the index API answers its path with a plain 404: nothing there to export.
      orNullUnlessServed(node.index.getLastAccepted({ encoding: 'hex' }, target)),
      networkInfo()
        .then((n) => n.ctx)
        .catch((): DecodeContext => ({ hrp: 'custom', chainAliases: {} })),
    ]);
    if (!last) return notServed();
    const asked = toText ? BigInt(toText) : startText ? BigInt(startText) + BigInt(INDEX_PAGE_SIZE - 1) : last.index;
    const top = asked > last.index ? last.index : asked;
    return {
      // A page's worth of containers per range call: each is decoded, and the node reads them all.
      pageRows: INDEX_PAGE_SIZE,
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
        resume: (next) => `to=${next}`,
      },
    };
  } catch (e) {
    if (nodeFailureOf(e)) return problem(503, 'the node is not answering');
    return notServed();
  }
}
