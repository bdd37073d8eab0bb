// The HTTP layer: one port, the node's paths, AvalancheGo's outer middleware (node-id header, CORS,
// allowed hosts, 404 for unknown paths, plain GET health endpoints) and a body size limit. Nothing a client sends
// can crash the process: every failure becomes a response.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from '../core/contracts';
import type { HealthReport } from '../health/service';
import { EVM_MAX_BODY_BYTES, serveEvmHttp } from '../evm/http';
import { allowedHostsCheck, DEFAULT_ALLOWED_HOSTS } from './allowed-hosts';
import { actualRequestHeaders, corsPolicy, DEVNET_ALLOWED_ORIGINS, isPreflight, preflightHeaders } from './cors';
import { encodeJson } from './go-json';
import { handleRpc, type RpcResponse } from './jsonrpc';
import type { RouteTable } from './routes';

/** Bodies beyond this are refused like a failed read (AvalancheGo caps request bodies too). */
const MAX_BODY_BYTES = 4 * 1024 * 1024;

export interface ServerOptions {
  routes: () => RouteTable;
  log: Logger;
  nodeID: string;
  health: (tags?: string[]) => HealthReport;
  /**
   * Maps the part of a path after `/ext/` through the API and chain aliases (admin.alias,
   * admin.aliasChain); returns it unchanged when no alias applies.
   */
  resolvePath?: (pathAfterExt: string) => string;
  /** --http-allowed-hosts (default localhost; IP addresses always pass; '*' allows all). */
  allowedHosts?: readonly string[];
  /** --http-allowed-origins (default: loopback pages only, DEVNET_ALLOWED_ORIGINS). */
  allowedOrigins?: readonly string[];
}

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

const HEALTH_GET_PATHS = new Set([
  '/ext/health',
  '/ext/health/health',
  '/ext/health/readiness',
  '/ext/health/liveness',
]);

function readBody(req: http.IncomingMessage, limit: number): Promise<{ body: Buffer; tooLarge: boolean }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (c: Buffer) => {
      if (tooLarge) return;
      size += c.length;
      if (size > limit) {
        tooLarge = true;
        chunks.length = 0;
        return;
      }
      chunks.push(c);
    });
    req.on('end', () => resolve({ body: Buffer.concat(chunks), tooLarge }));
    req.on('error', reject);
  });
}

export function startHttpServer(o: ServerOptions, port: number, host: string): Promise<RunningServer> {
  const send = (res: http.ServerResponse, r: RpcResponse): void => {
    res.writeHead(r.status, r.headers);
    res.end(r.body);
  };
  /** Refuses a request before reading its body, with Go's plain-text error page. */
  const refuse = (req: http.IncomingMessage, res: http.ServerResponse, status: number, body: string): void => {
    req.resume();
    send(res, {
      status,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff' },
      body,
    });
  };
  const resolvePath = (raw: string): string => {
    if (!o.resolvePath || !raw.startsWith('/ext/')) return raw;
    const after = raw.slice('/ext/'.length);
    const resolved = o.resolvePath(after);
    // Unaliased paths keep their exact spelling (the alias table trims slashes).
    return resolved === after.replace(/^\/+|\/+$/g, '') ? raw : `/ext/${resolved}`;
  };
  const cors = corsPolicy(o.allowedOrigins ?? DEVNET_ALLOWED_ORIGINS);
  const hostAllowed = allowedHostsCheck(o.allowedHosts ?? DEFAULT_ALLOWED_HOSTS);
  const server = http.createServer((req, res) => {
    res.setHeader('node-id', o.nodeID);
    const origin = req.headers.origin;
    const requestMethod = req.headers['access-control-request-method'];
    // rs/cors wraps the host check: a preflight is answered before it, any other reply gets its headers.
    if (isPreflight(req.method ?? '', requestMethod)) {
      const requestHeaders = req.headers['access-control-request-headers'];
      res.writeHead(200, preflightHeaders(cors, { origin, requestMethod: requestMethod ?? '', requestHeaders }));
      res.end();
      req.resume();
      return;
    }
    for (const [k, v] of Object.entries(actualRequestHeaders(cors, { origin, method: req.method ?? '' })))
      res.setHeader(k, v);
    if (!hostAllowed(req.headers.host)) {
      refuse(req, res, 403, 'invalid host specified\n');
      return;
    }
    const path = resolvePath((req.url ?? '/').split('?')[0] ?? '/');
    void (async () => {
      try {
        if (req.method === 'GET' && HEALTH_GET_PATHS.has(path)) {
          req.resume();
          const report = o.health();
          send(res, {
            status: report.healthy ? 200 : 503,
            headers: { 'content-type': 'application/json; charset=utf-8' },
            body: encodeJson(report) + '\n',
          });
          return;
        }
        const routes = o.routes();
        const evm = routes.evm.get(path);
        if (evm) {
          // geth's HTTP rules, not gorilla's: the EVM endpoint takes the request whole.
          const { body, tooLarge } =
            req.method === 'POST'
              ? await readBody(req, EVM_MAX_BODY_BYTES)
              : (req.resume(), { body: Buffer.alloc(0), tooLarge: false });
          send(
            res,
            await serveEvmHttp(evm, {
              httpMethod: req.method ?? 'GET',
              contentType: req.headers['content-type'],
              body,
              bodyTooLarge: tooLarge,
            }),
          );
          return;
        }
        const endpoint = routes.endpoints.get(path);
        if (!endpoint) {
          refuse(req, res, 404, '404 page not found\n');
          return;
        }
        const { body, tooLarge } =
          req.method === 'POST'
            ? await readBody(req, MAX_BODY_BYTES)
            : (req.resume(), { body: Buffer.alloc(0), tooLarge: false });
        const r = await handleRpc({
          httpMethod: req.method ?? 'GET',
          contentType: req.headers['content-type'],
          body,
          bodyTooLarge: tooLarge,
          endpoint,
          log: o.log,
        });
        send(res, r);
      } catch (e) {
        o.log.error('request failed', { path, error: e instanceof Error ? (e.stack ?? e.message) : String(e) });
        if (!res.headersSent)
          send(res, {
            status: 500,
            headers: { 'content-type': 'text/plain; charset=utf-8' },
            body: 'internal error\n',
          });
        else res.destroy();
      }
    })();
  });
  server.on('clientError', (_err, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    else socket.destroy();
  });
  server.keepAliveTimeout = 60_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const addr = server.address() as AddressInfo;
      const shownHost = host.includes(':') ? `[${host}]` : host;
      resolve({
        url: `http://${shownHost}:${addr.port}`,
        port: addr.port,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
