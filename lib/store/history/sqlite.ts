// The history store on SQLite: <dataDir>/history.sqlite, a file of its own so the follower's bulk
// writes never wait on (or hold up) app state. Durability 'normal': a commit is in the WAL before it
// returns, so a kill -9 of Snowline loses no accepted batch; only an OS crash or power loss may drop the
// last commits, never corrupt the file, and those blocks are read from the node again (the cursor
// moves in the same transaction as the rows). Writes run on one connection, page reads on another,
// so a page never waits for a batch and never sees half of one.
import Database from 'better-sqlite3';
import path from 'node:path';
import { openSqliteFile } from '@/lib/store/sqlite/file';
import { BALANCE_DIGITS, parseAmount, TOKEN_DIGITS } from './amounts';
import {
  addressBalancesSql,
  addressSummarySql,
  addressTokensSql,
  addressTxsSql,
  assetHoldersSql,
  assetSupplySql,
  assetTxsSql,
  CURSOR_ADVANCE,
  CURSOR_IDENTIFY,
  nodeStakingSql,
  pageOf,
  toAddressTx,
  toAssetTx,
  toBalance,
  toCursor,
  toStaking,
  toToken,
  toTokenBalance,
  toTokenTransfer,
  tokenHoldersSql,
  tokenTransfersSql,
  type Sql,
} from './read-sql';
import { utxoKey, type HistoryStore, type StakerRecord, type UtxoRecord } from './records';
import { HISTORY_SQLITE_MIGRATIONS } from './sqlite-migrations';
import {
  activePairs,
  applyDeltas,
  batchRows,
  dayOf,
  settleUtxos,
  stakerFromRow,
  supplyRows,
  TABLES,
  tokenDeltas,
  tokenRows,
  utxoIdsOf,
  type GroupChange,
  type Row,
  type StoredUtxo,
  type TableSpec,
} from './write-plan';

export const HISTORY_SQLITE_FILE = 'history.sqlite';

type DbRow = Record<string, unknown>;
const DIALECT = { least: 'min', greatest: 'max' };

