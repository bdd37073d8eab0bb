// Display helpers shared by the validator views.
import { formatAvax, formatCount } from '@/lib/format/amount';

/** Stake or weight: AVAX for staked (PoS) amounts, a plain grouped number for L1 weights. */
export function formatWeight(v: bigint, staked: boolean, opts: { maxFractionDigits?: number } = {}): string {
  return staked ? formatAvax(v, opts) : formatCount(v);
}

export function formatPercent(p: number | null, digits = 2): string {
  return p === null ? '—' : `${p.toFixed(digits)}%`;
}

/** "2026-11-22" (UTC), for start and end columns. */
export function shortDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Share of `part` in `total` as a percentage, computed on bigints so large stakes keep precision. */
export function sharePercent(part: bigint, total: bigint): number {
  if (total === 0n) return 0;
  return Number((part * 1_000_000n) / total) / 10_000;
}
