import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openStore } from '@/lib/store/open';
import { MONITOR_SQLITE_FILE } from './sqlite';
import { MONITOR_SQLITE_MIGRATIONS } from './sqlite-migrations';

const A = 'NodeID-GWPcbFJZFfZreETSoWjPimr846mXEKCtu';

// monitor.sqlite as releases before schema versioning wrote it (user_version 0): step 1 is, by the
// migrations' rule (never edit a shipped step), exactly that schema.
const UNVERSIONED_SCHEMA = ((up) => {
  if (typeof up !== 'string') throw new Error('monitor.sqlite step 1 is SQL text');
  return up;
})(MONITOR_SQLITE_MIGRATIONS[0]!.up);

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'snowline-upgrade-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function writeUnversionedFile() {
  const db = new Database(path.join(dir, MONITOR_SQLITE_FILE));
  db.pragma('journal_mode = WAL');
  db.exec(UNVERSIONED_SCHEMA);
  db.prepare(
    `INSERT INTO watchlist (node_id, threshold, added_ms, state, problems, state_since_ms, last_uptime, last_connected,
       last_seen_ms, effective_threshold) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(A, 85, 1_000, 'alerting', 'below-threshold,disconnected', 5_000, 71.2, 0, 5_000, 85);
  db.prepare('INSERT INTO samples VALUES (?, ?, ?, ?)').run(A, 5_000, 71.2, 0);
  db.prepare('INSERT INTO sample_runs VALUES (?, ?, ?)').run(5_000, 1, null);
  db.prepare(
    `INSERT INTO alerts (node_id, event, problems, at_ms, uptime, threshold, connected, delivery, attempts,
       last_error, delivered_ms) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(A, 'alert', 'below-threshold,disconnected', 5_000, 71.2, 85, 0, 'delivered', 2, null, 6_000);
  expect(db.pragma('user_version', { simple: true })).toBe(0);
  db.close();
}

describe('monitor.sqlite from a release before schema versions', () => {
  it('is migrated in place: the watchlist, samples and alert history are kept', async () => {
    writeUnversionedFile();
    const store = await openStore({ kind: 'sqlite', dataDir: dir });
    try {
      expect(await store.monitor.watchlist()).toEqual([
        {
          nodeID: A,
          threshold: 85,
          addedMs: 1_000,
          state: 'alerting',
          problems: ['below-threshold', 'disconnected'],
          stateSinceMs: 5_000,
          lastUptime: 71.2,
          lastConnected: false,
          lastSeenMs: 5_000,
          effectiveThreshold: 85,
        },
      ]);
      expect(await store.monitor.history(A)).toEqual([{ nodeID: A, atMs: 5_000, uptime: 71.2, connected: false }]);
      expect(await store.monitor.alerts()).toEqual([
        expect.objectContaining({ nodeID: A, event: 'alert', delivery: 'delivered', attempts: 2, deliveredMs: 6_000 }),
      ]);
      // New rows continue the old ids.
      const next = await store.monitor.addAlert({
        nodeID: A,
        event: 'recovered',
        problems: [],
        atMs: 7_000,
        uptime: 99,
        threshold: 85,
        connected: true,
        delivery: 'not-configured',
      });
      expect(next.id).toBe(2);
    } finally {
      await store.close();
    }
    const db = new Database(path.join(dir, MONITOR_SQLITE_FILE), { readonly: true });
    expect(db.pragma('user_version', { simple: true })).toBe(MONITOR_SQLITE_MIGRATIONS.length);
    db.close();
  });

  it('refuses a file written by a newer Snowline, saying so, and leaves it untouched', async () => {
    writeUnversionedFile();
    const db = new Database(path.join(dir, MONITOR_SQLITE_FILE));
    db.pragma(`user_version = ${MONITOR_SQLITE_MIGRATIONS.length + 1}`);
    db.close();
    await expect(openStore({ kind: 'sqlite', dataDir: dir })).rejects.toThrow(/newer than this Snowline knows/);
    const after = new Database(path.join(dir, MONITOR_SQLITE_FILE), { readonly: true });
    expect(after.pragma('user_version', { simple: true })).toBe(MONITOR_SQLITE_MIGRATIONS.length + 1);
    expect(after.prepare('SELECT node_id FROM watchlist').all()).toEqual([{ node_id: A }]);
    after.close();
  });

  it('refuses a file that is not a database, naming it', async () => {
    fs.writeFileSync(path.join(dir, MONITOR_SQLITE_FILE), 'not a database, just some text '.repeat(100));
    await expect(openStore({ kind: 'sqlite', dataDir: dir })).rejects.toThrow(/monitor\.sqlite.*not a database/);
  });
});