export function openSqliteHistoryStore(dataDir: string): HistoryStore & { close(): void } {
  const db = openSqliteFile(dataDir, HISTORY_SQLITE_FILE, HISTORY_SQLITE_MIGRATIONS, 'normal');
  // Batches touch many index pages: a larger page cache keeps them in memory between commits.
  db.pragma('cache_size = -65536');
  let reader: Database.Database;
  try {
    reader = new Database(path.join(dataDir, HISTORY_SQLITE_FILE), { readonly: true });
    reader.pragma('busy_timeout = 5000');
  } catch (e) {
    db.close();
    throw e;
  }

  const statements = new Map<string, Database.Statement>();
  const prepared = (on: Database.Database, sql: string) => {
    const key = (on === db ? 'w:' : 'r:') + sql;
    let st = statements.get(key);
    if (!st) {
      st = on.prepare(sql);
      statements.set(key, st);
    }
    return st;
  };
  const read = ({ sql, args }: Sql) => prepared(reader, sql).all(...args) as DbRow[];
  const insertOf = (spec: TableSpec) =>
    prepared(
      db,
      `INSERT INTO ${spec.name} (${spec.columns.map((c) => c[0]).join(', ')})
       VALUES (${spec.columns.map(() => '?').join(', ')}) ${spec.conflict(DIALECT)}`,
    );
  const insertAll = (spec: TableSpec, rows: Row[]) => {
    if (rows.length === 0) return;
    const st = insertOf(spec);
    for (const r of rows) st.run(...r);
  };

  const st = {
    cursors: db.prepare('SELECT * FROM cursors ORDER BY chain'),
    startCursor: db.prepare(
      `INSERT INTO cursors (chain, source, start_height, next_height, next_index, indexed_time_ms, tip_height,
         tip_at_ms, blocks_per_sec, txs_per_sec, updated_ms, network_id, blockchain_id)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (chain) DO NOTHING`,
    ),
    advance: db.prepare(`UPDATE cursors ${CURSOR_ADVANCE}`),
    identify: db.prepare(`UPDATE cursors ${CURSOR_IDENTIFY}`),
    noteTip: db.prepare(
      `UPDATE cursors SET tip_height = coalesce(?, tip_height), tip_at_ms = ?, updated_ms = ?, error = ?
       WHERE chain = ?`,
    ),
    utxo: db.prepare('SELECT * FROM utxos WHERE id = ?'),
    deleteUtxo: db.prepare('DELETE FROM utxos WHERE id = ?'),
    balance: db.prepare('SELECT amount FROM balances WHERE holder = ? AND chain = ? AND asset = ?'),
    deleteBalance: db.prepare('DELETE FROM balances WHERE holder = ? AND chain = ? AND asset = ?'),
    tokenBalance: db.prepare('SELECT amount FROM token_balances WHERE token = ? AND holder = ?'),
    deleteTokenBalance: db.prepare('DELETE FROM token_balances WHERE token = ? AND holder = ?'),
    supply: db.prepare('SELECT holders, total FROM asset_supply WHERE asset = ?'),
    activeInsert: db.prepare('INSERT INTO daily_active (day_ms, address) VALUES (?, ?) ON CONFLICT DO NOTHING'),
    staker: db.prepare('SELECT * FROM stakers WHERE tx_id = ?'),
    validation: db.prepare('SELECT node_id FROM validations WHERE validation_id = ?'),
    token: db.prepare('SELECT * FROM tokens WHERE address = ?'),
  };

  const toUtxo = (r: DbRow): StoredUtxo => ({
    id: new Uint8Array(r.id as Buffer),
    chain: String(r.chain) as UtxoRecord['chain'],
    asset: String(r.asset),
    amount: BigInt(String(r.amount)),
    holder: String(r.holder),
    spent: Number(r.spent) === 1,
  });

  const currentOf = (deltas: Map<string, bigint>, get: (parts: string[]) => DbRow | undefined) => {
    const out = new Map<string, bigint>();
    for (const k of deltas.keys()) {
      const r = get(k.split('|'));
      if (r) out.set(k, parseAmount(r.amount));
    }
    return out;
  };

  const write = db.transaction((batch: Parameters<HistoryStore['writeBlocks']>[0], nowMs: number): boolean => {
    const last = batch.blocks[batch.blocks.length - 1];
    const txCount = batch.blocks.reduce((n, b) => n + b.txs.length, 0);
    const c = batch.cursor;
    const moved = st.advance.run(
      c.source,
      c.nextHeight,
      c.nextIndex,
      last?.timeMs ?? c.indexedTimeMs,
      c.tipHeight,
      c.tipAtMs,
      c.blocksPerSec,
      c.txsPerSec,
      txCount,
      nowMs,
      last?.id ?? null,
      batch.chain,
      batch.fromHeight,
    );
    if (moved.changes !== 1) return false;

    const existing = new Map<string, StoredUtxo>();
    for (const id of utxoIdsOf(batch)) {
      const r = st.utxo.get(Buffer.from(id)) as DbRow | undefined;
      if (r) existing.set(utxoKey(id), toUtxo(r));
    }
    const moves = settleUtxos(batch, existing);
    for (const id of moves.deletes) st.deleteUtxo.run(Buffer.from(id));
    insertAll(TABLES.utxos, moves.inserts);

    const balances = applyDeltas(
      currentOf(moves.balanceDeltas, (p) => st.balance.get(...p) as DbRow | undefined),
      moves.balanceDeltas,
      BALANCE_DIGITS,
      2,
    );
    for (const k of balances.deletes) st.deleteBalance.run(...k);
    insertAll(TABLES.balances, balances.upserts);
    const supplies = new Map<string, GroupChange>();
    for (const asset of balances.groups.keys()) {
      const r = st.supply.get(asset) as DbRow | undefined;
      if (r) supplies.set(asset, { holders: Number(r.holders), total: parseAmount(r.total) });
    }
    insertAll(TABLES.assetSupply, supplyRows(supplies, balances.groups));

    const tDeltas = tokenDeltas(batch);
    const tokens = applyDeltas(
      currentOf(tDeltas, (p) => st.tokenBalance.get(...p) as DbRow | undefined),
      tDeltas,
      TOKEN_DIGITS,
      0,
    );
    for (const k of tokens.deletes) st.deleteTokenBalance.run(...k);
    insertAll(TABLES.tokenBalances, tokens.upserts);
    insertAll(TABLES.tokens, tokenRows(batch, tokens.groups));

    const rows = batchRows(batch);
    for (const name of Object.keys(rows) as (keyof typeof rows)[]) {
      if (name !== 'days') insertAll(TABLES[name], rows[name]);
    }
    const newActive = new Map<number, number>();
    for (const [day, address] of activePairs(batch)) {
      if (st.activeInsert.run(day, address).changes === 1) {
        newActive.set(day as number, (newActive.get(day as number) ?? 0) + 1);
      }
    }
    insertAll(
      TABLES.days,
      [...newActive].map(([day, n]) => [day, n]),
    );
    return true;
  });

  return {
    close: () => {
      reader.close();
      db.close();
    },
    cursors: async () => (st.cursors.all() as DbRow[]).map(toCursor),
    startCursor: async (c, nowMs) =>
      void st.startCursor.run(
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
      ),
    identifyCursor: async (chain, networkID, blockchainID) => void st.identify.run(networkID, blockchainID, chain),
    writeBlocks: async (batch, nowMs) => write(batch, nowMs),
    noteTip: async (chain, tipHeight, nowMs, error) => void st.noteTip.run(tipHeight, nowMs, nowMs, error, chain),
    utxos: async (ids) => {
      const out = new Map<string, UtxoRecord>();
      for (const id of ids) {
        const r = st.utxo.get(Buffer.from(id)) as DbRow | undefined;
        if (r) out.set(utxoKey(id), toUtxo(r));
      }
      return out;
    },
    stakers: async (txIDs) => {
      const out = new Map<string, StakerRecord>();
      for (const id of txIDs) {
        const r = st.staker.get(id) as DbRow | undefined;
        if (r) out.set(id, stakerFromRow(r));
      }
      return out;
    },
    validations: async (ids) => {
      const out = new Map<string, string>();
      for (const id of ids) {
        const r = st.validation.get(id) as DbRow | undefined;
        if (r) out.set(id, String(r.node_id));
      }
      return out;
    },
    tokens: async (addresses) => {
      const out = new Map();
      for (const a of addresses) {
        const r = st.token.get(a) as DbRow | undefined;
        if (r) out.set(a, toToken(r));
      }
      return out;
    },

    addressTxs: async (q) => pageOf(read(addressTxsSql(plain, q)).map(toAddressTx), q.limit),
    addressSummary: async (address) => {
      const [r] = read(addressSummarySql(plain, address));
      return r ? { txs: Number(r.txs), firstMs: Number(r.first_ms), lastMs: Number(r.last_ms) } : null;
    },
    addressBalances: async (address) => read(addressBalancesSql(plain, address)).map(toBalance),
    assetTxs: async (asset, before, limit) =>
      pageOf(read(assetTxsSql(plain, asset, before, limit)).map(toAssetTx), limit),
    assetHolders: async (asset, offset, limit) => {
      const rows = read(assetHoldersSql(plain, asset, offset, limit)).map(toBalance);
      const [s] = read(assetSupplySql(plain, asset));
      return { rows, holders: s ? Number(s.holders) : 0, total: s ? parseAmount(s.total) : 0n };
    },
    nodeStaking: async (nodeID, before, limit) =>
      pageOf(read(nodeStakingSql(plain, nodeID, before, limit)).map(toStaking), limit),
    tokenTransfers: async (q, limit) => {
      const rows = read(tokenTransfersSql(plain, q, limit)).map(toTokenTransfer);
      if (rows.length <= limit) return { rows, next: null };
      const kept = rows.slice(0, limit);
      const last = kept[kept.length - 1]!;
      return { rows: kept, next: { height: last.height, logIndex: last.logIndex } };
    },
    tokenHolders: async (token, offset, limit) =>
      read(tokenHoldersSql(plain, token, offset, limit)).map(toTokenBalance),
    addressTokens: async (address) => read(addressTokensSql(plain, address)).map(toTokenBalance),
    dailyStats: async () => ({
      chains: read({ sql: 'SELECT * FROM daily ORDER BY day_ms, chain', args: [] }).map((r) => ({
        dayMs: dayOf(Number(r.day_ms)),
        chain: String(r.chain) as UtxoRecord['chain'],
        txs: Number(r.txs),
        feesNavax: BigInt(String(r.fees_navax)),
      })),
      active: read({ sql: 'SELECT * FROM days ORDER BY day_ms', args: [] }).map((r) => ({
        dayMs: Number(r.day_ms),
        addresses: Number(r.active),
      })),
    }),
  };
}

const plain = (name: string) => name;
