// monitor.sqlite's schema steps (PRAGMA user_version = steps applied). Append; never edit a shipped step.
import type { SqliteMigration } from '@/lib/store/sqlite/migration';

export const MONITOR_SQLITE_MIGRATIONS: readonly SqliteMigration[] = [
  {
    // Releases before versioning created exactly these tables with user_version 0. IF NOT EXISTS
    // adopts such a file as version 1 with its watchlist and alert history untouched.
    description: 'samples, sample runs, watchlist, alerts',
    up: `
      CREATE TABLE IF NOT EXISTS samples (
        node_id TEXT NOT NULL, at_ms INTEGER NOT NULL, uptime REAL, connected INTEGER NOT NULL,
        PRIMARY KEY (node_id, at_ms)) WITHOUT ROWID;
      CREATE INDEX IF NOT EXISTS samples_at ON samples (at_ms);
      CREATE TABLE IF NOT EXISTS sample_runs (at_ms INTEGER PRIMARY KEY, validators INTEGER NOT NULL, error TEXT);
      CREATE TABLE IF NOT EXISTS watchlist (
        node_id TEXT PRIMARY KEY, threshold REAL, added_ms INTEGER NOT NULL,
        state TEXT NOT NULL DEFAULT 'unknown', problems TEXT NOT NULL DEFAULT '', state_since_ms INTEGER,
        last_uptime REAL, last_connected INTEGER, last_seen_ms INTEGER, effective_threshold REAL);
      CREATE TABLE IF NOT EXISTS alerts (
        id INTEGER PRIMARY KEY AUTOINCREMENT, node_id TEXT NOT NULL, event TEXT NOT NULL, problems TEXT NOT NULL,
        at_ms INTEGER NOT NULL, uptime REAL, threshold REAL NOT NULL, connected INTEGER,
        delivery TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, next_attempt_ms INTEGER,
        last_error TEXT, delivered_ms INTEGER);
      CREATE INDEX IF NOT EXISTS alerts_node ON alerts (node_id, id);
      CREATE INDEX IF NOT EXISTS alerts_delivery ON alerts (delivery, next_attempt_ms);
    `,
  },
  {
    description: 'graded alerting: watch settings, L1 watches, episodes, channels, notification outbox',
    up: `
      ALTER TABLE watchlist ADD COLUMN settings TEXT NOT NULL DEFAULT '';
      CREATE TABLE l1_watches (
        validation_id TEXT PRIMARY KEY, node_id TEXT NOT NULL, subnet_id TEXT NOT NULL, added_ms INTEGER NOT NULL,
        settings TEXT NOT NULL DEFAULT '', last_balance TEXT, last_runway_sec INTEGER, last_seen_ms INTEGER);
      CREATE TABLE episodes (
        id INTEGER PRIMARY KEY AUTOINCREMENT, subject TEXT NOT NULL, condition TEXT NOT NULL,
        severity TEXT NOT NULL, stage TEXT NOT NULL, detail TEXT NOT NULL, opened_ms INTEGER NOT NULL,
        last_notified_ms INTEGER NOT NULL, closed_ms INTEGER);
      -- At most one open episode per validator and condition.
      CREATE UNIQUE INDEX episodes_open ON episodes (subject, condition) WHERE closed_ms IS NULL;
      CREATE INDEX episodes_subject ON episodes (subject, id);
      CREATE TABLE channels (
        id INTEGER PRIMARY KEY AUTOINCREMENT, kind TEXT NOT NULL, name TEXT NOT NULL, min_severity TEXT NOT NULL,
        secret TEXT NOT NULL, created_ms INTEGER NOT NULL);
      CREATE TABLE notifications (
        id INTEGER PRIMARY KEY AUTOINCREMENT, subject TEXT NOT NULL, at_ms INTEGER NOT NULL,
        severity TEXT NOT NULL, items TEXT NOT NULL);
      CREATE INDEX notifications_subject ON notifications (subject, id);
      CREATE TABLE deliveries (
        notification_id INTEGER NOT NULL REFERENCES notifications (id) ON DELETE CASCADE,
        channel_id INTEGER NOT NULL, state TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_ms INTEGER, claimed_until_ms INTEGER, last_error TEXT, delivered_ms INTEGER,
        PRIMARY KEY (notification_id, channel_id));
      CREATE INDEX deliveries_due ON deliveries (state, next_attempt_ms);
    `,
  },
  {
    description: 'ICM watches set from the UI',
    up: `
      CREATE TABLE icm_watches (
        address TEXT PRIMARY KEY, stuck_minutes REAL NOT NULL, added_ms INTEGER NOT NULL);
    `,
  },
];
