// The node proxy, whatever server carries it: Snowline answers on the node's paths under /api/node,
// so any JSON-RPC client can use it as if it were a node. It checks the HTTP envelope here and sends
// the call through lib/node, which holds the allowlist (the registry), rights, cache and limits.
import type { Caller } from '@/lib/auth/caller';
import type { NodeGateway } from '@/lib/node';
import { serviceForPath } from '@/lib/registry';
import { ProxyErrorCode as C, rpcErrorBody, type JsonRpcId } from './errors';

export interface ProxyRequest {
  httpMethod: string;
  contentType: string | null;
  /** The node path asked for, e.g. `/ext/bc/X`. */
  nodePath: string;
  /** The body, or 'too-large' once it exceeds maxBytes (without reading the rest). */
  readBody(maxBytes: number): Promise<string | 'too-large'>;
  /** Who is calling: asked only when an answer depends on it. */
  caller(): Promise<Caller>;
  /** The caller's address (as the rate limits key it): a public caller's node reads are bounded by it. */
  client: string;
}

export interface ProxyReply {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface ProxyLimits {
  maxBodyBytes: number;
}

const JSON_MEDIA = 'application/json';
const JSON_TYPE = 'application/json; charset=utf-8';
const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
const STATIC_CACHE_CONTROL = 'public, max-age=60';

function errorReply(
  status: number,
  id: JsonRpcId,
  code: number,
  message: string,
  data: unknown = null,
  headers: Record<string, string> = {},
): ProxyReply {
  return {
    status,
    headers: { 'content-type': JSON_TYPE, 'cache-control': 'no-store', ...headers },
    body: rpcErrorBody(id, code, message, data),
  };
}

function validId(id: unknown): id is JsonRpcId {
  return id === null || typeof id === 'string' || (typeof id === 'number' && Number.isFinite(id));
}

export async function answerProxyCall(
  req: ProxyRequest,
  gateway: NodeGateway,
  limits: ProxyLimits,
): Promise<ProxyReply> {
  if (req.httpMethod !== 'POST') {
    return errorReply(405, null, C.invalidRequest, `POST method required, received ${req.httpMethod}`, null, {
      allow: 'POST',
    });
  }
  const contentType =
    req.contentType === JSON_MEDIA ? JSON_MEDIA : (req.contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (contentType !== JSON_MEDIA) {
    return errorReply(
      415,
      null,
      C.invalidRequest,
      `unsupported content type "${contentType.slice(0, 100) || '(none)'}": send application/json`,
    );
  }
  if (!serviceForPath(req.nodePath)) {
    return errorReply(404, null, C.methodNotFound, `unknown node path ${req.nodePath.slice(0, 200)}`);
  }

  const raw = await req.readBody(limits.maxBodyBytes);
  if (raw === 'too-large') {
    return errorReply(413, null, C.tooLarge, `request body exceeds ${limits.maxBodyBytes} bytes`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return errorReply(400, null, C.parseError, 'parse error: the body is not valid JSON');
  }
  if (Array.isArray(parsed)) {
    return errorReply(400, null, C.invalidRequest, 'batch requests are not supported: send one call per request');
  }
  if (typeof parsed !== 'object' || parsed === null) {
    return errorReply(400, null, C.invalidRequest, 'invalid request: expected a JSON-RPC 2.0 object');
  }
  const body = parsed as Record<string, unknown>;
  if (body.id !== undefined && !validId(body.id)) {
    return errorReply(400, null, C.invalidRequest, 'invalid request: id must be a string, a number or null');
  }
  const id = validId(body.id) ? body.id : null;
  if (body.jsonrpc !== '2.0') {
    return errorReply(400, id, C.invalidRequest, 'invalid request: jsonrpc must be "2.0"');
  }
  if (typeof body.method !== 'string' || body.method.length === 0 || body.method.length > 128) {
    return errorReply(400, id, C.invalidRequest, 'invalid request: method must be a non-empty string');
  }
  if (body.params !== undefined && (typeof body.params !== 'object' || body.params === null)) {
    return errorReply(400, id, C.invalidRequest, 'invalid request: params must be an object or an array');
  }

  let caller: Promise<Caller> | undefined;
  const askCaller = () => (caller ??= req.caller());
  const answer = await gateway.call({
    path: req.nodePath,
    method: body.method,
    params: body.params,
    caller: askCaller,
    client: req.client,
  });
  if (!answer.ok) {
    const f = answer.failure;
    // Where the node is and what exactly failed is for operators only.
    const data =
      f.detail !== undefined && (await askCaller()).operator ? { ...asObject(f.data), detail: f.detail } : f.data;
    return errorReply(f.httpStatus, id, f.code, f.message, data ?? null);
  }
  const headers: Record<string, string> = {
    'content-type': JSON_TYPE,
    'cache-control':
      answer.retention === 'immutable'
        ? IMMUTABLE_CACHE_CONTROL
        : answer.retention === 'static'
          ? STATIC_CACHE_CONTROL
          : 'no-store',
  };
  if (answer.cache !== 'bypass') headers['x-snowline-cache'] = answer.cache;
  return { status: 200, headers, body: `{"jsonrpc":"2.0","result":${answer.json},"id":${JSON.stringify(id)}}` };
}

function asObject(data: unknown): Record<string, unknown> {
  return data !== null && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
}
