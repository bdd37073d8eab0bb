// One node call: check params, pick the service path, send, parse the result. Shared by the eager
// client (server) and the lazily loaded one (browser), so both behave the same.
import { findMethod, pathFor, type AnyMethodDef } from '@/lib/registry';
import { NodeRequestError } from '@/lib/rpc/errors';
import { rpcCall } from '@/lib/rpc/transport';
import { checkParams, parseResult } from './parse';
import type { AnyTarget, NodeClientOptions } from './types';

export type Invoke = (def: AnyMethodDef, params: unknown, target: AnyTarget | undefined) => Promise<unknown>;

export function createInvoke(options: NodeClientOptions, baseUrl: string): Invoke {
  return async (def, params, target) => {
    const wireParams = checkParams(def, params);
    let nodePath: string;
    try {
      nodePath = pathFor(def.service, { chain: target?.chain, kind: target?.kind });
    } catch (err) {
      throw new NodeRequestError(def.method, `${def.method}: ${(err as Error).message}`);
    }
    if (options.transport) {
      const raw = await options.transport({
        path: nodePath,
        method: def.method,
        params: wireParams,
        signal: target?.signal,
      });
      return parseResult(def, raw);
    }
    const raw = await rpcCall({
      url: baseUrl + nodePath,
      method: def.method,
      params: wireParams,
      timeoutMs: target?.timeoutMs ?? options.timeoutMs,
      signal: target?.signal,
      headers: options.headers,
      fetch: options.fetch,
    });
    return parseResult(def, raw);
  };
}

/** A call by wire name (API console); an unknown name rejects like a failed call. */
export function callByName(invoke: Invoke, method: string, params: unknown, target: AnyTarget | undefined) {
  const def = findMethod(method);
  if (!def) return Promise.reject(new NodeRequestError(method, `${method}: not a known node method`));
  return invoke(def, params, target);
}
