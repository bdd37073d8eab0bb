#!/usr/bin/env node
// `npm test`: everything the project checks, in order, failing fast:
// typecheck, lint, unit tests, production build, end-to-end tests in Debian's Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  console.log(`${CHROMIUM} is missing: installing Debian's chromium package`);
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args) => (asRoot ? ['apt-get', args] : ['sudo', ['apt-get', ...args]]);
  run('apt-get update', ...apt(['update']), { env });
  run('apt-get install chromium', ...apt(['install', '-y', '--no-install-recommends', 'chromium']), { env });
}

// A fresh clone has no node_modules: install the lockfile's versions. Not `npm ci`: the lockfile written
// here lacks other platforms' optional binaries (e.g. @next/swc-darwin-*), which `npm ci` refuses.
if (!existsSync('node_modules/.package-lock.json')) {
  run('install dependencies', 'npm', ['install', '--no-audit', '--no-fund']);
}

const node = process.execPath;
run('typecheck', node, ['node_modules/typescript/bin/tsc', '--noEmit']);
run('lint', node, ['node_modules/eslint/bin/eslint.js', '.', '--max-warnings=0']);
run('unit tests', node, ['node_modules/vitest/vitest.mjs', 'run']);
ensureChromium();
run('build', node, ['node_modules/next/dist/bin/next', 'build']);
run('end-to-end tests', node, ['node_modules/@playwright/test/cli.js', 'test']);
console.log('\nAll checks passed.');
