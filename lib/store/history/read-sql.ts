// The history store's page reads, written once for both stores: SQL with `?` placeholders and table
// names through `t` (bare on SQLite, schema-qualified on PostgreSQL), and the mapping of their rows.
// Every listing walks an index newest first and stops at its limit; the next page starts strictly
// after the last row's key, so a page never repeats or skips a row while the follower writes.
import { BALANCE_DIGITS, padAmount, parseAmount, TOKEN_DIGITS } from './amounts';
import { dayOf } from './write-plan';
import type {
  AddressTxQuery,
  AssetNameRow,
  AtomicOutputRow,
  BlockBatch,
  HistoryStore,
  AddressTxRow,
  AssetTxRow,
  BalanceKey,
  BalanceRow,
  ChainCursor,
  HolderKey,
  TokenHolderKey,
  RowKey,
  StakingRow,
  TokenBalanceRow,
  TokenInfo,
  TokenListKey,
  TokenTransferRow,
  TransferKey,
  UndecodedSummary,
} from './records';
import type { FollowedChain, HistoryChain } from './chain-keys';
import { numberOrNull, stringOrNull } from '../nullable';
import type { TableRef } from '../sql';

export type Sql = { sql: string; args: unknown[] };
type Row = Record<string, unknown>;

const KEY_COLS = 'time_ms, chain, height, pos';
const NEWEST_FIRST = 'ORDER BY time_ms DESC, chain DESC, height DESC, pos DESC';

function keyOf(r: Row): RowKey {
  return {
    timeMs: Number(r.time_ms),
    chain: String(r.chain) as HistoryChain,
    height: Number(r.height),
    pos: Number(r.pos),
  };
}

/** The rows of a page asked with limit + 1, and the key to continue after its last row (null on the last page). */
function pageOf<T, K>(rows: T[], limit: number, keyOf: (last: T) => K): { rows: T[]; next: K | null } {
  if (rows.length <= limit) return { rows, next: null };
  const kept = rows.slice(0, limit);
  return { rows: kept, next: keyOf(kept[kept.length - 1]!) };
}

/**
 * Keyset paging (never OFFSET): `where`'s rows past the last one shown (`past`, a condition ANDed on, when
 * there is one) in `order`, one more than a page to know if another follows.
 */
function keysetPage(where: Sql, past: Sql | undefined, order: string, limit: number): Sql {
  return {
    sql: `${where.sql}${past?.sql ?? ''} ${order} LIMIT ?`,
    args: [...where.args, ...(past?.args ?? []), limit + 1],
  };
}

const rowKeyOf = (r: RowKey): RowKey => ({ timeMs: r.timeMs, chain: r.chain, height: r.height, pos: r.pos });

function addressTxsSql(t: TableRef, q: AddressTxQuery): Sql {
  const args: unknown[] = [q.address];
  const where: string[] = [];
  const filter = (clause: string, ...values: unknown[]) => {
    where.push(clause);
    args.push(...values);
  };
  // `chain` and the key are read from the asset index (`a.`) when the asset is filtered, `type` from
  // the tx row (`x.`). With the chain fixed, the key compare leaves it out, so the (address, chain, …)
  // index serves the range.
  const [key, tx] = q.asset ? ['a.', 'x.'] : ['', ''];
  if (q.asset) args.push(q.asset);
  if (q.chain) filter(`${key}chain = ?`, q.chain);
  if (q.type) filter(`${tx}type = ?`, q.type);
  if (q.before && q.chain) {
    filter(`(${key}time_ms, ${key}height, ${key}pos) < (?, ?, ?)`, q.before.timeMs, q.before.height, q.before.pos);
  } else if (q.before) {
    const b = q.before;
    filter(`(${key}time_ms, ${key}chain, ${key}height, ${key}pos) < (?, ?, ?, ?)`, b.timeMs, b.chain, b.height, b.pos);
  }
  args.push(q.limit + 1);
  const and = where.map((w) => ` AND ${w}`).join('');
  if (q.asset) {
    return {
      sql: `SELECT x.* FROM ${t('address_asset_txs')} a JOIN ${t('address_txs')} x
              ON x.address = a.address AND x.time_ms = a.time_ms AND x.chain = a.chain AND x.height = a.height
                AND x.pos = a.pos
            WHERE a.address = ? AND a.asset = ?${and}
            ORDER BY a.time_ms DESC, a.chain DESC, a.height DESC, a.pos DESC LIMIT ?`,
      args,
    };
  }
  return {
    sql: `SELECT * FROM ${t('address_txs')} WHERE address = ?${and}
          ${q.chain ? 'ORDER BY time_ms DESC, height DESC, pos DESC' : NEWEST_FIRST} LIMIT ?`,
    args,
  };
}

