// The typed client (lib/client) on the gateway: server code keeps its typed API, and its calls share
// the proxy's cache, in-flight calls, limits and metrics. Failures become the typed client's errors
// (by name, so lib/explorer/errors.ts tells "not found" from "node down"), with public messages.
import type { Caller } from '@/lib/auth/caller';
import type { NodeTransport } from '@/lib/client/types';
import { HttpStatusError, NodeRequestError, RpcError, SchemaError, TransportError } from '@/lib/rpc/errors';
import type { NodeFailure } from './errors';
import type { NodeGateway } from './gateway';

function clientErrorOf(method: string, f: NodeFailure): NodeRequestError {
  switch (f.kind) {
    case 'rpc':
      return new RpcError(method, f.code, f.message, f.data ?? null);
    case 'http':
      return new HttpStatusError(method, f.upstreamStatus ?? f.httpStatus, f.upstreamText ?? '');
    case 'unreachable':
      return new TransportError(method, 'network', `${method}: ${f.message}`);
    case 'timeout':
      return new TransportError(method, 'timeout', `${method}: ${f.message}`);
    case 'too-large':
      return new SchemaError(method, 'response', 'response', f.message);
    case 'invalid-params':
      return new SchemaError(method, 'params', 'params', f.message.replace(/^invalid params for [^:]+: /, ''));
    case 'not-served':
    case 'forbidden':
    case 'busy':
      return new NodeRequestError(method, `${method}: ${f.message}`);
  }
}

function untilAborted<T>(p: Promise<T>, method: string, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return p;
  if (signal.aborted) return Promise.reject(new TransportError(method, 'aborted', `${method}: request aborted`));
  // The shared call goes on for the others waiting on it; only this caller stops waiting.
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new TransportError(method, 'aborted', `${method}: request aborted`));
    signal.addEventListener('abort', onAbort, { once: true });
    p.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** A transport for createNodeClient that sends every call through `gateway` as `caller`. */
export function gatewayTransport(gateway: () => NodeGateway, caller: Caller): NodeTransport {
  return async ({ path, method, params, signal }) => {
    const answer = await untilAborted(gateway().call({ path, method, params, caller }), method, signal);
    if (!answer.ok) throw clientErrorOf(method, answer.failure);
    return JSON.parse(answer.json) as unknown;
  };
}
