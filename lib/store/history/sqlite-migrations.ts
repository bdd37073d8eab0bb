// history.sqlite's schema steps (PRAGMA user_version = steps applied). Append; never edit a shipped step.
// Listings are WITHOUT ROWID tables keyed by what they are read by, newest first: (address | asset |
// node, time, chain, height, position in block).
import type { SqliteMigration } from '@/lib/store/sqlite/migration';

export const HISTORY_SQLITE_MIGRATIONS: readonly SqliteMigration[] = [
  {
    description: 'cursors, txs, address and asset listings, UTXOs, balances, staking, tokens, daily stats',
    up: `
      CREATE TABLE cursors (
        chain TEXT PRIMARY KEY, source TEXT NOT NULL, start_height INTEGER NOT NULL, next_height INTEGER NOT NULL,
        next_index INTEGER, indexed_time_ms INTEGER, tip_height INTEGER, tip_at_ms INTEGER,
        blocks_per_sec REAL NOT NULL DEFAULT 0, txs_per_sec REAL NOT NULL DEFAULT 0, txs INTEGER NOT NULL DEFAULT 0,
        updated_ms INTEGER NOT NULL, error TEXT);
      CREATE TABLE txs (
        chain TEXT NOT NULL, id TEXT NOT NULL, height INTEGER NOT NULL, pos INTEGER NOT NULL, block_id TEXT NOT NULL,
        time_ms INTEGER NOT NULL, type TEXT NOT NULL, fee TEXT NOT NULL,
        PRIMARY KEY (chain, id)) WITHOUT ROWID;
      CREATE TABLE address_txs (
        address TEXT NOT NULL, time_ms INTEGER NOT NULL, chain TEXT NOT NULL, height INTEGER NOT NULL,
        pos INTEGER NOT NULL, tx_id TEXT NOT NULL, type TEXT NOT NULL, deltas TEXT NOT NULL,
        PRIMARY KEY (address, time_ms, chain, height, pos)) WITHOUT ROWID;
      CREATE INDEX address_txs_by_chain ON address_txs (address, chain, time_ms, height, pos);
      CREATE TABLE address_asset_txs (
        address TEXT NOT NULL, asset TEXT NOT NULL, time_ms INTEGER NOT NULL, chain TEXT NOT NULL,
        height INTEGER NOT NULL, pos INTEGER NOT NULL,
        PRIMARY KEY (address, asset, time_ms, chain, height, pos)) WITHOUT ROWID;
      CREATE TABLE address_stats (
        address TEXT PRIMARY KEY, txs INTEGER NOT NULL, first_ms INTEGER NOT NULL, last_ms INTEGER NOT NULL
      ) WITHOUT ROWID;
      CREATE TABLE asset_txs (
        asset TEXT NOT NULL, time_ms INTEGER NOT NULL, chain TEXT NOT NULL, height INTEGER NOT NULL,
        pos INTEGER NOT NULL, tx_id TEXT NOT NULL, type TEXT NOT NULL,
        PRIMARY KEY (asset, time_ms, chain, height, pos)) WITHOUT ROWID;
      CREATE TABLE utxos (
        id BLOB PRIMARY KEY, chain TEXT NOT NULL, asset TEXT NOT NULL, amount TEXT NOT NULL, holder TEXT NOT NULL,
        spent INTEGER NOT NULL) WITHOUT ROWID;
      CREATE TABLE balances (
        holder TEXT NOT NULL, chain TEXT NOT NULL, asset TEXT NOT NULL, amount TEXT NOT NULL,
        PRIMARY KEY (holder, chain, asset)) WITHOUT ROWID;
      CREATE INDEX balances_by_asset ON balances (asset, amount);
      CREATE TABLE asset_supply (asset TEXT PRIMARY KEY, holders INTEGER NOT NULL, total TEXT NOT NULL) WITHOUT ROWID;
      CREATE TABLE holder_members (address TEXT NOT NULL, holder TEXT NOT NULL, PRIMARY KEY (address, holder))
        WITHOUT ROWID;
      CREATE TABLE stakers (
        tx_id TEXT PRIMARY KEY, node_id TEXT NOT NULL, role TEXT NOT NULL, reward_addresses TEXT NOT NULL,
        stake TEXT NOT NULL, output_count INTEGER NOT NULL, weight TEXT NOT NULL, start_sec INTEGER NOT NULL,
        end_sec INTEGER NOT NULL) WITHOUT ROWID;
      CREATE TABLE staking (
        node_id TEXT NOT NULL, time_ms INTEGER NOT NULL, height INTEGER NOT NULL, pos INTEGER NOT NULL,
        role TEXT NOT NULL, tx_id TEXT NOT NULL, type TEXT NOT NULL, amount TEXT NOT NULL,
        PRIMARY KEY (node_id, time_ms, height, pos, role)) WITHOUT ROWID;
      CREATE TABLE validations (validation_id TEXT PRIMARY KEY, node_id TEXT NOT NULL) WITHOUT ROWID;
      CREATE TABLE tokens (
        address TEXT PRIMARY KEY, kind TEXT NOT NULL, name TEXT, symbol TEXT, decimals INTEGER,
        transfers INTEGER NOT NULL, holders INTEGER NOT NULL) WITHOUT ROWID;
      CREATE TABLE token_transfers (
        token TEXT NOT NULL, height INTEGER NOT NULL, log_index INTEGER NOT NULL, time_ms INTEGER NOT NULL,
        tx_hash TEXT NOT NULL, from_addr TEXT NOT NULL, to_addr TEXT NOT NULL, value TEXT NOT NULL,
        PRIMARY KEY (token, height, log_index)) WITHOUT ROWID;
      CREATE INDEX token_transfers_from ON token_transfers (from_addr, height, log_index);
      CREATE INDEX token_transfers_to ON token_transfers (to_addr, height, log_index);
      CREATE TABLE token_balances (
        token TEXT NOT NULL, holder TEXT NOT NULL, amount TEXT NOT NULL, PRIMARY KEY (token, holder)) WITHOUT ROWID;
      CREATE INDEX token_balances_by_amount ON token_balances (token, amount);
      CREATE INDEX token_balances_by_holder ON token_balances (holder);
      CREATE TABLE daily (
        day_ms INTEGER NOT NULL, chain TEXT NOT NULL, txs INTEGER NOT NULL, fees_navax INTEGER NOT NULL,
        PRIMARY KEY (day_ms, chain)) WITHOUT ROWID;
      CREATE TABLE daily_active (day_ms INTEGER NOT NULL, address TEXT NOT NULL, PRIMARY KEY (day_ms, address))
        WITHOUT ROWID;
      CREATE TABLE days (day_ms INTEGER PRIMARY KEY, active INTEGER NOT NULL);
    `,
  },
  {
    description: 'cursors name their network, blockchain and last block (a reset or other node is refused)',
    up: `
      ALTER TABLE cursors ADD COLUMN network_id INTEGER;
      ALTER TABLE cursors ADD COLUMN blockchain_id TEXT;
      ALTER TABLE cursors ADD COLUMN last_block_id TEXT;
    `,
  },
  {
    description: 'blocks whose txs the follower could not decode (shown on /status)',
    up: `
      CREATE TABLE undecoded (
        chain TEXT NOT NULL, height INTEGER NOT NULL, block_id TEXT NOT NULL, time_ms INTEGER NOT NULL,
        kind TEXT NOT NULL, pos INTEGER NOT NULL, tx_count INTEGER, type_id INTEGER, reason TEXT NOT NULL, tx_id TEXT,
        PRIMARY KEY (chain, height)) WITHOUT ROWID;
    `,
  },
  {
    description: 'ERC-1155: token ids and batch positions on transfers, balances per id; tokens listed by transfers',
    up: `
      CREATE TABLE token_transfers_by_item (
        token TEXT NOT NULL, height INTEGER NOT NULL, log_index INTEGER NOT NULL, batch_index INTEGER NOT NULL,
        time_ms INTEGER NOT NULL, tx_hash TEXT NOT NULL, from_addr TEXT NOT NULL, to_addr TEXT NOT NULL,
        value TEXT NOT NULL, token_id TEXT,
        PRIMARY KEY (token, height, log_index, batch_index)) WITHOUT ROWID;
      INSERT INTO token_transfers_by_item
        SELECT token, height, log_index, 0, time_ms, tx_hash, from_addr, to_addr, value, NULL FROM token_transfers;
      DROP TABLE token_transfers;
      ALTER TABLE token_transfers_by_item RENAME TO token_transfers;
      CREATE INDEX token_transfers_from ON token_transfers (from_addr, height, log_index);
      CREATE INDEX token_transfers_to ON token_transfers (to_addr, height, log_index);
      CREATE TABLE token_id_balances (
        token TEXT NOT NULL, token_id TEXT NOT NULL, holder TEXT NOT NULL, amount TEXT NOT NULL,
        PRIMARY KEY (token, token_id, holder)) WITHOUT ROWID;
      CREATE INDEX token_id_balances_by_holder ON token_id_balances (holder, token);
      CREATE INDEX tokens_by_transfers ON tokens (transfers, address);
    `,
  },
  {
    description: 'contracts: who created each contract, in which tx',
    up: `
      CREATE TABLE contracts (
        address TEXT PRIMARY KEY, creator TEXT NOT NULL, tx_hash TEXT NOT NULL, height INTEGER NOT NULL,
        time_ms INTEGER NOT NULL) WITHOUT ROWID;
      CREATE INDEX contracts_by_creator ON contracts (creator, height);
    `,
  },
  {
    description: 'ICM and Warp message events, and their listings by chain and by address',
    up: `
      CREATE TABLE icm_events (
        message_id TEXT NOT NULL, chain TEXT NOT NULL, height INTEGER NOT NULL, log_index INTEGER NOT NULL, time_ms INTEGER NOT NULL,
        tx_hash TEXT NOT NULL, kind TEXT NOT NULL, emitter TEXT NOT NULL, source_chain TEXT, dest_chain TEXT, sender TEXT,
        dest_address TEXT, detail TEXT NOT NULL,
        PRIMARY KEY (message_id, chain, height, log_index)) WITHOUT ROWID;
      CREATE TABLE icm_listing (
        scope TEXT NOT NULL, time_ms INTEGER NOT NULL, chain TEXT NOT NULL, height INTEGER NOT NULL, log_index INTEGER NOT NULL,
        message_id TEXT NOT NULL,
        PRIMARY KEY (scope, time_ms, chain, height, log_index)) WITHOUT ROWID;
    `,
  },
  {
    description: 'X assets by name and symbol (search), and each exported UTXO with the import that spent it',
    up: `
      CREATE TABLE assets (id TEXT PRIMARY KEY, name TEXT NOT NULL, symbol TEXT NOT NULL, denomination INTEGER NOT NULL)
        WITHOUT ROWID;
      CREATE INDEX assets_symbol ON assets (lower(symbol));
      CREATE INDEX assets_name ON assets (lower(name));
      CREATE TABLE atomic_outputs (
        utxo_id BLOB PRIMARY KEY, export_chain TEXT, export_tx TEXT, export_time_ms INTEGER, dest_chain TEXT,
        out_index INTEGER, asset TEXT, amount TEXT, holder TEXT,
        import_chain TEXT, import_tx TEXT, import_time_ms INTEGER) WITHOUT ROWID;
      CREATE INDEX atomic_by_export ON atomic_outputs (export_tx);
      CREATE INDEX atomic_by_import ON atomic_outputs (import_tx);
      CREATE INDEX atomic_waiting ON atomic_outputs (holder, export_time_ms) WHERE import_tx IS NULL;
    `,
  },
];
