// Shared memory between chains: UTXOs exported from one chain wait here for an ImportTx on the other.
// Every call runs inside the caller's transaction, so an export/import commits with its block.
import type Database from 'better-sqlite3';
import { NodeError, type AtomicMemory, type AtomicUtxo } from './contracts';

interface Row {
  tx_id: Buffer;
  output_index: number;
  source_chain: Buffer;
  destination_chain: Buffer;
  bytes: Buffer;
  addresses: Buffer;
}

const ADDR_LEN = 20;

function packAddresses(addrs: Uint8Array[]): Buffer {
  const out = Buffer.alloc(addrs.length * ADDR_LEN);
  addrs.forEach((a, i) => out.set(a, i * ADDR_LEN));
  return out;
}

function unpackAddresses(b: Buffer): Uint8Array[] {
  const out: Uint8Array[] = [];
  for (let i = 0; i + ADDR_LEN <= b.length; i += ADDR_LEN) out.push(new Uint8Array(b.subarray(i, i + ADDR_LEN)));
  return out;
}

const toUtxo = (r: Row): AtomicUtxo => ({
  txID: new Uint8Array(r.tx_id),
  outputIndex: r.output_index,
  sourceChain: new Uint8Array(r.source_chain),
  destinationChain: new Uint8Array(r.destination_chain),
  bytes: new Uint8Array(r.bytes),
  addresses: unpackAddresses(r.addresses),
});

export function createAtomicMemory(db: Database.Database): AtomicMemory {
  db.exec(`
    CREATE TABLE IF NOT EXISTS atomic_utxos (
      destination_chain BLOB NOT NULL,
      tx_id BLOB NOT NULL,
      output_index INTEGER NOT NULL,
      source_chain BLOB NOT NULL,
      bytes BLOB NOT NULL,
      addresses BLOB NOT NULL,
      seq INTEGER NOT NULL,
      PRIMARY KEY (destination_chain, tx_id, output_index)
    );
    CREATE TABLE IF NOT EXISTS atomic_utxo_owners (
      destination_chain BLOB NOT NULL,
      source_chain BLOB NOT NULL,
      address BLOB NOT NULL,
      seq INTEGER NOT NULL,
      tx_id BLOB NOT NULL,
      output_index INTEGER NOT NULL,
      PRIMARY KEY (destination_chain, source_chain, address, seq)
    );
  `);
  const nextSeq = db.prepare(`SELECT COALESCE(MAX(seq) + 1, 0) FROM atomic_utxos`).pluck();
  const insert = db.prepare(
    `INSERT INTO atomic_utxos (destination_chain, tx_id, output_index, source_chain, bytes, addresses, seq) VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertOwner = db.prepare(
    `INSERT OR IGNORE INTO atomic_utxo_owners (destination_chain, source_chain, address, seq, tx_id, output_index) VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const getStmt = db.prepare(
    `SELECT * FROM atomic_utxos WHERE destination_chain = ? AND tx_id = ? AND output_index = ?`,
  );
  const del = db.prepare(`DELETE FROM atomic_utxos WHERE destination_chain = ? AND tx_id = ? AND output_index = ?`);
  const delOwners = db.prepare(
    `DELETE FROM atomic_utxo_owners WHERE destination_chain = ? AND source_chain = ? AND tx_id = ? AND output_index = ?`,
  );
  const listStmt = db.prepare(
    `SELECT DISTINCT u.* FROM atomic_utxo_owners o JOIN atomic_utxos u
       ON u.destination_chain = o.destination_chain AND u.tx_id = o.tx_id AND u.output_index = o.output_index
     WHERE o.destination_chain = ? AND o.source_chain = ? AND o.address = ? ORDER BY o.seq`,
  );

  const requireTx = (): void => {
    if (!db.inTransaction) throw new Error('atomic memory must be used inside the accepting transaction');
  };

  return {
    put(utxos) {
      requireTx();
      let seq = nextSeq.get() as number;
      for (const u of utxos) {
        insert.run(u.destinationChain, u.txID, u.outputIndex, u.sourceChain, u.bytes, packAddresses(u.addresses), seq);
        for (const a of u.addresses) insertOwner.run(u.destinationChain, u.sourceChain, a, seq, u.txID, u.outputIndex);
        seq++;
      }
    },
    list(destinationChain, sourceChain, addresses) {
      const seen = new Set<string>();
      const out: AtomicUtxo[] = [];
      for (const a of addresses) {
        for (const r of listStmt.all(destinationChain, sourceChain, a) as Row[]) {
          const key = `${Buffer.from(r.tx_id).toString('hex')}:${r.output_index}`;
          if (seen.has(key)) continue;
          seen.add(key);
          out.push(toUtxo(r));
        }
      }
      return out;
    },
    get(destinationChain, txID, outputIndex) {
      const r = getStmt.get(destinationChain, txID, outputIndex) as Row | undefined;
      return r ? toUtxo(r) : undefined;
    },
    consume(destinationChain, txID, outputIndex) {
      requireTx();
      const r = getStmt.get(destinationChain, txID, outputIndex) as Row | undefined;
      if (!r) throw new NodeError('failed to get shared memory: not found');
      del.run(destinationChain, txID, outputIndex);
      delOwners.run(destinationChain, r.source_chain, txID, outputIndex);
    },
  };
}
