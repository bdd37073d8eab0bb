// `/api/utxos/[address]`: an X, P or C- address's UTXOs a page at a time, as the address pages list
// them (its own, or those `?source=` exported to it), JSON or, with `?format=csv`, a CSV file read
// from the node a page at a time and bounded like the history exports.
import type { CsvList } from '@/lib/history/csv-stream';
import { problem, reply } from '@/lib/api/reply';
import { parseAddress } from '@/lib/codec';
import type { UtxoView } from '@/lib/decode/model';
import { csvHeader, csvRow, type CsvColumns } from '@/lib/format/csv-columns';
import { isoSeconds } from '@/lib/format/time';
import { loadCAtomicUtxoPage } from './atomic';
import { nodeFailureOf } from './errors';
import { networkInfo } from './network';
import { loadUtxoPage, UTXO_PAGE_SIZE, type UtxoPage } from './utxos';

type ChainName = 'X' | 'P' | 'C';

export interface UtxosReply {
  address: string;
  /** The chain that exported them, or null for the address's own. */
  source: ChainName | null;
  utxos: UtxoView[];
  next: string | null;
}

/** The CSV plumbing (lib/history's streamed writer, which sits above this folder). */
export interface CsvOut {
  csv: (list: CsvList<UtxoView, string>, filename: string) => Response;
}

/** One UTXO's CSV columns: the amount exact in the asset's smallest unit. */
const UTXO_CSV: CsvColumns<UtxoView> = [
  ['utxo_id', (u) => u.utxoID],
  ['tx_id', (u) => u.txID],
  ['output_index', (u) => String(u.outputIndex)],
  ['asset', (u) => u.output.assetID],
  ['amount', (u) => (u.output.amount === null ? '' : u.output.amount.toString())],
  ['kind', (u) => u.output.kind],
  ['owners', (u) => u.output.owners.addresses.join(' ')],
  ['threshold', (u) => String(u.output.owners.threshold)],
  ['locktime_utc', (u) => isoSeconds(u.output.owners.locktime)],
  ['stakeable_locktime_utc', (u) => isoSeconds(u.output.stakeableLocktime)],
];

// The node's UTXO cursor: a cb58 UTXO id.
const CURSOR = /^[1-9A-HJ-NP-Za-km-z]{1,120}$/;
const isChain = (s: string | null): s is ChainName => s === 'X' || s === 'P' || s === 'C';
/** Most UTXOs one JSON page holds (the node answers at most 1,024). */
const MAX_LIMIT = 1024;

export async function utxosResponse(req: Request, raw: string, out: CsvOut): Promise<Response> {
  const sp = new URL(req.url).searchParams;
  const source = sp.get('source') || null;
  if (source !== null && !isChain(source)) return problem(400, 'source must be X, P or C');
  const after = sp.get('after') || undefined;
  if (after !== undefined && !CURSOR.test(after)) return problem(400, 'after is not a UTXO cursor');
  const limitText = sp.get('limit');
  const limit = limitText === null ? UTXO_PAGE_SIZE : Number(limitText);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT)
    return problem(400, `limit must be 1 to ${MAX_LIMIT}`);

  let parsed: ReturnType<typeof parseAddress>;
  try {
    parsed = parseAddress(raw);
  } catch {
    return problem(400, 'not an address');
  }
  const chain = parsed.chainAlias ?? null;
  if (!isChain(chain)) return problem(400, 'not an X-, P- or C- address');
  if (chain === 'C' ? source === null || source === 'C' : source === chain) {
    return problem(
      400,
      chain === 'C' ? 'a C- address holds atomic UTXOs: source must be X or P' : 'source must be another chain',
    );
  }
  try {
    const net = await networkInfo();
    if (parsed.hrp !== net.hrp) return problem(400, 'not an address of this network');
    const read = (cursor: string | undefined, n: number): Promise<UtxoPage> =>
      chain === 'C'
        ? loadCAtomicUtxoPage(raw, source as 'X' | 'P', net.ctx, { after: cursor, limit: n })
        : loadUtxoPage(chain, raw, net.ctx, { after: cursor, limit: n, ...(source ? { sourceChain: source } : {}) });
    if (sp.get('format') === 'csv') {
      return out.csv(
        {
          header: csvHeader(UTXO_CSV),
          lines: (u) => [csvRow(UTXO_CSV, u)],
          read: async (cursor, n) => {
            const p = await read(cursor, n);
            return { rows: p.utxos, next: p.next };
          },
          from: after,
          resume: (next) => `after=${next}`,
        },
        `${raw}-utxos${source ? `-from-${source}` : ''}.csv`,
      );
    }
    const page = await read(after, limit);
    return reply('explorer.utxos', { address: raw, source, utxos: page.utxos, next: page.next });
  } catch (e) {
    return nodeFailureOf(e)
      ? problem(503, 'the node is not answering')
      : problem(502, 'the node did not list these UTXOs');
  }
}
