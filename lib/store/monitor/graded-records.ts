// Graded alerting's records (issue 18): watched L1 validators, per-watch condition settings, alert
// episodes, notification channels, and the notification outbox. A sample run writes episode changes
// and the notifications they cause in its own transaction (only the sampling instance writes them), so
// a notification is recorded once; each (notification, channel) delivery is claimed for a lease before
// it is sent and marked afterwards, so it is sent at least once whichever instance sends it.

export type Severity = 'info' | 'warning' | 'critical';
export const SEVERITIES: readonly Severity[] = ['info', 'warning', 'critical'];
export const severityRank = (s: Severity): number => SEVERITIES.indexOf(s);

export type ConditionKind =
  | 'uptime'
  | 'disconnected'
  | 'not-validating'
  | 'stake-ending'
  | 'l1-runway'
  | 'l1-inactive'
  | 'version-behind'
  | 'delegation-full'
  /** A watched ICM messenger or contract: a message sent and not delivered for N minutes. */
  | 'icm-stuck'
  /** A watched ICM messenger or contract: a message delivered whose execution failed (not retried). */
  | 'icm-failed';
export const CONDITION_KINDS: readonly ConditionKind[] = [
  'uptime',
  'disconnected',
  'not-validating',
  'stake-ending',
  'l1-runway',
  'l1-inactive',
  'version-behind',
  'delegation-full',
  'icm-stuck',
  'icm-failed',
];

/** A watch's own thresholds; anything left out takes the server's default (lib/monitor/graded/defaults.ts). */
export interface ConditionSettings {
  /** Samples in a row a validator must be disconnected before it alerts. */
  disconnectedSamples?: number;
  /** Days before the end of the stake or validation at which to warn, e.g. [14, 7, 1]. */
  stakeEndingDays?: number[];
  /** Days of fees left at which to warn an L1 validator, e.g. [7, 3, 1]. */
  runwayDays?: number[];
  /** A minimum node version (e.g. "1.13.0") that overrides the network's. */
  minVersion?: string;
  /** Percent of delegation capacity at which to inform. */
  delegationFullPercent?: number;
  /** Conditions this watch never alerts on. */
  off?: ConditionKind[];
}

export interface L1Watch {
  validationID: string;
  nodeID: string;
  subnetID: string;
  addedMs: number;
  settings: ConditionSettings;
  /** As at the last sample: balance in nAVAX, seconds of fees left, whether it is active. */
  lastBalance: string | null;
  lastRunwaySec: number | null;
  lastSeenMs: number | null;
}

/** An ICM messenger or contract the operator watches from the UI (env watches are not stored). */
export interface IcmWatchRecord {
  /** Lower-case 0x address. */
  address: string;
  /** Minutes a sent message may wait for delivery before it alerts. */
  stuckMinutes: number;
  addedMs: number;
}

export interface Episode {
  id: number;
  /** The watched validator: its node id (Primary Network) or "l1:<validationID>"; or "icm:<0x address>". */
  subject: string;
  condition: ConditionKind;
  severity: Severity;
  /** The stage reached within the episode (e.g. "7d" of a stake ending), "" where there is none. */
  stage: string;
  /** What was observed, in words, as at the last notification. */
  detail: string;
  openedMs: number;
  lastNotifiedMs: number;
  closedMs: number | null;
}

export type NewEpisode = Omit<Episode, 'id' | 'closedMs'>;

type ItemKind = 'new' | 'escalated' | 'reminder' | 'recovered';

export interface NotificationItem {
  kind: ItemKind;
  condition: ConditionKind;
  severity: Severity;
  stage: string;
  detail: string;
  openedMs: number;
}

export type ChannelKind = 'webhook' | 'slack' | 'discord' | 'email' | 'telegram' | 'pagerduty';
export const CHANNEL_KINDS: readonly ChannelKind[] = ['webhook', 'slack', 'discord', 'email', 'telegram', 'pagerduty'];

/**
 * A channel's secret part (the URL carries the token; the SMTP URL the password; a Telegram bot's token;
 * a PagerDuty integration's routing key). Never sent to a browser.
 */
export type ChannelSecret =
  | { url: string }
  | { smtpUrl: string; from: string; to: string }
  | { botToken: string; chatId: string }
  | { routingKey: string };

export interface Channel {
  id: number;
  kind: ChannelKind;
  name: string;
  minSeverity: Severity;
  secret: ChannelSecret;
  createdMs: number;
}

type NewChannel = Omit<Channel, 'id'>;

export type GradedDeliveryState = 'pending' | 'delivered' | 'failed';

export interface Delivery {
  notificationID: number;
  channelID: number;
  state: GradedDeliveryState;
  attempts: number;
  nextAttemptMs: number | null;
  lastError: string | null;
  deliveredMs: number | null;
}

