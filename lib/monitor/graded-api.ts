// The graded-alerting HTTP API behind app/api/monitor/{channels,settings,l1,notifications}:
// - channels (operator only, read and write): a channel's URL or SMTP URL is never sent back, only
//   its kind, name, minimum severity and the host it goes to;
// - a watch's condition settings, and L1 watches (writes need the watchlist's write access);
// - notifications with their episodes and delivery states (public, like the alert history).
import { z } from 'zod';
import { problem, reply } from '@/lib/api/reply';
import type { NotificationsReply } from '@/lib/api/routes/monitor';
import { csvCell } from '@/lib/format/csv-cell';
import type { NodeClient } from '@/lib/client';
import { isRpcError } from '@/lib/rpc/errors';
import { isCb58Id, isNodeID } from '@/lib/schemas/text-formats';
import {
  CHANNEL_KINDS,
  CONDITION_KINDS,
  SEVERITIES,
  type Channel,
  type ChannelSecret,
  type Delivery,
  type L1Watch,
} from '@/lib/store/monitor/graded-records';
import { channelUrlProblem, privateTargetsAllowed } from './channels/target-policy';
import { hidesWatched, refuseRead, refuseWrite, writeRequest, type MonitorApiContext } from './api';
import { itemLine } from './channels/message';
import { sendTest } from './channels/send';
import { serviceUrl } from './channels/service-urls';
import { VERSION_PATTERN } from './graded/defaults';
import { ENV_CHANNEL_NAME, isEnvChannel } from './graded/env-channel';
import type { Monitor } from './instance';

const MAX_BODY_BYTES = 8192;

/** Where a channel goes, in words: a host, "to via host", a Telegram chat, PagerDuty's host. */
function channelTarget(secret: ChannelSecret): string {
  const hostOf = (r: { url: string } | { error: string }) => ('url' in r ? new URL(r.url).host : '(unset)');
  if ('url' in secret) return new URL(secret.url).host;
  if ('smtpUrl' in secret) return `${secret.to} via ${new URL(secret.smtpUrl).host}`;
  if ('botToken' in secret) return `chat ${secret.chatId} via ${hostOf(serviceUrl('telegram'))}`;
  return hostOf(serviceUrl('pagerduty'));
}

/** What a browser may see of a channel: never its URL's path, query or credentials. */
function publicChannel(c: Channel) {
  let target = '';
  try {
    target = channelTarget(c.secret);
  } catch {
    target = '(invalid)';
  }
  return {
    id: c.id,
    kind: c.kind,
    name: c.name,
    minSeverity: c.minSeverity,
    target,
    createdMs: c.createdMs,
    // Set in the server's environment: changed there, not through the API.
    fromEnv: isEnvChannel(c),
  };
}

const ENV_CHANNEL_FIXED = `that channel is set in the server's environment (${ENV_CHANNEL_NAME}, SNOWLINE_ALERT_WEBHOOK_MIN_SEVERITY): change it there`;

async function envChannel(m: Monitor, id: number) {
  return (await m.store.channels()).some((c) => c.id === id && isEnvChannel(c));
}

/** A channel's URL, checked by the target policy for its kind (read at each request: tests set it). */
const targetUrl = (kind: 'webhook' | 'slack' | 'discord' | 'email') =>
  z
    .string()
    .trim()
    .max(2000)
    .superRefine((u, c) => {
      const problem = channelUrlProblem(kind, u, privateTargetsAllowed());
      if (problem) c.addIssue({ code: 'custom', message: problem });
    });
const email = z
  .string()
  .trim()
  .max(320)
  .regex(/^[^\s@<>,;"]+@[^\s@<>,;"]+$/, 'expected an email address');

const channelName = z
  .string()
  .trim()
  .min(1)
  .max(80)
  .refine((n) => n !== ENV_CHANNEL_NAME, `${ENV_CHANNEL_NAME} names the webhook set in the environment`);

const urlChannel = <K extends 'webhook' | 'slack' | 'discord'>(kind: K) =>
  z.object({ kind: z.literal(kind), name: channelName, minSeverity: z.enum(SEVERITIES), url: targetUrl(kind) });

