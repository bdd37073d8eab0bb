#!/usr/bin/env node
// `npm test`: everything the project checks, in order, failing fast. It installs what the checks need:
// the lockfile's packages (`npm ci`), and Debian's chromium, postgresql and redis-server when missing.
import { spawnSync } from 'node:child_process';
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
run('format', node, ['node_modules/prettier/bin/prettier.cjs', '--check', '--log-level=warn', '.']);
run('dead code (knip)', node, ['node_modules/knip/bin/knip.js', '--no-progress']);
run('typecheck', node, ['node_modules/typescript/bin/tsc', '--noEmit']);
run('lint', node, ['node_modules/eslint/bin/eslint.js', '.', '--max-warnings=0']);
run('layers (dependency-cruiser)', node, [
  'node_modules/dependency-cruiser/bin/dependency-cruise.mjs',
  ...['lib', 'components', 'app', 'devnet', '--config', '.dependency-cruiser.cjs'],
]);
ensureSystemPackages();
run('unit tests', node, ['node_modules/vitest/vitest.mjs', 'run']);
run('build', node, ['node_modules/next/dist/bin/next', 'build']);
run('end-to-end tests', node, ['node_modules/@playwright/test/cli.js', 'test']);
console.log('\nAll checks passed.');
