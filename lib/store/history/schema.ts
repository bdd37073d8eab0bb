// The history schema, declared once as its shipped steps: the SQLite and PostgreSQL migrations are
// rendered from it (schema-ddl.ts), and the write plan takes each table's columns from the tables the
// steps leave. Append a step to change the schema; never edit a shipped one (databases replay them).
// Listings are keyed by what they are read by, newest first: (address | asset | node, time, chain,
// height, position in block).

/** `int` is INTEGER / bigint, `amount` a padded decimal that compares byte by byte (COLLATE "C" on
 * PostgreSQL, as SQLite compares text), `?` allows NULL, ` = 0` is a default. */
type BaseType = 'text' | 'int' | 'real' | 'bytes' | 'amount';
export type ColumnDecl = `${BaseType}${'' | '?'}${'' | ' = 0'}`;

export interface TableDecl {
  columns: Readonly<Record<string, ColumnDecl>>;
  primaryKey: readonly string[];
  /** A SQLite rowid table (the others are WITHOUT ROWID: their key is how they are read). */
  rowid?: boolean;
}

export interface IndexDecl {
  name: string;
  table: string;
  /** Columns or expressions; `lower(x)` is matched by prefix on PostgreSQL too (text_pattern_ops). */
  on: readonly string[];
  where?: string;
}

/** A table whose key gains columns: SQLite rebuilds it, PostgreSQL alters it; rows keep their values. */
interface RekeyDecl {
  table: string;
  /** The whole table afterwards; its new columns take their default, or NULL. */
  to: TableDecl;
}

export interface SchemaStep {
  description: string;
  tables?: Readonly<Record<string, TableDecl>>;
  addColumns?: Readonly<Record<string, Readonly<Record<string, ColumnDecl>>>>;
  rekey?: RekeyDecl;
  indexes?: readonly IndexDecl[];
}

const index = (name: string, table: string, ...on: string[]): IndexDecl => ({ name, table, on });

/** A tx's place in the listing tables, which order by it after their address or asset. */
const TX_PLACE = { time_ms: 'int', chain: 'text', height: 'int', pos: 'int' } as const;
const PLACE_KEY = ['time_ms', 'chain', 'height', 'pos'];
/** The tx at that place: its id and type. */
const TX_NAMED = { tx_id: 'text', type: 'text' } as const;
const TRANSFER = {
  time_ms: 'int',
  tx_hash: 'text',
  from_addr: 'text',
  to_addr: 'text',
  value: 'text',
} as const;