const channelRequest = z.discriminatedUnion('kind', [
  urlChannel('webhook'),
  urlChannel('slack'),
  urlChannel('discord'),
  z.object({
    kind: z.literal('email'),
    name: channelName,
    minSeverity: z.enum(SEVERITIES),
    smtpUrl: targetUrl('email'),
    from: email,
    to: email,
  }),
  z.object({
    kind: z.literal('telegram'),
    name: channelName,
    minSeverity: z.enum(SEVERITIES),
    // BotFather's token ("123456789:AA…"), and a chat id (a number, negative for groups) or @channel.
    botToken: z
      .string()
      .trim()
      .regex(/^\d{1,20}:[A-Za-z0-9_-]{30,100}$/, 'expected a bot token from BotFather (123456789:AA…)'),
    chatId: z
      .string()
      .trim()
      .regex(/^(-?\d{1,20}|@[A-Za-z][A-Za-z0-9_]{4,31})$/, 'expected a chat id (a number) or @channelname'),
  }),
  z.object({
    kind: z.literal('pagerduty'),
    name: channelName,
    minSeverity: z.enum(SEVERITIES),
    // An Events API v2 integration's routing (integration) key: 32 letters and digits.
    routingKey: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{32}$/, 'expected an Events API v2 integration key (32 letters and digits)'),
  }),
]);

const issues = (e: z.ZodError) => e.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ');

export async function getChannels(req: Request, m: Monitor, ctx: MonitorApiContext) {
  const refused = await refuseWrite(req, ctx);
  if (refused) return refused;
  return reply('monitor.channels', { kinds: CHANNEL_KINDS, channels: (await m.store.channels()).map(publicChannel) });
}

export async function postChannel(req: Request, m: Monitor, ctx: MonitorApiContext) {
  const b = await writeRequest(req, ctx, channelRequest, MAX_BODY_BYTES, issues);
  if (!b.ok) return b.res;
  const v = b.value;
  const secret: ChannelSecret =
    v.kind === 'email'
      ? { smtpUrl: v.smtpUrl, from: v.from, to: v.to }
      : v.kind === 'telegram'
        ? { botToken: v.botToken, chatId: v.chatId }
        : v.kind === 'pagerduty'
          ? { routingKey: v.routingKey }
          : { url: v.url };
  const c = await m.store.addChannel({
    kind: v.kind,
    name: v.name,
    minSeverity: v.minSeverity,
    secret,
    createdMs: Date.now(),
  });
  return reply('monitor.addChannel', { channel: publicChannel(c) }, { status: 201 });
}

const testRequest = z.object({ id: z.number().int().positive() });

/** "Send a test": one test message to the channel now; answers whether it arrived, or why not. */
export async function postChannelTest(req: Request, m: Monitor, ctx: MonitorApiContext & { fetch?: typeof fetch }) {
  const b = await writeRequest(req, ctx, testRequest, MAX_BODY_BYTES, issues);
  if (!b.ok) return b.res;
  const channel = (await m.store.channels()).find((c) => c.id === b.value.id);
  if (!channel) return problem(404, 'no such channel');
  const error = await sendTest(channel, {
    fetch: ctx.fetch,
    context: { observedBy: 'the operator' },
    nowMs: Date.now(),
  });
  return error === null
    ? reply('monitor.testChannel', { sent: channel.id })
    : problem(502, `the test was not delivered: ${error}`);
}

const severityRequest = z.object({ id: z.number().int().positive(), minSeverity: z.enum(SEVERITIES) });

export async function patchChannel(req: Request, m: Monitor, ctx: MonitorApiContext) {
  const b = await writeRequest(req, ctx, severityRequest, MAX_BODY_BYTES, issues);
  if (!b.ok) return b.res;
  if (await envChannel(m, b.value.id)) return problem(409, ENV_CHANNEL_FIXED);
  return (await m.store.setChannelSeverity(b.value.id, b.value.minSeverity))
    ? reply('monitor.channelSeverity', { updated: b.value.id })
    : problem(404, 'no such channel');
}

export async function deleteChannel(req: Request, m: Monitor, ctx: MonitorApiContext) {
  const refused = await refuseWrite(req, ctx);
  if (refused) return refused;
  const id = Number(new URL(req.url).searchParams.get('id'));
  if (!Number.isSafeInteger(id) || id <= 0) return problem(400, 'expected ?id=<channel id>');
  if (await envChannel(m, id)) return problem(409, ENV_CHANNEL_FIXED);
  return (await m.store.removeChannel(id))
    ? reply('monitor.removeChannel', { removed: id })
    : problem(404, 'no such channel');
}

