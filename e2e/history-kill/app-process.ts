// Snowline's app server as `npm start` runs it (scripts/server.mjs on the production build), on a
// store of its own, against the node a spec names (the devnet, or a proxy of it that rewrites answers).
// Started from the node binary itself, so a SIGKILL reaches the process that follows the chain (the
// history-kill test's SIGKILL mid-backfill leaves no wrapper running).
import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '../../scripts/services.mjs';
import { untilListening } from '../app-listening';

export interface AppProcess {
  url: string;
  child: ChildProcess;
  output(): string;
  /** Resolves once the process is gone. */
  exited: Promise<void>;
}

/** Starts the app on `port` (a free one by default) and resolves once it listens. */
export async function startApp(
  nodeUrl: string,
  dataDir: string,
  env: Record<string, string> = {},
  port?: number,
): Promise<AppProcess> {
  port ??= await freePort();
  const child = spawn(process.execPath, ['scripts/server.mjs', '--port', String(port), '--host', '127.0.0.1'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      SNOWLINE_NODE_URL: nodeUrl,
      SNOWLINE_DATA_DIR: dataDir,
      SNOWLINE_MONITOR: 'off',
      SNOWLINE_FOLLOW_POLL_MS: '100',
      SNOWLINE_RATE_LIMIT_PER_SECOND: '1000',
      ...env,
    },
  });
  let out = '';
  child.stdout?.on('data', (d) => (out += String(d)));
  child.stderr?.on('data', (d) => (out += String(d)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await untilListening(child).catch((e: unknown) => {
    child.kill('SIGKILL');
    throw e;
  });
  return { url: `http://127.0.0.1:${port}`, child, output: () => out, exited };
}

export interface ChainStatus {
  chain: string;
  indexedHeight: number;
  tipHeight: number | null;
}

/** The app's history progress per chain (/api/history/status); empty while it has none. */
export async function statusOf(app: AppProcess): Promise<ChainStatus[]> {
  const res = await fetch(`${app.url}/api/history/status`);
  if (!res.ok) return [];
  const body = (await res.json()) as { chains?: ChainStatus[] };
  return body.chains ?? [];
}
