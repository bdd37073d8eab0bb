// Row ↔ record conversions shared by the SQLite and PostgreSQL graded stores (both keep settings,
// items and channel secrets as JSON text, and ids and times as numbers).
import {
  parseSettings,
  type Channel,
  type ChannelKind,
  type ChannelSecret,
  type ConditionKind,
  type Delivery,
  type Episode,
  type GradedDeliveryState,
  type IcmWatchRecord,
  type L1Watch,
  type Notification,
  type NotificationItem,
  type Severity,
} from './graded-records';
import { deliveryProgress } from './monitor-rows';
import { numberOrNull } from '../nullable';

export type Row = Record<string, unknown>;

export function toL1Watch(r: Row): L1Watch {
  return {
    validationID: String(r.validation_id),
    nodeID: String(r.node_id),
    subnetID: String(r.subnet_id),
    addedMs: Number(r.added_ms),
    settings: parseSettings(r.settings),
    lastBalance: (r.last_balance as string | null) ?? null,
    lastRunwaySec: numberOrNull(r.last_runway_sec),
    lastSeenMs: numberOrNull(r.last_seen_ms),
  };
}

export function toIcmWatch(r: Row): IcmWatchRecord {
  return { address: String(r.address), stuckMinutes: Number(r.stuck_minutes), addedMs: Number(r.added_ms) };
}

export function toEpisode(r: Row): Episode {
  return {
    id: Number(r.id),
    subject: String(r.subject),
    condition: String(r.condition) as ConditionKind,
    severity: String(r.severity) as Severity,
    stage: String(r.stage),
    detail: String(r.detail),
    openedMs: Number(r.opened_ms),
    lastNotifiedMs: Number(r.last_notified_ms),
    closedMs: numberOrNull(r.closed_ms),
  };
}

export function toChannel(r: Row): Channel {
  return {
    id: Number(r.id),
    kind: String(r.kind) as ChannelKind,
    name: String(r.name),
    minSeverity: String(r.min_severity) as Severity,
    secret: JSON.parse(String(r.secret)) as ChannelSecret,
    createdMs: Number(r.created_ms),
  };
}

export function toDelivery(r: Row): Delivery {
  return {
    notificationID: Number(r.notification_id),
    channelID: Number(r.channel_id),
    state: String(r.state) as GradedDeliveryState,
    ...deliveryProgress(r),
  };
}

export function toNotification(r: Row, deliveries: Delivery[]): Notification {
  return {
    id: Number(r.id),
    subject: String(r.subject),
    atMs: Number(r.at_ms),
    severity: String(r.severity) as Severity,
    items: JSON.parse(String(r.items)) as NotificationItem[],
    deliveries,
  };
}

/** Column aliases a claim query selects, so notification, delivery and channel rows do not collide. */
export const CLAIM_COLUMNS = `d.*, n.subject AS n_subject, n.at_ms AS n_at_ms, n.severity AS n_severity,
  n.items AS n_items, c.id AS c_id, c.kind AS c_kind, c.name AS c_name, c.min_severity AS c_min_severity,
  c.secret AS c_secret, c.created_ms AS c_created_ms`;

export function toClaimed(r: Row) {
  const channel = toChannel({
    id: r.c_id,
    kind: r.c_kind,
    name: r.c_name,
    min_severity: r.c_min_severity,
    secret: r.c_secret,
    created_ms: r.c_created_ms,
  });
  const delivery = toDelivery(r);
  const notification = toNotification(
    { id: r.notification_id, subject: r.n_subject, at_ms: r.n_at_ms, severity: r.n_severity, items: r.n_items },
    [],
  );
  const { deliveries: _unused, ...n } = notification;
  return { delivery, notification: n, channel };
}
