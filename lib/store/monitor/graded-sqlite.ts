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
import { prepareAll } from '@/lib/store/sqlite/prepare-all';
import { gradedSql, SQLITE_DIALECT } from './monitor-sql';

export function sqliteGraded(db: Database.Database): { store: GradedStore; write(w: GradedWrite): void } {
  const st = prepareAll(db, {
    ...gradedSql((name) => name, SQLITE_DIALECT),
    // One notification's deliveries (PostgreSQL reads a page's at once, with ANY).
    deliveriesOf: 'SELECT * FROM deliveries WHERE notification_id = ? ORDER BY channel_id ASC',
    // The claim is this select and an update in one transaction (PostgreSQL: one statement, SKIP LOCKED).
    due: `SELECT ${gradedRows.CLAIM_COLUMNS} FROM deliveries d JOIN notifications n ON n.id = d.notification_id
       JOIN channels c ON c.id = d.channel_id
       WHERE d.state = 'pending' AND d.next_attempt_ms <= ? AND (d.claimed_until_ms IS NULL OR d.claimed_until_ms <= ?)
       ORDER BY d.notification_id ASC, d.channel_id ASC LIMIT ?`,
    claim: 'UPDATE deliveries SET claimed_until_ms = ? WHERE notification_id = ? AND channel_id = ?',
  });

  const write = (w: GradedWrite) => {
    for (const c of w.close) st.episodeClose.run(c.closedMs, c.id);
    for (const u of w.update) st.episodeUpdate.run(u.severity, u.stage, u.detail, u.lastNotifiedMs, u.id);
    for (const e of w.open) {
      st.episodeInsert.run(e.subject, e.condition, e.severity, e.stage, e.detail, e.openedMs, e.lastNotifiedMs);
    }
    for (const n of w.notifications) {
      const { id } = st.notificationInsert.get(n.subject, n.atMs, n.severity, JSON.stringify(n.items)) as {
        id: number;
      };
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
      st.l1Upsert.get(w.validationID, w.nodeID, w.subnetID, nowMs + i, JSON.stringify(w.settings));
    }
    for (const [i, w] of (file.icm ?? []).entries()) st.icmUpsert.get(w.address, w.stuckMinutes, nowMs + i);
  });

  const store: GradedStore = {
    watchSettings: async (nodeID) => {
      const r = st.settingsOf.get(nodeID) as gradedRows.Row | undefined;
      return r ? parseSettings(r.settings) : null;
    },
    setWatchSettings: async (nodeID, settings) => st.setSettings.run(JSON.stringify(settings), nodeID).changes > 0,
    l1Watches: async () => (st.l1All.all() as gradedRows.Row[]).map(gradedRows.toL1Watch),
    watchL1: async (w, nowMs) => {
      const r = st.l1Upsert.get(w.validationID, w.nodeID, w.subnetID, nowMs, JSON.stringify(w.settings));
      return gradedRows.toL1Watch(r as gradedRows.Row);
    },
    unwatchL1: async (validationID) => st.l1Delete.run(validationID).changes > 0,
    icmWatches: async () => (st.icmAll.all() as gradedRows.Row[]).map(gradedRows.toIcmWatch),
    watchIcm: async (w, nowMs) =>
      gradedRows.toIcmWatch(st.icmUpsert.get(w.address, w.stuckMinutes, nowMs) as gradedRows.Row),
    unwatchIcm: async (address) => st.icmDelete.run(address).changes > 0,
    importWatchlist: async (file, nowMs) => importWatchlist(file, nowMs),
    openEpisodes: async () => (st.openEpisodes.all() as gradedRows.Row[]).map(gradedRows.toEpisode),
    episodes: async (q = {}) =>
      (
        (q.subject
          ? st.episodesOf.all(q.subject, GRADED_LIMIT(q.limit))
          : st.episodesAll.all(GRADED_LIMIT(q.limit))) as gradedRows.Row[]
      ).map(gradedRows.toEpisode),
    channels: async () => (st.channels.all() as gradedRows.Row[]).map(gradedRows.toChannel),
    addChannel: async (c) =>
      gradedRows.toChannel(
        st.channelInsert.get(c.kind, c.name, c.minSeverity, JSON.stringify(c.secret), c.createdMs) as gradedRows.Row,
      ),
    setChannelSeverity: async (id, s) => st.channelSeverity.run(s, id).changes > 0,
    removeChannel: async (id) => removeChannel(id),
    notifications: async (q = {}) => {
      const rows = (
        q.subject
          ? st.notificationsOf.all(q.subject, q.before ?? Number.MAX_SAFE_INTEGER, GRADED_LIMIT(q.limit))
          : st.notificationsAll.all(q.before ?? Number.MAX_SAFE_INTEGER, GRADED_LIMIT(q.limit))
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
