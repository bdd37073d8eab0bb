// Reading the node's failures through viem's wrappers: revert data of a failed eth_call, and whether a
// method is simply not served (unknown to the registry, refused, or "method not found" at the node).

function* causes(e: unknown): Generator<Record<string, unknown>> {
  let cur: unknown = e;
  for (let i = 0; i < 12 && cur && typeof cur === 'object'; i++) {
    yield cur as Record<string, unknown>;
    cur = (cur as { cause?: unknown }).cause;
  }
}

/** The revert data a failed call carries (JSON-RPC error data), if any. */
export function revertDataOf(e: unknown): string | null {
  for (const c of causes(e)) {
    const d = c.data;
    if (typeof d === 'string' && /^0x([0-9a-fA-F]{2})*$/.test(d)) return d;
    if (d && typeof d === 'object' && typeof (d as { data?: unknown }).data === 'string') {
      const inner = (d as { data: string }).data;
      if (/^0x([0-9a-fA-F]{2})*$/.test(inner)) return inner;
    }
  }
  return null;
}

/** The node or Snowline's gateway does not serve the method (vs. a failure worth an error state). */
export function isNotServed(e: unknown): boolean {
  for (const c of causes(e)) {
    if (c.code === -32601 || c.code === -32012) return true;
    const name = c.name;
    const message = typeof c.message === 'string' ? c.message : '';
    if (name === 'NodeRequestError' && /is not available on|not allowed|forbidden/i.test(message)) return true;
    if (name === 'MethodNotFoundRpcError' || name === 'MethodNotSupportedRpcError') return true;
  }
  return false;
}

/** A short reason for a failure, safe to show (no stack). */
export function failureText(e: unknown): string {
  const m = e instanceof Error ? (e as { shortMessage?: string }).shortMessage || e.message : String(e);
  return m.split('\n')[0]!.slice(0, 200);
}
