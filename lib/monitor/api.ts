// The monitoring HTTP API behind app/api/monitor/*: watchlist (read, add/update, remove), alerts
// (read, retry a failed delivery) and a node's uptime history. Route files only forward to these.
import { z } from 'zod';
import { isNodeID } from '@/lib/schemas/text-formats';
import type { ServerConfig } from '@/lib/server/config';
import { watchlistWriteAccess, watchlistWritePolicy } from './access';
import type { Monitor } from './instance';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
  });
const problem = (status: number, error: string) => json({ error }, status);

export const watchRequest = z.object({
  nodeID: z.string().trim().refine(isNodeID, 'not a node id (NodeID-…)'),
  /** Percent; omitted or null: the default requirement (80%, 90% after Helicon). */
  threshold: z.number().min(0).max(100).nullish(),
});

/** Sampler status shown beside the watchlist: is it running, when did it last sample, did it fail. */
export function monitorStatus(m: Monitor) {
  const last = m.store.lastRun();
  const lastOk = m.store.lastSuccessfulRun();
  return {
    enabled: m.config.enabled,
    sampleMs: m.config.sampleMs,
    webhookConfigured: m.config.webhookUrl !== undefined,
    lastSampleMs: lastOk?.atMs ?? null,
    lastSampleValidators: lastOk?.validators ?? null,
    lastError: last?.error ?? null,
    deliveries: m.store.deliveryCounts(),
  };
}

export function getWatchlist(m: Monitor, config: ServerConfig): Response {
  return json({ policy: watchlistWritePolicy(config), status: monitorStatus(m), entries: m.store.watchlist() });
}

export async function postWatch(req: Request, m: Monitor, config: ServerConfig): Promise<Response> {
  const access = watchlistWriteAccess(req, config);
  if (!access.allowed) return problem(access.status, access.reason);
  let body: unknown;
  try {
    body = await req.json();
  } catch {
    return problem(400, 'body must be JSON');
  }
  const parsed = watchRequest.safeParse(body);
  if (!parsed.success) return problem(400, parsed.error.issues.map((i) => i.message).join('; '));
  const entry = m.store.watch(parsed.data.nodeID, parsed.data.threshold ?? null, Date.now());
  // Evaluate right away so a node that is already down alerts now, not one interval later.
  if (m.config.enabled) await m.sampler.sample().catch(() => undefined);
  return json({ entry: m.store.watchEntry(entry.nodeID) ?? entry }, 201);
}

export function deleteWatch(req: Request, m: Monitor, config: ServerConfig): Response {
  const access = watchlistWriteAccess(req, config);
  if (!access.allowed) return problem(access.status, access.reason);
  const nodeID = new URL(req.url).searchParams.get('nodeID') ?? '';
  if (!isNodeID(nodeID)) return problem(400, 'not a node id (NodeID-…)');
  return m.store.unwatch(nodeID) ? json({ removed: nodeID }) : problem(404, 'not on the watchlist');
}

export function getAlerts(req: Request, m: Monitor): Response {
  const sp = new URL(req.url).searchParams;
  const nodeID = sp.get('nodeID') ?? undefined;
  if (nodeID !== undefined && !isNodeID(nodeID)) return problem(400, 'not a node id (NodeID-…)');
  const limit = Number(sp.get('limit') ?? 100);
  return json({
    status: monitorStatus(m),
    alerts: m.store.alerts({ nodeID, limit: Number.isFinite(limit) ? limit : 100 }),
  });
}

/** POST {retry: alertId}: sends a failed (or never configured) alert again. */
export async function postAlertRetry(req: Request, m: Monitor, config: ServerConfig): Promise<Response> {
  const access = watchlistWriteAccess(req, config);
  if (!access.allowed) return problem(access.status, access.reason);
  const parsed = z.object({ retry: z.number().int().positive() }).safeParse(await req.json().catch(() => null));
  if (!parsed.success) return problem(400, 'expected {"retry": <alert id>}');
  if (!m.config.webhookUrl) return problem(409, 'no webhook is configured (SNOWLINE_ALERT_WEBHOOK_URL)');
  if (!m.store.retryAlert(parsed.data.retry, Date.now())) return problem(409, 'only a failed delivery can be retried');
  await m.sampler.deliverNow();
  return json({ alert: m.store.alert(parsed.data.retry) });
}

export function getHistory(req: Request, nodeID: string, m: Monitor): Response {
  if (!isNodeID(nodeID)) return problem(400, 'not a node id (NodeID-…)');
  const since = Number(new URL(req.url).searchParams.get('since') ?? 0);
  const samples = m.store.history(nodeID, Number.isFinite(since) ? since : 0);
  return json({
    nodeID,
    sampleMs: m.config.sampleMs,
    // Compact columns: a long history stays small on the wire.
    atMs: samples.map((s) => s.atMs),
    uptime: samples.map((s) => s.uptime),
    connected: samples.map((s) => s.connected),
  });
}
