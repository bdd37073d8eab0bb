// Sends one sample's rendered notifications (one validator's, or several validators' combined) to one
// channel as one message (PagerDuty: one event per item); answers null or the reason it failed.
// Webhook-like channels POST JSON (Slack, Discord, Telegram and PagerDuty answer 2xx on success);
// email goes through the channel's SMTP server with nodemailer. "Send a test" goes the same ways.
// Every target passes the target policy (./target-policy.ts) first.
import { isIP } from 'node:net';
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
import { guardedFetch } from './guarded-fetch';
import { combineMessages, testMessage, type Message, type MessageContext } from './message';
import { serviceUrl } from './service-urls';
import { channelUrlProblem, privateTargetsAllowed, resolveAllowed } from './target-policy';

const SMTP_TIMEOUT_MS = 15_000;

/**
 * smtp://user:pass@host:587 or smtps://…:465 (TLS from the start). With credentials, STARTTLS is
 * required: a server (or a man in the middle) that does not offer it never sees the AUTH exchange.
 * The connection goes to the address the policy checked, the certificate checked against the name.
 */
async function smtpOptions(smtpUrl: string, opts: SendOptions) {
  const u = new URL(smtpUrl);
  const secure = u.protocol === 'smtps:';
  const hostname = u.hostname.replace(/^\[|\]$/g, '');
  const auth = u.username ? { user: decodeURIComponent(u.username), pass: decodeURIComponent(u.password) } : undefined;
  return {
    host: await resolveAllowed(hostname, opts.allowPrivate ?? privateTargetsAllowed()),
    port: u.port ? Number(u.port) : secure ? 465 : 587,
    secure,
    requireTLS: !secure && auth !== undefined,
    // A name is checked against the certificate (SNI); a literal address against its IP entries.
    tls: { ...(isIP(hostname) ? {} : { servername: hostname }), ...(opts.smtpCa ? { ca: opts.smtpCa } : {}) },
    auth,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  };
}

interface SendOptions {
  /** Replaces the network for webhook-like channels (tests); the default checks every address. */
  fetch?: typeof fetch;
  networkName?: string;
  /** Overrides SNOWLINE_ALERT_PRIVATE_TARGETS. */
  allowPrivate?: boolean;
  /** Extra trusted CA for the SMTP server's certificate (tests). */
  smtpCa?: string;
}

/** The operator's reason for a failed email, never the server's own text (it may name hosts and ports). */
function smtpFailure(err: Error & { code?: string; responseCode?: number }): string {
  if (err.code === 'ETARGETREFUSED') return `email not sent: ${err.message}`;
  if (err.code === 'EAUTH') return 'email not sent: the SMTP server refused the login';
  if (err.code === 'ETLS' || /STARTTLS|certificate/i.test(err.message)) {
    return 'email not sent: no TLS with the SMTP server (not offered, or an untrusted certificate): the login is only sent over TLS';
  }
  if (err.responseCode) return `email not sent: the SMTP server answered ${err.responseCode}`;
  return 'email not sent: SMTP server unreachable or no answer';
}

type Part = { n: Omit<Notification, 'deliveries'>; m: Message };

async function sendEmail(secret: ChannelSecret, m: Message, opts: SendOptions): Promise<string | null> {
  if (!('smtpUrl' in secret)) return 'the channel has no SMTP settings';
  const allowPrivate = opts.allowPrivate ?? privateTargetsAllowed();
  const refused = channelUrlProblem('email', secret.smtpUrl, allowPrivate);
  if (refused) return `email not sent: ${refused}`;
  try {
    const transport = nodemailer.createTransport(await smtpOptions(secret.smtpUrl, { ...opts, allowPrivate }));
    try {
      await transport.sendMail({ from: secret.from, to: secret.to, ...emailContent(m) });
    } finally {
      transport.close();
    }
    return null;
  } catch (e) {
    // The reason, never the SMTP URL (it carries the password); details to the server's log.
    const err = e as Error & { code?: string; responseCode?: number };
    console.warn(
      `[monitor] email via ${new URL(secret.smtpUrl).host} failed: ${err.code ?? err.responseCode ?? err.name}`,
    );
    return smtpFailure(err);
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
  opts: SendOptions,
): Promise<string | null> {
  const m = combineMessages(parts.map((p) => p.m));
  return deliver(channel, m, opts, {
    pagerDuty: (routingKey) => pagerDutyEvents(parts, routingKey, opts.networkName),
    webhook: () =>
      parts.length === 1 ? webhookJson(parts[0]!.n, m, opts.networkName) : webhookGroupJson(parts, m, opts.networkName),
  });
}

/** "Send a test": a test message to one channel now, outside the outbox; null or why it failed. */
export async function sendTest(
  channel: Channel,
  opts: SendOptions & { context: MessageContext; nowMs: number },
): Promise<string | null> {
  const m = testMessage(channel.name, channel.minSeverity, opts.context, opts.nowMs);
  return deliver(channel, m, opts, {
    pagerDuty: (routingKey) => pagerDutyTestEvents(m, routingKey, channel.id),
    webhook: () => ({
      type: 'snowline.test',
      channel: channel.name,
      severity: m.severity,
      observedAt: m.atIso,
      network: opts.context.networkName ?? null,
      title: m.title,
      text: [...m.lines, m.footer].join('\n'),
    }),
  });
}

/** Sends `m` by the channel's kind; what PagerDuty and a plain webhook receive is the caller's. */
async function deliver(
  channel: Channel,
  m: Message,
  opts: SendOptions,
  bodies: {
    pagerDuty: (routingKey: string) => readonly unknown[];
    webhook: () => unknown;
  },
): Promise<string | null> {
  const secret = channel.secret;
  const allowPrivate = opts.allowPrivate ?? privateTargetsAllowed();
  const doFetch = opts.fetch ?? guardedFetch(allowPrivate);
  switch (channel.kind) {
    case 'email':
      return sendEmail(secret, m, opts);
    case 'telegram':
      return sendTelegram(doFetch, secret, m);
    case 'pagerduty':
      if (!('routingKey' in secret)) return 'the channel has no routing key';
      return sendPagerDuty(doFetch, bodies.pagerDuty(secret.routingKey));
  }
  if (!('url' in secret)) return 'the channel has no URL';
  const refused = channelUrlProblem(channel.kind, secret.url, allowPrivate);
  if (refused) return `${channel.kind} not sent: ${refused}`;
  const body =
    channel.kind === 'slack' ? slackPayload(m) : channel.kind === 'discord' ? discordPayload(m) : bodies.webhook();
  return postOnce(doFetch, secret.url, body);
}
