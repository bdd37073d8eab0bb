// A validator's uptime history as a chart asks for it: the samples of a range (7 days, 30 days or all)
// brought down on the server to at most a few hundred points, so a year of 15 s samples is not sent
// to every viewer every 15 s. A point stands for a bucket of equal time: its last sample's time, its
// lowest uptime and whether any sample in it was disconnected, so a dip or an outage never vanishes.
import type { Sample } from '@/lib/store/monitor/records';

const UPTIME_RANGES = { '7d': 7 * 86_400_000, '30d': 30 * 86_400_000, all: Infinity } as const;
export type UptimeRange = keyof typeof UPTIME_RANGES;
/** The range a validator's uptime chart opens on. */
export const DEFAULT_UPTIME_RANGE: UptimeRange = '7d';
export const isUptimeRange = (v: string | null): v is UptimeRange => v !== null && Object.hasOwn(UPTIME_RANGES, v);

const MAX_POINTS = 400;

interface UptimeSeries {
  atMs: number[];
  uptime: (number | null)[];
  connected: boolean[];
  /** Samples the points stand for. */
  samples: number;
  /** The newest sample's time (null: none): the client asks again only for newer ones. */
  latestMs: number | null;
}

/** Where a range starts, at `nowMs`. */
export const rangeStart = (range: UptimeRange, nowMs: number) => (range === 'all' ? 0 : nowMs - UPTIME_RANGES[range]);

export function downsample(samples: readonly Pick<Sample, 'atMs' | 'uptime' | 'connected'>[], maxPoints = MAX_POINTS) {
  const out: UptimeSeries = {
    atMs: [],
    uptime: [],
    connected: [],
    samples: samples.length,
    latestMs: samples.length > 0 ? samples[samples.length - 1]!.atMs : null,
  };
  if (samples.length <= maxPoints) {
    for (const s of samples) {
      out.atMs.push(s.atMs);
      out.uptime.push(s.uptime);
      out.connected.push(s.connected);
    }
    return out;
  }
  const first = samples[0]!.atMs;
  const span = Math.max(1, out.latestMs! - first);
  const bucketOf = (atMs: number) => Math.min(maxPoints - 1, Math.floor(((atMs - first) / span) * maxPoints));
  let current = -1;
  for (const s of samples) {
    const b = bucketOf(s.atMs);
    if (b !== current) {
      current = b;
      out.atMs.push(s.atMs);
      out.uptime.push(s.uptime);
      out.connected.push(s.connected);
      continue;
    }
    const i = out.atMs.length - 1;
    out.atMs[i] = s.atMs;
    const u = out.uptime[i]!;
    if (s.uptime !== null && (u === null || s.uptime < u)) out.uptime[i] = s.uptime;
    if (!s.connected) out.connected[i] = false;
  }
  return out;
}
