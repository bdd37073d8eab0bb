// The monitor store's statements, written once for both stores: `?` placeholders (numbered on
// PostgreSQL) and table names through `t` (bare on SQLite, schema-qualified on PostgreSQL).
// What differs is said where it does: PostgreSQL writes a run's samples with one unnest, and claims
// deliveries FOR UPDATE SKIP LOCKED (graded-postgres.ts).
import type { TableRef } from '../sql';

/** The few functions the two dialects spell apart. */
export interface Dialect {
  greatest: string;
}
export const SQLITE_DIALECT: Dialect = { greatest: 'max' };
export const POSTGRES_DIALECT: Dialect = { greatest: 'greatest' };

/** The monitor's tables on PostgreSQL, in their schema. */
export const postgresTable: TableRef = (name) => `snowline_monitor.${name}`;

/** A sample's columns and conflict rule (SQLite inserts one row a statement; PostgreSQL a run's all at once). */
export const SAMPLE_COLUMNS = '(node_id, at_ms, uptime, connected)';
export const SAMPLE_CONFLICT =
  'ON CONFLICT (node_id, at_ms) DO UPDATE SET uptime = excluded.uptime, connected = excluded.connected';

const ALERT_COLUMNS = 'node_id, event, problems, at_ms, uptime, threshold, connected, delivery, next_attempt_ms';

