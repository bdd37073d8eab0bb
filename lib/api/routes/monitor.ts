// /api/monitor/*: the watchlist, its alerts and uptime history, graded alerting's channels, settings,
// L1 watches, ICM watches (operator mode only) and notifications. Lists that name the operator's validators come back empty with
// `hidden: true` to a visitor of an operator-mode deployment.
import type { WritePolicy } from '@/lib/monitor/access';
import type { GradedConfig } from '@/lib/monitor/graded/defaults';
import type { UptimeRange } from '@/lib/monitor/uptime-series';
import type {
  ChannelKind,
  ConditionSettings,
  Delivery,
  Episode,
  L1Watch,
  Notification,
  Severity,
} from '@/lib/store/monitor/graded-records';
import type { AlertRecord, WatchEntry } from '@/lib/store/monitor/records';
import { defineRoute } from '../define';

/** The sampler beside the watchlist: is it running, when did it last sample, did it fail. */
interface MonitorStatus {
  enabled: boolean;
  sampleMs: number;
  webhookConfigured: boolean;
  /** The least severe graded alert the environment's webhook takes. */
  webhookMinSeverity: Severity;
  lastSampleMs: number | null;
  lastSampleValidators: number | null;
  lastError: string | null;
  /** Deliveries to every channel of the last `ofLastMessages` graded messages. */
  deliveries: { delivered: number; pending: number; failed: number; ofLastMessages: number };
}

type Hidden = { hidden?: true };

/** `operatorMode`: the deployment's mode (a public one has no ICM watches to show). */
export type WatchlistReply = {
  policy: WritePolicy;
  operatorMode: boolean;
  status: MonitorStatus;
  entries: WatchEntry[];
} & Hidden;
/** `next`: the id to ask the next (older) page with (`?before=`); null on the last page. */
export type AlertsReply = { status: MonitorStatus; alerts: AlertRecord[]; next?: number | null } & Hidden;

/** A node's uptime over a range, downsampled on the server (lib/monitor/uptime-series.ts). */
export interface UptimeReply {
  nodeID: string;
  sampleMs: number;
  range: UptimeRange;
  atMs: number[];
  uptime: (number | null)[];
  /** Absent for the public on a real node (it would help name the node: lib/monitor/api.ts). */
  connected?: boolean[];
  /** Samples the points stand for. */
  samples: number;
  latestMs: number | null;
}

/** What a browser sees of a channel: never its URL's path, query or credentials. */
export interface PublicChannel {
  id: number;
  kind: ChannelKind;
  name: string;
  minSeverity: Severity;
  /** Where it goes: a host, or "to via host" for email. */
  target: string;
  createdMs: number;
  /** The webhook set in the server's environment (SNOWLINE_ALERT_WEBHOOK_URL): changed there only. */
  fromEnv: boolean;
}

/** A delivery with the channel it went to: its kind, and its name and error for the operator only. */
type NamedDelivery = Delivery & { channelKind: ChannelKind | null; channelName: string | null };

export type NotificationsReply = {
  open: Episode[];
  notifications: (Omit<Notification, 'deliveries'> & { deliveries: NamedDelivery[] })[];
  /** The `before` of the next (older) page, or null on the last. */
  next?: number | null;
  reminderMs: number;
} & Hidden;

export interface SettingsReply {
  nodeID: string;
  settings: ConditionSettings;
  defaults: Omit<GradedConfig, 'reminderMs'>;
  reminderMs: number;
}

export type NewChannelBody =
  | { kind: 'webhook' | 'slack' | 'discord'; name: string; minSeverity: Severity; url: string }
  | { kind: 'email'; name: string; minSeverity: Severity; smtpUrl: string; from: string; to: string }
  | { kind: 'telegram'; name: string; minSeverity: Severity; botToken: string; chatId: string }
  | { kind: 'pagerduty'; name: string; minSeverity: Severity; routingKey: string };

/** An L1 watch with the runway stages in force for it (its own, or the server's). */
export type L1WatchReply = L1Watch & { runwayDays: number[] };

/** A watched ICM messenger or contract: from the environment (SNOWLINE_ICM_WATCH, read-only) or the UI. */
export interface IcmWatchReply {
  address: string;
  stuckMinutes: number;
  /** When it was added in the UI; null for the environment's. */
  addedMs: number | null;
  fromEnv: boolean;
}

type L1WatchBody = ({ validationID: string } | { nodeID: string; subnetID: string }) & {
  settings?: ConditionSettings;
};

