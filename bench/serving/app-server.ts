// The production app as `npm start` serves it (scripts/server.mjs on the last `next build`), on a free
// loopback port, against the node URL given.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface AppServer {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export async function startAppServer(env: Record<string, string>): Promise<AppServer> {
  const distDir = process.env.SNOWLINE_DIST_DIR || '.next';
  if (!fs.existsSync(path.join(REPO, distDir, 'BUILD_ID'))) {
    throw new Error('no production build: run `npm run build` first');
  }
  const port = await freePort();
  const child = spawn(process.execPath, ['scripts/server.mjs', '--port', String(port), '--host', '127.0.0.1'], {
    cwd: REPO,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  let out = '';
  await new Promise<void>((resolve, reject) => {
    // A crowded machine (load 10+) can take more than a minute to start the server and its follower.
    const timer = setTimeout(() => reject(new Error(`app server did not start:\n${out}`)), 180_000);
    child.stdout?.on('data', (c: Buffer) => {
      out += c.toString();
      if (out.includes('listening on')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr?.on('data', (c: Buffer) => (out = (out + c.toString()).slice(-20_000)));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`app server exited (${code}):\n${out}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    stop: async () => {
      if (child.exitCode !== null) return;
      const gone = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await gone;
      clearTimeout(timer);
    },
  };
}
