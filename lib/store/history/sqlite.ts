// The history store on SQLite: <dataDir>/history.sqlite, a file of its own so the follower's bulk
// writes never wait on (or hold up) app state. Durability 'normal': a commit is in the WAL before it
// returns, so a kill -9 of Snowline loses no accepted batch; only an OS crash or power loss may drop the
// last commits, never corrupt the file, and those blocks are read from the node again (the cursor
// moves in the same transaction as the rows). Writes run on one connection; page reads run on worker
// threads with connections of their own (sqlite-read-pool.ts), so a page never waits for a batch, never
// sees half of one, and a heavy read never stalls the app's thread.
import type Database from 'better-sqlite3';
import path from 'node:path';
import { openSqliteFile } from '@/lib/store/sqlite/file';
import { BALANCE_DIGITS, parseAmount, TOKEN_DIGITS } from './amounts';
import { historyLookups, storedSupplies, storedUtxos, utxoIds } from './lookups';
import { cursorSql, historyPages, toCursor, type Sql } from './read-sql';
import { icmReads } from './icm-sql';
import type { HistoryStore } from './records';
import { HISTORY_SQLITE_MIGRATIONS } from './schema-ddl';
import * as plan from './write-plan';
import { asideStamp } from './aside-stamp';
import { sqliteReadPool, type SqliteReadPool, type SqliteReadPoolOptions } from './sqlite-read-pool';

export const HISTORY_SQLITE_FILE = 'history.sqlite';

type DbRow = Record<string, unknown>;
const DIALECT = { least: 'min', greatest: 'max' };