export const monitorRoutes = {
  'monitor.watchlist': defineRoute<{ reply: WatchlistReply }>()('GET', '/api/monitor/watchlist'),
  'monitor.watch': defineRoute<{ body: { nodeID: string; threshold: number | null }; reply: { entry: WatchEntry } }>()(
    'POST',
    '/api/monitor/watchlist',
  ),
  'monitor.unwatch': defineRoute<{ query: { nodeID: string }; reply: { removed: string } }>()(
    'DELETE',
    '/api/monitor/watchlist',
  ),
  'monitor.alerts': defineRoute<{
    query: { nodeID?: string; limit?: number; before?: number; format?: 'csv' };
    reply: AlertsReply;
  }>()('GET', '/api/monitor/alerts'),
  /** Kept for older clients: alerts are graded notifications now, retried on their own, so it answers 409. */
  'monitor.retryAlert': defineRoute<{ body: { retry: number }; reply: never }>()('POST', '/api/monitor/alerts'),
  /** `newer`: the newest sample held; the answer is then `{unchanged: true}` when none is newer. */
  'monitor.uptime': defineRoute<{
    query: { range?: UptimeRange; newer?: number; since?: number };
    reply: UptimeReply | { nodeID: string; unchanged: true };
  }>()('GET', '/api/monitor/history/[nodeId]'),
  'monitor.notifications': defineRoute<{
    query: { subject?: string; before?: number; limit?: number; format?: 'csv' };
    reply: NotificationsReply;
  }>()('GET', '/api/monitor/notifications'),
  'monitor.channels': defineRoute<{ reply: { kinds: readonly ChannelKind[]; channels: PublicChannel[] } }>()(
    'GET',
    '/api/monitor/channels',
  ),
  'monitor.addChannel': defineRoute<{ body: NewChannelBody; reply: { channel: PublicChannel } }>()(
    'POST',
    '/api/monitor/channels',
  ),
  'monitor.channelSeverity': defineRoute<{ body: { id: number; minSeverity: Severity }; reply: { updated: number } }>()(
    'PATCH',
    '/api/monitor/channels',
  ),
  'monitor.removeChannel': defineRoute<{ query: { id: number }; reply: { removed: number } }>()(
    'DELETE',
    '/api/monitor/channels',
  ),
  'monitor.testChannel': defineRoute<{ body: { id: number }; reply: { sent: number } }>()(
    'POST',
    '/api/monitor/channels/test',
  ),
  'monitor.settings': defineRoute<{ query: { nodeID: string }; reply: SettingsReply }>()(
    'GET',
    '/api/monitor/settings',
  ),
  'monitor.saveSettings': defineRoute<{
    body: { nodeID: string; settings: ConditionSettings };
    reply: { nodeID: string; settings: ConditionSettings };
  }>()('POST', '/api/monitor/settings'),
  'monitor.l1Watches': defineRoute<{ reply: { watches: L1WatchReply[] } }>()('GET', '/api/monitor/l1'),
  'monitor.watchL1': defineRoute<{ body: L1WatchBody; reply: { watch: L1WatchReply } }>()('POST', '/api/monitor/l1'),
  'monitor.unwatchL1': defineRoute<{ query: { validationID: string }; reply: { removed: string } }>()(
    'DELETE',
    '/api/monitor/l1',
  ),
  /** Operator mode only: a public deployment answers 404. */
  'monitor.icmWatches': defineRoute<{ reply: { watches: IcmWatchReply[] } }>()('GET', '/api/monitor/icm'),
  /** `stuckMinutes` omitted: 10. Watching an address again changes its minutes. */
  'monitor.watchIcm': defineRoute<{
    body: { address: string; stuckMinutes?: number };
    reply: { watch: IcmWatchReply };
  }>()('POST', '/api/monitor/icm'),
  'monitor.unwatchIcm': defineRoute<{ query: { address: string }; reply: { removed: string } }>()(
    'DELETE',
    '/api/monitor/icm',
  ),
  /** A file to download (JSON, with a content-disposition): linked with `apiUrl`, never fetched. */
  'monitor.exportWatchlist': defineRoute<{ reply: string }>()('GET', '/api/monitor/watchlist/file'),
  /** The imported file's counts. */
  'monitor.importWatchlist': defineRoute<{
    body: unknown;
    reply: { imported: { watchlist: number; l1: number; icm: number } };
  }>()('POST', '/api/monitor/watchlist/file'),
} as const;
