#!/usr/bin/env node
// Serves Snowline: Next's request handler on a plain http.Server. `next start` alone cannot tell the
// app which address a request came from: Next keeps any X-Forwarded-For the client sends, so a forged
// "127.0.0.1" would look like its own. Here every request carries the socket's peer address in a
// header whose name is random per process and known only to this process (globalThis), so no client
// can forge it; lib/server/client-address.ts reads it and trusts X-Forwarded-For only from the
// proxies in SNOWLINE_TRUSTED_PROXIES.
// Usage: node scripts/serve.mjs [--dev] [--port 3000] [--host 0.0.0.0]
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    dev: { type: 'boolean', default: false },
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    host: { type: 'string', default: process.env.HOST ?? '0.0.0.0' },
  },
});
const port = Number(values.port);
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`serve: --port must be a TCP port, got "${values.port}"`);
  process.exit(2);
}
// As `next start` / `next dev` set it, before Next loads.
process.env.NODE_ENV = values.dev ? 'development' : 'production';

const peerHeader = `x-snowline-peer-${randomBytes(12).toString('hex')}`;
globalThis[Symbol.for('snowline.peerAddressHeader')] = peerHeader;

const { default: next } = await import('next');
const app = next({ dev: values.dev, hostname: values.host, port });
await app.prepare();
const handle = app.getRequestHandler();

const server = http.createServer((req, res) => {
  req.headers[peerHeader] = req.socket.remoteAddress ?? '';
  void handle(req, res);
});
if (values.dev) server.on('upgrade', app.getUpgradeHandler());
server.on('error', (e) => {
  console.error(
    e.code === 'EADDRINUSE' ? `serve: port ${port} on ${values.host} is already in use` : `serve: ${e.message}`,
  );
  process.exit(1);
});
server.listen(port, values.host, () => {
  // Where this server reaches itself, as `next start` records it (lib/explorer/node-down-proxy.ts asks it).
  const self = values.host === '0.0.0.0' ? 'localhost' : values.host === '::' ? '[::1]' : values.host;
  process.env.__NEXT_PRIVATE_ORIGIN = `http://${self.includes(':') && !self.startsWith('[') ? `[${self}]` : self}:${port}`;
  console.log(`Snowline ready on ${process.env.__NEXT_PRIVATE_ORIGIN}`);
});

function stop() {
  server.close();
  void app.close().finally(() => process.exit(0));
  setTimeout(() => process.exit(0), 5_000).unref();
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
