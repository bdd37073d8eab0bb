// Internal value transfers (native coin moved by calls inside a tx) for the history, from
// debug_traceTransaction with the call tracer, through the node reader like every follower call.
// Only txs that ran code and succeeded are traced (a reverted tx moved nothing; a plain transfer
// uses exactly 21,000 gas). A node that does not serve traces is asked again only after a while.
import { callTree, internalTransfers } from '@/lib/evm/call-tree';
import type { CallFrameJson } from '@/lib/evm/types';
import type { EvmReceiptJson } from './c-chain';
import { NodeReadError, type NodeReader } from './node-reader';

/** How long a "not served" answer holds before the node is asked again. */
export const TRACE_RECHECK_MS = 10 * 60_000;
const PLAIN_TRANSFER_GAS = 21_000n;
/** Traces asked at once (each re-executes a tx on the node). */
const PARALLEL = 4;

export interface InternalMove {
  from: string;
  to: string;
  value: bigint;
}

interface EvmTxLike {
  hash: string;
  to: string | null;
}

/** The node says it does not serve the method (off, or not in its eth-apis), rather than failing once. */
function notServed(e: NodeReadError): boolean {
  const f = e.failure;
  if (e.notServed || f.kind === 'forbidden') return true;
  return f.kind === 'rpc' && (f.code === -32601 || /method not found|not available|does not exist/i.test(f.message));
}

/** Whether tracing `tx` can show internal transfers: it succeeded and ran code. */
function worthTracing(tx: EvmTxLike, receipt: EvmReceiptJson): boolean {
  const ok = receipt.status === undefined || BigInt(receipt.status) === 1n;
  if (!ok) return false;
  return tx.to === null || BigInt(receipt.gasUsed) > PLAIN_TRANSFER_GAS;
}

/** The successful value-moving calls below a trace's top frame (calls under a failed one moved nothing). */
export function movesOf(frame: CallFrameJson): InternalMove[] {
  return internalTransfers(callTree(frame))
    .filter((t) => !t.failed)
    .map((t) => ({ from: t.from, to: t.to, value: t.value }));
}

export interface TraceReader {
  /**
   * Per tx (same order), its internal moves; null where it was not traced (not worth it, traces not
   * served, or the node could not trace that tx). Throws when the node failed in a way worth retrying.
   */
  movesOf(path: string, txs: EvmTxLike[], receipts: EvmReceiptJson[]): Promise<(InternalMove[] | null)[]>;
}

export function traceReader(node: NodeReader, now: () => number = Date.now): TraceReader {
  /** Per chain path: until when traces count as not served. */
  const offUntil = new Map<string, number>();

  async function one(path: string, hash: string): Promise<InternalMove[] | null> {
    if ((offUntil.get(path) ?? 0) > now()) return null;
    try {
      const frame = await node.call<CallFrameJson | null>(path, 'debug_traceTransaction', [
        hash,
        { tracer: 'callTracer' },
      ]);
      if (!frame || typeof frame !== 'object' || typeof frame.from !== 'string') return null;
      return movesOf(frame);
    } catch (e) {
      if (!(e instanceof NodeReadError)) throw e;
      if (notServed(e)) {
        offUntil.set(path, now() + TRACE_RECHECK_MS);
        return null;
      }
      // The node answered about this tx (it cannot trace it): nothing to retry. Anything else
      // (unreachable, timeout, busy, an HTTP error) fails the batch, which is read again.
      if (e.failure.kind === 'rpc' || e.failure.kind === 'too-large' || e.failure.kind === 'invalid-params') {
        return null;
      }
      throw e;
    }
  }

  return {
    async movesOf(path, txs, receipts) {
      const out: (InternalMove[] | null)[] = txs.map(() => null);
      const wanted = txs.flatMap((tx, i) => (receipts[i] && worthTracing(tx, receipts[i]) ? [i] : []));
      for (let k = 0; k < wanted.length; k += PARALLEL) {
        const part = wanted.slice(k, k + PARALLEL);
        const got = await Promise.all(part.map((i) => one(path, txs[i]!.hash)));
        part.forEach((i, j) => (out[i] = got[j]!));
      }
      return out;
    },
  };
}
