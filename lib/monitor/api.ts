// The monitoring HTTP API behind app/api/monitor/*: watchlist (read, add/update, remove), the
// watch's in-app alerts (read; channels get the graded ones) and a node's uptime history. Route files only forward to these.
// Every change is refused cross-site, needs write access (lib/monitor/access.ts), and takes a small
// JSON body only.
import { z } from 'zod';
import { problem, reply } from '@/lib/api/reply';
import { callerOf } from '@/lib/auth/caller';
import { crossSiteRefusal } from '@/lib/auth/cross-site';
import { isNodeID } from '@/lib/schemas/text-formats';
import type { ServerConfig } from '@/lib/server/config';
import { readJsonBody } from '@/lib/server/json-body';
import type { SessionStore } from '@/lib/store/sessions/records';
import { alertLimit, type AlertRecord } from '@/lib/store/monitor/records';
import { csvCell } from '@/lib/format/csv-cell';
import { monitorWriteAccess, monitorWritePolicy } from './access';
import type { Monitor } from './instance';
import { downsample, isUptimeRange, rangeStart } from './uptime-series';

/** A watch or a retry is a few dozen bytes. */
const MONITOR_MAX_BODY_BYTES = 4096;

const watchRequest = z.object({
  nodeID: z.string().trim().refine(isNodeID, 'not a node id (NodeID-…)'),
  /** Percent; omitted or null: the default requirement (80%, 90% after Helicon). */
  threshold: z.number().min(0).max(100).nullish(),
});

/** Runs `handler` with the process's monitor; answers 503 when its store cannot open or stops answering. */
export async function withMonitor(open: () => Promise<Monitor>, handler: (m: Monitor) => Promise<Response>) {
  try {
    return await handler(await open());
  } catch (e) {
    console.error(`[snowline monitor] store unavailable: ${(e as Error).message}`);
    return problem(503, 'monitoring is unavailable: its store is not answering (see the server log)');
  }
}

/** What the API needs besides the monitor: the configuration, and (in tests) a session store. */
export interface MonitorApiContext {
  config: ServerConfig;
  sessions?: SessionStore;
}

/** Messages whose deliveries the status counts: the recent ones, so a poll stays cheap. */
const COUNTED_MESSAGES = 100;

/** Sampler status shown beside the watchlist: is it running, when did it last sample, did it fail. */
async function monitorStatus(m: Monitor) {
  const [last, lastOk, recent] = await Promise.all([
    m.store.lastRun(),
    m.store.lastSuccessfulRun(),
    m.store.notifications({ limit: COUNTED_MESSAGES }),
  ]);
  // Every channel's deliveries, the environment's webhook among them.
  const deliveries = { delivered: 0, pending: 0, failed: 0, ofLastMessages: COUNTED_MESSAGES };
  for (const n of recent) for (const d of n.deliveries) deliveries[d.state]++;
  return {
    enabled: m.config.enabled,
    sampleMs: m.config.sampleMs,
    webhookConfigured: m.config.webhookUrl !== undefined,
    webhookMinSeverity: m.config.webhookMinSeverity,
    lastSampleMs: lastOk?.atMs ?? null,
    lastSampleValidators: lastOk?.validators ?? null,
    lastError: last?.error ?? null,
    deliveries,
  };
}

/** Null when the request may change monitoring state, else the refusal. */
export async function refuseWrite(req: Request, ctx: MonitorApiContext): Promise<Response | null> {
  const crossSite = crossSiteRefusal(req, ctx.config);
  if (crossSite) return problem(403, crossSite);
  const caller = await callerOf(req, ctx.config, ctx.sessions);
  if (caller.tokenRefused) return problem(429, caller.tokenRefused);
  const access = monitorWriteAccess(req, ctx.config, caller);
  return access.allowed ? null : problem(access.status, access.reason);
}

/**
 * A change's parsed JSON body, once the caller may change the monitor; otherwise the response that
 * refuses it (not allowed, too large, not JSON, or not what `schema` takes: `invalid` says why).
 */
