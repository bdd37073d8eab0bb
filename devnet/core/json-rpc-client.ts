// The devnet's one JSON-RPC client for tests and benchmarks: one call over HTTP to a node URL
// (base URL and path). The app's client is lib/rpc; this one knows nothing of the app.
import { findMethod } from '@/lib/registry';

export interface JsonRpcReply<T = unknown> {
  /** The HTTP status (200 for JSON-RPC errors too, as on AvalancheGo). */
  status: number;
  result?: T;
  error?: { code: number; message: string; data?: unknown };
}

/** Sends `method` to `url` and returns the reply as it came, error or not. */
export async function jsonRpcReply<T = unknown>(
  url: string,
  method: string,
  params: unknown = {},
): Promise<JsonRpcReply<T>> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const text = await res.text();
  let body: Omit<JsonRpcReply<T>, 'status'>;
  try {
    body = JSON.parse(text) as Omit<JsonRpcReply<T>, 'status'>;
  } catch {
    throw new Error(`${method} on ${url}: HTTP ${res.status}: ${text.slice(0, 200)}`);
  }
  return { status: res.status, ...body };
}

/**
 * Sends `method` to `url` and resolves with its result, checked against the registry's result
 * schema when the registry describes the method; a JSON-RPC error throws `<method>: <message>`.
 */
// The result is whatever the test expects of it; the schema check above is what guards its shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function jsonRpc<T = any>(url: string, method: string, params: unknown = {}): Promise<T> {
  const reply = await jsonRpcReply<T>(url, method, params);
  if (reply.error) throw new Error(`${method}: ${reply.error.message}`);
  findMethod(method)?.result.parse(reply.result);
  return reply.result as T;
}
