// The X-chain's persistent state: UTXO set (with an address index for getUTXOs paging), accepted
// txs and blocks, assets and the per-address tx index. Writes happen only inside the block-acceptance
// transaction opened by the block builder.
import type Database from 'better-sqlite3';

export interface StoredBlock {
  height: number;
  id: Uint8Array;
  bytes: Uint8Array;
  timeSec: number;
}

export interface StoredUtxo {
  utxoID: Uint8Array;
  txID: Uint8Array;
  outputIndex: number;
  assetID: Uint8Array;
  bytes: Uint8Array;
}

export interface AssetRecord {
  assetID: Uint8Array;
  name: string;
  symbol: string;
  denomination: number;
}

const u8 = (b: Buffer): Uint8Array => new Uint8Array(b.buffer, b.byteOffset, b.byteLength);

export class XState {
  private readonly s;

  constructor(private readonly db: Database.Database) {
    db.exec(`
      CREATE TABLE IF NOT EXISTS x_utxos (
        utxo_id BLOB PRIMARY KEY,
        tx_id BLOB NOT NULL,
        output_index INTEGER NOT NULL,
        asset_id BLOB NOT NULL,
        bytes BLOB NOT NULL
      ) WITHOUT ROWID;
      CREATE TABLE IF NOT EXISTS x_utxo_addrs (
        address BLOB NOT NULL,
        utxo_id BLOB NOT NULL,
        PRIMARY KEY (address, utxo_id)
      ) WITHOUT ROWID;
      CREATE TABLE IF NOT EXISTS x_txs (
        tx_id BLOB PRIMARY KEY,
        bytes BLOB NOT NULL,
        block_height INTEGER
      ) WITHOUT ROWID;
      CREATE TABLE IF NOT EXISTS x_blocks (
        height INTEGER PRIMARY KEY,
        block_id BLOB NOT NULL UNIQUE,
        bytes BLOB NOT NULL,
        time_sec INTEGER NOT NULL
      );
      CREATE TABLE IF NOT EXISTS x_assets (
        asset_id BLOB PRIMARY KEY,
        name TEXT NOT NULL,
        symbol TEXT NOT NULL,
        denomination INTEGER NOT NULL
      ) WITHOUT ROWID;
      CREATE TABLE IF NOT EXISTS x_address_txs (
        address BLOB NOT NULL,
        asset_id BLOB NOT NULL,
        seq INTEGER NOT NULL,
        tx_id BLOB NOT NULL,
        PRIMARY KEY (address, asset_id, seq)
      ) WITHOUT ROWID;
    `);
    this.s = {
      getUtxo: db.prepare(`SELECT utxo_id, tx_id, output_index, asset_id, bytes FROM x_utxos WHERE utxo_id = ?`),
      putUtxo: db.prepare(`INSERT INTO x_utxos (utxo_id, tx_id, output_index, asset_id, bytes) VALUES (?, ?, ?, ?, ?)`),
      delUtxo: db.prepare(`DELETE FROM x_utxos WHERE utxo_id = ?`),
      putAddr: db.prepare(`INSERT OR IGNORE INTO x_utxo_addrs (address, utxo_id) VALUES (?, ?)`),
      delAddr: db.prepare(`DELETE FROM x_utxo_addrs WHERE address = ? AND utxo_id = ?`),
      utxoIdsAfter: db
        .prepare(`SELECT utxo_id FROM x_utxo_addrs WHERE address = ? AND utxo_id > ? ORDER BY utxo_id LIMIT ?`)
        .pluck(),
      allUtxosOf: db.prepare(
        `SELECT u.utxo_id, u.tx_id, u.output_index, u.asset_id, u.bytes FROM x_utxo_addrs a JOIN x_utxos u ON u.utxo_id = a.utxo_id
         WHERE a.address = ? ORDER BY a.utxo_id`,
      ),
      getTx: db.prepare(`SELECT bytes, block_height FROM x_txs WHERE tx_id = ?`),
      putTx: db.prepare(`INSERT INTO x_txs (tx_id, bytes, block_height) VALUES (?, ?, ?)`),
      putBlock: db.prepare(`INSERT INTO x_blocks (height, block_id, bytes, time_sec) VALUES (?, ?, ?, ?)`),
      blockByHeight: db.prepare(`SELECT height, block_id, bytes, time_sec FROM x_blocks WHERE height = ?`),
      blockById: db.prepare(`SELECT height, block_id, bytes, time_sec FROM x_blocks WHERE block_id = ?`),
      lastBlock: db.prepare(`SELECT height, block_id, bytes, time_sec FROM x_blocks ORDER BY height DESC LIMIT 1`),
      putAsset: db.prepare(`INSERT OR IGNORE INTO x_assets (asset_id, name, symbol, denomination) VALUES (?, ?, ?, ?)`),
      getAsset: db.prepare(`SELECT asset_id, name, symbol, denomination FROM x_assets WHERE asset_id = ?`),
      nextAddrSeq: db
        .prepare(`SELECT COALESCE(MAX(seq) + 1, 0) FROM x_address_txs WHERE address = ? AND asset_id = ?`)
        .pluck(),
      putAddrTx: db.prepare(`INSERT INTO x_address_txs (address, asset_id, seq, tx_id) VALUES (?, ?, ?, ?)`),
      addrTxs: db
        .prepare(`SELECT tx_id FROM x_address_txs WHERE address = ? AND asset_id = ? AND seq >= ? ORDER BY seq LIMIT ?`)
        .pluck(),
    };
  }