export async function writeRequest<T>(
  req: Request,
  ctx: MonitorApiContext,
  schema: z.ZodType<T>,
  maxBytes: number,
  invalid: (e: z.ZodError) => string,
): Promise<{ ok: true; value: T } | { ok: false; res: Response }> {
  const refused = await refuseWrite(req, ctx);
  if (refused) return { ok: false, res: refused };
  const body = await readJsonBody(req, maxBytes);
  if (!body.ok) return { ok: false, res: problem(body.status, body.error) };
  const parsed = schema.safeParse(body.value);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, res: problem(400, invalid(parsed.error)) };
}

/**
 * Null when the request may read what names watched validators, else the refusal. In operator mode
 * they are usually the operator's own, so the node's identity: only whoever may change the watchlist
 * reads it. A public deployment's watchlist is public chain data.
 */
export async function refuseRead(req: Request, ctx: MonitorApiContext): Promise<Response | null> {
  if (ctx.config.mode !== 'operator') return null;
  const caller = await callerOf(req, ctx.config, ctx.sessions);
  if (caller.tokenRefused) return problem(429, caller.tokenRefused);
  if (monitorWritePolicy(req, ctx.config, caller) === 'open') return null;
  return problem(401, 'The watchlist names the operator’s validators: it is shown to the signed-in operator only.');
}

/** Whether lists that name watched validators (alerts, notifications) are sent empty, with `hidden: true`. */
export async function hidesWatched(req: Request, ctx: MonitorApiContext): Promise<boolean> {
  return (await refuseRead(req, ctx)) !== null;
}

/**
 * The watchlist with the sampler's status. A visitor of an operator-mode deployment gets the status
 * and the sign-in policy, with `hidden: true` in place of the entries (see refuseRead).
 */
export async function getWatchlist(req: Request, m: Monitor, ctx: MonitorApiContext): Promise<Response> {
  const caller = await callerOf(req, ctx.config, ctx.sessions);
  const policy = monitorWritePolicy(req, ctx.config, caller);
  const hidden = ctx.config.mode === 'operator' && policy !== 'open';
  const [status, entries] = await Promise.all([monitorStatus(m), hidden ? [] : m.store.watchlist()]);
  const operatorMode = ctx.config.mode === 'operator';
  return reply('monitor.watchlist', { policy, operatorMode, status, entries, ...(hidden && { hidden: true }) });
}

export async function postWatch(req: Request, m: Monitor, ctx: MonitorApiContext): Promise<Response> {
  const parsed = await writeRequest(req, ctx, watchRequest, MONITOR_MAX_BODY_BYTES, (e) =>
    e.issues.map((i) => i.message).join('; '),
  );
  if (!parsed.ok) return parsed.res;
  const entry = await m.store.watch(parsed.value.nodeID, parsed.value.threshold ?? null, Date.now());
  // Evaluate right away so a node that is already down alerts now, not one interval later. Only the
  // sampling instance does: two instances evaluating at once could alert twice.
  if (m.leader?.leading) await m.sampler.sample().catch(() => undefined);
  return reply('monitor.watch', { entry: (await m.store.watchEntry(entry.nodeID)) ?? entry }, { status: 201 });
}

export async function deleteWatch(req: Request, m: Monitor, ctx: MonitorApiContext): Promise<Response> {
  const refused = await refuseWrite(req, ctx);
  if (refused) return refused;
  const nodeID = new URL(req.url).searchParams.get('nodeID') ?? '';
  if (!isNodeID(nodeID)) return problem(400, 'not a node id (NodeID-…)');
  return (await m.store.unwatch(nodeID))
    ? reply('monitor.unwatch', { removed: nodeID })
    : problem(404, 'not on the watchlist');
}

/** The newest 1,000 alerts (the store's bound), as CSV: the same filter as the list. */
function alertsCsvReply(alerts: readonly AlertRecord[]): Response {
  const lines = [['time_utc', 'node_id', 'event', 'problems', 'uptime_percent', 'threshold_percent', 'connected']];
  for (const a of alerts)
    lines.push([
      new Date(a.atMs).toISOString(),
      a.nodeID,
      a.event,
      a.problems.join(' '),
      a.uptime === null ? '' : String(a.uptime),
      String(a.threshold),
      a.connected === null ? '' : String(a.connected),
    ]);
  return new Response(lines.map((l) => l.map(csvCell).join(',')).join('\n') + '\n', {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="alerts.csv"',
      'cache-control': 'no-store',
    },
  });
}

