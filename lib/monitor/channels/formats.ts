// Each channel's own message format:
// - the generic webhook: Snowline's JSON (type "snowline.graded-alert" for one validator;
//   "snowline.graded-alerts", with one of those per validator, when a sample concerns several);
// - Slack incoming webhooks: {text, blocks} with mrkdwn sections (Slack escapes only &, < and >);
// - Discord webhooks: {content, embeds[], allowed_mentions} within Discord's field limits, with
//   markdown escaped and every mention disabled.
import type { Notification } from '@/lib/store/monitor/graded-records';
import type { Message } from './message';

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
          name: cut(`${m.items[i]!.kind} · ${m.items[i]!.severity}`, 256),
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
