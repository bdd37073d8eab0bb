// The few facts a block list, the dashboard and the TPS chart show of a block, and the pure helpers
// around them. Decoding one (summarize-block.ts) is kept apart: pages load the decoders when shown.

export interface BlockSummary {
  chain: 'X' | 'P';
  id: string;
  /** Decimal string: survives JSON and React Query's key hashing, unlike bigint. */
  height: string;
  type: string;
  /** Milliseconds since the epoch; null for blocks without a time. */
  timeMs: number | null;
  txs: { id: string; type: string }[];
}

/** Heights shown on one page of a newest-first list starting at `top`. */
export function pageHeights(top: bigint, pageSize: number): bigint[] {
  const out: bigint[] = [];
  for (let h = top; h >= 0n && out.length < pageSize; h--) out.push(h);
  return out;
}

/** Transactions per second over a run of blocks: txs after the oldest block divided by the time spanned. */
export function tpsSeries(
  blocks: readonly { timeMs: number | null; height: string; txs: { length: number } }[],
): { timeMs: number; tps: number; height: string }[] {
  const timed = blocks.filter((b) => b.timeMs !== null).sort((a, b) => a.timeMs! - b.timeMs!);
  const out: { timeMs: number; tps: number; height: string }[] = [];
  for (let i = 1; i < timed.length; i++) {
    const prev = timed[i - 1]!;
    const cur = timed[i]!;
    const dt = (cur.timeMs! - prev.timeMs!) / 1000;
    // Blocks in the same second: fold into a 1 s window rather than divide by zero.
    out.push({ timeMs: cur.timeMs!, tps: cur.txs.length / Math.max(dt, 1), height: cur.height });
  }
  return out;
}
