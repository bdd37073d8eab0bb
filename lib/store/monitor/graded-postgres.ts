// Graded alerting on PostgreSQL (schema snowline_monitor): see graded-records.ts. `write` runs inside
// the sample run's transaction; a claim takes rows FOR UPDATE SKIP LOCKED, so two instances never
// claim the same delivery at once.
import type pg from 'pg';
import { inTransaction } from '@/lib/store/postgres/pool';
import { GRADED_LIMIT, parseSettings, type GradedStore, type GradedWrite } from './graded-records';
import * as gradedRows from './graded-rows';
import { numberOrNull } from '../nullable';

type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;
const S = 'snowline_monitor';

export async function writeGradedPostgres(db: Queryable, w: GradedWrite): Promise<void> {
  for (const c of w.close) {
    await db.query(`UPDATE ${S}.episodes SET closed_ms = $1 WHERE id = $2 AND closed_ms IS NULL`, [c.closedMs, c.id]);
  }
  for (const u of w.update) {
    await db.query(
      `UPDATE ${S}.episodes SET severity = $1, stage = $2, detail = $3, last_notified_ms = $4
       WHERE id = $5 AND closed_ms IS NULL`,
      [u.severity, u.stage, u.detail, u.lastNotifiedMs, u.id],
    );
  }
  for (const e of w.open) {
    await db.query(
      `INSERT INTO ${S}.episodes (subject, condition, severity, stage, detail, opened_ms, last_notified_ms)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [e.subject, e.condition, e.severity, e.stage, e.detail, e.openedMs, e.lastNotifiedMs],
    );
  }
  for (const n of w.notifications) {
    const { rows } = await db.query(
      `INSERT INTO ${S}.notifications (subject, at_ms, severity, items) VALUES ($1, $2, $3, $4) RETURNING id`,
      [n.subject, n.atMs, n.severity, JSON.stringify(n.items)],
    );
    for (const c of n.channelIDs) {
      await db.query(
        `INSERT INTO ${S}.deliveries (notification_id, channel_id, state, next_attempt_ms) VALUES ($1, $2, 'pending', $3)`,
        [rows[0]!.id, c, n.atMs],
      );
    }
  }
  for (const s of w.l1States) {
    await db.query(
      `UPDATE ${S}.l1_watches SET last_balance = $1, last_runway_sec = $2, last_seen_ms = $3 WHERE validation_id = $4`,
      [s.lastBalance, s.lastRunwaySec, s.lastSeenMs, s.validationID],
    );
  }
}

export function postgresGraded(pool: pg.Pool): GradedStore {
  const q = async (sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows as gradedRows.Row[];
  const changed = async (sql: string, params: unknown[]) => ((await pool.query(sql, params)).rowCount ?? 0) > 0;
  return {
    watchSettings: async (nodeID) => {
      const r = (await q(`SELECT settings FROM ${S}.watchlist WHERE node_id = $1`, [nodeID]))[0];
      return r ? parseSettings(r.settings) : null;
    },
    setWatchSettings: (nodeID, settings) =>
      changed(`UPDATE ${S}.watchlist SET settings = $1 WHERE node_id = $2`, [JSON.stringify(settings), nodeID]),
    l1Watches: async () =>
      (await q(`SELECT * FROM ${S}.l1_watches ORDER BY added_ms ASC, validation_id ASC`)).map(gradedRows.toL1Watch),
    watchL1: async (w, nowMs) =>
      gradedRows.toL1Watch(
        (
          await q(
            `INSERT INTO ${S}.l1_watches (validation_id, node_id, subnet_id, added_ms, settings) VALUES ($1, $2, $3, $4, $5)
             ON CONFLICT (validation_id) DO UPDATE SET settings = excluded.settings RETURNING *`,
            [w.validationID, w.nodeID, w.subnetID, nowMs, JSON.stringify(w.settings)],
          )
        )[0]!,
      ),
    unwatchL1: (validationID) => changed(`DELETE FROM ${S}.l1_watches WHERE validation_id = $1`, [validationID]),
    importWatchlist: (file, nowMs) =>
      inTransaction(pool, async (db) => {
        for (const [i, w] of file.watchlist.entries()) {
          await db.query(
            `INSERT INTO ${S}.watchlist (node_id, threshold, added_ms, settings) VALUES ($1, $2, $3, $4)
             ON CONFLICT (node_id) DO UPDATE SET threshold = excluded.threshold, settings = excluded.settings`,
            [w.nodeID, w.threshold, nowMs + i, JSON.stringify(w.settings)],
          );
        }
        for (const [i, w] of file.l1.entries()) {
          await db.query(
            `INSERT INTO ${S}.l1_watches (validation_id, node_id, subnet_id, added_ms, settings) VALUES ($1, $2, $3, $4, $5)
             ON CONFLICT (validation_id) DO UPDATE SET settings = excluded.settings`,
            [w.validationID, w.nodeID, w.subnetID, nowMs + i, JSON.stringify(w.settings)],
          );
        }
      }),
    openEpisodes: async () =>
      (await q(`SELECT * FROM ${S}.episodes WHERE closed_ms IS NULL ORDER BY id ASC`)).map(gradedRows.toEpisode),
    episodes: async (query = {}) =>
      (query.subject
        ? await q(`SELECT * FROM ${S}.episodes WHERE subject = $1 ORDER BY id DESC LIMIT $2`, [
            query.subject,
            GRADED_LIMIT(query.limit),
          ])
        : await q(`SELECT * FROM ${S}.episodes ORDER BY id DESC LIMIT $1`, [GRADED_LIMIT(query.limit)])
      ).map(gradedRows.toEpisode),
    channels: async () => (await q(`SELECT * FROM ${S}.channels ORDER BY id ASC`)).map(gradedRows.toChannel),
    addChannel: async (c) =>
      gradedRows.toChannel(
        (
          await q(
            `INSERT INTO ${S}.channels (kind, name, min_severity, secret, created_ms) VALUES ($1, $2, $3, $4, $5) RETURNING *`,
            [c.kind, c.name, c.minSeverity, JSON.stringify(c.secret), c.createdMs],
          )
        )[0]!,
      ),
    setChannelSeverity: (id, s) => changed(`UPDATE ${S}.channels SET min_severity = $1 WHERE id = $2`, [s, id]),
    removeChannel: (id) =>
      inTransaction(pool, async (db) => {
        await db.query(
          `UPDATE ${S}.deliveries SET state = 'failed', last_error = 'the channel was removed', next_attempt_ms = NULL
           WHERE channel_id = $1 AND state = 'pending'`,
          [id],
        );
        return ((await db.query(`DELETE FROM ${S}.channels WHERE id = $1`, [id])).rowCount ?? 0) > 0;
      }),
    notifications: async (query = {}) => {
      const rows = query.subject
        ? await q(`SELECT * FROM ${S}.notifications WHERE subject = $1 ORDER BY id DESC LIMIT $2`, [
            query.subject,
            GRADED_LIMIT(query.limit),
          ])
        : await q(`SELECT * FROM ${S}.notifications ORDER BY id DESC LIMIT $1`, [GRADED_LIMIT(query.limit)]);
      if (rows.length === 0) return [];
      const ds = (
        await q(`SELECT * FROM ${S}.deliveries WHERE notification_id = ANY($1::bigint[]) ORDER BY channel_id ASC`, [
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
    claimDueDeliveries: async (nowMs, leaseMs, limit = 20) =>
      (
        await q(
          `WITH due AS (
             SELECT notification_id, channel_id FROM ${S}.deliveries
             WHERE state = 'pending' AND next_attempt_ms <= $1 AND (claimed_until_ms IS NULL OR claimed_until_ms <= $1)
               AND channel_id IN (SELECT id FROM ${S}.channels)
             ORDER BY notification_id, channel_id LIMIT $3 FOR UPDATE SKIP LOCKED)
           , claimed AS (
             UPDATE ${S}.deliveries d SET claimed_until_ms = $2 FROM due
             WHERE d.notification_id = due.notification_id AND d.channel_id = due.channel_id RETURNING d.*)
           SELECT ${gradedRows.CLAIM_COLUMNS} FROM claimed d JOIN ${S}.notifications n ON n.id = d.notification_id
           JOIN ${S}.channels c ON c.id = d.channel_id ORDER BY d.notification_id, d.channel_id`,
          [nowMs, nowMs + leaseMs, limit],
        )
      ).map(gradedRows.toClaimed),
    markSent: async (n, c, atMs) => {
      await pool.query(
        `UPDATE ${S}.deliveries SET state = 'delivered', attempts = attempts + 1, delivered_ms = $1, last_error = NULL,
           next_attempt_ms = NULL, claimed_until_ms = NULL WHERE notification_id = $2 AND channel_id = $3 AND state = 'pending'`,
        [atMs, n, c],
      );
    },
    markSendFailed: async (n, c, error, next) => {
      await pool.query(
        `UPDATE ${S}.deliveries SET state = $1, attempts = attempts + 1, last_error = $2, next_attempt_ms = $3,
           claimed_until_ms = NULL WHERE notification_id = $4 AND channel_id = $5 AND state = 'pending'`,
        [next === null ? 'failed' : 'pending', error, next, n, c],
      );
    },
    nextDeliveryDueMs: async () => {
      const t = (
        await q(
          `SELECT min(greatest(next_attempt_ms, coalesce(claimed_until_ms, 0))) AS t FROM ${S}.deliveries WHERE state = 'pending'`,
        )
      )[0]?.t;
      return numberOrNull(t);
    },
  };
}
