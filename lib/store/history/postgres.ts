// The history store on PostgreSQL: the snowline_history schema, on the store's shared pool. A batch is
// one transaction that first takes a transaction-level advisory lock, so batches of the three chains
// (and of a follower that lost the lead but was still writing) never interleave, and then moves the
// chain's cursor only from where the batch began. Rows go in with one statement per table (unnest).
import type pg from 'pg';
import { advisoryLockKey } from '@/lib/store/postgres/lock-key';
import { applyPostgresMigrations } from '@/lib/store/postgres/migration';
import { inTransaction } from '@/lib/store/postgres/pool';
import { BALANCE_DIGITS, parseAmount, TOKEN_DIGITS } from './amounts';
import { HISTORY_POSTGRES_MIGRATIONS } from './postgres-migrations';
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
import { utxoKey, type HistoryStore, type StakerRecord, type TokenInfo, type UtxoRecord } from './records';
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

const SCHEMA = 'snowline_history';
const t = (name: string) => `${SCHEMA}.${name}`;
const DIALECT = { least: 'least', greatest: 'greatest' };
type DbRow = Record<string, unknown>;
type Db = Pick<pg.PoolClient, 'query'>;

/** `?` placeholders to `$1…$n`. */
function numbered(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}

async function insertAll(db: Db, spec: TableSpec, rows: Row[]): Promise<void> {
  if (rows.length === 0) return;
  const cols = spec.columns.map((c) => c[0]).join(', ');
  const arrays = spec.columns.map((_, i) => rows.map((r) => r[i] ?? null));
  await db.query(
    `INSERT INTO ${t(spec.name)} (${cols})
     SELECT * FROM unnest(${spec.columns.map((c, i) => `$${i + 1}::${c[1]}[]`).join(', ')})
     ${spec.conflict(DIALECT)}`,
    arrays,
  );
}

const toUtxo = (r: DbRow): StoredUtxo => ({
  id: new Uint8Array(r.id as Buffer),
  chain: String(r.chain) as UtxoRecord['chain'],
  asset: String(r.asset),
  amount: BigInt(String(r.amount)),
  holder: String(r.holder),
  spent: Number(r.spent) === 1,
});

async function loadUtxos(db: Db, ids: readonly Uint8Array[]): Promise<Map<string, StoredUtxo>> {
  const out = new Map<string, StoredUtxo>();
  if (ids.length === 0) return out;
  const { rows } = await db.query<DbRow>(`SELECT * FROM ${t('utxos')} WHERE id = ANY($1::bytea[])`, [
    ids.map((id) => Buffer.from(id)),
  ]);
  for (const r of rows) {
    const u = toUtxo(r);
    out.set(utxoKey(u.id), u);
  }
  return out;
}

/** Current amounts of the keys (`a|b|c`) of `deltas` in a table keyed by `cols`. */
async function currentOf(db: Db, table: string, cols: string[], deltas: Map<string, bigint>) {
  const out = new Map<string, bigint>();
  if (deltas.size === 0) return out;
  const keys = [...deltas.keys()].map((k) => k.split('|'));
  const { rows } = await db.query<DbRow>(
    `SELECT b.* FROM unnest(${cols.map((_, i) => `$${i + 1}::text[]`).join(', ')}) k(${cols.join(', ')})
     JOIN ${t(table)} b USING (${cols.join(', ')})`,
    cols.map((_, i) => keys.map((k) => k[i])),
  );
  for (const r of rows) out.set(cols.map((c) => String(r[c])).join('|'), parseAmount(r.amount));
  return out;
}

async function deleteKeys(db: Db, table: string, cols: string[], keys: string[][]): Promise<void> {
  if (keys.length === 0) return;
  await db.query(
    `DELETE FROM ${t(table)} b USING unnest(${cols.map((_, i) => `$${i + 1}::text[]`).join(', ')}) k(${cols.join(', ')})
     WHERE ${cols.map((c) => `b.${c} = k.${c}`).join(' AND ')}`,
    cols.map((_, i) => keys.map((k) => k[i])),
  );
}

