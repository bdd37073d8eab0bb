// Sends one sample's rendered notifications (one validator's, or several validators' combined) to one
// channel as one message; answers null or the reason it failed. Webhook-like
// channels POST JSON (Slack and Discord answer 2xx on success); email goes through the channel's
// SMTP server with nodemailer. Every target passes the target policy (./target-policy.ts) first.
import { isIP } from 'node:net';
import nodemailer from 'nodemailer';
import type { Channel, Notification } from '@/lib/store/monitor/graded-records';
import { postOnce } from '@/lib/monitor/webhook';
import { discordPayload, emailContent, slackPayload, webhookGroupJson, webhookJson } from './formats';
import { guardedFetch } from './guarded-fetch';
import { combineMessages, type Message } from './message';
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

export async function sendToChannel(
  channel: Channel,
  parts: readonly { n: Omit<Notification, 'deliveries'>; m: Message }[],
  opts: SendOptions,
): Promise<string | null> {
  const secret = channel.secret;
  const allowPrivate = opts.allowPrivate ?? privateTargetsAllowed();
  const m = combineMessages(parts.map((p) => p.m));
  if (channel.kind === 'email') {
    if (!('smtpUrl' in secret)) return 'the channel has no SMTP settings';
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
  if (!('url' in secret)) return 'the channel has no URL';
  const refused = channelUrlProblem(channel.kind, secret.url, allowPrivate);
  if (refused) return `${channel.kind} not sent: ${refused}`;
  const body =
    channel.kind === 'slack'
      ? slackPayload(m)
      : channel.kind === 'discord'
        ? discordPayload(m)
        : parts.length === 1
          ? webhookJson(parts[0]!.n, m, opts.networkName)
          : webhookGroupJson(parts, m, opts.networkName);
  return postOnce(opts.fetch ?? guardedFetch(allowPrivate), secret.url, body);
}
