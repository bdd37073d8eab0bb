// Durable commits without blocking the event loop. A SQLite commit under synchronous=FULL fsyncs
// the WAL on the calling (only) thread; on a busy disk that is tens of milliseconds of a frozen
// server. Instead a committer may commit with synchronous=NORMAL — the WAL frames are written to
// the OS, so they already survive kill -9 — and then fsync the WAL file on libuv's thread pool,
// acknowledging its txs only afterwards: what it reports accepted is on disk, as with FULL.
import type Database from 'better-sqlite3';
import fs from 'node:fs';

export interface WalSync {
  /** Runs `fn` as one transaction committed without an fsync; resolves once it is on disk. */
  commit(fn: () => void): Promise<void>;
  close(): void;
}

/** undefined for databases without a WAL file (in-memory test databases). */
export function createWalSync(db: Database.Database): WalSync | undefined {
  if (db.memory || String(db.pragma('journal_mode', { simple: true })) !== 'wal') return undefined;
  const walPath = `${db.name}-wal`;
  let fd: number | undefined;
  const fsync = (): Promise<void> =>
    new Promise((resolve, reject) => {
      try {
        fd ??= fs.openSync(walPath, 'r+');
      } catch (e) {
        reject(e as Error);
        return;
      }
      fs.fsync(fd, (err) => (err ? reject(err) : resolve()));
    });
  return {
    commit(fn) {
      db.pragma('synchronous = NORMAL');
      try {
        db.transaction(fn)();
      } finally {
        db.pragma('synchronous = FULL');
      }
      return fsync();
    },
    close() {
      if (fd !== undefined) fs.closeSync(fd);
      fd = undefined;
    },
  };
}
