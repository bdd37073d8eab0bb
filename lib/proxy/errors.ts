// JSON-RPC error replies that the proxy itself produces (not the node's).
// Codes follow JSON-RPC 2.0: -32700/-32600/-32601 standard, -320xx implementation-defined.
export const ProxyErrorCode = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  upstreamUnavailable: -32010,
  upstreamTimeout: -32011,
  forbidden: -32012,
  tooLarge: -32013,
  upstreamHttpError: -32014,
} as const;

export type JsonRpcId = string | number | null;

export function rpcErrorResponse(
  status: number,
  id: JsonRpcId,
  code: number,
  message: string,
  data: unknown = null,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify({ jsonrpc: '2.0', error: { code, message, data }, id }), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });
}
