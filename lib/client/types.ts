// The typed client's shape, inferred from the registry's types only: importing this module loads
// no schema, so browser code can name the client without shipping the registry.
import type { PublicClient } from 'viem';
import type { AnyMethodDef, IndexChain, IndexKind, ParamsOf, Registry, ResultOf, ServiceName } from '@/lib/registry';

export interface NodeClientOptions {
  /** Node base URL, e.g. `http://127.0.0.1:9650` or `https://host/api/node`. */
  url: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  headers?: Record<string, string>;
  /** Sends calls some other way than HTTP to `url` (the server's node gateway); replaces fetch. */
  transport?: NodeTransport;
}

/** One call handed to a transport: the raw result comes back, or a NodeRequestError is thrown. */
interface TransportCall {
  path: string;
  method: string;
  /** Wire params (the schema's output; bigint for uint64). */
  params: unknown;
  signal?: AbortSignal;
}

export type NodeTransport = (call: TransportCall) => Promise<unknown>;

/** Per-call options every method accepts. */
interface CallOptions {
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

/** Everything a call may carry besides its params. */
export type AnyTarget = ChainTarget & Partial<IndexTarget> & CallOptions;

type TargetFor<S extends ServiceName> = S extends 'index'
  ? IndexTarget
  : S extends 'avm' | 'wallet' | 'eth' | 'avax' | 'proposervm'
    ? ChainTarget
    : object;

/** Params may be left out when the method needs none (`{}` or `[]` satisfies them). */
type ParamsOptional<P> = Record<string, never> extends P ? true : [] extends P ? true : false;

type MethodCaller<M extends AnyMethodDef, S extends ServiceName> = S extends 'index'
  ? (params: ParamsOf<M>, target: IndexTarget & CallOptions) => Promise<ResultOf<M>>
  : ParamsOptional<ParamsOf<M>> extends true
    ? (params?: ParamsOf<M>, options?: TargetFor<S> & CallOptions) => Promise<ResultOf<M>>
    : (params: ParamsOf<M>, options?: TargetFor<S> & CallOptions) => Promise<ResultOf<M>>;

type ServiceClient<S extends ServiceName> = {
  [K in keyof Registry[S]]: Registry[S][K] extends AnyMethodDef ? MethodCaller<Registry[S][K], S> : never;
};

export type NodeClient = { [S in ServiceName]: ServiceClient<S> } & {
  readonly url: string;
  /** Dynamic call by wire name (API console): validated and parsed like the typed methods. */
  call(method: string, params?: unknown, target?: AnyTarget): Promise<unknown>;
  /** A viem PublicClient on the chain's /rpc endpoint for the standard eth_* calls. */
  evm(chain?: string): PublicClient;
};

/** The browser's client: the same calls, but viem (like the registry) loads on first use, so evm() resolves. */
export type LazyNodeClient = Omit<NodeClient, 'evm'> & {
  /** A viem PublicClient on the chain's /rpc endpoint, once viem has loaded. */
  evm(chain?: string): Promise<PublicClient>;
};
