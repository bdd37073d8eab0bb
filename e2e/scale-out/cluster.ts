// The scale-out test's world: one devnet (behind a pass-through that counts node calls), one
// PostgreSQL, one Redis, a webhook that records alerts, and Snowline instances (scripts/server.mjs,
// the production build) that share them, started and killed as the test asks.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, startPostgres, startRedis, type RunningService } from '../../scripts/services.mjs';
import { countingProxy, type CountingProxy } from './counting-proxy';

export const OPERATOR_TOKEN = 'scale-out-operator-5996d85420e65bdf7f25987b5683cd5827d285b1';
const METRICS_TOKEN = 'scale-out-metrics-3e8a1d68bea2120cb04b0f1bb63132e9a19f8420';
export const SAMPLE_MS = 2_000;
/** Rate limit of each instance: low, so that a limit not shared would show. */
export const RATE = { perSecond: 2, burst: 10 };

export interface Instance {
  name: string;
  url: string;
  child: ChildProcess;
  /** What it printed (for failure reports). */
  output(): string;
}

export interface Cluster {
  node: CountingProxy;
  /** The devnet itself, not through the counting proxy (the test's own reads cost the count nothing). */
  devnetUrl: string;
  postgresUrl: string;
  redisUrl: string;
  /** Alert bodies the webhook received. */
  hooks: unknown[];
  instances: Instance[];
  startInstance(name: string): Promise<Instance>;
  /** Stops Redis (as when it crashes), and starts a fresh, empty one on the same port. */
  stopRedis(): Promise<void>;
  restartRedis(): Promise<void>;
  stop(): Promise<void>;
}

function waitForOutput(child: ChildProcess, pattern: RegExp, what: string, ms: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`${what} did not start in ${ms} ms:\n${seen.slice(-2_000)}`)), ms);
    const onData = (d: Buffer) => {
      seen += String(d);
      if (pattern.test(seen)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${what} exited (${code}) before starting:\n${seen.slice(-2_000)}`));
    });
  });
}

async function until(check: () => Promise<boolean>, ms: number, what: string): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check().catch(() => false))) {
    if (Date.now() > end) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export async function startCluster(): Promise<Cluster> {
  const dir = mkdtempSync(path.join(tmpdir(), 'snowline-scale-out-'));
  const children: ChildProcess[] = [];
  const services: RunningService[] = [];
  const closers: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
    for (const close of closers.reverse()) await close().catch(() => undefined);
    for (const s of services) await s.stop().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const devnetPort = await freePort();
    // tsx as a loader in this one process: its CLI would run the devnet in a child that a kill of the
    // CLI leaves running.
    const devnet = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'devnet/main.ts',
        '--port',
        String(devnetPort),
        '--data-dir',
        path.join(dir, 'devnet'),
        '--activity',
        '2',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    children.push(devnet);
    const [pg, firstRedis] = await Promise.all([startPostgres(), startRedis()]);
    let redis: RunningService | null = firstRedis;
    const redisUrl = firstRedis.url;
    services.push(pg);
    closers.push(async () => void (await redis?.stop()));
    await waitForOutput(devnet, /devnet listening on/, 'the devnet', 180_000);
    const node = await countingProxy(`http://127.0.0.1:${devnetPort}`);
    closers.push(node.close);

    const hooks: unknown[] = [];
    const hookServer = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        hooks.push(JSON.parse(Buffer.concat(chunks).toString('utf8')));
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((r) => hookServer.listen(0, '127.0.0.1', r));
    closers.push(() => new Promise<void>((r) => hookServer.close(() => r())));
    const hookUrl = `http://127.0.0.1:${(hookServer.address() as AddressInfo).port}/hook`;

    const instances: Instance[] = [];
    const startInstance = async (name: string): Promise<Instance> => {
      const port = await freePort();
      let out = '';
      const child = spawn(process.execPath, ['scripts/server.mjs', '--port', String(port), '--host', '127.0.0.1'], {
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          ...process.env,
          SNOWLINE_NODE_URL: node.url,
          SNOWLINE_DATABASE_URL: pg.url,
          SNOWLINE_REDIS_URL: redisUrl,
          SNOWLINE_DATA_DIR: path.join(dir, name),
          SNOWLINE_MODE: 'operator',
          SNOWLINE_OPERATOR_TOKEN: OPERATOR_TOKEN,
          SNOWLINE_METRICS_TOKEN: METRICS_TOKEN,
          SNOWLINE_UPTIME_SAMPLE_MS: String(SAMPLE_MS),
          SNOWLINE_ALERT_WEBHOOK_URL: hookUrl,
          // The test's webhook listens on loopback, which channels reach only when the operator allows it.
          SNOWLINE_ALERT_PRIVATE_TARGETS: 'allow',
          SNOWLINE_TRUSTED_PROXIES: 'loopback',
          SNOWLINE_RATE_LIMIT_PER_SECOND: String(RATE.perSecond),
          SNOWLINE_RATE_LIMIT_BURST: String(RATE.burst),
        },
      });
      children.push(child);
      child.stdout?.on('data', (d) => (out += String(d)));
      child.stderr?.on('data', (d) => (out += String(d)));
      const instance: Instance = { name, url: `http://127.0.0.1:${port}`, child, output: () => out };
      await waitForOutput(child, /listening on/, `instance ${name}`, 120_000);
      await until(
        async () => (await fetch(`${instance.url}/api/health/ready`, { headers: someone() })).status === 200,
        60_000,
        `instance ${name} ready`,
      );
      instances.push(instance);
      return instance;
    };
    const stopRedis = async () => {
      await redis?.stop();
      redis = null;
    };
    const restartRedis = async () => {
      redis = await startRedis({ port: firstRedis.port });
    };
    return {
      node,
      devnetUrl: `http://127.0.0.1:${devnetPort}`,
      postgresUrl: pg.url,
      redisUrl,
      hooks,
      instances,
      startInstance,
      stopRedis,
      restartRedis,
      stop,
    };
  } catch (e) {
    await stop();
    throw e;
  }
}

let asked = 0;
/**
 * Headers of a request from a new client address (the instances trust loopback proxies): the test's
 * own requests, which are many, stay clear of the low rate limit it runs with.
 */
export function someone(headers: Record<string, string> = {}): Record<string, string> {
  asked++;
  return { ...headers, 'x-forwarded-for': `10.${(asked >> 16) & 255}.${(asked >> 8) & 255}.${asked & 255}` };
}

/** This instance's /metrics text (with the metrics token). */
export async function metricsOf(instance: Instance): Promise<string> {
  const res = await fetch(`${instance.url}/metrics`, {
    headers: someone({ authorization: `Bearer ${METRICS_TOKEN}` }),
  });
  if (res.status !== 200) throw new Error(`/metrics of ${instance.name}: ${res.status}`);
  return res.text();
}

/** Sum of a counter's series whose labels include `labels` (e.g. `outcome="ok"`). */
export function counterSum(text: string, name: string, labels = ''): number {
  let sum = 0;
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (labels && !line.includes(labels)) continue;
    sum += Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return sum;
}
