// Each channel's own message format:
// - the generic webhook: Snowline's JSON (type "snowline.graded-alert" for one validator;
//   "snowline.graded-alerts", with one of those per validator, when a sample concerns several);
// - Slack incoming webhooks: {text, blocks} with mrkdwn sections (Slack escapes only &, < and >);
// - Discord webhooks: {content, embeds[], allowed_mentions} within Discord's field limits, with
//   markdown escaped and every mention disabled;
// - Telegram's Bot API sendMessage: plain text (no parse_mode, so nothing in it is markup);
// - PagerDuty's Events API v2: one event per item, triggered and resolved with the episode's dedup_key.
import type { Notification, NotificationItem } from '@/lib/store/monitor/graded-records';
import { CONDITION_LABELS, type Message } from './message';

const SEVERITY_COLORS = { info: 0x3b82f6, warning: 0xf59e0b, critical: 0xdc2626 } as const;
const SLACK_EMOJI = { info: ':information_source:', warning: ':warning:', critical: ':rotating_light:' } as const;

const cut = (s: string, max: number) => (s.length <= max ? s : `${s.slice(0, max - 1)}…`);

export function webhookJson(n: Omit<Notification, 'deliveries'>, m: Message, network: string | undefined) {
  return {
    type: 'snowline.graded-alert',
    id: n.id,
    subject: n.subject,
    validator: n.subject.startsWith('l1:')
      ? { kind: 'l1', validationID: n.subject.slice(3) }
      : n.subject.startsWith('icm:')
        ? { kind: 'icm', address: n.subject.slice(4) }
        : { kind: 'primary', nodeID: n.subject },
    severity: m.severity,
    observedAt: m.atIso,
    network: network ?? null,
    items: m.items,
    title: m.title,
    text: [...m.lines, m.footer].join('\n'),
  };
}

/** Several validators' notifications of one sample, in one POST. */
export function webhookGroupJson(
  parts: readonly { n: Omit<Notification, 'deliveries'>; m: Message }[],
  combined: Message,
  network: string | undefined,
) {
  return {
    type: 'snowline.graded-alerts',
    severity: combined.severity,
    observedAt: combined.atIso,
    network: network ?? null,
    title: combined.title,
    text: [...combined.lines, combined.footer].join('\n'),
    alerts: parts.map((p) => webhookJson(p.n, p.m, network)),
  };
}

const slackEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function slackPayload(m: Message) {
  const body = m.lines.map((l) => `• ${slackEscape(l)}`).join('\n');
  return {
    text: cut(`${m.recovered ? ':white_check_mark:' : SLACK_EMOJI[m.severity]} ${slackEscape(m.title)}`, 3000),
    blocks: [
      { type: 'header', text: { type: 'plain_text', text: cut(m.title, 150), emoji: false } },
      { type: 'section', text: { type: 'mrkdwn', text: cut(body, 3000) } },
      { type: 'context', elements: [{ type: 'mrkdwn', text: cut(slackEscape(m.footer), 3000) }] },
    ],
  };
}

/** Markdown and mention characters shown as themselves in Discord. */
const discordEscape = (s: string) => s.replace(/([\\*_~`|>#[\]()@<])/g, '\\$1');

export function discordPayload(m: Message) {
  return {
    username: 'Snowline',
    content: cut(discordEscape(m.title), 2000),
    embeds: [
      {
        title: cut(m.title, 256),
        color: m.recovered ? 0x16a34a : SEVERITY_COLORS[m.severity],
        timestamp: m.atIso,
        fields: m.lines.slice(0, 25).map((l, i) => ({
          name: cut(`${m.items[i]?.kind ?? 'test'} · ${m.items[i]?.severity ?? m.severity}`, 256),
          value: cut(discordEscape(l), 1024),
          inline: false,
        })),
        footer: { text: cut(m.footer, 2048) },
      },
    ],
    allowed_mentions: { parse: [] as string[] },
  };
}

export function emailContent(m: Message) {
  return {
    subject: cut(`[Snowline] ${m.title}`.replace(/[\r\n]+/g, ' '), 200),
    text: [m.title, '', ...m.lines, '', m.footer, ''].join('\n'),
  };
}

/** Telegram's sendMessage body: plain text, so chain data in it is never read as markup or a link preview. */
export function telegramPayload(m: Message, chatId: string) {
  const icon = m.recovered ? '✅' : m.severity === 'critical' ? '🚨' : m.severity === 'warning' ? '⚠️' : 'ℹ️';
  return {
    chat_id: chatId,
    text: cut([`${icon} ${m.title}`, '', ...m.lines.map((l) => `• ${l}`), '', m.footer].join('\n'), 4096),
    link_preview_options: { is_disabled: true },
  };
}

/** One PagerDuty incident per episode: its subject, condition and opening time. */
export const pagerDutyDedupKey = (subject: string, i: Pick<NotificationItem, 'condition' | 'openedMs'>) =>
  `snowline/${subject}/${i.condition}/${i.openedMs}`;

type PagerDutyEvent =
  | { routing_key: string; event_action: 'resolve'; dedup_key: string }
  | {
      routing_key: string;
      event_action: 'trigger';
      dedup_key: string;
      client: string;
      payload: {
        summary: string;
        source: string;
        severity: 'critical' | 'warning' | 'info';
        timestamp: string;
        component: string;
        class: string;
        custom_details: Record<string, string>;
      };
    };

/**
 * The Events API v2 events of one sample's messages: a trigger for each new, worse or lasting item
 * (PagerDuty folds a repeated trigger of one dedup_key into its open incident) and a resolve for each
 * recovery.
 */
export function pagerDutyEvents(
  parts: readonly { n: Pick<Notification, 'subject'>; m: Message }[],
  routingKey: string,
  network: string | undefined,
): PagerDutyEvent[] {
  return parts.flatMap(({ n, m }) =>
    m.items.map((i): PagerDutyEvent => {
      const dedup_key = pagerDutyDedupKey(n.subject, i);
      if (i.kind === 'recovered') return { routing_key: routingKey, event_action: 'resolve', dedup_key };
      const stage = i.stage ? ` (${i.stage})` : '';
      return {
        routing_key: routingKey,
        event_action: 'trigger',
        dedup_key,
        client: 'Snowline',
        payload: {
          summary: cut(`${m.validator}: ${CONDITION_LABELS[i.condition]}${stage}: ${i.detail}`, 1024),
          source: cut(`snowline${network ? ` (${network})` : ''}`, 255),
          severity: i.severity,
          timestamp: m.atIso,
          component: cut(m.validator, 255),
          class: i.condition,
          custom_details: { observed: m.footer, since: new Date(i.openedMs).toISOString() },
        },
      };
    }),
  );
}

/** A test incident: triggered, then resolved at once, so no one stays paged. */
export function pagerDutyTestEvents(m: Message, routingKey: string, channelID: number): PagerDutyEvent[] {
  const dedup_key = `snowline/test/${channelID}/${m.atIso}`;
  return [
    {
      routing_key: routingKey,
      event_action: 'trigger',
      dedup_key,
      client: 'Snowline',
      payload: {
        summary: cut(m.title, 1024),
        source: 'snowline',
        severity: m.severity,
        timestamp: m.atIso,
        component: 'test',
        class: 'test',
        custom_details: { note: m.lines.join(' ') },
      },
    },
    { routing_key: routingKey, event_action: 'resolve', dedup_key },
  ];
}
