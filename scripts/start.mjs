#!/usr/bin/env node
// `npm start` serves the built explorer on PORT (default 3000) against SNOWLINE_NODE_URL.
// When SNOWLINE_NODE_URL is unset it first starts the embedded devnet and points the explorer at it.
// The devnet is known by what this script started, never by a port that answers: a node already on
// the devnet's port (say, AvalancheGo on 9650) is not adopted; Snowline says so and stops.
// The explorer is scripts/server.mjs (the node proxy and security guard before Next, then Next);
// `--dev` runs it in development mode instead (no build needed).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { displayUrl } from './display-url.mjs';

const dev = process.argv.includes('--dev');
const port = process.env.PORT ?? '3000';
const host = process.env.HOST ?? '0.0.0.0';
const children = new Set();

function shutdown(code) {
  for (const c of children) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 2_000).unref();
  if (children.size === 0) process.exit(code);
}
process.on('SIGINT', () => shutdown(130));
process.on('SIGTERM', () => shutdown(143));

function start(label, args, env) {
  const child = spawn(process.execPath, args, {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  children.add(child);
  child.on('exit', (code, signal) => {
    children.delete(child);
    console.error(`${label} exited (${signal ?? code}); stopping Snowline`);
    shutdown(code ?? 1);
  });
  return child;
}

/** Resolves to true when nothing listens on host:port (we could bind it), false when it is taken. */
function portFree(portNumber, bindHost) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(portNumber, bindHost, () => probe.close(() => resolve(true)));
  });
}

async function startDevnet() {
  const devnetPort = process.env.SNOWLINE_DEVNET_PORT ?? '9650';
  const dataDir = process.env.SNOWLINE_DEVNET_DATA_DIR ?? '.data/devnet';
  // Refusing beats moving to a free port: tools and wallets pointed at the devnet's port keep working,
  // and an operator who meant to explore the node on that port is told how.
  if (!(await portFree(Number(devnetPort), '127.0.0.1'))) {
    console.error(
      `Port ${devnetPort} is already in use, so Snowline cannot start its embedded devnet there.\n` +
        `  - To explore the node that listens on it, set SNOWLINE_NODE_URL=http://127.0.0.1:${devnetPort}.\n` +
        '  - To run the embedded devnet anyway, set SNOWLINE_DEVNET_PORT to a free port.',
    );
    process.exit(1);
  }
  const child = start('devnet', [
    'node_modules/tsx/dist/cli.mjs',
    'devnet/main.ts',
    '--port',
    devnetPort,
    '--data-dir',
    dataDir,
  ]);
  // The URL our own child reports once it has bound its port.
  const url = await new Promise((resolve) => {
    let seen = '';
    const onData = (chunk) => {
      process.stdout.write(chunk);
      seen += String(chunk);
      const m = seen.match(/devnet listening on (\S+)/);
      if (m) {
        child.stdout.off('data', onData);
        child.stdout.pipe(process.stdout);
        resolve(m[1]);
      }
    };
    child.stdout.on('data', onData);
  });
  return url;
}

if (!dev && !existsSync('.next/BUILD_ID')) {
  console.error('No production build found: run `npm run build` first (or `npm run dev`).');
  process.exit(1);
}

const external = process.env.SNOWLINE_NODE_URL?.trim();
const nodeUrl = external || (await startDevnet());
const next = start('explorer', ['scripts/server.mjs', ...(dev ? ['--dev'] : []), '--port', port, '--host', host], {
  SNOWLINE_NODE_URL: nodeUrl,
  // Only the devnet this script started is the embedded one.
  SNOWLINE_EMBEDDED_DEVNET: external ? '' : '1',
});
next.stdout.pipe(process.stdout);
console.log(`Snowline: http://localhost:${port} (node: ${displayUrl(nodeUrl)}${external ? '' : ', embedded devnet'})`);