const days = z.array(z.number().positive().max(365)).min(1).max(5);
export const settingsShape = z
  .object({
    disconnectedSamples: z.number().int().min(1).max(1000),
    stakeEndingDays: days,
    runwayDays: days,
    minVersion: z.string().trim().regex(VERSION_PATTERN, 'expected a version such as 1.13.0'),
    delegationFullPercent: z.number().min(1).max(100),
    off: z.array(z.enum(CONDITION_KINDS)).max(CONDITION_KINDS.length),
  })
  .partial()
  .strict();

const settingsRequest = z.object({
  nodeID: z.string().trim().refine(isNodeID, 'not a node id (NodeID-…)'),
  settings: settingsShape,
});

export async function getSettings(req: Request, m: Monitor, ctx: MonitorApiContext) {
  const refused = await refuseRead(req, ctx);
  if (refused) return refused;
  const nodeID = new URL(req.url).searchParams.get('nodeID') ?? '';
  if (!isNodeID(nodeID)) return problem(400, 'not a node id (NodeID-…)');
  const settings = await m.store.watchSettings(nodeID);
  if (!settings) return problem(404, 'not on the watchlist');
  const { reminderMs, ...defaults } = m.graded;
  return reply('monitor.settings', { nodeID, settings, defaults, reminderMs });
}

export async function postSettings(req: Request, m: Monitor, ctx: MonitorApiContext) {
  const b = await writeRequest(req, ctx, settingsRequest, MAX_BODY_BYTES, issues);
  if (!b.ok) return b.res;
  return (await m.store.setWatchSettings(b.value.nodeID, b.value.settings))
    ? reply('monitor.saveSettings', { nodeID: b.value.nodeID, settings: b.value.settings })
    : problem(404, 'not on the watchlist: watch it first');
}

const l1Request = z.union([
  z.object({
    validationID: z.string().trim().refine(isCb58Id, 'not a validation id'),
    settings: settingsShape.optional(),
  }),
  z.object({
    nodeID: z.string().trim().refine(isNodeID, 'not a node id (NodeID-…)'),
    subnetID: z.string().trim().refine(isCb58Id, 'not an L1 (subnet) id'),
    settings: settingsShape.optional(),
  }),
]);

export type L1Client = {
  platform: Pick<NodeClient['platform'], 'getL1Validator' | 'getCurrentValidators'>;
};

/** A watch with the stages in force for it (its own, or the server's): its runway reads against them. */
const withStages = (m: Monitor, w: L1Watch) => ({ ...w, runwayDays: w.settings.runwayDays ?? m.graded.runwayDays });

export async function getL1Watches(req: Request, m: Monitor, ctx: MonitorApiContext) {
  const refused = await refuseRead(req, ctx);
  if (refused) return refused;
  return reply('monitor.l1Watches', { watches: (await m.store.l1Watches()).map((w) => withStages(m, w)) });
}

/** Watch an L1 validator by validation id, or by node id and L1 (resolved to its validation id now). */
export async function postL1Watch(req: Request, m: Monitor, ctx: MonitorApiContext & { client: L1Client }) {
  const b = await writeRequest(req, ctx, l1Request, MAX_BODY_BYTES, issues);
  if (!b.ok) return b.res;
  let target: { validationID: string; nodeID: string; subnetID: string };
  try {
    if ('validationID' in b.value) {
      const v = await ctx.client.platform.getL1Validator({ validationID: b.value.validationID });
      target = { validationID: b.value.validationID, nodeID: v.nodeID, subnetID: v.subnetID };
    } else {
      const { nodeID, subnetID } = b.value;
      const { validators } = await ctx.client.platform.getCurrentValidators({ subnetID, nodeIDs: [nodeID] });
      const v = validators.find((x) => x.nodeID === nodeID && x.validationID);
      if (!v?.validationID) return problem(404, `${nodeID} is not an ACP-77 validator of that L1`);
      target = { validationID: v.validationID, nodeID, subnetID };
    }
  } catch (e) {
    if (isRpcError(e)) return problem(404, `the node does not know that L1 validator: ${e.rpcMessage.slice(0, 200)}`);
    throw e;
  }
  const w = await m.store.watchL1({ ...target, settings: b.value.settings ?? {} }, Date.now());
  if (m.leader?.leading) await m.sampler.sample().catch(() => undefined);
  const now = (await m.store.l1Watches()).find((x) => x.validationID === w.validationID) ?? w;
  return reply('monitor.watchL1', { watch: withStages(m, now) }, { status: 201 });
}

