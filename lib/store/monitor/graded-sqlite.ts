// Graded alerting on SQLite (monitor.sqlite): see graded-records.ts. `write` runs inside the sample
// run's transaction.
import type Database from 'better-sqlite3';
import {
  GRADED_LIMIT,
  parseSettings,
  type ClaimedDelivery,
  type GradedStore,
  type GradedWrite,
  type WatchlistImport,
} from './graded-records';
import * as gradedRows from './graded-rows';
import { numberOrNull } from '../nullable';

export function sqliteGraded(db: Database.Database): { store: GradedStore; write(w: GradedWrite): void } {
  const st = {
    settingsOf: db.prepare('SELECT settings FROM watchlist WHERE node_id = ?'),
    setSettings: db.prepare('UPDATE watchlist SET settings = ? WHERE node_id = ?'),
    l1All: db.prepare('SELECT * FROM l1_watches ORDER BY added_ms ASC, validation_id ASC'),
    l1One: db.prepare('SELECT * FROM l1_watches WHERE validation_id = ?'),
    l1Upsert: db.prepare(
      `INSERT INTO l1_watches (validation_id, node_id, subnet_id, added_ms, settings) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (validation_id) DO UPDATE SET settings = excluded.settings`,
    ),
    l1Delete: db.prepare('DELETE FROM l1_watches WHERE validation_id = ?'),
    watchImport: db.prepare(
      `INSERT INTO watchlist (node_id, threshold, added_ms, settings) VALUES (?, ?, ?, ?)
       ON CONFLICT (node_id) DO UPDATE SET threshold = excluded.threshold, settings = excluded.settings`,
    ),
    l1State: db.prepare(
      'UPDATE l1_watches SET last_balance = ?, last_runway_sec = ?, last_seen_ms = ? WHERE validation_id = ?',
    ),
    openEpisodes: db.prepare('SELECT * FROM episodes WHERE closed_ms IS NULL ORDER BY id ASC'),
    episodesAll: db.prepare('SELECT * FROM episodes ORDER BY id DESC LIMIT ?'),
    episodesOf: db.prepare('SELECT * FROM episodes WHERE subject = ? ORDER BY id DESC LIMIT ?'),
    episodeInsert: db.prepare(
      `INSERT INTO episodes (subject, condition, severity, stage, detail, opened_ms, last_notified_ms)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ),
    episodeUpdate: db.prepare(
      'UPDATE episodes SET severity = ?, stage = ?, detail = ?, last_notified_ms = ? WHERE id = ? AND closed_ms IS NULL',
    ),
    episodeClose: db.prepare('UPDATE episodes SET closed_ms = ? WHERE id = ? AND closed_ms IS NULL'),
    channels: db.prepare('SELECT * FROM channels ORDER BY id ASC'),
    channelOne: db.prepare('SELECT * FROM channels WHERE id = ?'),
    channelInsert: db.prepare(
      'INSERT INTO channels (kind, name, min_severity, secret, created_ms) VALUES (?, ?, ?, ?, ?)',
    ),
    channelSeverity: db.prepare('UPDATE channels SET min_severity = ? WHERE id = ?'),
    channelDelete: db.prepare('DELETE FROM channels WHERE id = ?'),
    channelOrphans: db.prepare(
      "UPDATE deliveries SET state = 'failed', last_error = 'the channel was removed', next_attempt_ms = NULL WHERE channel_id = ? AND state = 'pending'",
    ),
    notificationInsert: db.prepare('INSERT INTO notifications (subject, at_ms, severity, items) VALUES (?, ?, ?, ?)'),
    deliveryInsert: db.prepare(
      "INSERT INTO deliveries (notification_id, channel_id, state, next_attempt_ms) VALUES (?, ?, 'pending', ?)",
    ),
    notificationsAll: db.prepare('SELECT * FROM notifications ORDER BY id DESC LIMIT ?'),
    notificationsOf: db.prepare('SELECT * FROM notifications WHERE subject = ? ORDER BY id DESC LIMIT ?'),
    deliveriesOf: db.prepare('SELECT * FROM deliveries WHERE notification_id = ? ORDER BY channel_id ASC'),
    due: db.prepare(
      `SELECT ${gradedRows.CLAIM_COLUMNS} FROM deliveries d JOIN notifications n ON n.id = d.notification_id
       JOIN channels c ON c.id = d.channel_id
       WHERE d.state = 'pending' AND d.next_attempt_ms <= ? AND (d.claimed_until_ms IS NULL OR d.claimed_until_ms <= ?)
       ORDER BY d.notification_id ASC, d.channel_id ASC LIMIT ?`,
    ),
    claim: db.prepare('UPDATE deliveries SET claimed_until_ms = ? WHERE notification_id = ? AND channel_id = ?'),
    sent: db.prepare(
      `UPDATE deliveries SET state = 'delivered', attempts = attempts + 1, delivered_ms = ?, last_error = NULL,
         next_attempt_ms = NULL, claimed_until_ms = NULL WHERE notification_id = ? AND channel_id = ? AND state = 'pending'`,
    ),
    failed: db.prepare(
      `UPDATE deliveries SET state = ?, attempts = attempts + 1, last_error = ?, next_attempt_ms = ?, claimed_until_ms = NULL
       WHERE notification_id = ? AND channel_id = ? AND state = 'pending'`,
    ),
    nextDue: db.prepare(
      "SELECT MIN(MAX(next_attempt_ms, COALESCE(claimed_until_ms, 0))) AS t FROM deliveries WHERE state = 'pending'",
    ),
  };

  const write = (w: GradedWrite) => {
    for (const c of w.close) st.episodeClose.run(c.closedMs, c.id);
    for (const u of w.update) st.episodeUpdate.run(u.severity, u.stage, u.detail, u.lastNotifiedMs, u.id);
    for (const e of w.open) {
      st.episodeInsert.run(e.subject, e.condition, e.severity, e.stage, e.detail, e.openedMs, e.lastNotifiedMs);
    }
    for (const n of w.notifications) {
      const id = st.notificationInsert.run(n.subject, n.atMs, n.severity, JSON.stringify(n.items)).lastInsertRowid;
      for (const c of n.channelIDs) st.deliveryInsert.run(id, c, n.atMs);
    }
    for (const s of w.l1States) st.l1State.run(s.lastBalance, s.lastRunwaySec, s.lastSeenMs, s.validationID);
  };

  const claim = db.transaction((nowMs: number, leaseMs: number, limit: number): ClaimedDelivery[] => {
    const rows = st.due.all(nowMs, nowMs, limit) as gradedRows.Row[];
    for (const r of rows) st.claim.run(nowMs + leaseMs, r.notification_id, r.channel_id);
    return rows.map(gradedRows.toClaimed);
  });
  const removeChannel = db.transaction((id: number) => {
    st.channelOrphans.run(id);
    return st.channelDelete.run(id).changes > 0;
  });

  const importWatchlist = db.transaction((file: WatchlistImport, nowMs: number) => {
    for (const [i, w] of file.watchlist.entries()) {
      st.watchImport.run(w.nodeID, w.threshold, nowMs + i, JSON.stringify(w.settings));
    }
    for (const [i, w] of file.l1.entries()) {
      st.l1Upsert.run(w.validationID, w.nodeID, w.subnetID, nowMs + i, JSON.stringify(w.settings));
    }
  });

  const store: GradedStore = {
    watchSettings: async (nodeID) => {
      const r = st.settingsOf.get(nodeID) as gradedRows.Row | undefined;
      return r ? parseSettings(r.settings) : null;
    },
    setWatchSettings: async (nodeID, settings) => st.setSettings.run(JSON.stringify(settings), nodeID).changes > 0,
    l1Watches: async () => (st.l1All.all() as gradedRows.Row[]).map(gradedRows.toL1Watch),
    watchL1: async (w, nowMs) => {
      st.l1Upsert.run(w.validationID, w.nodeID, w.subnetID, nowMs, JSON.stringify(w.settings));
      return gradedRows.toL1Watch(st.l1One.get(w.validationID) as gradedRows.Row);
    },
    unwatchL1: async (validationID) => st.l1Delete.run(validationID).changes > 0,
    importWatchlist: async (file, nowMs) => importWatchlist(file, nowMs),
    openEpisodes: async () => (st.openEpisodes.all() as gradedRows.Row[]).map(gradedRows.toEpisode),
    episodes: async (q = {}) =>
      (
        (q.subject
          ? st.episodesOf.all(q.subject, GRADED_LIMIT(q.limit))
          : st.episodesAll.all(GRADED_LIMIT(q.limit))) as gradedRows.Row[]
      ).map(gradedRows.toEpisode),
    channels: async () => (st.channels.all() as gradedRows.Row[]).map(gradedRows.toChannel),
    addChannel: async (c) => {
      const id = st.channelInsert.run(
        c.kind,
        c.name,
        c.minSeverity,
        JSON.stringify(c.secret),
        c.createdMs,
      ).lastInsertRowid;
      return gradedRows.toChannel(st.channelOne.get(id) as gradedRows.Row);
    },
    setChannelSeverity: async (id, s) => st.channelSeverity.run(s, id).changes > 0,
    removeChannel: async (id) => removeChannel(id),
    notifications: async (q = {}) => {
      const rows = (
        q.subject
          ? st.notificationsOf.all(q.subject, GRADED_LIMIT(q.limit))
          : st.notificationsAll.all(GRADED_LIMIT(q.limit))
      ) as gradedRows.Row[];
      return rows.map((r) =>
        gradedRows.toNotification(r, (st.deliveriesOf.all(r.id) as gradedRows.Row[]).map(gradedRows.toDelivery)),
      );
    },
    claimDueDeliveries: async (nowMs, leaseMs, limit = 20) => claim(nowMs, leaseMs, limit),
    markSent: async (n, c, atMs) => void st.sent.run(atMs, n, c),
    markSendFailed: async (n, c, error, next) =>
      void st.failed.run(next === null ? 'failed' : 'pending', error, next, n, c),
    nextDeliveryDueMs: async () => {
      const t = (st.nextDue.get() as gradedRows.Row).t;
      return numberOrNull(t);
    },
  };
  return { store, write };
}
