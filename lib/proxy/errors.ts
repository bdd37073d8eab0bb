// JSON-RPC error replies that the proxy itself produces (not the node's). The codes are lib/node's,
// one list for the proxy and the call path (README "Proxy errors").
import { NodeErrorCode } from '@/lib/node';

export const ProxyErrorCode = NodeErrorCode;

export type JsonRpcId = string | number | null;

export function rpcErrorBody(id: JsonRpcId, code: number, message: string, data: unknown = null): string {
  return JSON.stringify({ jsonrpc: '2.0', error: { code, message, data }, id });
}
