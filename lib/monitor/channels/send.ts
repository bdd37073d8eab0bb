// Sends one sample's rendered notifications (one validator's, or several validators' combined) to one
// channel as one message; answers null or the reason it failed. Webhook-like
// channels POST JSON (Slack and Discord answer 2xx on success); email goes through the channel's
// SMTP server with nodemailer.
import nodemailer from 'nodemailer';
import type { Channel, Notification } from '@/lib/store/monitor/graded-records';
import { postOnce } from '@/lib/monitor/webhook';
import { discordPayload, emailContent, slackPayload, webhookGroupJson, webhookJson } from './formats';
import { combineMessages, type Message } from './message';

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

export async function sendToChannel(
  channel: Channel,
  parts: readonly { n: Omit<Notification, 'deliveries'>; m: Message }[],
  opts: { fetch?: typeof fetch; networkName?: string },
): Promise<string | null> {
  const secret = channel.secret;
  const m = combineMessages(parts.map((p) => p.m));
  if (channel.kind === 'email') {
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
  if (!('url' in secret)) return 'the channel has no URL';
  const body =
    channel.kind === 'slack'
      ? slackPayload(m)
      : channel.kind === 'discord'
        ? discordPayload(m)
        : parts.length === 1
          ? webhookJson(parts[0]!.n, m, opts.networkName)
          : webhookGroupJson(parts, m, opts.networkName);
  return postOnce(opts.fetch ?? fetch, secret.url, body);
}
