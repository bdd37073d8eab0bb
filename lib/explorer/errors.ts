// Whether a failed node call means "no such thing" (show a not-found page) or "the node is
// down or broken" (show an error state). The id was already checked, so a JSON-RPC error from
// a lookup is the node saying it does not have it.
//
// Checked by name, not instanceof: the server's node client is shared through globalThis and
// may come from another bundle of the same module (Next compiles route handlers and pages
// separately), whose error classes are different objects.

function named(err: unknown, name: string): err is Error & Record<string, unknown> {
  return err instanceof Error && err.name === name;
}

export function isNotFound(err: unknown): boolean {
  if (named(err, 'RpcError')) return true;
  return named(err, 'SchemaError') && err.where === 'params';
}

/** Runs a lookup; null when the node does not have the thing, rethrows when the node failed. */
export async function orNull<T>(p: Promise<T>): Promise<T | null> {
  try {
    return await p;
  } catch (err) {
    if (isNotFound(err)) return null;
    throw err;
  }
}
