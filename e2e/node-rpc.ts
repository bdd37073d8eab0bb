// JSON-RPC calls to the devnet through the app's proxy (`/api/node/ext/<path>`), as the browser
// makes them: what a spec compares the pages with.
import type { APIRequestContext } from '@playwright/test';

export interface RpcAnswer<T> {
  result?: T;
  error?: { code: number; message: string };
}

/** The whole answer of `method` on `path` (e.g. `bc/P`, `bc/C/rpc`, `index/X/tx`), error included. */
export async function rpcAnswer<T = any>(
  request: APIRequestContext,
  path: string,
  method: string,
  params: unknown = {},
): Promise<RpcAnswer<T>> {
  const res = await request.post(`/api/node/ext/${path}`, { data: { jsonrpc: '2.0', id: 1, method, params } });
  return (await res.json()) as RpcAnswer<T>;
}

/** The result of `method` on `path`; a JSON-RPC error throws, naming the method. */
export async function rpc<T = any>(
  request: APIRequestContext,
  path: string,
  method: string,
  params: unknown = {},
): Promise<T> {
  const body = await rpcAnswer<T>(request, path, method, params);
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result as T;
}
