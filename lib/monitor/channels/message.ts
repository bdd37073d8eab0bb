// What a graded notification says, independent of the channel: a title, one line per item, and who
// observed it. Every figure comes from Snowline's own wording and parsed numbers; ids are checked
// shapes. Channel formats (slack.ts, discord.ts, email.ts, webhook-json.ts) escape for their markup.
import {
  severityRank,
  type ChannelKind,
  type ConditionKind,
  type Notification,
  type NotificationItem,
  type Severity,
} from '@/lib/store/monitor/graded-records';

export const CONDITION_LABELS: Record<ConditionKind, string> = {
  uptime: 'uptime below the requirement',
  disconnected: 'disconnected',
  'not-validating': 'no longer validating',
  'stake-ending': 'stake ending',
  'l1-runway': 'L1 balance running out',
  'l1-inactive': 'L1 validator inactive',
  'version-behind': 'version behind',
  'delegation-full': 'delegation nearly full',
  'icm-stuck': 'ICM message stuck',
  'icm-failed': 'ICM message execution failed',
};

const KIND_LABELS: Record<NotificationItem['kind'], string> = {
  new: 'NEW',
  escalated: 'WORSE',
  reminder: 'STILL',
  recovered: 'RECOVERED',
};

export interface MessageContext {
  /** Whose view the figures are (uptime, connection and versions are the connected node's). */
  observedBy: string;
  networkName?: string;
}

export interface Message {
  severity: Severity;
  /** Every item is a recovery. */
  recovered: boolean;
  /** "NodeID-…" or "L1 validation 2qx…". */
  validator: string;
  title: string;
  lines: string[];
  items: NotificationItem[];
  footer: string;
  atIso: string;
}

export function validatorLabel(subject: string): string {
  if (subject.startsWith('icm:')) return `ICM messages of ${subject.slice(4)}`;
  return subject.startsWith('l1:') ? `L1 validation ${subject.slice(3)}` : subject;
}

export function itemLine(i: NotificationItem): string {
  const stage = i.stage ? ` (${i.stage})` : '';
  const what =
    i.kind === 'recovered'
      ? `${CONDITION_LABELS[i.condition]}${stage}: cleared`
      : `${CONDITION_LABELS[i.condition]}${stage}: ${i.detail}`;
  return `[${KIND_LABELS[i.kind]}] ${i.severity}: ${what}`;
}

/**
 * Whether a channel takes an item: at or above its minimum severity. PagerDuty also takes every
 * recovery, so an incident it opened is resolved even when the episode eased below the minimum before
 * it cleared (a resolve of an incident never opened is ignored there).
 */
export function takesItem(
  minSeverity: Severity,
  i: Pick<NotificationItem, 'kind' | 'severity'>,
  kind?: ChannelKind,
): boolean {
  return severityRank(i.severity) >= severityRank(minSeverity) || (kind === 'pagerduty' && i.kind === 'recovered');
}

/** The message for a channel that takes items of `minSeverity` and above; null when none is left. */
export function messageFor(
  n: Omit<Notification, 'deliveries'>,
  minSeverity: Severity,
  ctx: MessageContext,
  kind?: ChannelKind,
): Message | null {
  const items = n.items.filter((i) => takesItem(minSeverity, i, kind));
  if (items.length === 0) return null;
  const severity = items.reduce<Severity>(
    (a, i) => (severityRank(i.severity) > severityRank(a) ? i.severity : a),
    'info',
  );
  const validator = validatorLabel(n.subject);
  const allRecovered = items.every((i) => i.kind === 'recovered');
  const summary = items
    .map((i) => CONDITION_LABELS[i.condition])
    .filter((v, k, a) => a.indexOf(v) === k)
    .join(', ');
  return {
    severity,
    recovered: allRecovered,
    validator,
    title: `${allRecovered ? 'RECOVERED' : severity.toUpperCase()}: ${validator}: ${summary}${allRecovered ? ' cleared' : ''}`,
    lines: items.map(itemLine),
    items,
    footer: `Observed by ${ctx.observedBy}${ctx.networkName ? ` on ${ctx.networkName}` : ''} at ${new Date(n.atMs).toISOString()}`,
    atIso: new Date(n.atMs).toISOString(),
  };
}

/** What "send a test" sends: a message at the channel's minimum severity, so the channel takes it. */
export function testMessage(channelName: string, severity: Severity, ctx: MessageContext, atMs: number): Message {
  const atIso = new Date(atMs).toISOString();
  return {
    severity,
    recovered: false,
    validator: 'test',
    title: `TEST: Snowline test message to ${channelName}`,
    lines: [
      `A test from Snowline: graded alerts of ${severity} severity and above reach this channel. Nothing is wrong.`,
    ],
    items: [],
    footer: `Sent on request by the operator${ctx.networkName ? ` on ${ctx.networkName}` : ''} at ${atIso}`,
    atIso,
  };
}

/**
 * One message for several validators' notifications of the same sample: a channel gets at most one
 * message per sample, however many validators it concerns (a node that drops sees them all go).
 */
export function combineMessages(parts: readonly Message[]): Message {
  if (parts.length === 1) return parts[0]!;
  const severity = parts.reduce<Severity>(
    (a, p) => (severityRank(p.severity) > severityRank(a) ? p.severity : a),
    'info',
  );
  const recovered = parts.every((p) => p.recovered);
  const validator = `${parts.length} validators`;
  return {
    severity,
    recovered,
    validator,
    title: `${recovered ? 'RECOVERED' : severity.toUpperCase()}: ${validator}: ${parts.map((p) => p.validator).join(', ')}`,
    lines: parts.flatMap((p) => p.lines.map((l) => `${p.validator}: ${l}`)),
    items: parts.flatMap((p) => p.items),
    footer: parts[0]!.footer,
    atIso: parts[0]!.atIso,
  };
}
