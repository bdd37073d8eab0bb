// The operator's ICM watches behind app/api/monitor/icm: messengers and contracts whose stuck or
// failed messages alert (lib/monitor/graded/icm-watch.ts). Operator mode only: a public deployment
// neither lists nor serves them (404). Reading needs what reading the watchlist needs; a change is
// refused cross-site and needs the watchlist's write access, like every monitor write.
import { z } from 'zod';
import { problem, reply } from '@/lib/api/reply';
import type { IcmWatchReply } from '@/lib/api/routes/monitor';
import { refuseRead, refuseWrite, writeRequest, type MonitorApiContext } from './api';
import { DEFAULT_STUCK_MINUTES } from './graded/icm-watch';
import type { Monitor } from './instance';

const MAX_BODY_BYTES = 1024;
/** A week: a message stuck longer than that has long been noticed. */
const MAX_STUCK_MINUTES = 7 * 24 * 60;

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const NOT_ADDRESS = 'expected a 0x address (40 hex digits)';

const address = z.string().trim().regex(ADDRESS, NOT_ADDRESS);
const stuckMinutes = z.number().positive().max(MAX_STUCK_MINUTES);
const watchRequest = z.object({ address, stuckMinutes: stuckMinutes.optional() }).strict();

/** An ICM watch as the watchlist file carries it (lib/monitor/watchlist-file.ts). */
export const icmWatchShape = z.object({
  address: address.transform((a) => a.toLowerCase()),
  stuckMinutes,
});

const issues = (e: z.ZodError) => e.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ');

/** The 404 a public deployment answers with: it has no ICM watches to show or change. */
function notServed(ctx: MonitorApiContext): Response | null {
  return ctx.config.mode === 'operator'
    ? null
    : problem(404, 'ICM watches are kept in operator mode only (SNOWLINE_MODE=operator)');
}

const envChanged = (address: string) =>
  `${address} is watched in the server's environment (SNOWLINE_ICM_WATCH): change it there`;

/** The environment's watches (read-only), then the operator's on other addresses: as the sampler reads them. */
async function watches(m: Monitor): Promise<IcmWatchReply[]> {
  const env = new Set(m.envIcmWatches.map((w) => w.address));
  const stored = (await m.store.icmWatches()).filter((w) => !env.has(w.address));
  return [
    ...m.envIcmWatches.map((w) => ({ ...w, addedMs: null, fromEnv: true })),
    ...stored.map((w) => ({ ...w, fromEnv: false })),
  ];
}

export async function getIcmWatches(req: Request, m: Monitor, ctx: MonitorApiContext) {
  const refused = notServed(ctx) ?? (await refuseRead(req, ctx));
  if (refused) return refused;
  return reply('monitor.icmWatches', { watches: await watches(m) });
}

export async function postIcmWatch(req: Request, m: Monitor, ctx: MonitorApiContext) {
  const off = notServed(ctx);
  if (off) return off;
  const b = await writeRequest(req, ctx, watchRequest, MAX_BODY_BYTES, issues);
  if (!b.ok) return b.res;
  const address = b.value.address.toLowerCase();
  if (m.envIcmWatches.some((w) => w.address === address)) return problem(409, envChanged(address));
  const w = await m.store.watchIcm(
    { address, stuckMinutes: b.value.stuckMinutes ?? DEFAULT_STUCK_MINUTES },
    Date.now(),
  );
  return reply('monitor.watchIcm', { watch: { ...w, fromEnv: false } }, { status: 201 });
}

export async function deleteIcmWatch(req: Request, m: Monitor, ctx: MonitorApiContext) {
  const refused = notServed(ctx) ?? (await refuseWrite(req, ctx));
  if (refused) return refused;
  const address = (new URL(req.url).searchParams.get('address') ?? '').trim().toLowerCase();
  if (!ADDRESS.test(address)) return problem(400, `address: ${NOT_ADDRESS}`);
  if (m.envIcmWatches.some((w) => w.address === address)) return problem(409, envChanged(address));
  return (await m.store.unwatchIcm(address))
    ? reply('monitor.unwatchIcm', { removed: address })
    : problem(404, 'not watched');
}
