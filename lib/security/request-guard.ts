// What Snowline's server does to every request before anything answers it: set the security
// headers (with a fresh CSP nonce, handed to Next through the request's own CSP header), decide who
// the client is, refuse a path that does not decode or that Next would rewrite, and bound the
// client's work: a token bucket per client (429 with Retry-After) and a concurrency cap on expensive
// pages. Requests answered before Next (the node proxy, kept pages) and those Next answers all pass
// here, so all get the same; the node proxy writes its API set of headers with its answer (one
// writeHead, no nonce).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { NodeErrorCode } from '@/lib/rpc/error-codes';
import { INNER_RENDER_HEADER, innerRenderToken } from '@/lib/server/inner-render';
import {
  isLoopbackAddress,
  normalizeAddress,
  resolveClientAddress,
  stampPeer,
  type TrustedProxies,
} from '@/lib/server/client-address';
import { createConcurrencyGate, type ConcurrencyGate } from './concurrency-gate';
import type { SecurityConfig } from './config';
import { contentSecurityPolicy, newNonce } from './content-security-policy';
import { memoryTokenBuckets, rateKeyOf, type RateLimiter } from './rate-limit';
import { refusalBody } from './refused-page';
import { refusedPath, requestClass, type RequestClass } from './request-class';
import { apiSecurityHeaders, securityHeaders } from './response-headers';

export interface GuardOptions {
  config: SecurityConfig;
  dev: boolean;
  /** Shared buckets (Redis) when several instances serve; in memory otherwise. */
  rateLimiter?: RateLimiter;
}

/**
 * Passed: hand the request on (a slot is released when the response closes). `https`: whether the
 * client came over TLS, for the headers a proxy answer writes itself.
 */
type GuardResult = { passed: true; client: string; kind: RequestClass; https: boolean } | { passed: false };

export interface RequestGuard {
  check(req: IncomingMessage, res: ServerResponse): Promise<GuardResult>;
  gate: ConcurrencyGate;
}

/**
 * Answers in place of the route: JSON-RPC for the proxy (its callers are JSON-RPC clients), JSON for
 * other API routes, a styled page that retries by itself for pages (refused-page.ts).
 */
function refuse(
  req: IncomingMessage,
  res: ServerResponse,
  kind: RequestClass,
  https: boolean,
  status: 400 | 429 | 503,
  message: string,
  retryAfterSeconds?: number,
): void {
  const headers: Record<string, string> = { 'cache-control': 'no-store' };
  if (retryAfterSeconds !== undefined) headers['retry-after'] = String(retryAfterSeconds);
  let body: string;
  if (kind === 'proxy') {
    const api = apiSecurityHeaders(https);
    for (let i = 0; i < api.length; i += 2) headers[api[i]!] = api[i + 1]!;
    headers['content-type'] = 'application/json; charset=utf-8';
    body = JSON.stringify({
      jsonrpc: '2.0',
      error: { code: status === 400 ? NodeErrorCode.invalidRequest : NodeErrorCode.rateLimited, message, data: null },
      id: null,
    });
  } else {
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    const refusal = refusalBody(q === -1 ? url : url.slice(0, q), status, message, retryAfterSeconds);
    headers['content-type'] = refusal.contentType;
    body = refusal.body;
  }
  headers['content-length'] = String(Buffer.byteLength(body));
  // A body left unread would otherwise be drained before the connection is reused.
  headers.connection = 'close';
  res.writeHead(status, headers);
  res.end(body);
}

function isInnerRender(req: IncomingMessage): boolean {
  return (
    req.headers[INNER_RENDER_HEADER] === innerRenderToken() &&
    isLoopbackAddress(normalizeAddress(req.socket.remoteAddress))
  );
}

/** Whether the request came over TLS, directly or (per a trusted proxy's X-Forwarded-Proto) in front. */
function arrivedOverHttps(req: IncomingMessage, peer: string | null, trusted: TrustedProxies): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted) return true;
  if (peer === null || !trusted.has(peer)) return false;
  const proto = String(req.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]!
    .trim()
    .toLowerCase();
  return proto === 'https';
}

