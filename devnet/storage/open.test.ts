import { describe, expect, test } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { DB_FILE, DataDirError, openStore, setMeta } from './open';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'devnet-store-'));

describe('openStore', () => {
  test('a new dir is initialised; reopening after genesis finds the same database', () => {
    const dir = tmp();
    const a = openStore(dir, { networkID: 12345 });
    expect(a.fresh).toBe(true);
    expect(a.db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(a.db.pragma('synchronous', { simple: true })).toBe(2); // FULL
    setMeta(a.db, 'genesisComplete', '1');
    a.db.close();
    const b = openStore(dir, { networkID: 12345 });
    expect(b.fresh).toBe(false);
    b.db.close();
  });

  test('foreign, corrupt and other-network data dirs are refused, never reset', () => {
    const foreign = tmp();
    fs.writeFileSync(path.join(foreign, 'notes.txt'), 'mine');
    expect(() => openStore(foreign, { networkID: 12345 })).toThrow(DataDirError);
    expect(fs.readFileSync(path.join(foreign, 'notes.txt'), 'utf8')).toBe('mine');

    const corrupt = tmp();
    fs.writeFileSync(path.join(corrupt, DB_FILE), 'this is not sqlite at all, just text'.repeat(200));
    expect(() => openStore(corrupt, { networkID: 12345 })).toThrow(/not a readable SQLite database|corrupt/);

    const otherApp = tmp();
    new Database(path.join(otherApp, DB_FILE)).exec('CREATE TABLE users (id INTEGER)');
    expect(() => openStore(otherApp, { networkID: 12345 })).toThrow(/not made by the devnet/);

    const otherNet = tmp();
    const s = openStore(otherNet, { networkID: 12345 });
    setMeta(s.db, 'genesisComplete', '1');
    s.db.close();
    expect(() => openStore(otherNet, { networkID: 1 })).toThrow(/belongs to network 12345, not 1/);
  });
});
