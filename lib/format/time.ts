// Times are shown relative ("5 min ago") with the absolute UTC time beside or on hover.

const UNITS: [unit: Intl.RelativeTimeFormatUnit, seconds: number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

// Built on first use: a formatter loads its locale data, which every page importing this module (most
// do, for absoluteTime) would otherwise pay for while starting, whether or not it shows a relative time.
let rtf: Intl.RelativeTimeFormat | undefined;

/** relativeTime(then, now) → "5 min. ago" / "in 3 days"; `now` is passed in so renders are deterministic. */
export function relativeTime(thenMs: number, nowMs: number): string {
  const diffSec = Math.round((thenMs - nowMs) / 1000);
  const abs = Math.abs(diffSec);
  if (abs < 5) return 'just now';
  for (const [unit, secs] of UNITS) {
    if (abs >= secs) {
      rtf ??= new Intl.RelativeTimeFormat('en', { numeric: 'auto', style: 'short' });
      return rtf.format(Math.trunc(diffSec / secs), unit);
    }
  }
  return 'just now';
}

/** "2026-11-22 03:41:07 UTC": unambiguous whatever the viewer's locale. */
export function absoluteTime(ms: number): string {
  // A Date holds ±8.64e15 ms; toISOString throws past that, and a u64 locktime or stake time from the
  // chain (2^64 - 1 for "never") easily is.
  const d = new Date(ms);
  if (Number.isNaN(d.getTime())) return 'invalid time';
  return d
    .toISOString()
    .replace('T', ' ')
    .replace(/\.\d{3}Z$/, ' UTC');
}

/**
 * Unix seconds as ISO 8601 for exports; '' when absent or 0, and the bare number past what a Date holds
 * (a u64 "never" locktime or end time would make toISOString throw).
 */
export function isoSeconds(seconds: bigint | undefined): string {
  if (!seconds) return '';
  const d = new Date(Number(seconds) * 1000);
  return Number.isNaN(d.getTime()) ? seconds.toString() : d.toISOString();
}

/** Node times arrive as Unix seconds (bigint or decimal string) or RFC3339 strings. */
export function toMillis(value: bigint | number | string): number {
  if (typeof value === 'bigint') return Number(value) * 1000;
  if (typeof value === 'number') return value * 1000;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) throw new Error(`not a time: "${value}"`);
  return ms;
}

/** "3 d 4 h", for stake durations and remaining times. */
export function formatDuration(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  const d = Math.floor(s / 86400);
  const h = Math.floor((s % 86400) / 3600);
  const m = Math.floor((s % 3600) / 60);
  if (d > 0) return h > 0 ? `${d} d ${h} h` : `${d} d`;
  if (h > 0) return m > 0 ? `${h} h ${m} min` : `${h} h`;
  if (m > 0) return `${m} min`;
  return `${s} s`;
}