export function createRequestGuard(o: GuardOptions): RequestGuard {
  const { config, dev } = o;
  const limiter = o.rateLimiter ?? (config.rateLimit ? memoryTokenBuckets(config.rateLimit) : null);
  const gate = createConcurrencyGate(config.expensive);
  const httpsDeployment = config.publicUrl?.protocol === 'https:';
  // Every header but the policy is the same on every response: listed once, not per request.
  const others = (https: boolean) =>
    Object.entries(securityHeaders({ dev, https })).filter(([name]) => name !== 'content-security-policy');
  const otherHeaders = { http: others(false), https: others(true) };

  // The peer of a connection, normalized once for all the requests it carries (keep-alive).
  const peers = new WeakMap<object, string | null>();
  function peerOf(req: IncomingMessage): string | null {
    let peer = peers.get(req.socket);
    if (peer === undefined) peers.set(req.socket, (peer = normalizeAddress(req.socket.remoteAddress)));
    return peer;
  }

  async function check(req: IncomingMessage, res: ServerResponse): Promise<GuardResult> {
    const url = req.url ?? '/';
    const peer = peerOf(req);
    const https = httpsDeployment || arrivedOverHttps(req, peer, config.trustedProxies);
    const kind = requestClass(url, req.headers['next-router-prefetch'] !== undefined);
    // A proxied call never reaches Next: it needs no nonce, and writes its own headers.
    if (kind !== 'proxy') {
      const policy = contentSecurityPolicy({ nonce: newNonce(), dev });
      res.setHeader('content-security-policy', policy);
      for (const [name, value] of https ? otherHeaders.https : otherHeaders.http) res.setHeader(name, value);
      // Next puts the nonce of the request's CSP header on its inline scripts; a client's own is dropped.
      req.headers['content-security-policy'] = policy;
      delete req.headers['content-security-policy-report-only'];
      // The app reads the peer from this header (lib/server/client-address.ts); its name is this process's secret.
      stampPeer(req.headers, req.socket.remoteAddress);
    }
    const forwarded = req.headers['x-forwarded-for'];
    // Without forwarding headers the client is the peer, whether or not it is a trusted proxy.
    const client =
      (forwarded === undefined ? peer : resolveClientAddress(peer, forwarded, config.trustedProxies)) ?? 'unknown';

    // Before anything else runs: a path Next would rewrite is not priced as it reads.
    const refused = refusedPath(url);
    if (refused !== null) {
      refuse(req, res, kind, https, 400, `Bad request: ${refused}.`);
      return { passed: false };
    }
    // The node-down page's own second request: its outer request was counted and holds any slot.
    if (isInnerRender(req)) return { passed: true, client, kind, https };

    const cost = kind === 'asset' ? 0 : kind === 'expensive' ? (config.rateLimit?.expensiveCost ?? 1) : 1;
    if (limiter && cost > 0) {
      const decision = await limiter.take(rateKeyOf(client), cost);
      if (!decision.allowed) {
        refuse(
          req,
          res,
          kind,
          https,
          429,
          `Too many requests from your address: try again in ${decision.retryAfterSeconds} s.`,
          decision.retryAfterSeconds,
        );
        return { passed: false };
      }
    }
    if (kind === 'expensive') {
      const gone = new AbortController();
      const onClose = () => gone.abort();
      res.once('close', onClose);
      const admission = await gate.enter(client, gone.signal);
      if (!admission.ok) {
        res.off('close', onClose);
        if (!res.destroyed) {
          refuse(
            req,
            res,
            kind,
            https,
            admission.status,
            `Busy: ${admission.reason}; try again shortly.`,
            admission.retryAfterSeconds,
          );
        }
        return { passed: false };
      }
      res.off('close', onClose);
      if (res.destroyed) {
        admission.release();
        return { passed: false };
      }
      res.once('close', admission.release);
    }
    return { passed: true, client, kind, https };
  }

  return { check, gate };
}