function toAddressTx(r: Row): AddressTxRow {
  const deltas = JSON.parse(String(r.deltas)) as [string, string][];
  return {
    ...keyOf(r),
    txID: String(r.tx_id),
    type: String(r.type),
    deltas: deltas.map(([asset, amount]) => ({ asset, amount })),
  };
}

const addressSummarySql = (t: TableRef, address: string): Sql => ({
  sql: `SELECT txs, first_ms, last_ms FROM ${t('address_stats')} WHERE address = ?`,
  args: [address],
});

const txPlaceSql = (t: TableRef, chain: string, txID: string): Sql => ({
  sql: `SELECT height, block_id, time_ms FROM ${t('txs')} WHERE chain = ? AND id = ?`,
  args: [chain, txID],
});

/**
 * An address's balances, its own and its owner sets', past `after` in (holder, chain, asset) order. Each
 * side of the union is cut to the page before they meet, so a deep page costs what the first does.
 */
function addressBalancesSql(t: TableRef, address: string, after: BalanceKey | undefined, limit: number): Sql {
  const past = after ? ' AND (b.holder, b.chain, b.asset) > (?, ?, ?)' : '';
  const pastArgs = after ? [after.holder, after.chain, after.asset] : [];
  const order = 'ORDER BY holder, chain, asset LIMIT ?';
  return {
    sql: `SELECT * FROM (SELECT b.holder, b.chain, b.asset, b.amount FROM ${t('balances')} b
            WHERE b.holder = ?${past} ORDER BY b.holder, b.chain, b.asset LIMIT ?) o
          UNION ALL
          SELECT * FROM (SELECT b.holder, b.chain, b.asset, b.amount FROM ${t('holder_members')} m
            JOIN ${t('balances')} b ON b.holder = m.holder WHERE m.address = ?${past}
            ORDER BY b.holder, b.chain, b.asset LIMIT ?) s
          ${order}`,
    args: [address, ...pastArgs, limit + 1, address, ...pastArgs, limit + 1, limit + 1],
  };
}

const toBalance = (r: Row): BalanceRow => ({
  holder: String(r.holder),
  chain: String(r.chain) as HistoryChain,
  asset: String(r.asset),
  amount: parseAmount(r.amount),
});

function assetTxsSql(t: TableRef, asset: string, before: RowKey | undefined, limit: number): Sql {
  return keysetPage(
    { sql: `SELECT * FROM ${t('asset_txs')} WHERE asset = ?`, args: [asset] },
    before && {
      sql: ` AND (${KEY_COLS}) < (?, ?, ?, ?)`,
      args: [before.timeMs, before.chain, before.height, before.pos],
    },
    NEWEST_FIRST,
    limit,
  );
}

const toAssetTx = (r: Row): AssetTxRow => ({ ...keyOf(r), txID: String(r.tx_id), type: String(r.type) });

