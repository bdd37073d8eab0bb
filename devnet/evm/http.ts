// geth's HTTP rules for an EVM endpoint (go-ethereum rpc/http.go validateRequest/ServeHTTP), so the
// server can hand /ext/bc/<chain>/rpc requests over whole: status, headers and body.
import type { EvmChain } from './chain';

/** geth's defaultBodyLimit. */
export const EVM_MAX_BODY_BYTES = 5 * 1024 * 1024;
const ACCEPTED_CONTENT_TYPES = new Set(['application/json', 'application/json-rpc', 'application/jsonrequest']);

export interface EvmHttpRequest {
  httpMethod: string;
  contentType?: string;
  body: Uint8Array;
  /** The body went over the server's own limit and was not kept. */
  bodyTooLarge?: boolean;
}

export interface EvmHttpResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const text = (status: number, body: string): EvmHttpResponse => ({
  status,
  headers: { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff' },
  body: `${body}\n`,
});

export async function serveEvmHttp(evm: EvmChain, req: EvmHttpRequest): Promise<EvmHttpResponse> {
  const method = req.httpMethod.toUpperCase();
  // An empty GET is geth's liveness probe.
  if (method === 'GET' && req.body.length === 0) return { status: 200, headers: {}, body: '' };
  if (method === 'PUT' || method === 'DELETE') return text(405, 'method not allowed');
  if (req.bodyTooLarge || req.body.length > EVM_MAX_BODY_BYTES) {
    return text(413, `content length too large (${req.body.length}>${EVM_MAX_BODY_BYTES})`);
  }
  const mediaType = (req.contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!ACCEPTED_CONTENT_TYPES.has(mediaType))
    return text(415, 'invalid content type, only application/json is supported');
  const reply = await evm.handleRpc(req.body);
  const headers = { 'content-type': 'application/json' };
  // Only notifications: geth answers 200 with an empty body.
  if (reply === undefined) return { status: 200, headers, body: '' };
  return { status: 200, headers, body: `${JSON.stringify(reply)}\n` };
}
