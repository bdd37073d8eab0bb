#!/usr/bin/env node
// `npm test`: everything the project checks, in order, failing fast. It installs what the checks need:
// the lockfile's packages (`npm ci`), and Debian's chromium, postgresql and redis-server when missing.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { findPostgresBin, findRedisServer } from './services.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const LOCK_STAMP = 'node_modules/.snowline-lock-sha256';

function run(label, cmd, args, opts = {}) {
  const started = Date.now();
  console.log(`\n▶ ${label}: ${[cmd, ...args].join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', ...opts });
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  if (r.status !== 0) {
    console.error(`✖ ${label} failed after ${secs}s (exit ${r.status ?? r.signal})`);
    process.exit(r.status || 1);
  }
  console.log(`✔ ${label} (${secs}s)`);
}

/**
 * Runs independent checks two at a time (most are single-threaded; the machine has two cores), each
 * one's output printed whole when it ends; the first failure stops the others.
 */
async function runTogether(steps, concurrency = 2) {
  const queue = [...steps];
  const children = new Set();
  const worker = async () => {
    for (let step = queue.shift(); step; step = queue.shift()) {
      const [label, cmd, args] = step;
      const started = Date.now();
      const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
      children.add(child);
      let out = '';
      child.stdout.on('data', (d) => (out += d));
      child.stderr.on('data', (d) => (out += d));
      const code = await new Promise((resolve) => child.on('close', (c, signal) => resolve(c ?? signal)));
      children.delete(child);
      const secs = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`\n▶ ${label}: ${[cmd, ...args].join(' ')}`);
      if (out) process.stdout.write(out);
      if (code !== 0) {
        console.error(`✖ ${label} failed after ${secs}s (exit ${code})`);
        for (const c of children) c.kill();
        process.exit(typeof code === 'number' && code > 0 ? code : 1);
      }
      console.log(`✔ ${label} (${secs}s)`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

/** Installs Debian packages with apt-get, as root or through sudo. */
function aptInstall(packages) {
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args) => (asRoot ? ['apt-get', args] : ['sudo', ['apt-get', ...args]]);
  run('apt-get update', ...apt(['update']), { env });
  run(`apt-get install ${packages.join(' ')}`, ...apt(['install', '-y', '--no-install-recommends', ...packages]), {
    env,
  });
}

function ensureSystemPackages() {
  const missing = [];
  if (!existsSync(CHROMIUM)) missing.push('chromium');
  if (!findPostgresBin('initdb')) missing.push('postgresql');
  if (!findRedisServer()) missing.push('redis-server');
  if (missing.length > 0) {
    console.log(`Missing for the tests: ${missing.join(', ')}; installing Debian's packages`);
    aptInstall(missing);
  }
}

// `npm ci` installs exactly the lockfile, which lists every platform's optional binaries. It runs on a
// fresh clone and again whenever the lockfile changed since the last install.
const lockHash = createHash('sha256').update(readFileSync('package-lock.json')).digest('hex');
const installed = existsSync(LOCK_STAMP) ? readFileSync(LOCK_STAMP, 'utf8').trim() : '';
if (installed !== lockHash) {
  run('install dependencies', 'npm', ['ci', '--no-audit', '--no-fund']);
  writeFileSync(LOCK_STAMP, `${lockHash}\n`);
}

const node = process.execPath;
run('no code reads outside the repository', node, ['scripts/check-repo-boundary.mjs']);
await runTogether([
  ['typecheck', node, ['node_modules/typescript/bin/tsc', '--noEmit']],
  ['lint', node, ['node_modules/eslint/bin/eslint.js', '.', '--max-warnings=0']],
  ['format', node, ['node_modules/prettier/bin/prettier.cjs', '--check', '--log-level=warn', '.']],
  ['dead code (knip)', node, ['node_modules/knip/bin/knip.js', '--no-progress']],
  [
    'layers (dependency-cruiser)',
    node,
    [
      'node_modules/dependency-cruiser/bin/dependency-cruise.mjs',
      ...['lib', 'components', 'app', 'devnet', '--config', '.dependency-cruiser.cjs'],
    ],
  ],
]);
ensureSystemPackages();
run('unit tests', node, ['node_modules/vitest/vitest.mjs', 'run']);
run('build', node, ['node_modules/next/dist/bin/next', 'build']);
run('end-to-end tests', node, ['node_modules/@playwright/test/cli.js', 'test']);
console.log('\nAll checks passed.');