function assetHoldersSql(t: TableRef, asset: string, after: HolderKey | undefined, limit: number): Sql {
  const amount = after && padAmount(after.amount, BALANCE_DIGITS);
  return keysetPage(
    {
      sql: `SELECT holder, chain, asset, amount FROM ${t('balances')} WHERE asset = ? AND amount > '0'`,
      args: [asset],
    },
    // Past the last row shown, in the listing's order (amount down, then holder and chain up).
    after && {
      sql: ` AND (amount < ? OR (amount = ? AND (holder > ? OR (holder = ? AND chain > ?))))`,
      args: [amount, amount, after.holder, after.holder, after.chain],
    },
    'ORDER BY amount DESC, holder, chain',
    limit,
  );
}

const assetSupplySql = (t: TableRef, asset: string): Sql => ({
  sql: `SELECT holders, total FROM ${t('asset_supply')} WHERE asset = ?`,
  args: [asset],
});

function nodeStakingSql(t: TableRef, nodeID: string, before: RowKey | undefined, limit: number): Sql {
  return keysetPage(
    { sql: `SELECT * FROM ${t('staking')} WHERE node_id = ?`, args: [nodeID] },
    before && { sql: ' AND (time_ms, height, pos) < (?, ?, ?)', args: [before.timeMs, before.height, before.pos] },
    'ORDER BY time_ms DESC, height DESC, pos DESC, role',
    limit,
  );
}

const toStaking = (r: Row): StakingRow => ({
  timeMs: Number(r.time_ms),
  chain: 'P',
  height: Number(r.height),
  pos: Number(r.pos),
  txID: String(r.tx_id),
  type: String(r.type),
  role: String(r.role) as StakingRow['role'],
  amount: parseAmount(r.amount),
});

function tokenTransfersSql(
  t: TableRef,
  q: { token?: string; address?: string; before?: TransferKey },
  limit: number,
): Sql {
  const args: unknown[] = [];
  const part = (col: string | null) => {
    const where: string[] = [];
    if (col) {
      where.push(`${col} = ?`);
      args.push(q.address);
    }
    if (q.token) {
      where.push('token = ?');
      args.push(q.token);
    }
    if (q.before) {
      where.push('(height, log_index, batch_index) < (?, ?, ?)');
      args.push(q.before.height, q.before.logIndex, q.before.batchIndex);
    }
    args.push(limit + 1);
    return `SELECT * FROM (SELECT * FROM ${t('token_transfers')}${where.length ? ` WHERE ${where.join(' AND ')}` : ''}
            ORDER BY height DESC, log_index DESC, batch_index DESC LIMIT ?) p`;
  };
  if (!q.address) return { sql: part(null), args };
  const from = part('from_addr');
  const to = part('to_addr');
  args.push(limit + 1);
  // A transfer to oneself appears once (UNION, not UNION ALL).
  return {
    sql: `SELECT * FROM (${from} UNION ${to}) u ORDER BY height DESC, log_index DESC, batch_index DESC LIMIT ?`,
    args,
  };
}

const toTokenTransfer = (r: Row): TokenTransferRow => ({
  token: String(r.token),
  txHash: String(r.tx_hash),
  height: Number(r.height),
  logIndex: Number(r.log_index),
  batchIndex: Number(r.batch_index),
  tokenId: r.token_id === null || r.token_id === undefined ? null : BigInt(String(r.token_id)),
  timeMs: Number(r.time_ms),
  from: String(r.from_addr),
  to: String(r.to_addr),
  value: parseAmount(r.value),
});

function tokenHoldersSql(t: TableRef, token: string, after: TokenHolderKey | undefined, limit: number): Sql {
  const amount = after && padAmount(after.amount, TOKEN_DIGITS);
  return keysetPage(
    { sql: `SELECT token, holder, amount FROM ${t('token_balances')} WHERE token = ? AND amount > '0'`, args: [token] },
    after && { sql: ' AND (amount < ? OR (amount = ? AND holder > ?))', args: [amount, amount, after.holder] },
    'ORDER BY amount DESC, holder',
    limit,
  );
}

