// The proxy on Node's own HTTP request and response: scripts/server.mjs answers /api/node/... with
// it before Next's routing, which would otherwise cost each proxied call more than the node does.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { proxyCallerOf } from '@/lib/auth/caller';
import { peerAddressHeader } from '@/lib/server/client-address';
import type { ProxyDeps } from './handler';
import { answerProxyCall, type ProxyReply } from './proxy-call';
import { PROXY_PREFIX } from '@/lib/server/proxy-path';

/** `/api/node/ext/bc/X?x` → `/ext/bc/X`, segments decoded as Next's catch-all route does; null if undecodable. */
export function nodePathOf(url: string): string | null {
  const q = url.indexOf('?');
  const pathname = (q === -1 ? url : url.slice(0, q)).slice(PROXY_PREFIX.length);
  // Nearly every client sends a plain path: nothing to decode.
  if (!pathname.includes('%')) return pathname;
  try {
    return pathname
      .split('/')
      .map((s) => decodeURIComponent(s))
      .join('/');
  } catch {
    return null;
  }
}

function readBodyLimited(req: IncomingMessage, maxBytes: number): Promise<string | 'too-large'> {
  const declared = Number(req.headers['content-length'] ?? '0');
  if (declared > maxBytes) return Promise.resolve('too-large');
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const onData = (chunk: Buffer) => {
      total += chunk.length;
      if (total > maxBytes) {
        req.off('data', onData);
        req.pause();
        resolve('too-large');
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    // A JSON-RPC call is one chunk, nearly always.
    req.once('end', () =>
      resolve(chunks.length === 1 ? chunks[0]!.toString('utf8') : Buffer.concat(chunks).toString('utf8')),
    );
    req.once('error', reject);
  });
}

function toHeaders(req: IncomingMessage): Headers {
  const h = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    h.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  // The peer, stamped as the guard stamps pages': a Bearer token is counted against its sender.
  h.set(peerAddressHeader(), req.socket.remoteAddress ?? '');
  return h;
}

/** The answer with `security` (the API set of headers) in one writeHead: the hot path of every proxied call. */
function send(res: ServerResponse, reply: ProxyReply, security: readonly string[], close: boolean): void {
  const headers = [...security];
  for (const name in reply.headers) headers.push(name, reply.headers[name]!);
  headers.push('content-length', String(Buffer.byteLength(reply.body)));
  // A body left unread cannot share the connection with the next request.
  if (close) headers.push('connection', 'close');
  res.writeHead(reply.status, headers);
  res.end(reply.body);
}

/**
 * Answers one proxied call; `security`: the response's security headers, flat (name, value, …);
 * `client`: the caller's address as the request guard decided it.
 */
export async function serveProxyHttp(
  req: IncomingMessage,
  res: ServerResponse,
  deps: ProxyDeps,
  security: readonly string[],
  client: string,
): Promise<void> {
  const nodePath = nodePathOf(req.url ?? '');
  let unread = false;
  const reply = await answerProxyCall(
    {
      httpMethod: req.method ?? 'GET',
      contentType: req.headers['content-type'] ?? null,
      nodePath: nodePath ?? '/',
      readBody: async (max) => {
        const body = await readBodyLimited(req, max);
        unread = body === 'too-large';
        return body;
      },
      client,
      caller: () =>
        proxyCallerOf(new Request(`http://snowline.local${PROXY_PREFIX}`, { headers: toHeaders(req) }), deps.config),
    },
    deps.gateway,
    { maxBodyBytes: deps.config.proxyMaxBodyBytes },
  ).catch((): ProxyReply => ({
    status: 500,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
    body: '{"jsonrpc":"2.0","error":{"code":-32603,"message":"internal error","data":null},"id":null}',
  }));
  // Node drains a body nobody read before reusing the connection; one over the cap is cut off instead.
  send(res, reply, security, unread);
  if (unread) res.once('finish', () => req.destroy());
}