export async function deleteL1Watch(req: Request, m: Monitor, ctx: MonitorApiContext) {
  const refused = await refuseWrite(req, ctx);
  if (refused) return refused;
  const id = new URL(req.url).searchParams.get('validationID') ?? '';
  if (!isCb58Id(id)) return problem(400, 'not a validation id');
  return (await m.store.unwatchL1(id)) ? reply('monitor.unwatchL1', { removed: id }) : problem(404, 'not watched');
}

/** Most messages one CSV export holds (the alert list's bound): the newest, with the list's filter. */
const NOTIFICATIONS_CSV_MAX = 1000;

type NamedNotification = NotificationsReply['notifications'][number];

/** Graded alert messages as CSV: one line each, its items and each channel's delivery state. */
function notificationsCsv(rows: readonly NamedNotification[]): Response {
  const lines = [['time_utc', 'subject', 'severity', 'items', 'deliveries']];
  for (const n of rows)
    lines.push([
      new Date(n.atMs).toISOString(),
      n.subject,
      n.severity,
      n.items.map(itemLine).join('; '),
      n.deliveries
        .map((d) => {
          const who = d.channelKind === null ? 'removed channel' : (d.channelName ?? d.channelKind);
          return `${who}: ${d.state}${d.state !== 'delivered' && d.lastError ? ` (${d.lastError})` : ''}`;
        })
        .join('; '),
    ]);
  return new Response(lines.map((l) => l.map(csvCell).join(',')).join('\n') + '\n', {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="alert-messages.csv"',
      'cache-control': 'no-store',
    },
  });
}

export async function getNotifications(req: Request, m: Monitor, ctx: MonitorApiContext) {
  const sp = new URL(req.url).searchParams;
  const subject = sp.get('subject') ?? undefined;
  const icm = subject?.startsWith('icm:') && /^icm:0x[0-9a-f]{40}$/.test(subject);
  if (
    subject !== undefined &&
    !icm &&
    !isNodeID(subject) &&
    !(subject.startsWith('l1:') && isCb58Id(subject.slice(3)))
  ) {
    return problem(400, 'subject: a node id, l1:<validation id> or icm:<0x address>');
  }
  // In operator mode the subjects are usually the operator's own validators (lib/monitor/api.ts).
  const csv = sp.get('format') === 'csv';
  if (await hidesWatched(req, ctx)) {
    if (csv) return notificationsCsv([]);
    return reply('monitor.notifications', {
      open: [],
      notifications: [],
      reminderMs: m.graded.reminderMs,
      hidden: true,
    });
  }
  const b = sp.get('before');
  if (b !== null && !/^[1-9]\d{0,15}$/.test(b)) return problem(400, 'before must be a message id');
  const before = b === null ? undefined : Number(b);
  // One more than the page (the store's most is 1,000), to know whether an older page exists.
  const asked = Number(sp.get('limit') ?? 100);
  const limit = csv
    ? NOTIFICATIONS_CSV_MAX
    : Math.min(Math.max(Number.isFinite(asked) ? Math.floor(asked) : 100, 1), 999);
  const [open, rows] = await Promise.all([
    m.store.openEpisodes(),
    m.store.notifications({ subject, before, limit: csv ? limit : limit + 1 }),
  ]);
  const notifications = rows.slice(0, limit);
  const next = rows.length > limit ? notifications[notifications.length - 1]!.id : null;
  // A delivery error may name a channel's host (an SMTP server's name), and a channel's name is the
  // operator's: for the operator only; everyone sees the kind of channel each delivery went to.
  const operator = (await refuseWrite(req, ctx)) === null;
  const channels = new Map((await m.store.channels()).map((c) => [c.id, c]));
  const named = (d: Delivery) => {
    const c = channels.get(d.channelID);
    return {
      ...d,
      channelKind: c?.kind ?? null,
      channelName: operator ? (c?.name ?? null) : null,
      lastError: operator ? d.lastError : null,
    };
  };
  if (csv) return notificationsCsv(notifications.map((n) => ({ ...n, deliveries: n.deliveries.map(named) })));
  return reply('monitor.notifications', {
    open: subject ? open.filter((e) => e.subject === subject) : open,
    notifications: notifications.map((n) => ({ ...n, deliveries: n.deliveries.map(named) })),
    next,
    reminderMs: m.graded.reminderMs,
  });
}