const addressTokensSql = (t: TableRef, address: string, after: string | undefined, limit: number): Sql =>
  keysetPage(
    { sql: `SELECT token, holder, amount FROM ${t('token_balances')} WHERE holder = ?`, args: [address] },
    after === undefined ? undefined : { sql: ' AND token > ?', args: [after] },
    'ORDER BY token',
    limit,
  );

/** `text` in LIKE, its wildcards taken literally. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Rows of `table` whose symbol or name is `text` (any case) or starts with it: exact symbols first,
 * then exact names, then by `then`.
 */
function byNameSql(t: TableRef, table: string, then: string, text: string, limit: number): Sql {
  const lower = text.toLowerCase();
  const prefix = `${likeEscaped(lower)}%`;
  return {
    sql:
      `SELECT * FROM ${t(table)} WHERE lower(symbol) LIKE ? ESCAPE '\\' OR lower(name) LIKE ? ESCAPE '\\' ` +
      `ORDER BY CASE WHEN lower(symbol) = ? THEN 0 WHEN lower(name) = ? THEN 1 ELSE 2 END, ${then} LIMIT ?`,
    args: [prefix, prefix, lower, lower, limit],
  };
}

const toAssetName = (r: Row): AssetNameRow => ({
  id: String(r.id),
  name: String(r.name),
  symbol: String(r.symbol),
  denomination: Number(r.denomination),
});

/** Most exported outputs one read returns (a page's txs, or an address's waiting exports). */
const MAX_ATOMIC = 1000;

function atomicOutputsSql(t: TableRef, txIDs: readonly string[]): Sql {
  const marks = txIDs.map(() => '?').join(', ');
  return {
    sql: `SELECT * FROM ${t('atomic_outputs')} WHERE export_tx IN (${marks})
          UNION SELECT * FROM ${t('atomic_outputs')} WHERE import_tx IN (${marks})
          ORDER BY export_tx, out_index LIMIT ${MAX_ATOMIC}`,
    args: [...txIDs, ...txIDs],
  };
}

const waitingExportsSql = (t: TableRef, address: string, limit: number): Sql => ({
  sql: `SELECT * FROM ${t('atomic_outputs')} WHERE import_tx IS NULL AND holder IN
          (SELECT ? UNION SELECT holder FROM ${t('holder_members')} WHERE address = ?)
        ORDER BY export_time_ms DESC, export_tx, out_index LIMIT ?`,
  args: [address, address, Math.min(limit, MAX_ATOMIC)],
});

const toAtomicOutput = (r: Row): AtomicOutputRow => ({
  exportChain: stringOrNull(r.export_chain) as HistoryChain | null,
  exportTx: stringOrNull(r.export_tx),
  exportTimeMs: numberOrNull(r.export_time_ms),
  destChain: stringOrNull(r.dest_chain) as HistoryChain | null,
  outIndex: numberOrNull(r.out_index),
  asset: stringOrNull(r.asset),
  amount: stringOrNull(r.amount),
  holder: stringOrNull(r.holder),
  importChain: stringOrNull(r.import_chain) as HistoryChain | null,
  importTx: stringOrNull(r.import_tx),
  importTimeMs: numberOrNull(r.import_time_ms),
});

/** A chain's tokens by their key's prefix (`0x` on the C-chain, `<chain id>:` on an L1), busiest first. */
function tokenListSql(t: TableRef, chain: FollowedChain, after: TokenListKey | undefined, limit: number): Sql {
  const prefix = chain === 'C' ? '0x' : `${chain}:`;
  return keysetPage(
    { sql: `SELECT * FROM ${t('tokens')} WHERE substr(address, 1, ?) = ?`, args: [prefix.length, prefix] },
    after && {
      sql: ' AND (transfers < ? OR (transfers = ? AND address > ?))',
      args: [after.transfers, after.transfers, after.address],
    },
    'ORDER BY transfers DESC, address',
    limit,
  );
}

