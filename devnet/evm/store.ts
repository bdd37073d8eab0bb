// SQLite persistence of an EVM chain: EDR keeps state in memory, so every mined block's raw txs,
// timestamp and base fee are stored at the moment it is mined; a restart replays them into a
// fresh EDR and checks that each block hash comes out the same.
import type Database from 'better-sqlite3';

interface StoredBlock {
  number: number;
  hash: Uint8Array;
  timestamp: number;
  baseFee: bigint;
  acceptedAtMs: number;
  rawTxs: Uint8Array[];
}

export interface EvmStore {
  /** Chain-level facts fixed at creation (e.g. `createdAt`). */
  getMeta(key: string): string | undefined;
  setMeta(key: string, value: string): void;
  /** Must run inside the accepting transaction (with the index entry). */
  putBlock(b: StoredBlock, txHashes: Uint8Array[]): void;
  blocks(): Iterable<StoredBlock>;
  rawTx(hash: Uint8Array): Uint8Array | undefined;
  height(): number;
}

/** Table names are `evm_<name>_…`; `name` must be unique per chain and made of [A-Za-z0-9_]. */
export function openEvmStore(db: Database.Database, name: string): EvmStore {
  if (!/^[A-Za-z0-9_]{1,64}$/.test(name))
    throw new Error(`EVM chain store name must match [A-Za-z0-9_]{1,64}: ${name}`);
  const t = `evm_${name}`;
  db.exec(`
    CREATE TABLE IF NOT EXISTS ${t}_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS ${t}_blocks (
      number INTEGER PRIMARY KEY,
      hash BLOB NOT NULL UNIQUE,
      timestamp INTEGER NOT NULL,
      base_fee TEXT NOT NULL,
      accepted_ms INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS ${t}_txs (
      block_number INTEGER NOT NULL,
      position INTEGER NOT NULL,
      hash BLOB NOT NULL UNIQUE,
      raw BLOB NOT NULL,
      PRIMARY KEY (block_number, position)
    ) WITHOUT ROWID;
  `);
  const getMeta = db.prepare(`SELECT value FROM ${t}_meta WHERE key = ?`).pluck();
  const setMeta = db.prepare(
    `INSERT INTO ${t}_meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value`,
  );
  const insBlock = db.prepare(
    `INSERT INTO ${t}_blocks (number, hash, timestamp, base_fee, accepted_ms) VALUES (?, ?, ?, ?, ?)`,
  );
  const insTx = db.prepare(`INSERT INTO ${t}_txs (block_number, position, hash, raw) VALUES (?, ?, ?, ?)`);
  const allBlocks = db.prepare(
    `SELECT number, hash, timestamp, base_fee, accepted_ms FROM ${t}_blocks ORDER BY number`,
  );
  const txsOf = db.prepare(`SELECT raw FROM ${t}_txs WHERE block_number = ? ORDER BY position`).pluck();
  const rawByHash = db.prepare(`SELECT raw FROM ${t}_txs WHERE hash = ?`).pluck();
  const maxNumber = db.prepare(`SELECT COALESCE(MAX(number), 0) FROM ${t}_blocks`).pluck();

  return {
    getMeta: (key) => getMeta.get(key) as string | undefined,
    setMeta: (key, value) => void setMeta.run(key, value),
    putBlock(b, txHashes) {
      if (!db.inTransaction) throw new Error('EvmStore.putBlock must run inside the accepting transaction');
      insBlock.run(b.number, b.hash, b.timestamp, b.baseFee.toString(), Math.floor(b.acceptedAtMs));
      b.rawTxs.forEach((raw, i) => insTx.run(b.number, i, txHashes[i], raw));
    },
    *blocks() {
      // Read the block rows first: better-sqlite3 cannot run txsOf while an iterator is open.
      for (const r of allBlocks.all() as Array<{
        number: number;
        hash: Buffer;
        timestamp: number;
        base_fee: string;
        accepted_ms: number;
      }>) {
        yield {
          number: r.number,
          hash: new Uint8Array(r.hash),
          timestamp: r.timestamp,
          baseFee: BigInt(r.base_fee),
          acceptedAtMs: r.accepted_ms,
          rawTxs: (txsOf.all(r.number) as Buffer[]).map((b) => new Uint8Array(b)),
        };
      }
    },
    rawTx(hash) {
      const r = rawByHash.get(hash) as Buffer | undefined;
      return r ? new Uint8Array(r) : undefined;
    },
    height: () => maxNumber.get() as number,
  };
}