export interface Notification {
  id: number;
  subject: string;
  atMs: number;
  severity: Severity;
  items: NotificationItem[];
  deliveries: Delivery[];
}

/** A notification as a sample run records it, with the channels it goes to. */
export interface NewNotification {
  subject: string;
  atMs: number;
  severity: Severity;
  items: NotificationItem[];
  channelIDs: number[];
}

/** What one sample run changes in graded alerting; written in the run's transaction. */
export interface GradedWrite {
  open: NewEpisode[];
  /** Open episodes whose stage, severity, detail or last notification changed. */
  update: Pick<Episode, 'id' | 'severity' | 'stage' | 'detail' | 'lastNotifiedMs'>[];
  close: { id: number; closedMs: number }[];
  notifications: NewNotification[];
  l1States: Pick<L1Watch, 'validationID' | 'lastBalance' | 'lastRunwaySec' | 'lastSeenMs'>[];
}

/** A delivery claimed for sending, with what it needs. */
export interface ClaimedDelivery {
  delivery: Delivery;
  notification: Omit<Notification, 'deliveries'>;
  channel: Channel;
}

export interface WatchlistImport {
  watchlist: { nodeID: string; threshold: number | null; settings: ConditionSettings }[];
  l1: Pick<L1Watch, 'validationID' | 'nodeID' | 'subnetID' | 'settings'>[];
  /** ICM messengers and contracts (operator mode only). */
  icm?: Pick<IcmWatchRecord, 'address' | 'stuckMinutes'>[];
}

export interface GradedStore {
  watchSettings(nodeID: string): Promise<ConditionSettings | null>;
  /** False when the node is not watched. */
  setWatchSettings(nodeID: string, settings: ConditionSettings): Promise<boolean>;

  l1Watches(): Promise<L1Watch[]>;
  /** Adds an L1 validator, or changes its settings (its state is kept). */
  watchL1(w: Pick<L1Watch, 'validationID' | 'nodeID' | 'subnetID' | 'settings'>, nowMs: number): Promise<L1Watch>;
  unwatchL1(validationID: string): Promise<boolean>;

  icmWatches(): Promise<IcmWatchRecord[]>;
  /** Adds an ICM messenger or contract, or changes its minutes (its added time is kept). */
  watchIcm(w: Pick<IcmWatchRecord, 'address' | 'stuckMinutes'>, nowMs: number): Promise<IcmWatchRecord>;
  unwatchIcm(address: string): Promise<boolean>;
  /**
   * A watchlist file, in one transaction: all its entries are added (an entry already watched takes
   * the file's threshold and settings), or none. Entry i is added at `nowMs + i` (the file's order).
   */
  importWatchlist(file: WatchlistImport, nowMs: number): Promise<void>;

  openEpisodes(): Promise<Episode[]>;
  episodes(q?: { subject?: string; limit?: number }): Promise<Episode[]>;

  channels(): Promise<Channel[]>;
  addChannel(c: NewChannel): Promise<Channel>;
  setChannelSeverity(id: number, minSeverity: Severity): Promise<boolean>;
  removeChannel(id: number): Promise<boolean>;

  /** Newest first, with each one's deliveries. */
  /** Newest first; `before`: only those older than this id (the next page). */
  notifications(q?: { subject?: string; before?: number; limit?: number }): Promise<Notification[]>;
  /**
   * Claims up to `limit` pending deliveries due at `nowMs` that no one else holds, for `leaseMs`: a
   * sender that dies mid-send leaves its claim to lapse, and the delivery is sent again.
   */
  claimDueDeliveries(nowMs: number, leaseMs: number, limit?: number): Promise<ClaimedDelivery[]>;
  markSent(notificationID: number, channelID: number, atMs: number): Promise<void>;
  /** `nextAttemptMs` null: no attempt left, the delivery is `failed`. */
  markSendFailed(notificationID: number, channelID: number, error: string, nextAttemptMs: number | null): Promise<void>;
  nextDeliveryDueMs(): Promise<number | null>;
}

export const maxSeverity = (ss: readonly Severity[]): Severity =>
  ss.reduce<Severity>((a, b) => (severityRank(b) > severityRank(a) ? b : a), 'info');

export function parseSettings(raw: unknown): ConditionSettings {
  if (typeof raw !== 'string' || raw === '') return {};
  try {
    const v = JSON.parse(raw) as unknown;
    return v && typeof v === 'object' ? (v as ConditionSettings) : {};
  } catch {
    return {};
  }
}

export const GRADED_LIMIT = (limit: number | undefined) =>
  Math.min(Math.max(limit === undefined || Number.isNaN(limit) ? 100 : Math.floor(limit), 1), 1000);