function tokenIdBalancesSql(t: TableRef, q: { token?: string; tokenId?: bigint; holder?: string }, limit: number): Sql {
  const where: string[] = ["amount > '0'"];
  const args: unknown[] = [];
  if (q.token) {
    where.push('token = ?');
    args.push(q.token);
  }
  if (q.tokenId !== undefined) {
    where.push('token_id = ?');
    args.push(q.tokenId.toString());
  }
  if (q.holder) {
    where.push('holder = ?');
    args.push(q.holder);
  }
  args.push(limit);
  return {
    sql: `SELECT * FROM ${t('token_id_balances')} WHERE ${where.join(' AND ')} ORDER BY token, amount DESC, holder LIMIT ?`,
    args,
  };
}

const toTokenBalance = (r: Row): TokenBalanceRow => ({
  token: String(r.token),
  holder: String(r.holder),
  amount: parseAmount(r.amount),
});

export const toToken = (r: Row): TokenInfo => ({
  address: String(r.address),
  kind: String(r.kind) as TokenInfo['kind'],
  name: stringOrNull(r.name),
  symbol: stringOrNull(r.symbol),
  decimals: numberOrNull(r.decimals),
  transfers: Number(r.transfers),
  holders: Number(r.holders),
});

export const toCursor = (r: Row): ChainCursor => ({
  chain: String(r.chain) as HistoryChain,
  source: String(r.source) as ChainCursor['source'],
  startHeight: Number(r.start_height),
  nextHeight: Number(r.next_height),
  nextIndex: numberOrNull(r.next_index),
  indexedTimeMs: numberOrNull(r.indexed_time_ms),
  tipHeight: numberOrNull(r.tip_height),
  tipAtMs: numberOrNull(r.tip_at_ms),
  blocksPerSec: Number(r.blocks_per_sec),
  txsPerSec: Number(r.txs_per_sec),
  txs: Number(r.txs),
  updatedMs: Number(r.updated_ms),
  error: stringOrNull(r.error),
  networkID: numberOrNull(r.network_id),
  blockchainID: stringOrNull(r.blockchain_id),
  lastBlockID: stringOrNull(r.last_block_id),
});

/** The cursor's statements (`?` placeholders, tables through `t`) and their arguments, for both stores. */
export const cursorSql = {
  /** Starts a chain's cursor (no-op when it exists). */
  start: (t: TableRef) => `INSERT INTO ${t('cursors')} (chain, source, start_height, next_height,
    next_index, indexed_time_ms, tip_height, tip_at_ms, blocks_per_sec, txs_per_sec, updated_ms, network_id,
    blockchain_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (chain) DO NOTHING`,
  startArgs: (c: Parameters<HistoryStore['startCursor']>[0], nowMs: number): unknown[] => [
    c.chain,
    c.source,
    c.startHeight,
    c.nextHeight,
    c.nextIndex,
    c.indexedTimeMs,
    c.tipHeight,
    c.tipAtMs,
    c.blocksPerSec,
    c.txsPerSec,
    nowMs,
    c.networkID,
    c.blockchainID,
  ],
  /** Moves the cursor on, only from where the batch began: two writers never both write a block. */
  advance: (t: TableRef) => `UPDATE ${t('cursors')} SET source = ?, next_height = ?, next_index = ?,
    indexed_time_ms = ?, tip_height = ?, tip_at_ms = ?, blocks_per_sec = ?, txs_per_sec = ?, txs = txs + ?,
    updated_ms = ?, error = NULL, last_block_id = coalesce(?, last_block_id) WHERE chain = ? AND next_height = ?`,
  advanceArgs: (batch: BlockBatch, nowMs: number): unknown[] => {
    const last = batch.blocks[batch.blocks.length - 1];
    const c = batch.cursor;
    return [
      c.source,
      c.nextHeight,
      c.nextIndex,
      last?.timeMs ?? c.indexedTimeMs,
      c.tipHeight,
      c.tipAtMs,
      c.blocksPerSec,
      c.txsPerSec,
      batch.blocks.reduce((n, b) => n + b.txs.length, 0),
      nowMs,
      last?.id ?? null,
      batch.chain,
      batch.fromHeight,
    ];
  },
  /** Sets a cursor's network and chain where it has none yet. */
  identify: (t: TableRef) =>
    `UPDATE ${t('cursors')} SET network_id = ?, blockchain_id = ? WHERE chain = ? AND network_id IS NULL`,
  identifyArgs: (...[chain, networkID, blockchainID]: Parameters<HistoryStore['identifyCursor']>): unknown[] => [
    networkID,
    blockchainID,
    chain,
  ],
  /** Records the tip seen (null: unchanged) and the follower's error. */
  noteTip: (t: TableRef) => `UPDATE ${t('cursors')} SET tip_height = coalesce(?, tip_height), tip_at_ms = ?,
    updated_ms = ?, error = ? WHERE chain = ?`,
  noteTipArgs: (...[chain, tipHeight, nowMs, error]: Parameters<HistoryStore['noteTip']>): unknown[] => [
    tipHeight,
    nowMs,
    nowMs,
    error,
    chain,
  ],
};