export async function openPostgresHistoryStore(pool: pg.Pool): Promise<HistoryStore> {
  await applyPostgresMigrations(pool, 'history', HISTORY_POSTGRES_MIGRATIONS);
  const read = async ({ sql, args }: Sql) => (await pool.query<DbRow>(numbered(sql), args)).rows;

  return {
    cursors: async () => (await read({ sql: `SELECT * FROM ${t('cursors')} ORDER BY chain`, args: [] })).map(toCursor),
    startCursor: async (c, nowMs) => {
      await pool.query(
        `INSERT INTO ${t('cursors')} (chain, source, start_height, next_height, next_index, indexed_time_ms,
           tip_height, tip_at_ms, blocks_per_sec, txs_per_sec, updated_ms, network_id, blockchain_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) ON CONFLICT (chain) DO NOTHING`,
        [
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
      );
    },
    identifyCursor: async (chain, networkID, blockchainID) => {
      await pool.query(numbered(`UPDATE ${t('cursors')} ${CURSOR_IDENTIFY}`), [networkID, blockchainID, chain]);
    },
    writeBlocks: (batch, nowMs) =>
      inTransaction(pool, async (db) => {
        await db.query('SELECT pg_advisory_xact_lock($1)', [advisoryLockKey('history:write')]);
        const last = batch.blocks[batch.blocks.length - 1];
        const c = batch.cursor;
        const moved = await db.query(numbered(`UPDATE ${t('cursors')} ${CURSOR_ADVANCE}`), [
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
        ]);
        if (moved.rowCount !== 1) return false;

        const moves = settleUtxos(batch, await loadUtxos(db, utxoIdsOf(batch)));
        if (moves.deletes.length > 0) {
          await db.query(`DELETE FROM ${t('utxos')} WHERE id = ANY($1::bytea[])`, [
            moves.deletes.map((id) => Buffer.from(id)),
          ]);
        }
        await insertAll(db, TABLES.utxos, moves.inserts);

        const balanceCols = ['holder', 'chain', 'asset'];
        const balances = applyDeltas(
          await currentOf(db, 'balances', balanceCols, moves.balanceDeltas),
          moves.balanceDeltas,
          BALANCE_DIGITS,
          2,
        );
        await deleteKeys(db, 'balances', balanceCols, balances.deletes);
        await insertAll(db, TABLES.balances, balances.upserts);
        const supplies = new Map<string, GroupChange>();
        if (balances.groups.size > 0) {
          const { rows } = await db.query<DbRow>(`SELECT * FROM ${t('asset_supply')} WHERE asset = ANY($1::text[])`, [
            [...balances.groups.keys()],
          ]);
          for (const r of rows) {
            supplies.set(String(r.asset), { holders: Number(r.holders), total: parseAmount(r.total) });
          }
        }
        await insertAll(db, TABLES.assetSupply, supplyRows(supplies, balances.groups));

        const tokenCols = ['token', 'holder'];
        const tDeltas = tokenDeltas(batch);
        const tokens = applyDeltas(await currentOf(db, 'token_balances', tokenCols, tDeltas), tDeltas, TOKEN_DIGITS, 0);
        await deleteKeys(db, 'token_balances', tokenCols, tokens.deletes);
        await insertAll(db, TABLES.tokenBalances, tokens.upserts);
        await insertAll(db, TABLES.tokens, tokenRows(batch, tokens.groups));

        const rows = batchRows(batch);
        for (const name of Object.keys(rows) as (keyof typeof rows)[]) {
          if (name !== 'days') await insertAll(db, TABLES[name], rows[name]);
        }
        const pairs = activePairs(batch);
        if (pairs.length > 0) {
          const { rows: fresh } = await db.query<{ day_ms: number }>(
            `INSERT INTO ${t('daily_active')} (day_ms, address) SELECT * FROM unnest($1::bigint[], $2::text[])
             ON CONFLICT DO NOTHING RETURNING day_ms`,
            [pairs.map((p) => p[0]), pairs.map((p) => p[1])],
          );
          const perDay = new Map<number, number>();
          for (const r of fresh) perDay.set(Number(r.day_ms), (perDay.get(Number(r.day_ms)) ?? 0) + 1);
          await insertAll(db, TABLES.days, [...perDay]);
        }
        return true;
      }),
    noteTip: async (chain, tipHeight, nowMs, error) => {
      await pool.query(
        `UPDATE ${t('cursors')} SET tip_height = coalesce($1, tip_height), tip_at_ms = $2, updated_ms = $2, error = $3
         WHERE chain = $4`,
        [tipHeight, nowMs, error, chain],
      );
    },
    utxos: async (ids) => loadUtxos(pool, ids),
    stakers: async (txIDs) => {
      const out = new Map<string, StakerRecord>();
      if (txIDs.length === 0) return out;
      const { rows } = await pool.query<DbRow>(`SELECT * FROM ${t('stakers')} WHERE tx_id = ANY($1::text[])`, [
        [...txIDs],
      ]);
      for (const r of rows) out.set(String(r.tx_id), stakerFromRow(r));
      return out;
    },
    validations: async (ids) => {
      const out = new Map<string, string>();
      if (ids.length === 0) return out;
      const { rows } = await pool.query<DbRow>(
        `SELECT * FROM ${t('validations')} WHERE validation_id = ANY($1::text[])`,
        [[...ids]],
      );
      for (const r of rows) out.set(String(r.validation_id), String(r.node_id));
      return out;
    },
    tokens: async (addresses) => {
      const out = new Map<string, TokenInfo>();
      if (addresses.length === 0) return out;
      const { rows } = await pool.query<DbRow>(`SELECT * FROM ${t('tokens')} WHERE address = ANY($1::text[])`, [
        [...addresses],
      ]);
      for (const r of rows) out.set(String(r.address), toToken(r));
      return out;
    },

    addressTxs: async (q) => pageOf((await read(addressTxsSql(t, q))).map(toAddressTx), q.limit),
    addressSummary: async (address) => {
      const [r] = await read(addressSummarySql(t, address));
      return r ? { txs: Number(r.txs), firstMs: Number(r.first_ms), lastMs: Number(r.last_ms) } : null;
    },
    addressBalances: async (address) => (await read(addressBalancesSql(t, address))).map(toBalance),
    assetTxs: async (asset, before, limit) =>
      pageOf((await read(assetTxsSql(t, asset, before, limit))).map(toAssetTx), limit),
    assetHolders: async (asset, offset, limit) => {
      const [rows, [s]] = await Promise.all([
        read(assetHoldersSql(t, asset, offset, limit)),
        read(assetSupplySql(t, asset)),
      ]);
      return { rows: rows.map(toBalance), holders: s ? Number(s.holders) : 0, total: s ? parseAmount(s.total) : 0n };
    },
    nodeStaking: async (nodeID, before, limit) =>
      pageOf((await read(nodeStakingSql(t, nodeID, before, limit))).map(toStaking), limit),
    tokenTransfers: async (q, limit) => {
      const rows = (await read(tokenTransfersSql(t, q, limit))).map(toTokenTransfer);
      if (rows.length <= limit) return { rows, next: null };
      const kept = rows.slice(0, limit);
      const last = kept[kept.length - 1]!;
      return { rows: kept, next: { height: last.height, logIndex: last.logIndex } };
    },
    tokenHolders: async (token, offset, limit) =>
      (await read(tokenHoldersSql(t, token, offset, limit))).map(toTokenBalance),
    addressTokens: async (address) => (await read(addressTokensSql(t, address))).map(toTokenBalance),
    dailyStats: async () => {
      const [chains, active] = await Promise.all([
        read({ sql: `SELECT * FROM ${t('daily')} ORDER BY day_ms, chain`, args: [] }),
        read({ sql: `SELECT * FROM ${t('days')} ORDER BY day_ms`, args: [] }),
      ]);
      return {
        chains: chains.map((r) => ({
          dayMs: dayOf(Number(r.day_ms)),
          chain: String(r.chain) as UtxoRecord['chain'],
          txs: Number(r.txs),
          feesNavax: BigInt(String(r.fees_navax)),
        })),
        active: active.map((r) => ({ dayMs: Number(r.day_ms), addresses: Number(r.active) })),
      };
    },
  };
}
