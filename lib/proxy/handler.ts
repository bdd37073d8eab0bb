// The node proxy: Snowline answers on the node's paths under /api/node, so any JSON-RPC
// client can use it as if it were a node. The allowlist is the method registry.
import { callerOf } from '@/lib/auth/caller';
import { immutableWithoutTip, resolveMethod, serviceForPath } from '@/lib/registry';
import type { ServerConfig } from '@/lib/server/config';
import { Coalescer, ImmutableCache, stableStringify, type UpstreamReply } from './coalesce';
import { ProxyErrorCode as C, rpcErrorResponse, type JsonRpcId } from './errors';

export interface ProxyDeps {
  config: ServerConfig;
  fetch?: typeof fetch;
  coalescer?: Coalescer;
  cache?: ImmutableCache;
}

const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

interface RpcRequest {
  jsonrpc: '2.0';
  id: JsonRpcId;
  method: string;
  params?: unknown;
}

async function readBodyLimited(req: Request, maxBytes: number): Promise<string | 'too-large'> {
  const declared = Number(req.headers.get('content-length') ?? '0');
  if (declared > maxBytes) return 'too-large';
  if (!req.body) return '';
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return 'too-large';
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function validId(id: unknown): id is JsonRpcId {
  return id === null || typeof id === 'string' || (typeof id === 'number' && Number.isFinite(id));
}

async function callUpstream(deps: ProxyDeps, nodePath: string, body: RpcRequest): Promise<UpstreamReply> {
  const doFetch = deps.fetch ?? fetch;
  // Only the content type goes upstream: the caller's headers (cookies, tokens) are never forwarded.
  const res = await doFetch(deps.config.nodeUrl + nodePath, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: body.method, params: body.params }),
    signal: AbortSignal.timeout(deps.config.proxyTimeoutMs),
    redirect: 'error',
  });
  const text = await res.text();
  const isJson = (res.headers.get('content-type') ?? '').includes('json');
  if (isJson) {
    try {
      return { status: res.status, json: JSON.parse(text) as UpstreamReply['json'] };
    } catch {
      return { status: res.status, text };
    }
  }
  return { status: res.status, text };
}

function isCacheable(result: unknown): boolean {
  if (result === null || result === undefined) return false;
  // An EVM tx or receipt without a block is still pending and may change.
  if (typeof result === 'object' && 'blockHash' in result && (result as { blockHash: unknown }).blockHash === null) {
    return false;
  }
  return true;
}

export async function proxyNodeRequest(req: Request, nodePath: string, deps: ProxyDeps): Promise<Response> {
  if (req.method !== 'POST') {
    return rpcErrorResponse(405, null, C.invalidRequest, `POST method required, received ${req.method}`, null, {
      allow: 'POST',
    });
  }
  const contentType = (req.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (contentType !== 'application/json') {
    return rpcErrorResponse(
      415,
      null,
      C.invalidRequest,
      `unsupported content type "${contentType || '(none)'}": send application/json`,
    );
  }
  const target = serviceForPath(nodePath);
  if (!target) {
    return rpcErrorResponse(404, null, C.methodNotFound, `unknown node path ${nodePath}`);
  }

  const raw = await readBodyLimited(req, deps.config.proxyMaxBodyBytes);
  if (raw === 'too-large') {
    return rpcErrorResponse(413, null, C.tooLarge, `request body exceeds ${deps.config.proxyMaxBodyBytes} bytes`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return rpcErrorResponse(400, null, C.parseError, 'parse error: the body is not valid JSON');
  }
  if (Array.isArray(parsed)) {
    return rpcErrorResponse(400, null, C.invalidRequest, 'batch requests are not supported: send one call per request');
  }
  if (typeof parsed !== 'object' || parsed === null) {
    return rpcErrorResponse(400, null, C.invalidRequest, 'invalid request: expected a JSON-RPC 2.0 object');
  }
  const body = parsed as Record<string, unknown>;
  const id = validId(body.id) ? body.id : null;
  if (body.jsonrpc !== '2.0') {
    return rpcErrorResponse(400, id, C.invalidRequest, 'invalid request: jsonrpc must be "2.0"');
  }
  if (typeof body.method !== 'string' || body.method.length === 0 || body.method.length > 128) {
    return rpcErrorResponse(400, id, C.invalidRequest, 'invalid request: method must be a non-empty string');
  }
  if (body.params !== undefined && (typeof body.params !== 'object' || body.params === null)) {
    return rpcErrorResponse(400, id, C.invalidRequest, 'invalid request: params must be an object or an array');
  }
  const method = body.method;
  const def = resolveMethod(nodePath, method);
  if (!def) {
    return rpcErrorResponse(200, id, C.methodNotFound, `method "${method}" is not available on ${nodePath}`);
  }
  if (def.nodeSpecific && !(await callerOf(req, deps.config)).operator) {
    return rpcErrorResponse(
      200,
      id,
      C.forbidden,
      `method "${method}" is node-specific and not served by this public explorer`,
    );
  }

  const call: RpcRequest = { jsonrpc: '2.0', id, method, params: body.params };
  const key = `${nodePath}\n${method}\n${stableStringify(body.params ?? null)}`;
  const cache = deps.cache;
  if (def.cache === 'immutable' && cache?.has(key)) {
    return jsonReply(200, { jsonrpc: '2.0', result: cache.get(key), id }, IMMUTABLE_CACHE_CONTROL, 'hit');
  }

  let reply: UpstreamReply;
  try {
    const doCall = () => callUpstream(deps, nodePath, call);
    reply = deps.coalescer ? await deps.coalescer.run(key, doCall) : await doCall();
  } catch (err) {
    const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
    return timedOut
      ? rpcErrorResponse(504, id, C.upstreamTimeout, `the node did not answer within ${deps.config.proxyTimeoutMs} ms`)
      : rpcErrorResponse(502, id, C.upstreamUnavailable, 'the node is unreachable');
  }

  if (reply.json && typeof reply.json === 'object') {
    const { result, error } = reply.json;
    if (error !== undefined && error !== null) {
      return jsonReply(reply.status === 200 ? 200 : reply.status, { jsonrpc: '2.0', error, id }, 'no-store');
    }
    if (cache && isCacheable(result) && immutableWithoutTip(def, body.params, result)) {
      cache.set(key, result);
      return jsonReply(200, { jsonrpc: '2.0', result, id }, IMMUTABLE_CACHE_CONTROL, 'miss');
    }
    return jsonReply(200, { jsonrpc: '2.0', result: result ?? null, id }, 'no-store');
  }
  // The node answered plain text (404 unknown path, 503 while bootstrapping, …): keep its status and words.
  const text = (reply.text ?? '').slice(0, 500).trim();
  return rpcErrorResponse(
    reply.status >= 400 ? reply.status : 502,
    id,
    C.upstreamHttpError,
    `the node answered HTTP ${reply.status}${text ? `: ${text}` : ''}`,
    { upstreamStatus: reply.status },
  );
}

function jsonReply(status: number, body: unknown, cacheControl: string, cacheState?: 'hit' | 'miss'): Response {
  const headers: Record<string, string> = {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': cacheControl,
  };
  if (cacheState) headers['x-snowline-cache'] = cacheState;
  return new Response(JSON.stringify(body), { status, headers });
}
