// Sends one sample's rendered notifications (one validator's, or several validators' combined) to one
// channel as one message (PagerDuty: one event per item); answers null or the reason it failed.
// Webhook-like channels POST JSON (Slack, Discord, Telegram and PagerDuty answer 2xx on success);
// email goes through the channel's SMTP server with nodemailer. "Send a test" goes the same ways.
import nodemailer from 'nodemailer';
import type { Channel, ChannelSecret, Notification } from '@/lib/store/monitor/graded-records';
import { postOnce } from '@/lib/monitor/webhook';
import {
  discordPayload,
  emailContent,
  pagerDutyEvents,
  pagerDutyTestEvents,
  slackPayload,
  telegramPayload,
  webhookGroupJson,
  webhookJson,
} from './formats';
import { combineMessages, testMessage, type Message, type MessageContext } from './message';
import { serviceUrl } from './service-urls';

const SMTP_TIMEOUT_MS = 15_000;

/** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://…:465 (TLS from the start). */
function smtpOptions(smtpUrl: string) {
  const u = new URL(smtpUrl);
  const secure = u.protocol === 'smtps:';
  return {
    host: u.hostname,
    port: u.port ? Number(u.port) : secure ? 465 : 587,
    secure,
    auth: u.username ? { user: decodeURIComponent(u.username), pass: decodeURIComponent(u.password) } : undefined,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  };
}

type Part = { n: Omit<Notification, 'deliveries'>; m: Message };

async function sendEmail(secret: ChannelSecret, m: Message): Promise<string | null> {
  if (!('smtpUrl' in secret)) return 'the channel has no SMTP settings';
  try {
    const transport = nodemailer.createTransport(smtpOptions(secret.smtpUrl));
    try {
      await transport.sendMail({ from: secret.from, to: secret.to, ...emailContent(m) });
    } finally {
      transport.close();
    }
    return null;
  } catch (e) {
    // The reason, never the SMTP URL (it carries the password).
    const err = e as Error & { code?: string; responseCode?: number };
    return `email not sent: ${err.responseCode ?? err.code ?? 'error'} ${err.message.replace(/\w+:\/\/\S+/g, '<url>')}`.trim();
  }
}

/** PagerDuty's events, one POST each, in order (a resolve after its trigger); the first failure stops. */
async function sendPagerDuty(doFetch: typeof fetch, events: readonly unknown[]): Promise<string | null> {
  const base = serviceUrl('pagerduty');
  if ('error' in base) return base.error;
  for (const e of events) {
    const error = await postOnce(doFetch, base.url, e);
    if (error) return error.replace(/^webhook/, 'PagerDuty');
  }
  return null;
}

async function sendTelegram(doFetch: typeof fetch, secret: ChannelSecret, m: Message): Promise<string | null> {
  if (!('botToken' in secret)) return 'the channel has no bot token';
  const base = serviceUrl('telegram');
  if ('error' in base) return base.error;
  const error = await postOnce(
    doFetch,
    `${base.url}/bot${secret.botToken}/sendMessage`,
    telegramPayload(m, secret.chatId),
  );
  return error?.replace(/^webhook/, 'Telegram') ?? null;
}

export async function sendToChannel(
  channel: Channel,
  parts: readonly Part[],
  opts: { fetch?: typeof fetch; networkName?: string },
): Promise<string | null> {
  const secret = channel.secret;
  const doFetch = opts.fetch ?? fetch;
  const m = combineMessages(parts.map((p) => p.m));
  switch (channel.kind) {
    case 'email':
      return sendEmail(secret, m);
    case 'telegram':
      return sendTelegram(doFetch, secret, m);
    case 'pagerduty':
      if (!('routingKey' in secret)) return 'the channel has no routing key';
      return sendPagerDuty(doFetch, pagerDutyEvents(parts, secret.routingKey, opts.networkName));
  }
  if (!('url' in secret)) return 'the channel has no URL';
  const body =
    channel.kind === 'slack'
      ? slackPayload(m)
      : channel.kind === 'discord'
        ? discordPayload(m)
        : parts.length === 1
          ? webhookJson(parts[0]!.n, m, opts.networkName)
          : webhookGroupJson(parts, m, opts.networkName);
  return postOnce(doFetch, secret.url, body);
}

/** "Send a test": a test message to one channel now, outside the outbox; null or why it failed. */
export async function sendTest(
  channel: Channel,
  opts: { fetch?: typeof fetch; context: MessageContext; nowMs: number },
): Promise<string | null> {
  const m = testMessage(channel.name, channel.minSeverity, opts.context, opts.nowMs);
  const doFetch = opts.fetch ?? fetch;
  const secret = channel.secret;
  switch (channel.kind) {
    case 'email':
      return sendEmail(secret, m);
    case 'telegram':
      return sendTelegram(doFetch, secret, m);
    case 'pagerduty':
      if (!('routingKey' in secret)) return 'the channel has no routing key';
      return sendPagerDuty(doFetch, pagerDutyTestEvents(m, secret.routingKey, channel.id));
  }
  if (!('url' in secret)) return 'the channel has no URL';
  const body =
    channel.kind === 'slack'
      ? slackPayload(m)
      : channel.kind === 'discord'
        ? discordPayload(m)
        : {
            type: 'snowline.test',
            channel: channel.name,
            severity: m.severity,
            observedAt: m.atIso,
            network: opts.context.networkName ?? null,
            title: m.title,
            text: [...m.lines, m.footer].join('\n'),
          };
  return postOnce(doFetch, secret.url, body);
}
