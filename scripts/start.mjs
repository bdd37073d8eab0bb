#!/usr/bin/env node
// `npm start` serves the built explorer on PORT (default 3000) against SNOWLINE_NODE_URL.
// When SNOWLINE_NODE_URL is unset it first starts the embedded devnet and points the explorer at it.
// The explorer is scripts/server.mjs (the node proxy before Next, then Next); `--dev` runs Next in
// development mode (no build needed).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

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

async function nodeAnswers(url) {
  try {
    const res = await fetch(`${url}/ext/info`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'info.getNetworkID' }),
      signal: AbortSignal.timeout(1_000),
    });
    return res.ok;
  } catch {
    return false;
  }
}

async function startDevnet() {
  const devnetPort = process.env.SNOWLINE_DEVNET_PORT ?? '9650';
  const dataDir = process.env.SNOWLINE_DEVNET_DATA_DIR ?? '.data/devnet';
  const url = `http://127.0.0.1:${devnetPort}`;
  if (await nodeAnswers(url)) {
    console.log(`Using the node already answering at ${url}`);
    return url;
  }
  const child = start('devnet', [
    'node_modules/tsx/dist/cli.mjs',
    'devnet/main.ts',
    '--port',
    devnetPort,
    '--data-dir',
    dataDir,
  ]);
  await new Promise((resolve) => {
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      if (String(chunk).includes('devnet listening on')) resolve();
    });
  });
  child.stdout.pipe(process.stdout);
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
  ...(external ? {} : { SNOWLINE_EMBEDDED_DEVNET: '1' }),
});
next.stdout.pipe(process.stdout);
console.log(`Snowline: http://localhost:${port} (node: ${nodeUrl}${external ? '' : ', embedded devnet'})`);
