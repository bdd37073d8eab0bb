// What the scale-out test checks in the shared history after a takeover: the cursors, the txs the
// node's blocks hold against the txs the history holds at those heights (a gap shows as missing
// txs), and counts that a batch written twice would inflate (the rows themselves have primary keys,
// so a second write shows in the running totals and in rows that differ only in their key).
import type pg from 'pg';
import { decodeBlockExtraData } from '@/lib/codec/evm-atomic';

export const CHAINS = ['X', 'P', 'C'] as const;
export type Chain = (typeof CHAINS)[number];

/** Each chain's next height to write (every height below it is in the history). */
export async function cursors(db: pg.Client): Promise<Record<Chain, number>> {
  const { rows } = await db.query<{ chain: Chain; next_height: string }>(
    'SELECT chain, next_height FROM snowline_history.cursors',
  );
  const out = { X: -1, P: -1, C: -1 };
  for (const r of rows) out[r.chain] = Number(r.next_height);
  return out;
}

async function call(devnetUrl: string, path: string, method: string, params: unknown): Promise<unknown> {
  const res = await fetch(`${devnetUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await res.json()) as { result?: unknown; error?: { message: string } };
  if (body.error || body.result === undefined) throw new Error(`${method}: ${JSON.stringify(body.error)}`);
  return body.result;
}

type JsonTx = { id: string };

/**
 * The txs of the block at `height`, as the node's own JSON lists them: ids for X and P; for C the EVM
 * tx hashes, and the atomic txs of the block's extra data as a count (their ids are derived).
 */
async function nodeBlockTxs(
  devnetUrl: string,
  chain: Chain,
  height: number,
): Promise<{ ids: string[]; atomic: number }> {
  if (chain === 'C') {
    const b = (await call(devnetUrl, '/ext/bc/C/rpc', 'eth_getBlockByNumber', [`0x${height.toString(16)}`, false])) as {
      transactions: string[];
      blockExtraData?: string;
    };
    const extra = b.blockExtraData && b.blockExtraData !== '0x' ? b.blockExtraData.slice(2) : '';
    const atomic = extra ? decodeBlockExtraData(new Uint8Array(Buffer.from(extra, 'hex'))).length : 0;
    return { ids: b.transactions.map((h) => h.toLowerCase()), atomic };
  }
  const [path, method] =
    chain === 'X' ? ['/ext/bc/X', 'avm.getBlockByHeight'] : ['/ext/bc/P', 'platform.getBlockByHeight'];
  const { block } = (await call(devnetUrl, path, method, { height: String(height), encoding: 'json' })) as {
    block: { txs?: JsonTx[]; tx?: JsonTx };
  };
  return { ids: [...(block.txs ?? []), ...(block.tx ? [block.tx] : [])].map((t) => t.id), atomic: 0 };
}

/**
 * Heights in [from, to) of `chain` whose txs in the history differ from the node's block: a gap left
 * by a takeover shows here as missing txs, a block written twice as extra ones. Empty when all agree.
 */
export async function blocksDiffering(
  db: pg.Client,
  devnetUrl: string,
  chain: Chain,
  from: number,
  to: number,
): Promise<string[]> {
  const differing: string[] = [];
  for (let height = from; height < to; height++) {
    const node = await nodeBlockTxs(devnetUrl, chain, height);
    const { rows } = await db.query<{ id: string }>(
      'SELECT id FROM snowline_history.txs WHERE chain = $1 AND height = $2 ORDER BY pos',
      [chain, height],
    );
    const ids = rows.map((r) => r.id);
    // C: the EVM txs by hash, then the atomic ones (counted: their ids are derived, not listed).
    const evm = chain === 'C' ? ids.filter((id) => id.startsWith('0x')) : ids;
    const atomic = ids.length - evm.length;
    if (JSON.stringify(evm) !== JSON.stringify(node.ids) || atomic !== node.atomic) {
      differing.push(`${chain} ${height}: node ${JSON.stringify(node)}, history ${JSON.stringify(ids)}`);
    }
  }
  return differing;
}

/**
 * Totals that must agree when every batch was written once. Each entry is [what, left, right]; the
 * test expects left = right for all.
 */
export async function duplicateChecks(db: pg.Client): Promise<[string, number, number][]> {
  const q = async (sql: string) => (await db.query(sql)).rows as Record<string, string | null>[];
  const out: [string, number, number][] = [];
  const perChain = await q(`
    SELECT c.chain, c.txs AS counted,
           (SELECT count(*) FROM snowline_history.txs t WHERE t.chain = c.chain) AS rows,
           (SELECT count(DISTINCT (t.height, t.pos)) FROM snowline_history.txs t WHERE t.chain = c.chain) AS places,
           (SELECT coalesce(sum(d.txs), 0) FROM snowline_history.daily d WHERE d.chain = c.chain) AS daily
      FROM snowline_history.cursors c ORDER BY c.chain`);
  for (const r of perChain) {
    out.push([`${r.chain}: txs counted by the cursor = tx rows`, Number(r.counted), Number(r.rows)]);
    out.push([`${r.chain}: tx rows = distinct (height, pos)`, Number(r.rows), Number(r.places)]);
    out.push([`${r.chain}: daily tx totals = tx rows`, Number(r.daily), Number(r.rows)]);
  }
  const [addr] = await q(`
    SELECT (SELECT coalesce(sum(txs), 0) FROM snowline_history.address_stats) AS stats,
           (SELECT count(*) FROM snowline_history.address_txs) AS rows,
           (SELECT count(DISTINCT (address, chain, tx_id)) FROM snowline_history.address_txs) AS distinct_rows,
           (SELECT count(*) FROM snowline_history.asset_txs) AS asset_rows,
           (SELECT count(DISTINCT (asset, chain, tx_id)) FROM snowline_history.asset_txs) AS asset_distinct,
           (SELECT coalesce(sum(transfers), 0) FROM snowline_history.tokens) AS transfers,
           (SELECT count(*) FROM snowline_history.token_transfers) AS transfer_rows`);
  out.push(['address → tx rows = distinct (address, chain, tx)', Number(addr!.rows), Number(addr!.distinct_rows)]);
  out.push(['address tx totals = address → tx rows', Number(addr!.stats), Number(addr!.rows)]);
  out.push(['asset → tx rows = distinct (asset, chain, tx)', Number(addr!.asset_rows), Number(addr!.asset_distinct)]);
  out.push(['token transfer totals = transfer rows', Number(addr!.transfers), Number(addr!.transfer_rows)]);
  return out;
}