type PageReads = Pick<
  HistoryStore,
  | 'addressTxs'
  | 'addressSummary'
  | 'txPlace'
  | 'addressBalances'
  | 'assetTxs'
  | 'assetHolders'
  | 'nodeStaking'
  | 'tokenTransfers'
  | 'tokenHolders'
  | 'addressTokens'
  | 'findTokens'
  | 'tokenList'
  | 'contract'
  | 'tokenIdBalances'
  | 'findAssets'
  | 'atomicOutputs'
  | 'waitingExports'
  | 'dailyStats'
  | 'undecoded'
>;

/** The store's page reads on either database: `read` runs one query on the dialect's reading connection. */
export function historyPages(t: TableRef, read: (q: Sql) => Row[] | Promise<Row[]>): PageReads {
  const rowsOf = async <T>(q: Sql, map: (r: Row) => T) => (await read(q)).map(map);
  return {
    addressTxs: async (q) => pageOf(await rowsOf(addressTxsSql(t, q), toAddressTx), q.limit, rowKeyOf),
    addressSummary: async (address) => {
      const [r] = await read(addressSummarySql(t, address));
      return r ? { txs: Number(r.txs), firstMs: Number(r.first_ms), lastMs: Number(r.last_ms) } : null;
    },
    txPlace: async (chain, txID) => {
      const [r] = await read(txPlaceSql(t, chain, txID));
      return r ? { height: Number(r.height), blockID: String(r.block_id), timeMs: Number(r.time_ms) } : null;
    },
    addressBalances: async (address, after, limit) =>
      pageOf(await rowsOf(addressBalancesSql(t, address, after, limit), toBalance), limit, (r) => ({
        holder: r.holder,
        chain: r.chain,
        asset: r.asset,
      })),
    assetTxs: async (asset, before, limit) =>
      pageOf(await rowsOf(assetTxsSql(t, asset, before, limit), toAssetTx), limit, rowKeyOf),
    assetHolders: async (asset, after, limit) => {
      const [found, [s]] = await Promise.all([
        rowsOf(assetHoldersSql(t, asset, after, limit), toBalance),
        read(assetSupplySql(t, asset)),
      ]);
      const rows = found.slice(0, limit);
      const last = rows[rows.length - 1];
      const next =
        found.length > limit && last ? { amount: last.amount, holder: last.holder, chain: last.chain } : null;
      return { rows, next, holders: s ? Number(s.holders) : 0, total: s ? parseAmount(s.total) : 0n };
    },
    nodeStaking: async (nodeID, before, limit) =>
      pageOf(await rowsOf(nodeStakingSql(t, nodeID, before, limit), toStaking), limit, rowKeyOf),
    tokenTransfers: async (q, limit) =>
      pageOf(await rowsOf(tokenTransfersSql(t, q, limit), toTokenTransfer), limit, (r) => ({
        height: r.height,
        logIndex: r.logIndex,
        batchIndex: r.batchIndex,
      })),
    tokenHolders: async (token, after, limit) =>
      pageOf(await rowsOf(tokenHoldersSql(t, token, after, limit), toTokenBalance), limit, (r) => ({
        amount: r.amount,
        holder: r.holder,
      })),
    addressTokens: async (address, after, limit) =>
      pageOf(await rowsOf(addressTokensSql(t, address, after, limit), toTokenBalance), limit, (r) => r.token),
    findTokens: (text, limit) => rowsOf(byNameSql(t, 'tokens', 'transfers DESC, address', text, limit), toToken),
    contract: async (address) => {
      const [r] = await read({ sql: `SELECT * FROM ${t('contracts')} WHERE address = ?`, args: [address] });
      return r
        ? {
            address: String(r.address),
            creator: String(r.creator),
            txHash: String(r.tx_hash),
            height: Number(r.height),
            timeMs: Number(r.time_ms),
          }
        : null;
    },
    tokenList: async (chain, after, limit) =>
      pageOf(await rowsOf(tokenListSql(t, chain, after, limit), toToken), limit, (r) => ({
        transfers: r.transfers,
        address: r.address,
      })),
    tokenIdBalances: (q, limit) =>
      rowsOf(tokenIdBalancesSql(t, q, limit), (r) => ({
        token: String(r.token),
        tokenId: BigInt(String(r.token_id)),
        holder: String(r.holder),
        amount: parseAmount(r.amount),
      })),
    findAssets: (text, limit) => rowsOf(byNameSql(t, 'assets', 'symbol, id', text, limit), toAssetName),
    atomicOutputs: async (txIDs) => (txIDs.length ? rowsOf(atomicOutputsSql(t, txIDs), toAtomicOutput) : []),
    waitingExports: (address, limit) => rowsOf(waitingExportsSql(t, address, limit), toAtomicOutput),
    dailyStats: async () => {
      const [chains, active] = await Promise.all([
        rowsOf({ sql: `SELECT * FROM ${t('daily')} ORDER BY day_ms, chain`, args: [] }, (r) => ({
          dayMs: dayOf(Number(r.day_ms)),
          chain: String(r.chain) as HistoryChain,
          txs: Number(r.txs),
          feesNavax: BigInt(String(r.fees_navax)),
        })),
        rowsOf({ sql: `SELECT * FROM ${t('days')} ORDER BY day_ms`, args: [] }, (r) => ({
          dayMs: Number(r.day_ms),
          addresses: Number(r.active),
        })),
      ]);
      return { chains, active };
    },
    undecoded: async () => {
      const counts = await read({
        sql: `SELECT chain, COUNT(*) AS n FROM ${t('undecoded')} GROUP BY chain ORDER BY chain`,
        args: [],
      });
      return Promise.all(
        counts.map(async (c) => {
          const [r] = await read({
            sql: `SELECT * FROM ${t('undecoded')} WHERE chain = ? ORDER BY height DESC LIMIT 1`,
            args: [c.chain],
          });
          return { chain: String(c.chain) as FollowedChain, blocks: Number(c.n), last: toUndecoded(r!) };
        }),
      );
    },
  };
}

const toUndecoded = (r: Row): UndecodedSummary['last'] => ({
  height: Number(r.height),
  blockID: String(r.block_id),
  timeMs: Number(r.time_ms),
  kind: String(r.kind) as UndecodedSummary['last']['kind'],
  pos: Number(r.pos),
  count: numberOrNull(r.tx_count),
  typeID: numberOrNull(r.type_id),
  reason: String(r.reason),
  txID: stringOrNull(r.tx_id),
});
