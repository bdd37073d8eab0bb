// The validators table's row model: one flat record per validator (Primary Network, PoS or
// permissioned subnet, or ACP-77 L1), and the sort and filter the page applies to it.
import type { CurrentValidator } from '@/lib/schemas/platform';
import { uptimeRequirement } from '@/lib/monitor/requirement';

/** What the table shows, sorts and filters by: all the browser gets with the page. */
export interface TableRow {
  nodeID: string;
  weight: bigint;
  delegationFee: number | null;
  uptime: number | null;
  connected: boolean | null;
  requirement: number;
  potentialReward: bigint | null;
  delegatorCount: bigint | null;
  delegatorWeight: bigint | null;
  hasBlsKey: boolean;
  startMs: number;
  /** The end of the stake or, for an auto-renewed validator, of its current cycle. */
  endMs: number | null;
  /** Auto-renewed (Helicon) validators: the next cycle's length in seconds, 0 when it stops at this end. */
  autoRenewSec?: number;
}

/** A row with the rest of the node's answer (ids, keys), fetched when a CSV export asks for it. */
export interface ValidatorRow extends TableRow {
  /** The staking tx (txID) or, for an L1 validator, its validationID. */
  id: string;
  idKind: 'tx' | 'validation';
  stakeAmount: bigint | null;
  blsKey: string | null;
  /** L1 validators: remaining balance for the continuous fee. */
  balance: bigint | null;
}

export function toRow(v: CurrentValidator, ctx: { subnetID?: string; heliconMs: number | null }): ValidatorRow {
  const startMs = Number(v.startTime) * 1000;
  const blsKey = v.signer?.publicKey ?? v.publicKey ?? null;
  return {
    nodeID: v.nodeID,
    id: v.txID ?? v.validationID ?? '',
    idKind: v.txID ? 'tx' : 'validation',
    weight: v.weight,
    stakeAmount: v.stakeAmount ?? null,
    delegationFee: v.delegationFee ?? null,
    uptime: v.uptime ?? null,
    connected: v.connected ?? null,
    requirement: uptimeRequirement({ startMs, subnetID: ctx.subnetID, heliconMs: ctx.heliconMs }),
    potentialReward: v.potentialReward ?? null,
    delegatorCount: v.delegatorCount ?? null,
    delegatorWeight: v.delegatorWeight ?? null,
    blsKey,
    hasBlsKey: blsKey !== null,
    startMs,
    endMs: v.endTime !== undefined ? Number(v.endTime) * 1000 : null,
    balance: v.balance ?? null,
    ...(v.nextPeriod !== undefined ? { autoRenewSec: Number(v.nextPeriod) } : {}),
  };
}

const SORT_KEYS = [
  'nodeID',
  'weight',
  'delegationFee',
  'uptime',
  'potentialReward',
  'delegatorCount',
  'delegatorWeight',
  'startMs',
  'endMs',
] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortDir = 'asc' | 'desc';

export function isSortKey(s: string | null | undefined): s is SortKey {
  return (SORT_KEYS as readonly string[]).includes(s ?? '');
}

function compareValues(a: bigint | number | string | null, b: bigint | number | string | null): number {
  // Missing values sort last whatever the direction is, so they never crowd the top.
  if (a === null || b === null) return 0;
  if (typeof a === 'string' || typeof b === 'string') return String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0;
  return a < b ? -1 : a > b ? 1 : 0;
}

export function sortRows<T extends TableRow>(rows: readonly T[], key: SortKey, dir: SortDir): T[] {
  const sign = dir === 'asc' ? 1 : -1;
  return [...rows].sort((ra, rb) => {
    const a = ra[key];
    const b = rb[key];
    if (a === null && b !== null) return 1;
    if (b === null && a !== null) return -1;
    return sign * compareValues(a, b) || (ra.nodeID < rb.nodeID ? -1 : ra.nodeID > rb.nodeID ? 1 : 0);
  });
}

/** Case-insensitive substring of the node id (with or without the `NodeID-` prefix). */
export function filterRows<T extends { nodeID: string }>(rows: readonly T[], query: string): T[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...rows];
  return rows.filter((r) => r.nodeID.toLowerCase().includes(q));
}

/** Fraction of the validation period elapsed, in [0, 1]. */
export function progressOf(startMs: number, endMs: number | null, nowMs: number): number | null {
  if (endMs === null || endMs <= startMs) return null;
  return Math.min(1, Math.max(0, (nowMs - startMs) / (endMs - startMs)));
}