export function openSqliteHistoryStore(
  dataDir: string,
  readOptions?: SqliteReadPoolOptions,
): HistoryStore & { close(): Promise<void> } {
  const db = openSqliteFile(dataDir, HISTORY_SQLITE_FILE, HISTORY_SQLITE_MIGRATIONS, 'normal');
  // Batches touch many index pages: a larger page cache keeps them in memory between commits.
  db.pragma('cache_size = -65536');
  // Started on the first page read: the follower's thread, which only writes, starts none.
  let pool: SqliteReadPool | null = null;
  const read = (q: Sql) => (pool ??= sqliteReadPool(path.join(dataDir, HISTORY_SQLITE_FILE), readOptions)).read(q);

  const statements = new Map<string, Database.Statement>();
  const prepared = (sql: string) => {
    let st = statements.get(sql);
    if (!st) {
      st = db.prepare(sql);
      statements.set(sql, st);
    }
    return st;
  };
  const insertOf = (spec: plan.TableSpec) =>
    prepared(
      `INSERT INTO ${spec.name} (${spec.columns.map((c) => c[0]).join(', ')})
       VALUES (${spec.columns.map(() => '?').join(', ')}) ${spec.conflict(DIALECT)}`,
    );
  const insertAll = (spec: plan.TableSpec, rows: plan.Row[]) => {
    if (rows.length === 0) return;
    const st = insertOf(spec);
    for (const r of rows) st.run(...r);
  };

  /** Rows of `table` whose `column` is one of `keys`, one prepared get per key (callable inside a write). */
  const rowsByKey = (table: string, column: string, keys: readonly (string | Buffer)[]) => {
    const get = prepared(`SELECT * FROM ${table} WHERE ${column} = ?`);
    return keys.map((k) => get.get(k) as DbRow | undefined).filter((r) => r !== undefined);
  };
  const st = {
    advance: db.prepare(cursorSql.advance(plain)),
    deleteUtxo: db.prepare('DELETE FROM utxos WHERE id = ?'),
    balance: db.prepare('SELECT amount FROM balances WHERE holder = ? AND chain = ? AND asset = ?'),
    deleteBalance: db.prepare('DELETE FROM balances WHERE holder = ? AND chain = ? AND asset = ?'),
    activeInsert: db.prepare('INSERT INTO daily_active (day_ms, address) VALUES (?, ?) ON CONFLICT DO NOTHING'),
  };

  const currentOf = (deltas: Map<string, bigint>, get: (parts: string[]) => DbRow | undefined) => {
    const out = new Map<string, bigint>();
    for (const k of deltas.keys()) {
      const r = get(k.split('|'));
      if (r) out.set(k, parseAmount(r.amount));
    }
    return out;
  };

  const write = db.transaction((batch: Parameters<HistoryStore['writeBlocks']>[0], nowMs: number): boolean => {
    const moved = st.advance.run(...cursorSql.advanceArgs(batch, nowMs));
    if (moved.changes !== 1) return false;

    const moves = plan.settleUtxos(batch, storedUtxos(rowsByKey('utxos', 'id', utxoIds(plan.utxoIdsOf(batch)))));
    for (const id of moves.deletes) st.deleteUtxo.run(Buffer.from(id));
    insertAll(plan.TABLES.utxos, moves.inserts);

    const balances = plan.applyDeltas(
      currentOf(moves.balanceDeltas, (p) => st.balance.get(...p) as DbRow | undefined),
      moves.balanceDeltas,
      BALANCE_DIGITS,
      2,
    );
    for (const k of balances.deletes) st.deleteBalance.run(...k);
    insertAll(plan.TABLES.balances, balances.upserts);
    const supplies = storedSupplies(rowsByKey('asset_supply', 'asset', [...balances.groups.keys()]));
    insertAll(plan.TABLES.assetSupply, plan.supplyRows(supplies, balances.groups));

    for (const { table, perId } of plan.TOKEN_BALANCE_TABLES) {
      const spec = plan.TABLES[table];
      const where = plan
        .keyColumns(spec)
        .map((c) => `${c} = ?`)
        .join(' AND ');
      const get = prepared(`SELECT amount FROM ${spec.name} WHERE ${where}`);
      const del = prepared(`DELETE FROM ${spec.name} WHERE ${where}`);
      const deltas = plan.tokenDeltas(batch, perId);
      const applied = plan.applyDeltas(
        currentOf(deltas, (p) => get.get(...p) as DbRow | undefined),
        deltas,
        TOKEN_DIGITS,
        0,
      );
      for (const k of applied.deletes) del.run(...k);
      insertAll(spec, applied.upserts);
      if (!perId) insertAll(plan.TABLES.tokens, plan.tokenRows(batch, applied.groups));
    }

    const rows = plan.batchRows(batch);
    for (const name of plan.BATCH_TABLES) insertAll(plan.TABLES[name], rows[name]);
    const newActive = new Map<number, number>();
    for (const [day, address] of plan.activePairs(batch)) {
      if (st.activeInsert.run(day, address).changes === 1) {
        newActive.set(day as number, (newActive.get(day as number) ?? 0) + 1);
      }
    }
    insertAll(
      plan.TABLES.days,
      [...newActive].map(([day, n]) => [day, n]),
    );
    return true;
  });

  return {
    close: async () => {
      await pool?.close();
      db.close();
    },
    cursors: async () => (prepared('SELECT * FROM cursors ORDER BY chain').all() as DbRow[]).map(toCursor),
    startCursor: async (c, nowMs) => void prepared(cursorSql.start(plain)).run(...cursorSql.startArgs(c, nowMs)),
    identifyCursor: async (...args) => void prepared(cursorSql.identify(plain)).run(...cursorSql.identifyArgs(...args)),
    writeBlocks: async (batch, nowMs) => write(batch, nowMs),
    startAfresh: async (keepAside, nowMs) => {
      let keptAs: string | null = null;
      if (keepAside) {
        keptAs = path.join(dataDir, `history-${asideStamp(nowMs)}.sqlite`);
        // A consistent copy of the whole file, taken by SQLite itself (the follower may be writing).
        db.prepare('VACUUM INTO ?').run(keptAs);
      }
      const tables = db
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
        .all() as { name: string }[];
      db.transaction(() => {
        for (const { name } of tables) db.exec(`DELETE FROM "${name.replaceAll('"', '""')}"`);
      })();
      return { keptAs };
    },
    noteTip: async (...args) => void prepared(cursorSql.noteTip(plain)).run(...cursorSql.noteTipArgs(...args)),
    ...historyLookups(rowsByKey),
    ...historyPages(plain, read),
    ...icmReads(plain, read),
  };
}

const plain = (name: string) => name;