export async function getAlerts(req: Request, m: Monitor, ctx: MonitorApiContext): Promise<Response> {
  const sp = new URL(req.url).searchParams;
  const nodeID = sp.get('nodeID') ?? undefined;
  if (nodeID !== undefined && !isNodeID(nodeID)) return problem(400, 'not a node id (NodeID-…)');
  if (await hidesWatched(req, ctx))
    return reply('monitor.alerts', { status: await monitorStatus(m), alerts: [], hidden: true });
  if (sp.get('format') === 'csv') return alertsCsvReply(await m.store.alerts({ nodeID, limit: 1000 }));
  const b = sp.get('before');
  if (b !== null && !/^[1-9]\d{0,15}$/.test(b)) return problem(400, 'before must be an alert id');
  const before = b === null ? undefined : Number(b);
  // One more than the page (the store's most is 1,000), to know whether an older page exists.
  const limit = Math.min(alertLimit(Number(sp.get('limit') ?? 100)), 999);
  const [status, rows] = await Promise.all([monitorStatus(m), m.store.alerts({ nodeID, before, limit: limit + 1 })]);
  const alerts = rows.slice(0, limit);
  const next = rows.length > limit ? alerts[alerts.length - 1]!.id : null;
  return reply('monitor.alerts', { status, alerts, next });
}

/**
 * POST {retry: alertId}: older releases sent each alert to the webhook on its own, and could resend
 * it. Alerts now reach every channel, the environment's webhook among them, as graded notifications
 * whose failed deliveries are retried on their own: there is nothing to resend by hand.
 */
export async function postAlertRetry(req: Request, m: Monitor, ctx: MonitorApiContext): Promise<Response> {
  const refused = await refuseWrite(req, ctx);
  if (refused) return refused;
  return problem(
    409,
    'alerts reach the webhook as graded notifications now (see "Graded alerts"); a failed delivery is retried on its own',
  );
}

/**
 * A node's uptime samples of `?range=` (7d, 30d or all, the default), at most a few hundred points
 * (lib/monitor/uptime-series.ts). With `?newer=<ms>` (the newest sample the client holds) it answers
 * `{unchanged: true}` when nothing newer was sampled, reading no more than that.
 */
export async function getHistory(
  req: Request,
  nodeID: string,
  m: Monitor,
  ctx: MonitorApiContext,
  nowMs = Date.now(),
): Promise<Response> {
  if (!isNodeID(nodeID)) return problem(400, 'not a node id (NodeID-…)');
  const sp = new URL(req.url).searchParams;
  const range = sp.get('range') ?? 'all';
  if (!isUptimeRange(range)) return problem(400, 'range: 7d, 30d or all');
  const newer = sp.get('newer');
  if (newer !== null) {
    const ms = Number(newer);
    if (!Number.isSafeInteger(ms) || ms < 0) return problem(400, 'newer: a time in ms');
    if ((await m.store.history(nodeID, ms + 1)).length === 0)
      return reply('monitor.uptime', { nodeID, unchanged: true });
  }
  const since = Number(sp.get('since') ?? 0);
  const start = Math.max(rangeStart(range, nowMs), Number.isFinite(since) ? since : 0);
  // Compact columns, few points: a long history stays small on the wire.
  const { connected, ...series } = downsample(await m.store.history(nodeID, start));
  // Whom the node is connected to, minus its peers, would name the node itself: for the operator (and
  // on Snowline's own devnet, which has no identity to hide), as in the node answers' public view.
  const shown = ctx.config.embeddedDevnet || (await callerOf(req, ctx.config, ctx.sessions)).operator;
  return reply('monitor.uptime', {
    nodeID,
    sampleMs: m.config.sampleMs,
    range,
    ...series,
    ...(shown && { connected }),
  });
}