export const HISTORY_SCHEMA: readonly SchemaStep[] = [
  {
    description: 'cursors, txs, address and asset listings, UTXOs, balances, staking, tokens, daily stats',
    tables: {
      cursors: {
        columns: {
          chain: 'text',
          source: 'text',
          start_height: 'int',
          next_height: 'int',
          next_index: 'int?',
          indexed_time_ms: 'int?',
          tip_height: 'int?',
          tip_at_ms: 'int?',
          blocks_per_sec: 'real = 0',
          txs_per_sec: 'real = 0',
          txs: 'int = 0',
          updated_ms: 'int',
          error: 'text?',
        },
        primaryKey: ['chain'],
        rowid: true,
      },
      txs: {
        columns: {
          chain: 'text',
          id: 'text',
          height: 'int',
          pos: 'int',
          block_id: 'text',
          time_ms: 'int',
          type: 'text',
          fee: 'text',
        },
        primaryKey: ['chain', 'id'],
      },
      address_txs: {
        columns: { address: 'text', ...TX_PLACE, ...TX_NAMED, deltas: 'text' },
        primaryKey: ['address', ...PLACE_KEY],
      },
      address_asset_txs: {
        columns: { address: 'text', asset: 'text', ...TX_PLACE },
        primaryKey: ['address', 'asset', ...PLACE_KEY],
      },
      address_stats: {
        columns: { address: 'text', txs: 'int', first_ms: 'int', last_ms: 'int' },
        primaryKey: ['address'],
      },
      asset_txs: { columns: { asset: 'text', ...TX_PLACE, ...TX_NAMED }, primaryKey: ['asset', ...PLACE_KEY] },
      utxos: {
        columns: { id: 'bytes', chain: 'text', asset: 'text', amount: 'text', holder: 'text', spent: 'int' },
        primaryKey: ['id'],
      },
      balances: {
        columns: { holder: 'text', chain: 'text', asset: 'text', amount: 'amount' },
        primaryKey: ['holder', 'chain', 'asset'],
      },
      asset_supply: { columns: { asset: 'text', holders: 'int', total: 'text' }, primaryKey: ['asset'] },
      holder_members: { columns: { address: 'text', holder: 'text' }, primaryKey: ['address', 'holder'] },
      stakers: {
        columns: {
          tx_id: 'text',
          node_id: 'text',
          role: 'text',
          reward_addresses: 'text',
          stake: 'text',
          output_count: 'int',
          weight: 'text',
          start_sec: 'int',
          end_sec: 'int',
        },
        primaryKey: ['tx_id'],
      },
      staking: {
        columns: {
          node_id: 'text',
          time_ms: 'int',
          height: 'int',
          pos: 'int',
          role: 'text',
          tx_id: 'text',
          type: 'text',
          amount: 'text',
        },
        primaryKey: ['node_id', 'time_ms', 'height', 'pos', 'role'],
      },
      validations: { columns: { validation_id: 'text', node_id: 'text' }, primaryKey: ['validation_id'] },
      tokens: {
        columns: {
          address: 'text',
          kind: 'text',
          name: 'text?',
          symbol: 'text?',
          decimals: 'int?',
          transfers: 'int',
          holders: 'int',
        },
        primaryKey: ['address'],
      },
      token_transfers: {
        columns: { token: 'text', height: 'int', log_index: 'int', ...TRANSFER },
        primaryKey: ['token', 'height', 'log_index'],
      },
      token_balances: { columns: { token: 'text', holder: 'text', amount: 'amount' }, primaryKey: ['token', 'holder'] },
      daily: {
        columns: { day_ms: 'int', chain: 'text', txs: 'int', fees_navax: 'int' },
        primaryKey: ['day_ms', 'chain'],
      },
      daily_active: { columns: { day_ms: 'int', address: 'text' }, primaryKey: ['day_ms', 'address'] },
      days: { columns: { day_ms: 'int', active: 'int' }, primaryKey: ['day_ms'], rowid: true },
    },
    indexes: [
      index('address_txs_by_chain', 'address_txs', 'address', 'chain', 'time_ms', 'height', 'pos'),
      index('balances_by_asset', 'balances', 'asset', 'amount'),
      index('token_transfers_from', 'token_transfers', 'from_addr', 'height', 'log_index'),
      index('token_transfers_to', 'token_transfers', 'to_addr', 'height', 'log_index'),
      index('token_balances_by_amount', 'token_balances', 'token', 'amount'),
      index('token_balances_by_holder', 'token_balances', 'holder'),
    ],
  },
  {
    description: 'cursors name their network, blockchain and last block (a reset or other node is refused)',
    addColumns: { cursors: { network_id: 'int?', blockchain_id: 'text?', last_block_id: 'text?' } },
  },
  {
    description: 'blocks whose txs the follower could not decode (shown on /status)',
    tables: {
      undecoded: {
        columns: {
          chain: 'text',
          height: 'int',
          block_id: 'text',
          time_ms: 'int',
          kind: 'text',
          pos: 'int',
          tx_count: 'int?',
          type_id: 'int?',
          reason: 'text',
          tx_id: 'text?',
        },
        primaryKey: ['chain', 'height'],
      },
    },
  },
  {
    description: 'ERC-1155: token ids and batch positions on transfers, balances per id; tokens listed by transfers',
    rekey: {
      table: 'token_transfers',
      to: {
        columns: {
          token: 'text',
          height: 'int',
          log_index: 'int',
          batch_index: 'int = 0',
          ...TRANSFER,
          token_id: 'text?',
        },
        primaryKey: ['token', 'height', 'log_index', 'batch_index'],
      },
    },
    tables: {
      token_id_balances: {
        columns: { token: 'text', token_id: 'text', holder: 'text', amount: 'amount' },
        primaryKey: ['token', 'token_id', 'holder'],
      },
    },
    indexes: [
      index('token_id_balances_by_holder', 'token_id_balances', 'holder', 'token'),
      index('tokens_by_transfers', 'tokens', 'transfers', 'address'),
    ],
  },
  {
    description: 'contracts: who created each contract, in which tx',
    tables: {
      contracts: {
        columns: { address: 'text', creator: 'text', tx_hash: 'text', height: 'int', time_ms: 'int' },
        primaryKey: ['address'],
      },
    },
    indexes: [index('contracts_by_creator', 'contracts', 'creator', 'height')],
  },
  {
    description: 'ICM and Warp message events, and their listings by chain and by address',
    tables: {
      icm_events: {
        columns: {
          message_id: 'text',
          chain: 'text',
          height: 'int',
          log_index: 'int',
          time_ms: 'int',
          tx_hash: 'text',
          kind: 'text',
          emitter: 'text',
          source_chain: 'text?',
          dest_chain: 'text?',
          sender: 'text?',
          dest_address: 'text?',
          detail: 'text',
        },
        primaryKey: ['message_id', 'chain', 'height', 'log_index'],
      },
      icm_listing: {
        columns: {
          scope: 'text',
          time_ms: 'int',
          chain: 'text',
          height: 'int',
          log_index: 'int',
          message_id: 'text',
        },
        primaryKey: ['scope', 'time_ms', 'chain', 'height', 'log_index'],
      },
    },
  },
  {
    description: 'X assets by name and symbol (search), and each exported UTXO with the import that spent it',
    tables: {
      assets: {
        columns: { id: 'text', name: 'text', symbol: 'text', denomination: 'int' },
        primaryKey: ['id'],
      },
      atomic_outputs: {
        columns: {
          utxo_id: 'bytes',
          export_chain: 'text?',
          export_tx: 'text?',
          export_time_ms: 'int?',
          dest_chain: 'text?',
          out_index: 'int?',
          asset: 'text?',
          amount: 'text?',
          holder: 'text?',
          import_chain: 'text?',
          import_tx: 'text?',
          import_time_ms: 'int?',
        },
        primaryKey: ['utxo_id'],
      },
    },
    indexes: [
      index('assets_symbol', 'assets', 'lower(symbol)'),
      index('assets_name', 'assets', 'lower(name)'),
      index('atomic_by_export', 'atomic_outputs', 'export_tx'),
      index('atomic_by_import', 'atomic_outputs', 'import_tx'),
      { ...index('atomic_waiting', 'atomic_outputs', 'holder', 'export_time_ms'), where: 'import_tx IS NULL' },
    ],
  },
];

/** The tables as the steps leave them: name → columns in order. */
export function tablesAfter(steps: readonly SchemaStep[]): Map<string, TableDecl> {
  const tables = new Map<string, TableDecl>();
  for (const step of steps) {
    for (const [name, t] of Object.entries(step.tables ?? {})) tables.set(name, t);
    for (const [name, cols] of Object.entries(step.addColumns ?? {})) {
      const t = tables.get(name)!;
      tables.set(name, { ...t, columns: { ...t.columns, ...cols } });
    }
    if (step.rekey) tables.set(step.rekey.table, step.rekey.to);
  }
  return tables;
}

export const HISTORY_TABLES = tablesAfter(HISTORY_SCHEMA);
