// The compact form of the table rows the server hands to the browser with the page: one JSON string
// of columns (what the table shows, sorts and filters by; never tx ids or BLS keys), instead of
// thousands of keyed objects that React would serialise and inline field by field. A uint64 is a JSON
// number while exact and a decimal string beyond; times are in seconds, as the node gives them.
import type { TableRow } from './rows';

type U64 = number | string;
type Flag = 0 | 1;

interface Columns {
  /** The prefix every node id shared, left out of `nodeID`. */
  prefix: string;
  nodeID: string[];
  weight: U64[];
  fee: (number | null)[];
  uptime: (number | null)[];
  /** Absent when no row has it (the public view of a real node's answer leaves it out). */
  connected?: (Flag | null)[];
  requirement: number[];
  reward: (U64 | null)[];
  delegators: (U64 | null)[];
  delegated: (U64 | null)[];
  bls: Flag[];
  start: number[];
  end: (number | null)[];
  /** Auto-renewed validators' next period (s); null for the others. Absent from tables packed before. */
  renew?: (number | null)[];
}

const NODE_ID_PREFIX = 'NodeID-';

const u64 = (v: bigint): U64 => (v <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(v) : v.toString());
const optU64 = (v: bigint | null): U64 | null => (v === null ? null : u64(v));
const big = (v: U64 | null | undefined): bigint | null => (v == null ? null : BigInt(v));
const flag = (v: boolean): Flag => (v ? 1 : 0);

export function encodeTable(rows: readonly TableRow[]): string {
  const prefix = rows.every((r) => r.nodeID.startsWith(NODE_ID_PREFIX)) ? NODE_ID_PREFIX : '';
  const columns: Columns = {
    prefix,
    nodeID: rows.map((r) => r.nodeID.slice(prefix.length)),
    weight: rows.map((r) => u64(r.weight)),
    fee: rows.map((r) => r.delegationFee),
    uptime: rows.map((r) => r.uptime),
    ...(rows.some((r) => r.connected !== null) && {
      connected: rows.map((r) => (r.connected === null ? null : flag(r.connected))),
    }),
    requirement: rows.map((r) => r.requirement),
    reward: rows.map((r) => optU64(r.potentialReward)),
    delegators: rows.map((r) => optU64(r.delegatorCount)),
    delegated: rows.map((r) => optU64(r.delegatorWeight)),
    bls: rows.map((r) => flag(r.hasBlsKey)),
    start: rows.map((r) => r.startMs / 1000),
    end: rows.map((r) => (r.endMs === null ? null : r.endMs / 1000)),
    renew: rows.map((r) => r.autoRenewSec ?? null),
  };
  return JSON.stringify(columns);
}

export function decodeTable(packed: string): TableRow[] {
  const c = JSON.parse(packed) as Columns;
  const rows: TableRow[] = new Array(c.nodeID.length);
  for (let i = 0; i < rows.length; i++) {
    const end = c.end[i];
    rows[i] = {
      nodeID: c.prefix + c.nodeID[i],
      weight: big(c.weight[i]) ?? 0n,
      delegationFee: c.fee[i] ?? null,
      uptime: c.uptime[i] ?? null,
      connected: c.connected?.[i] == null ? null : c.connected[i] === 1,
      requirement: c.requirement[i] ?? 0,
      potentialReward: big(c.reward[i]),
      delegatorCount: big(c.delegators[i]),
      delegatorWeight: big(c.delegated[i]),
      hasBlsKey: c.bls[i] === 1,
      startMs: (c.start[i] ?? 0) * 1000,
      endMs: end == null ? null : end * 1000,
    };
    const renew = c.renew?.[i];
    if (renew != null) rows[i]!.autoRenewSec = renew;
  }
  return rows;
}
