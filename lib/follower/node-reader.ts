// How the follower reads the node: only through lib/node's gateway (the allowlist, limits, metrics and
// in-flight sharing every Snowline call has), as read-once calls, so walking the whole chain does not
// fill the answer cache pages share. Results are the node's JSON, checked where they are used.
import { parseBytes } from '@/lib/codec';
import type { AnyMethodDef, ParamsOf, ResultOf } from '@/lib/registry';
import { SERVER_SELF, type NodeGateway } from '@/lib/node';
import type { NodeFailure } from '@/lib/node/errors';

export class NodeReadError extends Error {
  constructor(
    readonly method: string,
    readonly failure: NodeFailure,
  ) {
    super(`${method}: ${failure.message}`);
    this.name = 'NodeReadError';
  }

  /** The node does not serve this path (its index API is off: HTTP 404). */
  get notServed(): boolean {
    return this.failure.kind === 'not-served' || (this.failure.kind === 'http' && this.failure.upstreamStatus === 404);
  }
}

export interface NodeReader {
  /**
   * One call; the parsed result, or a NodeReadError. `keep`: let the answer be cached as the
   * method's policy allows (live tips every view shares), instead of reading it once.
   */
  call<T>(path: string, method: string, params: unknown, opts?: { keep?: boolean }): Promise<T>;
}

export function gatewayReader(gateway: () => NodeGateway): NodeReader {
  return {
    call: async <T>(path: string, method: string, params: unknown, opts: { keep?: boolean } = {}) => {
      const answer = await gateway().call({ path, method, params, caller: SERVER_SELF, retain: opts.keep === true });
      if (!answer.ok) throw new NodeReadError(method, answer.failure);
      return JSON.parse(answer.json) as T;
    },
  };
}

/** The node's `hex` encoding (0x + bytes + 4-byte sha256 checksum) to bytes, the checksum checked (by the codec). */
export function nodeBytes(hex: string): Uint8Array {
  if (!hex) throw new Error('the node sent no bytes');
  try {
    return parseBytes(hex, 'hex');
  } catch (e) {
    throw new Error(`the node sent bytes that are not checksummed hex: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/**
 * One call of a registry method, its answer read by the method's own result schema: the follower's
 * node types are the registry's (`z.output` of the result), never typed again by hand.
 */
export async function callMethod<M extends AnyMethodDef>(
  node: NodeReader,
  path: string,
  def: M,
  params: ParamsOf<M>,
): Promise<ResultOf<M>> {
  return def.result.parse(await node.call(path, def.method, params)) as ResultOf<M>;
}
