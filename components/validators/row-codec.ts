// Compact wire form of the table rows the server hands to the browser: one JSON string of tuples
// (bigints as decimal strings) instead of thousands of keyed objects, which React would otherwise
// serialize, re-parse for the server render and inline into the HTML field name by field name.
import type { ValidatorRow } from './rows';

type Cell = string | number | null;
// A missing cell (undefined) reads as null: the decoder never trusts the tuple length.

const big = (v: bigint | null): string | null => (v === null ? null : v.toString());
const unbig = (v: Cell | undefined): bigint | null => (v == null ? null : BigInt(v));
const num = (v: Cell | undefined): number | null => (v == null ? null : Number(v));

export function encodeRows(rows: readonly ValidatorRow[]): string {
  return JSON.stringify(
    rows.map((r): Cell[] => [
      r.nodeID,
      r.id,
      r.idKind === 'tx' ? 0 : 1,
      big(r.weight),
      big(r.stakeAmount),
      r.delegationFee,
      r.uptime,
      r.connected === null ? null : r.connected ? 1 : 0,
      r.requirement,
      big(r.potentialReward),
      big(r.delegatorCount),
      big(r.delegatorWeight),
      r.blsKey,
      r.startMs,
      r.endMs,
      big(r.balance),
    ]),
  );
}

export function decodeRows(packed: string): ValidatorRow[] {
  return (JSON.parse(packed) as Cell[][]).map((c) => ({
    nodeID: String(c[0]),
    id: String(c[1]),
    idKind: c[2] === 0 ? 'tx' : 'validation',
    weight: unbig(c[3]) ?? 0n,
    stakeAmount: unbig(c[4]),
    delegationFee: num(c[5]),
    uptime: num(c[6]),
    connected: c[7] == null ? null : c[7] === 1,
    requirement: Number(c[8]),
    potentialReward: unbig(c[9]),
    delegatorCount: unbig(c[10]),
    delegatorWeight: unbig(c[11]),
    blsKey: c[12] == null ? null : String(c[12]),
    startMs: Number(c[13]),
    endMs: num(c[14]),
    balance: unbig(c[15]),
  }));
}
