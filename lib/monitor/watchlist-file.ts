// The watchlist as a file: exported as JSON and imported on another instance. It carries watched
// validators with their thresholds and condition settings, watched L1 validators and, in operator mode,
// the ICM watches added in the UI; never channels (their URLs are secrets) nor state (each instance
// observes for itself).
import { z } from 'zod';
import { problem, reply } from '@/lib/api/reply';
import { isCb58Id, isNodeID } from '@/lib/schemas/text-formats';
import { readJsonBody } from '@/lib/server/json-body';
import { refuseRead, refuseWrite, type MonitorApiContext } from './api';
import { settingsShape } from './graded-api';
import { icmWatchShape } from './icm-watch-api';
import type { Monitor } from './instance';

const MAX_IMPORT_BYTES = 512 * 1024;

const watchlistFile = z.object({
  format: z.literal('snowline.watchlist'),
  version: z.literal(1),
  watchlist: z
    .array(
      z.object({
        nodeID: z.string().refine(isNodeID, 'not a node id'),
        threshold: z.number().min(0).max(100).nullable(),
        settings: settingsShape.default({}),
      }),
    )
    .max(5000),
  l1: z
    .array(
      z.object({
        validationID: z.string().refine(isCb58Id, 'not a validation id'),
        nodeID: z.string().refine(isNodeID, 'not a node id'),
        subnetID: z.string().refine(isCb58Id, 'not a subnet id'),
        settings: settingsShape.default({}),
      }),
    )
    .max(5000)
    .default([]),
  icm: z.array(icmWatchShape).max(5000).default([]),
});

export async function exportWatchlist(req: Request, m: Monitor, ctx: MonitorApiContext) {
  const refused = await refuseRead(req, ctx);
  if (refused) return refused;
  const operatorMode = ctx.config.mode === 'operator';
  const [entries, l1, icm] = await Promise.all([
    m.store.watchlist(),
    m.store.l1Watches(),
    operatorMode ? m.store.icmWatches() : [],
  ]);
  const watchlist = [];
  for (const e of entries) {
    watchlist.push({
      nodeID: e.nodeID,
      threshold: e.threshold,
      settings: (await m.store.watchSettings(e.nodeID)) ?? {},
    });
  }
  const body = {
    format: 'snowline.watchlist',
    version: 1,
    exportedAt: new Date().toISOString(),
    watchlist,
    l1: l1.map(({ validationID, nodeID, subnetID, settings }) => ({ validationID, nodeID, subnetID, settings })),
    ...(operatorMode && { icm: icm.map(({ address, stuckMinutes }) => ({ address, stuckMinutes })) }),
  };
  return new Response(JSON.stringify(body, null, 2), {
    headers: {
      'content-type': 'application/json',
      'content-disposition': 'attachment; filename="snowline-watchlist.json"',
      'cache-control': 'no-store',
    },
  });
}

/** Adds every entry of the file, all or none (an entry already watched takes the file's threshold and settings). */
export async function importWatchlist(req: Request, m: Monitor, ctx: MonitorApiContext) {
  const refused = await refuseWrite(req, ctx);
  if (refused) return refused;
  const b = await readJsonBody(req, MAX_IMPORT_BYTES);
  if (!b.ok) return problem(b.status, b.error);
  const parsed = watchlistFile.safeParse(b.value);
  if (!parsed.success) {
    return problem(
      400,
      parsed.error.issues
        .slice(0, 5)
        .map((i) => `${i.path.join('.')}: ${i.message}`)
        .join('; '),
    );
  }
  // ICM watches are kept in operator mode only; the environment's are set there, not from a file.
  const env = new Set(m.envIcmWatches.map((w) => w.address));
  const icm = ctx.config.mode === 'operator' ? parsed.data.icm.filter((w) => !env.has(w.address)) : [];
  // One transaction: a failure part-way leaves the watchlist as it was, not half imported.
  await m.store.importWatchlist({ ...parsed.data, icm }, Date.now());
  return reply('monitor.importWatchlist', {
    imported: { watchlist: parsed.data.watchlist.length, l1: parsed.data.l1.length, icm: icm.length },
  });
}
