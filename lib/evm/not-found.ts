// An EVM lookup's "not found" told apart from "node down", so a page can 404 or show an error state.

const NOT_FOUND = new Set(['BlockNotFoundError', 'TransactionNotFoundError', 'TransactionReceiptNotFoundError']);

/** By name: viem may be bundled more than once on the server. */
export function isEvmNotFound(err: unknown): boolean {
  return err instanceof Error && NOT_FOUND.has(err.name);
}

/** Runs an EVM lookup; null when the node does not have the thing, rethrows when the node failed. */
export async function orNullEvm<T>(p: Promise<T>): Promise<T | null> {
  try {
    return await p;
  } catch (err) {
    if (isEvmNotFound(err)) return null;
    throw err;
  }
}
