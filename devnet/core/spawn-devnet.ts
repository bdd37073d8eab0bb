// Starts the devnet CLI as a child process (tests and the benchmark), resolving once it prints its
// "devnet listening on <url>" line.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface DevnetProcess {
  child: ChildProcess;
  url: string;
  stderr: () => string;
  /** Resolves with the exit code or signal once the process is gone. */
  exited: Promise<number | string | null>;
}

export function spawnDevnet(args: string[], timeoutMs = 60_000): Promise<DevnetProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO, 'devnet/main.ts'), ...args], {
    cwd: REPO,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, DEVNET_LOG_LEVEL: process.env.DEVNET_LOG_LEVEL ?? 'warn' },
  });
  let err = '';
  let out = '';
  child.stderr?.on('data', (c: Buffer) => {
    err += c.toString();
    if (err.length > 200_000) err = err.slice(-100_000);
  });
  const exited = new Promise<number | string | null>((resolve) =>
    child.on('exit', (code, signal) => resolve(signal ?? code)),
  );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`devnet did not start within ${timeoutMs} ms:\n${err}`));
    }, timeoutMs);
    child.stdout?.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /devnet listening on (http:\/\/\S+)/.exec(out);
      if (m?.[1]) {
        clearTimeout(timer);
        resolve({ child, url: m[1], stderr: () => err, exited });
      }
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`devnet exited (${String(code)}) before listening:\n${err}`));
    });
  });
}

/**
 * Runs `beforeKill` against a devnet busy with live activity (25 actions a second, no pre-built
 * history) on a new data folder, kills it with SIGKILL, starts it again on the same data and runs
 * `afterRestart` against that one; both processes are gone when it resolves. A failure before the
 * kill carries the end of the devnet's log: an "internal error" answer is explained only there.
 */
export async function acrossKill9(
  name: string,
  beforeKill: (url: string) => Promise<void>,
  afterRestart: (url: string) => Promise<void>,
): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `devnet-${name}-`));
  const args = [
    ...['--port', '0', '--data-dir', dataDir, '--activity', '25', '--history', 'off'],
    ...['--validators', '5', '--delegators', '5'],
  ];
  const first = await spawnDevnet(args);
  try {
    await beforeKill(first.url);
  } catch (e) {
    throw new Error(`${(e as Error).message}\n--- devnet stderr ---\n${first.stderr().slice(-4000)}`);
  } finally {
    first.child.kill('SIGKILL');
  }
  const ended = await first.exited;
  if (ended !== 'SIGKILL') throw new Error(`the devnet ended (${String(ended)}) before it was killed`);
  const second = await spawnDevnet(args);
  try {
    await afterRestart(second.url);
  } finally {
    second.child.kill('SIGKILL');
    await second.exited;
  }
}
