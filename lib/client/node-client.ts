// Typed client for a node (or Snowline's proxy, which answers on the same paths). Every method's
// signature is inferred from the registry; params are checked before sending and results parsed
// with the entry's schema at the boundary.
import { createPublicClient, http, type PublicClient } from 'viem';
import {
  findMethod,
  pathFor,
  registry,
  type AnyMethodDef,
  type IndexChain,
  type IndexKind,
  type ParamsOf,
  type Registry,
  type ResultOf,
  type ServiceName,
} from '@/lib/registry';
import { NodeRequestError } from '@/lib/rpc/errors';
import { checkParams, parseResult } from './parse';
import { rpcCall } from '@/lib/rpc/transport';

export interface NodeClientOptions {
  /** Node base URL, e.g. `http://127.0.0.1:9650` or `https://host/api/node`. */
  url: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  headers?: Record<string, string>;
}

/** Per-call options every method accepts. */
export interface CallOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** Which index a call targets; index methods require it. */
export interface IndexTarget {
  chain: IndexChain;
  kind: IndexKind;
}

/** Which chain instance avm/wallet/eth/avax calls go to (defaults X, X, C, C). */
export interface ChainTarget {
  chain?: string;
}

type TargetFor<S extends ServiceName> = S extends 'index'
  ? IndexTarget
  : S extends 'avm' | 'wallet' | 'eth' | 'avax'
    ? ChainTarget
    : object;

/** Params may be left out when the method needs none (`{}` or `[]` satisfies them). */
type ParamsOptional<P> = Record<string, never> extends P ? true : [] extends P ? true : false;

type MethodCaller<M extends AnyMethodDef, S extends ServiceName> = S extends 'index'
  ? (params: ParamsOf<M>, target: IndexTarget & CallOptions) => Promise<ResultOf<M>>
  : ParamsOptional<ParamsOf<M>> extends true
    ? (params?: ParamsOf<M>, options?: TargetFor<S> & CallOptions) => Promise<ResultOf<M>>
    : (params: ParamsOf<M>, options?: TargetFor<S> & CallOptions) => Promise<ResultOf<M>>;

export type ServiceClient<S extends ServiceName> = {
  [K in keyof Registry[S]]: Registry[S][K] extends AnyMethodDef ? MethodCaller<Registry[S][K], S> : never;
};

export type NodeClient = { [S in ServiceName]: ServiceClient<S> } & {
  readonly url: string;
  /** Dynamic call by wire name (API console): validated and parsed like the typed methods. */
  call(method: string, params?: unknown, target?: ChainTarget & Partial<IndexTarget> & CallOptions): Promise<unknown>;
  /** A viem PublicClient on the chain's /rpc endpoint for the standard eth_* calls. */
  evm(chain?: string): PublicClient;
};

export function createNodeClient(options: NodeClientOptions): NodeClient {
  const baseUrl = options.url.replace(/\/+$/, '');

  async function invoke(
    def: AnyMethodDef,
    params: unknown,
    target: (ChainTarget & Partial<IndexTarget> & CallOptions) | undefined,
  ): Promise<unknown> {
    const wireParams = checkParams(def, params);
    let nodePath: string;
    try {
      nodePath = pathFor(def.service, { chain: target?.chain, kind: target?.kind });
    } catch (err) {
      throw new NodeRequestError(def.method, `${def.method}: ${(err as Error).message}`);
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
  }

  const client: Record<string, unknown> = {
    url: baseUrl,
    call(method: string, params?: unknown, target?: ChainTarget & Partial<IndexTarget> & CallOptions) {
      const def = findMethod(method);
      if (!def) return Promise.reject(new NodeRequestError(method, `${method}: not a known node method`));
      return invoke(def, params, target);
    },
    evm: (() => {
      const clients = new Map<string, PublicClient>();
      return (chain = 'C') => {
        let c = clients.get(chain);
        if (!c) {
          c = createPublicClient({
            transport: http(baseUrl + pathFor('eth', { chain }), {
              fetchOptions: options.headers ? { headers: options.headers } : undefined,
              timeout: options.timeoutMs,
            }),
          });
          clients.set(chain, c);
        }
        return c;
      };
    })(),
  };
  for (const [service, methods] of Object.entries(registry)) {
    const bound: Record<string, unknown> = {};
    for (const [name, def] of Object.entries(methods as Record<string, AnyMethodDef>)) {
      bound[name] = (params?: unknown, target?: ChainTarget & Partial<IndexTarget> & CallOptions) =>
        invoke(def, params, target);
    }
    client[service] = bound;
  }
  return client as unknown as NodeClient;
}
