// SQLite rows of the C-chain's accepted atomic txs, written in the same transaction as the block
// that carries them, so a restart replays them into EDR and nothing accepted is lost.
import type Database from 'better-sqlite3';

interface StoredAtomicTx {
  txID: Uint8Array;
  blockNumber: number;
  bytes: Uint8Array;
}

export interface AtomicTxStore {
  /** Must run inside the block's accepting transaction. */
  put(blockNumber: number, txs: { txID: Uint8Array; bytes: Uint8Array }[]): void;
  get(txID: Uint8Array): StoredAtomicTx | undefined;
  /** Signed bytes of each block's atomic txs, in block order: block number → tx bytes in position order. */
  byBlock(): Map<number, Uint8Array[]>;
}

export function openAtomicTxStore(db: Database.Database, chainName: string): AtomicTxStore {
  if (!/^[A-Za-z0-9_]{1,64}$/.test(chainName))
    throw new Error(`atomic tx store name must match [A-Za-z0-9_]{1,64}: ${chainName}`);
  const t = `evm_${chainName}_atomic_txs`;
  db.exec(`
    CREATE TABLE IF NOT EXISTS ${t} (
      tx_id BLOB PRIMARY KEY,
      block_number INTEGER NOT NULL,
      position INTEGER NOT NULL,
      bytes BLOB NOT NULL,
      UNIQUE (block_number, position)
    );
  `);
  const ins = db.prepare(`INSERT INTO ${t} (tx_id, block_number, position, bytes) VALUES (?, ?, ?, ?)`);
  const one = db.prepare(`SELECT block_number, bytes FROM ${t} WHERE tx_id = ?`);
  const all = db.prepare(`SELECT block_number, bytes FROM ${t} ORDER BY block_number, position`);
  return {
    put(blockNumber, txs) {
      if (!db.inTransaction) throw new Error('AtomicTxStore.put must run inside the accepting transaction');
      txs.forEach((tx, i) => ins.run(tx.txID, blockNumber, i, tx.bytes));
    },
    get(txID) {
      const r = one.get(txID) as { block_number: number; bytes: Buffer } | undefined;
      return r ? { txID, blockNumber: r.block_number, bytes: new Uint8Array(r.bytes) } : undefined;
    },
    byBlock() {
      const out = new Map<number, Uint8Array[]>();
      for (const r of all.all() as { block_number: number; bytes: Buffer }[]) {
        const list = out.get(r.block_number) ?? [];
        list.push(new Uint8Array(r.bytes));
        out.set(r.block_number, list);
      }
      return out;
    },
  };
}
