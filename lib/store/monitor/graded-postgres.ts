// Graded alerting on PostgreSQL (schema snowline_monitor): see graded-records.ts. `write` runs inside
// the sample run's transaction; a claim takes rows FOR UPDATE SKIP LOCKED, so two instances never
// claim the same delivery at once.
import type pg from 'pg';
import { inTransaction } from '@/lib/store/postgres/pool';
import { numberedAll } from '../sql';
import { GRADED_LIMIT, parseSettings, type GradedStore, type GradedWrite } from './graded-records';
import * as gradedRows from './graded-rows';
import { gradedSql, POSTGRES_DIALECT, postgresTable as t } from './monitor-sql';
import { numberOrNull } from '../nullable';

type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;
const SQL = numberedAll(gradedSql(t, POSTGRES_DIALECT));

export async function writeGradedPostgres(db: Queryable, w: GradedWrite): Promise<void> {
  for (const c of w.close) await db.query(SQL.episodeClose, [c.closedMs, c.id]);
  for (const u of w.update) await db.query(SQL.episodeUpdate, [u.severity, u.stage, u.detail, u.lastNotifiedMs, u.id]);
  for (const e of w.open) {
    await db.query(SQL.episodeInsert, [
      e.subject,
      e.condition,
      e.severity,
      e.stage,
      e.detail,
      e.openedMs,
      e.lastNotifiedMs,
    ]);
  }
  for (const n of w.notifications) {
    const { rows } = await db.query(SQL.notificationInsert, [n.subject, n.atMs, n.severity, JSON.stringify(n.items)]);
    for (const c of n.channelIDs) await db.query(SQL.deliveryInsert, [rows[0]!.id, c, n.atMs]);
  }
  for (const s of w.l1States) {
    await db.query(SQL.l1State, [s.lastBalance, s.lastRunwaySec, s.lastSeenMs, s.validationID]);
  }
}

export function postgresGraded(pool: pg.Pool): GradedStore {
  const q = async (sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows as gradedRows.Row[];
  const changed = async (sql: string, params: unknown[]) => ((await pool.query(sql, params)).rowCount ?? 0) > 0;
  return {
    watchSettings: async (nodeID) => {
      const r = (await q(SQL.settingsOf, [nodeID]))[0];
      return r ? parseSettings(r.settings) : null;
    },
    setWatchSettings: (nodeID, settings) => changed(SQL.setSettings, [JSON.stringify(settings), nodeID]),
    l1Watches: async () => (await q(SQL.l1All)).map(gradedRows.toL1Watch),
    watchL1: async (w, nowMs) =>
      gradedRows.toL1Watch(
        (await q(SQL.l1Upsert, [w.validationID, w.nodeID, w.subnetID, nowMs, JSON.stringify(w.settings)]))[0]!,
      ),
    unwatchL1: (validationID) => changed(SQL.l1Delete, [validationID]),
    icmWatches: async () => (await q(SQL.icmAll)).map(gradedRows.toIcmWatch),
    watchIcm: async (w, nowMs) =>
      gradedRows.toIcmWatch((await q(SQL.icmUpsert, [w.address, w.stuckMinutes, nowMs]))[0]!),
    unwatchIcm: (address) => changed(SQL.icmDelete, [address]),
    importWatchlist: (file, nowMs) =>
      inTransaction(pool, async (db) => {
        for (const [i, w] of file.watchlist.entries()) {
          await db.query(SQL.watchImport, [w.nodeID, w.threshold, nowMs + i, JSON.stringify(w.settings)]);
        }
        for (const [i, w] of file.l1.entries()) {
          await db.query(SQL.l1Upsert, [w.validationID, w.nodeID, w.subnetID, nowMs + i, JSON.stringify(w.settings)]);
        }
        for (const [i, w] of (file.icm ?? []).entries()) {
          await db.query(SQL.icmUpsert, [w.address, w.stuckMinutes, nowMs + i]);
        }
      }),
    openEpisodes: async () => (await q(SQL.openEpisodes)).map(gradedRows.toEpisode),
    episodes: async (query = {}) =>
      (query.subject
        ? await q(SQL.episodesOf, [query.subject, GRADED_LIMIT(query.limit)])
        : await q(SQL.episodesAll, [GRADED_LIMIT(query.limit)])
      ).map(gradedRows.toEpisode),
    channels: async () => (await q(SQL.channels)).map(gradedRows.toChannel),
    addChannel: async (c) =>
      gradedRows.toChannel(
        (await q(SQL.channelInsert, [c.kind, c.name, c.minSeverity, JSON.stringify(c.secret), c.createdMs]))[0]!,
      ),
    setChannelSeverity: (id, s) => changed(SQL.channelSeverity, [s, id]),
    removeChannel: (id) =>
      inTransaction(pool, async (db) => {
        await db.query(SQL.channelOrphans, [id]);
        return ((await db.query(SQL.channelDelete, [id])).rowCount ?? 0) > 0;
      }),
    notifications: async (query = {}) => {
      const before = query.before ?? Number.MAX_SAFE_INTEGER;
      const rows = query.subject
        ? await q(SQL.notificationsOf, [query.subject, before, GRADED_LIMIT(query.limit)])
        : await q(SQL.notificationsAll, [before, GRADED_LIMIT(query.limit)]);
      if (rows.length === 0) return [];
      // A page's deliveries at once (SQLite reads them a notification at a time).
      const ds = (
        await q(`SELECT * FROM ${t('deliveries')} WHERE notification_id = ANY($1::bigint[]) ORDER BY channel_id ASC`, [
          rows.map((r) => r.id),
        ])
      ).map(gradedRows.toDelivery);
      return rows.map((r) =>
        gradedRows.toNotification(
          r,
          ds.filter((d) => d.notificationID === Number(r.id)),
        ),
      );
    },
    // One statement: due rows FOR UPDATE SKIP LOCKED, claimed, and returned with their notification
    // and channel (SQLite: a select and an update in one transaction, graded-sqlite.ts).
    claimDueDeliveries: async (nowMs, leaseMs, limit = 20) =>
      (
        await q(
          `WITH due AS (
             SELECT notification_id, channel_id FROM ${t('deliveries')}
             WHERE state = 'pending' AND next_attempt_ms <= $1 AND (claimed_until_ms IS NULL OR claimed_until_ms <= $1)
               AND channel_id IN (SELECT id FROM ${t('channels')})
             ORDER BY notification_id, channel_id LIMIT $3 FOR UPDATE SKIP LOCKED)
           , claimed AS (
             UPDATE ${t('deliveries')} d SET claimed_until_ms = $2 FROM due
             WHERE d.notification_id = due.notification_id AND d.channel_id = due.channel_id RETURNING d.*)
           SELECT ${gradedRows.CLAIM_COLUMNS} FROM claimed d JOIN ${t('notifications')} n ON n.id = d.notification_id
           JOIN ${t('channels')} c ON c.id = d.channel_id ORDER BY d.notification_id, d.channel_id`,
          [nowMs, nowMs + leaseMs, limit],
        )
      ).map(gradedRows.toClaimed),
    markSent: async (n, c, atMs) => void (await pool.query(SQL.sent, [atMs, n, c])),
    markSendFailed: async (n, c, error, next) =>
      void (await pool.query(SQL.failed, [next === null ? 'failed' : 'pending', error, next, n, c])),
    nextDeliveryDueMs: async () => numberOrNull((await q(SQL.nextDue))[0]?.t),
  };
}
