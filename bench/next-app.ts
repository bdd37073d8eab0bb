// A Next server for a benchmark: Snowline's own build (or `next dev` when none exists), or another
// app directory such as the empty page first-load-js.ts measures against; started, awaited, stopped.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const NEXT_BIN = path.join(REPO, 'node_modules/next/dist/bin/next');

export interface NextServer {
  url: string;
  /** `next start` of a production build, or `next dev` (slower: figures are only indicative). */
  mode: 'start' | 'dev';
  stop(): Promise<void>;
}

/** The build Snowline's scripts use: SNOWLINE_DIST_DIR or .next. */
function appDistDir(): string {
  return process.env.SNOWLINE_DIST_DIR || '.next';
}

export function hasProductionBuild(dir = REPO, distDir = appDistDir()): boolean {
  return fs.existsSync(path.join(dir, distDir, 'BUILD_ID'));
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

async function waitForHttp(url: string, timeoutMs: number, child: ChildProcess): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`next exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`next did not answer at ${url} within ${timeoutMs} ms`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Starts Next in `dir` (Snowline by default) on `port` (SNOWLINE_BENCH_APP_PORT, else a free one) and
 * waits until `readyPath` answers.
 */
export async function startNext(opts: {
  dir?: string;
  env?: Record<string, string>;
  port?: number;
  readyPath?: string;
}): Promise<NextServer> {
  const dir = opts.dir ?? REPO;
  const distDir = dir === REPO ? appDistDir() : '.next';
  const mode = hasProductionBuild(dir, distDir) ? 'start' : 'dev';
  const port = opts.port ?? (Number(process.env.SNOWLINE_BENCH_APP_PORT) || (await freePort()));
  const child = spawn(process.execPath, [NEXT_BIN, mode, '-p', String(port), '-H', '127.0.0.1'], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      ...(dir === REPO ? { SNOWLINE_DIST_DIR: distDir } : {}),
      ...opts.env,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(url + (opts.readyPath ?? '/'), 300_000, child);
  } catch (e) {
    await stopChild(child);
    throw e;
  }
  return { url, mode, stop: () => stopChild(child) };
}
