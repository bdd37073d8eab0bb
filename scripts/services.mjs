// Throwaway PostgreSQL and Redis servers for the tests, on loopback and free ports, from Debian's packages.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

function onPath(name) {
  for (const dir of (process.env.PATH ?? '').split(':')) {
    const p = path.join(dir, name);
    if (dir && existsSync(p)) return p;
  }
  return undefined;
}

/** A PostgreSQL server binary (initdb, postgres): Debian keeps them per major version. */
export function findPostgresBin(name) {
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((v) => /^\d+$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    for (const v of versions) {
      const p = path.join(root, v, 'bin', name);
      if (existsSync(p)) return p;
    }
  }
  return onPath(name);
}

export function findRedisServer() {
  return onPath('redis-server') ?? (existsSync('/usr/bin/redis-server') ? '/usr/bin/redis-server' : undefined);
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** PostgreSQL refuses to run as root: as root, it runs as the `postgres` user Debian's package creates. */
function asServiceUser(cmd, args) {
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!root) return [cmd, args];
  return ['runuser', ['-u', 'postgres', '--', cmd, ...args]];
}

function postgresUid() {
  const r = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const g = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  return r.status === 0 ? { uid: Number(r.stdout), gid: Number(g.stdout) } : undefined;
}

async function waitFor(check, what, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > until) throw new Error(`${what} did not start within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function portOpen(port) {
  return new Promise((resolve) => {
    import('node:net').then(({ connect }) => {
      const s = connect(port, '127.0.0.1');
      s.once('connect', () => {
        s.destroy();
        resolve(true);
      });
      s.once('error', () => resolve(false));
    });
  });
}

/** Signals the postmaster of the cluster in `data`; false when its pid cannot be read or signalled. */
function signalPostmaster(data, signal) {
  try {
    const pid = Number(readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
    process.kill(pid, signal);
    return true;
  } catch {
    return false;
  }
}

/** Starts a fresh PostgreSQL cluster (on `port`, or a free one); resolves to its URL and a stop function. */
export async function startPostgres({ port: wanted } = {}) {
  const initdb = findPostgresBin('initdb');
  const postgres = findPostgresBin('postgres');
  if (!initdb || !postgres) throw new Error('PostgreSQL is not installed (initdb/postgres not found)');
  const dir = mkdtempSync(path.join(tmpdir(), 'snowline-pg-'));
  chmodSync(dir, 0o700);
  const owner = process.getuid?.() === 0 ? postgresUid() : undefined;
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const data = path.join(dir, 'data');
  const [initCmd, initArgs] = asServiceUser(initdb, [
    '-D',
    data,
    '-U',
    'snowline',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  const init = spawnSync(initCmd, initArgs, { encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr || init.stdout}`);
  const port = wanted ?? (await freePort());
  const [cmd, args] = asServiceUser(postgres, [
    '-D',
    data,
    '-p',
    String(port),
    '-h',
    '127.0.0.1',
    '-k',
    dir,
    '-c',
    'fsync=off',
    '-c',
    'synchronous_commit=off',
    '-c',
    'full_page_writes=off',
    '-c',
    'max_connections=200',
  ]);
  const child = spawn(cmd, args, { stdio: 'ignore', detached: false });
  await waitFor(() => portOpen(port), 'PostgreSQL');
  return {
    url: `postgres://snowline@127.0.0.1:${port}/postgres`,
    port,
    stop: async () => {
      // SIGINT is PostgreSQL's fast shutdown. It goes to the postmaster itself (its pid is in
      // postmaster.pid): runuser, between us and it as root, does not pass SIGINT on.
      const exited = new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
      if (!signalPostmaster(data, 'SIGINT')) child.kill('SIGINT');
      const late = setTimeout(() => {
        if (!signalPostmaster(data, 'SIGKILL')) child.kill('SIGKILL');
      }, 10_000);
      await exited;
      clearTimeout(late);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Starts a Redis server with no persistence (on `port`, or a free one); resolves to its URL and a stop function. */
export async function startRedis({ port: wanted } = {}) {
  const bin = findRedisServer();
  if (!bin) throw new Error('Redis is not installed (redis-server not found)');
  const port = wanted ?? (await freePort());
  const child = spawn(bin, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  await waitFor(() => portOpen(port), 'Redis');
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
    },
  };
}
