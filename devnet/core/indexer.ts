// Acceptance-order container index (AvalancheGo's indexer): one table for every index name.
// `accept` writes inside the caller's transaction, so a container and its index entry commit together.
import type Database from 'better-sqlite3';
import { idToString } from '@/lib/codec/ids';
import type { IndexName } from '@/lib/registry';
import { NodeError, type Indexer } from './contracts';

export interface IndexedContainer {
  index: number;
  id: Uint8Array;
  /** cb58 of id, stored at acceptance so reading a 1024-container page needs no base58 work. */
  idStr: string;
  bytes: Uint8Array;
  acceptedAtMs: number;
}

export interface IndexStore extends Indexer {
  /** Number of containers accepted into `index` (= next index). */
  count(index: IndexName): number;
  byIndex(index: IndexName, position: number): IndexedContainer | undefined;
  range(index: IndexName, start: number, count: number): IndexedContainer[];
  positionOf(index: IndexName, id: Uint8Array): number | undefined;
}

interface Row {
  position: number;
  id: Buffer;
  id_str: string;
  bytes: Buffer;
  accepted_ms: number;
}

const toContainer = (r: Row): IndexedContainer => ({
  index: r.position,
  id: new Uint8Array(r.id),
  idStr: r.id_str,
  bytes: new Uint8Array(r.bytes),
  acceptedAtMs: r.accepted_ms,
});

export function createIndexStore(db: Database.Database): IndexStore {
  db.exec(`
    CREATE TABLE IF NOT EXISTS idx_containers (
      idx_name TEXT NOT NULL,
      position INTEGER NOT NULL,
      id BLOB NOT NULL,
      id_str TEXT NOT NULL,
      bytes BLOB NOT NULL,
      accepted_ms INTEGER NOT NULL,
      PRIMARY KEY (idx_name, position)
    ) WITHOUT ROWID;
    CREATE UNIQUE INDEX IF NOT EXISTS idx_containers_by_id ON idx_containers (idx_name, id);
  `);
  const countStmt = db.prepare(`SELECT COALESCE(MAX(position) + 1, 0) FROM idx_containers WHERE idx_name = ?`).pluck();
  const existsStmt = db.prepare(`SELECT position FROM idx_containers WHERE idx_name = ? AND id = ?`).pluck();
  const insertStmt = db.prepare(
    `INSERT INTO idx_containers (idx_name, position, id, id_str, bytes, accepted_ms) VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const byIndexStmt = db.prepare(
    `SELECT position, id, id_str, bytes, accepted_ms FROM idx_containers WHERE idx_name = ? AND position = ?`,
  );
  const rangeStmt = db.prepare(
    `SELECT position, id, id_str, bytes, accepted_ms FROM idx_containers WHERE idx_name = ? AND position >= ? ORDER BY position LIMIT ?`,
  );

  return {
    accept(index, id, bytes, acceptedAtMs) {
      if (!db.inTransaction) throw new Error('Indexer.accept must run inside the accepting transaction');
      // Like AvalancheGo, a container already indexed is not indexed twice.
      if (existsStmt.get(index, id) !== undefined) return;
      const next = countStmt.get(index) as number;
      insertStmt.run(index, next, id, idToString(id), bytes, Math.floor(acceptedAtMs));
    },
    count: (index) => countStmt.get(index) as number,
    byIndex(index, position) {
      const r = byIndexStmt.get(index, position) as Row | undefined;
      return r ? toContainer(r) : undefined;
    },
    range(index, start, count) {
      return (rangeStmt.all(index, start, count) as Row[]).map(toContainer);
    },
    positionOf(index, id) {
      return existsStmt.get(index, id) as number | undefined;
    },
  };
}

/** An indexer for a node run with --index-enabled=false: it records nothing. */
export const NO_INDEXER: Indexer = { accept: () => undefined };

/**
 * AvalancheGo's rule for an index with gaps (indexer.go): a node does not start with indexing off
 * if it indexed before, nor with it on if an earlier run left the index incomplete, unless
 * --index-allow-incomplete says so. Records what this run does; throws NodeError to refuse.
 */
export function checkIndexCompleteness(
  db: Database.Database,
  run: { enabled: boolean; allowIncomplete: boolean; fresh: boolean },
): void {
  const meta = (key: string) => (db.prepare(`SELECT value FROM meta WHERE key = ?`).pluck().get(key) as string) ?? '';
  const set = (key: string) =>
    db.prepare(`INSERT INTO meta (key, value) VALUES (?, '1') ON CONFLICT(key) DO UPDATE SET value = '1'`).run(key);
  // Data dirs from before these marks always indexed.
  const previouslyIndexed = meta('indexPreviouslyIndexed') === '1' || (!run.fresh && meta('indexIncomplete') !== '1');
  const incomplete = meta('indexIncomplete') === '1';
  if (!run.enabled) {
    if (previouslyIndexed && !run.allowIncomplete) {
      throw new NodeError(
        'running would cause index to become incomplete but incomplete indices are disabled (start with --index-allow-incomplete=true, or keep --index-enabled)',
      );
    }
    set('indexIncomplete');
    return;
  }
  if (incomplete && !run.fresh && !run.allowIncomplete) {
    throw new NodeError(
      'index is incomplete but incomplete indices are disabled (start with --index-allow-incomplete=true)',
    );
  }
  set('indexPreviouslyIndexed');
}
