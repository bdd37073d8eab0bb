#!/usr/bin/env node
// Snowline's HTTP server: one process that answers the node proxy (/api/node/...) itself through
// lib/node, serves the build's scripts and stylesheets and the kept HTML of immutable pages, and
// hands every other request to Next.
// `npm start` runs it (scripts/start.mjs); `--dev` runs Next in development mode.
// Usage: node scripts/server.mjs [--dev] [--port 3000] [--host 0.0.0.0]
import http from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function option(name, fallback) {
  const i = process.argv.indexOf(name);
  return i >= 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1] : fallback;
}

const dev = process.argv.includes('--dev');
const port = Number(option('--port', process.env.PORT ?? '3000'));
const host = option('--host', process.env.HOST ?? '0.0.0.0');
const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// As `next start` / `next dev` set them: Next's mode, and this server's own address, which the
// node-down page uses to render itself (lib/explorer/node-down-proxy.ts).
process.env.NODE_ENV = dev ? 'development' : 'production';
process.env.PORT = String(port);
const ownHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
process.env.__NEXT_PRIVATE_ORIGIN = `http://${ownHost.includes(':') ? `[${ownHost}]` : ownHost}:${port}`;

const { default: next } = await import('next');

const app = next({ dev, dir, hostname: host, port });
await app.prepare();
// The request handler as Next compiled it, offered by its start-up hook (instrumentation.ts); tsx's
// copy when none was offered.
const offered = globalThis[Symbol.for('snowline.httpFront')];
const { createHttpFront } = offered
  ? await offered
  : await (await import('tsx/esm/api')).tsImport('../lib/front/http-front.ts', import.meta.url);
const distDir = process.env.SNOWLINE_DIST_DIR || '.next';
const buildId = dev ? 'development' : readFileSync(path.join(dir, distDir, 'BUILD_ID'), 'utf8').trim();

const staticDir = path.join(dir, distDir, 'static');
const front = createHttpFront({ next: app.getRequestHandler(), dev, buildId, staticDir });
const server = http.createServer(front);
// Upgrade requests pass the same guard (lib/front/http-front.ts): only `next dev` serves any.
server.on('upgrade', front.upgrade(app.getUpgradeHandler()));
server.listen(port, host, () => console.log(`Snowline server listening on http://${host}:${port}`));

function stop() {
  server.close();
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 2_000).unref();
  void app.close().finally(() => process.exit(0));
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