export function monitorSql(t: TableRef) {
  return {
    insertRun: `INSERT INTO ${t('sample_runs')} (at_ms, validators, error) VALUES (?, ?, ?)
      ON CONFLICT (at_ms) DO UPDATE SET validators = excluded.validators, error = excluded.error`,
    lastRun: `SELECT * FROM ${t('sample_runs')} ORDER BY at_ms DESC LIMIT 1`,
    lastOkRun: `SELECT * FROM ${t('sample_runs')} WHERE error IS NULL ORDER BY at_ms DESC LIMIT 1`,
    history: `SELECT * FROM ${t('samples')} WHERE node_id = ? AND at_ms >= ? ORDER BY at_ms ASC`,
    pruneSamples: `DELETE FROM ${t('samples')} WHERE at_ms < ?`,
    pruneRuns: `DELETE FROM ${t('sample_runs')} WHERE at_ms < ?`,
    watchAll: `SELECT * FROM ${t('watchlist')} ORDER BY added_ms ASC, node_id ASC`,
    watchOne: `SELECT * FROM ${t('watchlist')} WHERE node_id = ?`,
    watchUpsert: `INSERT INTO ${t('watchlist')} (node_id, threshold, added_ms) VALUES (?, ?, ?)
      ON CONFLICT (node_id) DO UPDATE SET threshold = excluded.threshold RETURNING *`,
    watchDelete: `DELETE FROM ${t('watchlist')} WHERE node_id = ?`,
    watchState: `UPDATE ${t('watchlist')} SET state = ?, problems = ?, state_since_ms = ?, last_uptime = ?,
      last_connected = ?, last_seen_ms = ?, effective_threshold = ? WHERE node_id = ?`,
    alertInsert: `INSERT INTO ${t('alerts')} (${ALERT_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
    alertOne: `SELECT * FROM ${t('alerts')} WHERE id = ?`,
    alertsRecent: `SELECT * FROM ${t('alerts')} WHERE id < ? ORDER BY id DESC LIMIT ?`,
    alertsOfNode: `SELECT * FROM ${t('alerts')} WHERE node_id = ? AND id < ? ORDER BY id DESC LIMIT ?`,
    alertsDue: `SELECT * FROM ${t('alerts')} WHERE delivery = 'pending' AND next_attempt_ms <= ? ORDER BY id ASC LIMIT ?`,
    nextDue: `SELECT min(next_attempt_ms) AS t FROM ${t('alerts')} WHERE delivery = 'pending'`,
    alertDelivered: `UPDATE ${t('alerts')} SET delivery = 'delivered', attempts = attempts + 1, delivered_ms = ?,
      last_error = NULL, next_attempt_ms = NULL WHERE id = ?`,
    alertAttemptFailed: `UPDATE ${t('alerts')} SET delivery = ?, attempts = attempts + 1, last_error = ?, next_attempt_ms = ?
      WHERE id = ?`,
    alertRetry: `UPDATE ${t('alerts')} SET delivery = 'pending', next_attempt_ms = ?, attempts = 0
      WHERE id = ? AND delivery IN ('failed', 'not-configured')`,
    deliveryCounts: `SELECT delivery, count(*) AS n FROM ${t('alerts')} GROUP BY delivery`,
  };
}

export function gradedSql(t: TableRef, d: Dialect) {
  return {
    settingsOf: `SELECT settings FROM ${t('watchlist')} WHERE node_id = ?`,
    setSettings: `UPDATE ${t('watchlist')} SET settings = ? WHERE node_id = ?`,
    l1All: `SELECT * FROM ${t('l1_watches')} ORDER BY added_ms ASC, validation_id ASC`,
    l1Upsert: `INSERT INTO ${t('l1_watches')} (validation_id, node_id, subnet_id, added_ms, settings) VALUES (?, ?, ?, ?, ?)
      ON CONFLICT (validation_id) DO UPDATE SET settings = excluded.settings RETURNING *`,
    l1Delete: `DELETE FROM ${t('l1_watches')} WHERE validation_id = ?`,
    icmAll: `SELECT * FROM ${t('icm_watches')} ORDER BY added_ms ASC, address ASC`,
    icmUpsert: `INSERT INTO ${t('icm_watches')} (address, stuck_minutes, added_ms) VALUES (?, ?, ?)
      ON CONFLICT (address) DO UPDATE SET stuck_minutes = excluded.stuck_minutes RETURNING *`,
    icmDelete: `DELETE FROM ${t('icm_watches')} WHERE address = ?`,
    watchImport: `INSERT INTO ${t('watchlist')} (node_id, threshold, added_ms, settings) VALUES (?, ?, ?, ?)
      ON CONFLICT (node_id) DO UPDATE SET threshold = excluded.threshold, settings = excluded.settings`,
    l1State: `UPDATE ${t('l1_watches')} SET last_balance = ?, last_runway_sec = ?, last_seen_ms = ? WHERE validation_id = ?`,
    openEpisodes: `SELECT * FROM ${t('episodes')} WHERE closed_ms IS NULL ORDER BY id ASC`,
    episodesAll: `SELECT * FROM ${t('episodes')} ORDER BY id DESC LIMIT ?`,
    episodesOf: `SELECT * FROM ${t('episodes')} WHERE subject = ? ORDER BY id DESC LIMIT ?`,
    episodeInsert: `INSERT INTO ${t('episodes')} (subject, condition, severity, stage, detail, opened_ms, last_notified_ms)
      VALUES (?, ?, ?, ?, ?, ?, ?)`,
    episodeUpdate: `UPDATE ${t('episodes')} SET severity = ?, stage = ?, detail = ?, last_notified_ms = ?
      WHERE id = ? AND closed_ms IS NULL`,
    episodeClose: `UPDATE ${t('episodes')} SET closed_ms = ? WHERE id = ? AND closed_ms IS NULL`,
    channels: `SELECT * FROM ${t('channels')} ORDER BY id ASC`,
    channelInsert: `INSERT INTO ${t('channels')} (kind, name, min_severity, secret, created_ms) VALUES (?, ?, ?, ?, ?)
      RETURNING *`,
    channelSeverity: `UPDATE ${t('channels')} SET min_severity = ? WHERE id = ?`,
    channelDelete: `DELETE FROM ${t('channels')} WHERE id = ?`,
    channelOrphans: `UPDATE ${t('deliveries')} SET state = 'failed', last_error = 'the channel was removed',
      next_attempt_ms = NULL WHERE channel_id = ? AND state = 'pending'`,
    notificationInsert: `INSERT INTO ${t('notifications')} (subject, at_ms, severity, items) VALUES (?, ?, ?, ?) RETURNING id`,
    deliveryInsert: `INSERT INTO ${t('deliveries')} (notification_id, channel_id, state, next_attempt_ms)
      VALUES (?, ?, 'pending', ?)`,
    notificationsAll: `SELECT * FROM ${t('notifications')} WHERE id < ? ORDER BY id DESC LIMIT ?`,
    notificationsOf: `SELECT * FROM ${t('notifications')} WHERE subject = ? AND id < ? ORDER BY id DESC LIMIT ?`,
    sent: `UPDATE ${t('deliveries')} SET state = 'delivered', attempts = attempts + 1, delivered_ms = ?, last_error = NULL,
      next_attempt_ms = NULL, claimed_until_ms = NULL WHERE notification_id = ? AND channel_id = ? AND state = 'pending'`,
    failed: `UPDATE ${t('deliveries')} SET state = ?, attempts = attempts + 1, last_error = ?, next_attempt_ms = ?,
      claimed_until_ms = NULL WHERE notification_id = ? AND channel_id = ? AND state = 'pending'`,
    nextDue: `SELECT min(${d.greatest}(next_attempt_ms, coalesce(claimed_until_ms, 0))) AS t FROM ${t('deliveries')}
      WHERE state = 'pending'`,
  };
}