  private static utxoRow(r: {
    utxo_id: Buffer;
    tx_id: Buffer;
    output_index: number;
    asset_id: Buffer;
    bytes: Buffer;
  }): StoredUtxo {
    return {
      utxoID: u8(r.utxo_id),
      txID: u8(r.tx_id),
      outputIndex: r.output_index,
      assetID: u8(r.asset_id),
      bytes: u8(r.bytes),
    };
  }

  private static blockRow(
    r: { height: number; block_id: Buffer; bytes: Buffer; time_sec: number } | undefined,
  ): StoredBlock | undefined {
    return r && { height: r.height, id: u8(r.block_id), bytes: u8(r.bytes), timeSec: r.time_sec };
  }

  getUtxo(utxoID: Uint8Array): StoredUtxo | undefined {
    const r = this.s.getUtxo.get(utxoID) as Parameters<typeof XState.utxoRow>[0] | undefined;
    return r && XState.utxoRow(r);
  }

  putUtxo(u: StoredUtxo, owners: Uint8Array[]): void {
    this.s.putUtxo.run(u.utxoID, u.txID, u.outputIndex, u.assetID, u.bytes);
    for (const a of owners) this.s.putAddr.run(a, u.utxoID);
  }

  deleteUtxo(utxoID: Uint8Array, owners: Uint8Array[]): void {
    this.s.delUtxo.run(utxoID);
    for (const a of owners) this.s.delAddr.run(a, utxoID);
  }

  /** UTXO ids owned by `address`, in id order, strictly after `after`. */
  utxoIdsAfter(address: Uint8Array, after: Uint8Array, limit: number): Uint8Array[] {
    return (this.s.utxoIdsAfter.all(address, after, limit) as Buffer[]).map(u8);
  }

  allUtxosOf(address: Uint8Array): StoredUtxo[] {
    return (this.s.allUtxosOf.all(address) as Parameters<typeof XState.utxoRow>[0][]).map(XState.utxoRow);
  }

  getTx(txID: Uint8Array): { bytes: Uint8Array; blockHeight: number | null } | undefined {
    const r = this.s.getTx.get(txID) as { bytes: Buffer; block_height: number | null } | undefined;
    return r && { bytes: u8(r.bytes), blockHeight: r.block_height };
  }

  putTx(txID: Uint8Array, bytes: Uint8Array, blockHeight: number | null): void {
    this.s.putTx.run(txID, bytes, blockHeight);
  }

  putBlock(b: StoredBlock): void {
    this.s.putBlock.run(b.height, b.id, b.bytes, b.timeSec);
  }

  blockByHeight(height: number): StoredBlock | undefined {
    return XState.blockRow(this.s.blockByHeight.get(height) as never);
  }

  blockById(id: Uint8Array): StoredBlock | undefined {
    return XState.blockRow(this.s.blockById.get(id) as never);
  }

  lastBlock(): StoredBlock | undefined {
    return XState.blockRow(this.s.lastBlock.get() as never);
  }

  putAsset(a: AssetRecord): void {
    this.s.putAsset.run(a.assetID, a.name, a.symbol, a.denomination);
  }

  getAsset(assetID: Uint8Array): AssetRecord | undefined {
    const r = this.s.getAsset.get(assetID) as
      { asset_id: Buffer; name: string; symbol: string; denomination: number } | undefined;
    return r && { assetID: u8(r.asset_id), name: r.name, symbol: r.symbol, denomination: r.denomination };
  }

  indexAddressTx(address: Uint8Array, assetID: Uint8Array, txID: Uint8Array): void {
    const seq = this.s.nextAddrSeq.get(address, assetID) as number;
    this.s.putAddrTx.run(address, assetID, seq, txID);
  }

  addressTxs(address: Uint8Array, assetID: Uint8Array, cursor: number, pageSize: number): Uint8Array[] {
    return (this.s.addrTxs.all(address, assetID, cursor, pageSize) as Buffer[]).map(u8);
  }

  transaction<T>(fn: () => T): T {
    return this.db.transaction(fn)();
  }
}
