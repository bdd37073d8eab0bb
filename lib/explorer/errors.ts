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

/** Runs a lookup; null when `absent` reads its error as "the node does not have the thing", else rethrows. */
async function orNullWhen<T>(p: Promise<T>, absent: (err: unknown) => boolean): Promise<T | null> {
  try {
    return await p;
  } catch (err) {
    if (absent(err)) return null;
    throw err;
  }
}

/** Runs a lookup; null when the node does not have the thing, rethrows when the node failed. */
export function orNull<T>(p: Promise<T>): Promise<T | null> {
  return orNullWhen(p, isNotFound);
}

/**
 * Like orNull, and also null when the node does not serve the API at all (plain HTTP 404 for the
 * path, e.g. a node without the C-Chain asked for its atomic txs): nothing there to find.
 */
export function orNullUnlessServed<T>(p: Promise<T>): Promise<T | null> {
  return orNullWhen(p, (err) => isNotFound(err) || (named(err, 'HttpStatusError') && err.status === 404));
}

/**
 * How the node failed a page, in the words a reader gets:
 * - `unreachable`: no connection (refused, reset, unknown host);
 * - `timeout`: connected or not, no reply in time;
 * - `http`: the node (or something in front of it) answered an HTTP error, e.g. 503 while bootstrapping;
 * - `invalid`: it answered something that is not the JSON-RPC reply asked for.
 */
type NodeFailureKind = 'unreachable' | 'timeout' | 'http' | 'invalid';

export interface NodeFailure {
  kind: NodeFailureKind;
  /** HTTP status of an `http` failure. */
  status?: number;
}

/**
 * The node failure behind `err` (ours from lib/rpc, or viem's from the EVM client), or null when
 * `err` is something else: "not found", a redirect/notFound signal, or a bug to let through.
 */
export function nodeFailureOf(err: unknown): NodeFailure | null {
  // viem wraps its transport errors (`cause`); ours are thrown as they are.
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (named(e, 'TransportError')) return { kind: e.reason === 'timeout' ? 'timeout' : 'unreachable' };
    if (named(e, 'HttpStatusError')) return { kind: 'http', status: Number(e.status) };
    if (named(e, 'SchemaError')) return e.where === 'params' ? null : { kind: 'invalid' };
    if (named(e, 'TimeoutError')) return { kind: 'timeout' };
    if (named(e, 'HttpRequestError')) {
      return typeof e.status === 'number' ? { kind: 'http', status: e.status } : { kind: 'unreachable' };
    }
  }
  return null;
}
