// The snowline_history schema's steps (recorded in snowline_history.schema_migrations). Append; never
// edit a shipped step. The same tables as history.sqlite (sqlite-migrations.ts), in PostgreSQL types;
// padded amounts compare byte by byte (COLLATE "C"), as SQLite compares them, so top holders sort alike.
import type { PostgresMigration } from '@/lib/store/postgres/migration';

export const HISTORY_POSTGRES_MIGRATIONS: readonly PostgresMigration[] = [
  {
    description: 'cursors, txs, address and asset listings, UTXOs, balances, staking, tokens, daily stats',
    up: `
      CREATE TABLE snowline_history.cursors (
        chain text PRIMARY KEY, source text NOT NULL, start_height bigint NOT NULL, next_height bigint NOT NULL,
        next_index bigint, indexed_time_ms bigint, tip_height bigint, tip_at_ms bigint,
        blocks_per_sec double precision NOT NULL DEFAULT 0, txs_per_sec double precision NOT NULL DEFAULT 0, txs bigint NOT NULL DEFAULT 0,
        updated_ms bigint NOT NULL, error text);
      CREATE TABLE snowline_history.txs (
        chain text NOT NULL, id text NOT NULL, height bigint NOT NULL, pos bigint NOT NULL, block_id text NOT NULL,
        time_ms bigint NOT NULL, type text NOT NULL, fee text NOT NULL,
        PRIMARY KEY (chain, id));
      CREATE TABLE snowline_history.address_txs (
        address text NOT NULL, time_ms bigint NOT NULL, chain text NOT NULL, height bigint NOT NULL,
        pos bigint NOT NULL, tx_id text NOT NULL, type text NOT NULL, deltas text NOT NULL,
        PRIMARY KEY (address, time_ms, chain, height, pos));
      CREATE INDEX address_txs_by_chain ON snowline_history.address_txs (address, chain, time_ms, height, pos);
      CREATE TABLE snowline_history.address_asset_txs (
        address text NOT NULL, asset text NOT NULL, time_ms bigint NOT NULL, chain text NOT NULL,
        height bigint NOT NULL, pos bigint NOT NULL,
        PRIMARY KEY (address, asset, time_ms, chain, height, pos));
      CREATE TABLE snowline_history.address_stats (
        address text PRIMARY KEY, txs bigint NOT NULL, first_ms bigint NOT NULL, last_ms bigint NOT NULL
      );
      CREATE TABLE snowline_history.asset_txs (
        asset text NOT NULL, time_ms bigint NOT NULL, chain text NOT NULL, height bigint NOT NULL,
        pos bigint NOT NULL, tx_id text NOT NULL, type text NOT NULL,
        PRIMARY KEY (asset, time_ms, chain, height, pos));
      CREATE TABLE snowline_history.utxos (
        id bytea PRIMARY KEY, chain text NOT NULL, asset text NOT NULL, amount text NOT NULL, holder text NOT NULL,
        spent bigint NOT NULL);
      CREATE TABLE snowline_history.balances (
        holder text NOT NULL, chain text NOT NULL, asset text NOT NULL, amount text COLLATE "C" NOT NULL,
        PRIMARY KEY (holder, chain, asset));
      CREATE INDEX balances_by_asset ON snowline_history.balances (asset, amount);
      CREATE TABLE snowline_history.asset_supply (asset text PRIMARY KEY, holders bigint NOT NULL, total text NOT NULL);
      CREATE TABLE snowline_history.holder_members (address text NOT NULL, holder text NOT NULL, PRIMARY KEY (address, holder))
       ;
      CREATE TABLE snowline_history.stakers (
        tx_id text PRIMARY KEY, node_id text NOT NULL, role text NOT NULL, reward_addresses text NOT NULL,
        stake text NOT NULL, output_count bigint NOT NULL, weight text NOT NULL, start_sec bigint NOT NULL,
        end_sec bigint NOT NULL);
      CREATE TABLE snowline_history.staking (
        node_id text NOT NULL, time_ms bigint NOT NULL, height bigint NOT NULL, pos bigint NOT NULL,
        role text NOT NULL, tx_id text NOT NULL, type text NOT NULL, amount text NOT NULL,
        PRIMARY KEY (node_id, time_ms, height, pos, role));
      CREATE TABLE snowline_history.validations (validation_id text PRIMARY KEY, node_id text NOT NULL);
      CREATE TABLE snowline_history.tokens (
        address text PRIMARY KEY, kind text NOT NULL, name text, symbol text, decimals bigint,
        transfers bigint NOT NULL, holders bigint NOT NULL);
      CREATE TABLE snowline_history.token_transfers (
        token text NOT NULL, height bigint NOT NULL, log_index bigint NOT NULL, time_ms bigint NOT NULL,
        tx_hash text NOT NULL, from_addr text NOT NULL, to_addr text NOT NULL, value text NOT NULL,
        PRIMARY KEY (token, height, log_index));
      CREATE INDEX token_transfers_from ON snowline_history.token_transfers (from_addr, height, log_index);
      CREATE INDEX token_transfers_to ON snowline_history.token_transfers (to_addr, height, log_index);
      CREATE TABLE snowline_history.token_balances (
        token text NOT NULL, holder text NOT NULL, amount text COLLATE "C" NOT NULL, PRIMARY KEY (token, holder));
      CREATE INDEX token_balances_by_amount ON snowline_history.token_balances (token, amount);
      CREATE INDEX token_balances_by_holder ON snowline_history.token_balances (holder);
      CREATE TABLE snowline_history.daily (
        day_ms bigint NOT NULL, chain text NOT NULL, txs bigint NOT NULL, fees_navax bigint NOT NULL,
        PRIMARY KEY (day_ms, chain));
      CREATE TABLE snowline_history.daily_active (day_ms bigint NOT NULL, address text NOT NULL, PRIMARY KEY (day_ms, address))
       ;
      CREATE TABLE snowline_history.days (day_ms bigint PRIMARY KEY, active bigint NOT NULL);
    `,
  },
  {
    description: 'cursors name their network, blockchain and last block (a reset or other node is refused)',
    up: `
      ALTER TABLE snowline_history.cursors ADD COLUMN network_id bigint;
      ALTER TABLE snowline_history.cursors ADD COLUMN blockchain_id text;
      ALTER TABLE snowline_history.cursors ADD COLUMN last_block_id text;
    `,
  },
  {
    description: 'blocks whose txs the follower could not decode (shown on /status)',
    up: `
      CREATE TABLE snowline_history.undecoded (
        chain text NOT NULL, height bigint NOT NULL, block_id text NOT NULL, time_ms bigint NOT NULL,
        kind text NOT NULL, pos bigint NOT NULL, tx_count bigint, type_id bigint, reason text NOT NULL, tx_id text,
        PRIMARY KEY (chain, height));
    `,
  },
  {
    description: 'ERC-1155: token ids and batch positions on transfers, balances per id; tokens listed by transfers',
    up: `
      ALTER TABLE snowline_history.token_transfers ADD COLUMN batch_index bigint NOT NULL DEFAULT 0;
      ALTER TABLE snowline_history.token_transfers ADD COLUMN token_id text;
      ALTER TABLE snowline_history.token_transfers DROP CONSTRAINT token_transfers_pkey;
      ALTER TABLE snowline_history.token_transfers ADD PRIMARY KEY (token, height, log_index, batch_index);
      CREATE TABLE snowline_history.token_id_balances (
        token text NOT NULL, token_id text NOT NULL, holder text NOT NULL, amount text COLLATE "C" NOT NULL,
        PRIMARY KEY (token, token_id, holder));
      CREATE INDEX token_id_balances_by_holder ON snowline_history.token_id_balances (holder, token);
      CREATE INDEX tokens_by_transfers ON snowline_history.tokens (transfers, address);
    `,
  },
  {
    description: 'contracts: who created each contract, in which tx',
    up: `
      CREATE TABLE snowline_history.contracts (
        address text PRIMARY KEY, creator text NOT NULL, tx_hash text NOT NULL, height bigint NOT NULL,
        time_ms bigint NOT NULL);
      CREATE INDEX contracts_by_creator ON snowline_history.contracts (creator, height);
    `,
  },
  {
    description: 'ICM and Warp message events, and their listings by chain and by address',
    up: `
      CREATE TABLE snowline_history.icm_events (
        message_id text NOT NULL, chain text NOT NULL, height bigint NOT NULL, log_index bigint NOT NULL, time_ms bigint NOT NULL,
        tx_hash text NOT NULL, kind text NOT NULL, emitter text NOT NULL, source_chain text, dest_chain text, sender text,
        dest_address text, detail text NOT NULL,
        PRIMARY KEY (message_id, chain, height, log_index));
      CREATE TABLE snowline_history.icm_listing (
        scope text NOT NULL, time_ms bigint NOT NULL, chain text NOT NULL, height bigint NOT NULL, log_index bigint NOT NULL,
        message_id text NOT NULL,
        PRIMARY KEY (scope, time_ms, chain, height, log_index));
    `,
  },
  {
    description: 'X assets by name and symbol (search), and each exported UTXO with the import that spent it',
    up: `
      CREATE TABLE snowline_history.assets (
        id text PRIMARY KEY, name text NOT NULL, symbol text NOT NULL, denomination bigint NOT NULL);
      CREATE INDEX assets_symbol ON snowline_history.assets (lower(symbol) text_pattern_ops);
      CREATE INDEX assets_name ON snowline_history.assets (lower(name) text_pattern_ops);
      CREATE TABLE snowline_history.atomic_outputs (
        utxo_id bytea PRIMARY KEY, export_chain text, export_tx text, export_time_ms bigint, dest_chain text,
        out_index bigint, asset text, amount text, holder text,
        import_chain text, import_tx text, import_time_ms bigint);
      CREATE INDEX atomic_by_export ON snowline_history.atomic_outputs (export_tx);
      CREATE INDEX atomic_by_import ON snowline_history.atomic_outputs (import_tx);
      CREATE INDEX atomic_waiting ON snowline_history.atomic_outputs (holder, export_time_ms) WHERE import_tx IS NULL;
    `,
  },
];
