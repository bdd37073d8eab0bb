// Every row of a history store, in a fixed order and as text, so two stores can be compared whole:
// the same rows, none missing, none twice. The cursors' bookkeeping of when and how fast is left out.
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import type { StoreConfig } from '@/lib/store/config';
import { HISTORY_SQLITE_FILE } from '@/lib/store/history/sqlite';

const TABLES = [
  'txs',
  'address_txs',
  'address_asset_txs',
  'address_stats',
  'asset_txs',
  'utxos',
  'balances',
  'asset_supply',
  'holder_members',
  'stakers',
  'staking',
  'validations',
  'tokens',
  'token_transfers',
  'token_balances',
  'daily',
  'daily_active',
  'days',
];
const CURSOR_COLUMNS =
  'chain, source, start_height, next_height, next_index, indexed_time_ms, txs, network_id, blockchain_id, last_block_id';

const text = (v: unknown) => (Buffer.isBuffer(v) ? v.toString('hex') : v === null ? 'null' : String(v));
const rowText = (r: Record<string, unknown>) => Object.values(r).map(text).join('|');

export async function dumpHistory(config: StoreConfig): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  if (config.kind === 'sqlite') {
    const db = new Database(path.join(config.dataDir, HISTORY_SQLITE_FILE), { readonly: true });
    try {
      for (const t of [...TABLES, 'cursors']) {
        const cols = t === 'cursors' ? CURSOR_COLUMNS : '*';
        out[t] = (db.prepare(`SELECT ${cols} FROM ${t}`).all() as Record<string, unknown>[]).map(rowText).sort();
      }
    } finally {
      db.close();
    }
    return out;
  }
  const c = new pg.Client({ connectionString: config.url });
  await c.connect();
  try {
    for (const t of [...TABLES, 'cursors']) {
      const cols = t === 'cursors' ? CURSOR_COLUMNS : '*';
      const { rows } = await c.query(`SELECT ${cols} FROM snowline_history.${t}`);
      out[t] = rows.map(rowText).sort();
    }
  } finally {
    await c.end();
  }
  return out;
}
