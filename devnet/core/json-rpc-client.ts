// The devnet's one JSON-RPC client for tests, tools and benchmarks: one call to a node URL (base URL
// and path) over HTTP, or to an in-process endpoint such as an EVM chain's handleRpc. The app's own
// client is lib/rpc; this one knows nothing of the app.
import { findMethod } from '@/lib/registry';

export interface JsonRpcReply<T = unknown> {
  /** The HTTP status (200 for JSON-RPC errors too, as on AvalancheGo); 200 in process. */
  status: number;
  /** The HTTP reply's headers (none in process). */
  headers?: Headers;
  /** The body, when it is not JSON (a 404 page, a 403 host refusal, …). */
  text?: string;
  result?: T;
  error?: { code: number; message: string; data?: unknown };
}

/** A node URL with its path, or an endpoint answering JSON-RPC bodies in process. */
export type JsonRpcTarget = string | { handleRpc(body: unknown): Promise<unknown> };

/** Sends `method` and returns the reply as it came, error or not. Absent params are left out. */
export async function jsonRpcReply<T = unknown>(
  target: JsonRpcTarget,
  method: string,
  params?: unknown,
): Promise<JsonRpcReply<T>> {
  const request = { jsonrpc: '2.0', id: 1, method, ...(params === undefined ? {} : { params }) };
  if (typeof target !== 'string') {
    return { status: 200, ...((await target.handleRpc(request)) as Omit<JsonRpcReply<T>, 'status'>) };
  }
  const res = await fetch(target, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
  });
  const text = await res.text();
  try {
    return { status: res.status, headers: res.headers, ...(JSON.parse(text) as Omit<JsonRpcReply<T>, 'status'>) };
  } catch {
    return { status: res.status, headers: res.headers, text };
  }
}

/**
 * Sends `method` and resolves with its result, checked against the registry's result schema when
 * the registry describes the method; a JSON-RPC error throws `<method>: <message>`.
 */
// The result is whatever the test expects of it; the schema check above is what guards its shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function jsonRpc<T = any>(target: JsonRpcTarget, method: string, params?: unknown): Promise<T> {
  const reply = await jsonRpcReply<T>(target, method, params);
  if (reply.error) throw new Error(`${method}: ${reply.error.message}`);
  if (reply.text !== undefined) throw new Error(`${method}: HTTP ${reply.status}: ${reply.text.slice(0, 200)}`);
  findMethod(method)?.result.parse(reply.result);
  return reply.result as T;
}
