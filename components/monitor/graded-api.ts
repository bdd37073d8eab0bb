'use client';
// Browser side of graded alerting's API: channels (operator only; their secrets never come back),
// per-watch settings, L1 watches and the alert history.
import { monitorCall } from '@/components/validators/monitor-api';
import type {
  ChannelKind,
  ConditionSettings,
  Episode,
  L1Watch,
  Notification,
  Severity,
} from '@/lib/store/monitor/graded-records';

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
/** A delivery with the channel it went to: its kind, and its name for the operator only. */
export type NamedDelivery = Notification['deliveries'][number] & {
  channelKind: ChannelKind | null;
  channelName: string | null;
};
export interface HistoryReply {
  open: Episode[];
  notifications: (Omit<Notification, 'deliveries'> & { deliveries: NamedDelivery[] })[];
  reminderMs: number;
}
export interface SettingsReply {
  nodeID: string;
  settings: ConditionSettings;
  defaults: Required<Omit<ConditionSettings, 'minVersion' | 'off'>> & { minVersion?: string };
  reminderMs: number;
}
export type NewChannelBody =
  | { kind: 'webhook' | 'slack' | 'discord'; name: string; minSeverity: Severity; url: string }
  | { kind: 'email'; name: string; minSeverity: Severity; smtpUrl: string; from: string; to: string }
  | { kind: 'telegram'; name: string; minSeverity: Severity; botToken: string; chatId: string }
  | { kind: 'pagerduty'; name: string; minSeverity: Severity; routingKey: string };

/** An L1 watch with the runway stages in force for it. */
export type L1WatchReply = L1Watch & { runwayDays: number[] };

const send = (method: string, body: unknown): RequestInit => ({ method, body: JSON.stringify(body) });

export const gradedApi = {
  history: (subject?: string) =>
    monitorCall<HistoryReply>(
      `/api/monitor/notifications${subject ? `?subject=${encodeURIComponent(subject)}&limit=20` : ''}`,
    ),
  channels: () => monitorCall<{ channels: PublicChannel[] }>('/api/monitor/channels'),
  addChannel: (c: NewChannelBody) => monitorCall<{ channel: PublicChannel }>('/api/monitor/channels', send('POST', c)),
  setChannelSeverity: (id: number, minSeverity: Severity) =>
    monitorCall('/api/monitor/channels', send('PATCH', { id, minSeverity })),
  testChannel: (id: number) => monitorCall('/api/monitor/channels/test', send('POST', { id })),
  removeChannel: (id: number) => monitorCall(`/api/monitor/channels?id=${id}`, { method: 'DELETE' }),
  settings: (nodeID: string) =>
    monitorCall<SettingsReply>(`/api/monitor/settings?nodeID=${encodeURIComponent(nodeID)}`),
  saveSettings: (nodeID: string, settings: ConditionSettings) =>
    monitorCall('/api/monitor/settings', send('POST', { nodeID, settings })),
  l1Watches: () => monitorCall<{ watches: L1WatchReply[] }>('/api/monitor/l1'),
  watchL1: (body: { validationID: string } | { nodeID: string; subnetID: string }) =>
    monitorCall<{ watch: L1Watch }>('/api/monitor/l1', send('POST', body)),
  unwatchL1: (validationID: string) =>
    monitorCall(`/api/monitor/l1?validationID=${encodeURIComponent(validationID)}`, { method: 'DELETE' }),
};
