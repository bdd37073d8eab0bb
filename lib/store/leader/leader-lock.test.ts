import { spawn } from 'node:child_process';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@/lib/store/testing/each-store';
import { advisoryLockKey } from '@/lib/store/postgres/lock-key';
import type { Lease } from './lease';
import { createPostgresLeaderLock } from './postgres-lock';
import { createProcessLeaderLock } from './process-lock';
import { runWhileLeader } from './run-while-leader';

const until = async (check: () => boolean | Promise<boolean>, ms = 10_000, state?: () => unknown) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`condition not met in time; state: ${JSON.stringify(state?.())}`);
    await new Promise((r) => setTimeout(r, 25));
  }
};

describe('leader lock of a single instance (SQLite)', () => {
  it('gives a name to one holder at a time, and again once released', async () => {
    const lock = createProcessLeaderLock();
    const first = await lock.tryLead('sampler');
    expect(first?.held).toBe(true);
    expect(await lock.tryLead('sampler')).toBeNull();
    expect(await lock.tryLead('follower')).not.toBeNull();
    await first!.release();
    expect(first!.held).toBe(false);
    expect(await lock.tryLead('sampler')).not.toBeNull();
  });
});

describe('leader lock across instances (PostgreSQL advisory lock)', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c().catch(() => undefined);
  });
  async function instances(n: number, heartbeatMs = 200) {
    const db = await createTestDatabase();
    cleanups.push(db.drop);
    const locks = Array.from({ length: n }, () => createPostgresLeaderLock({ url: db.url, heartbeatMs }));
    for (const l of locks) cleanups.push(l.close);
    return { url: db.url, locks };
  }
  async function lockHolders(url: string, name: string): Promise<number[]> {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      const key = BigInt(advisoryLockKey(`leader:${name}`));
      // Advisory locks are per database; a bigint key shows as classid (high 32 bits) and objid (low 32).
      const { rows } = await c.query(
        `SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND granted
           AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
           AND classid::bigint = $1 AND objid::bigint = $2`,
        [Number((key >> 32n) & 0xffffffffn), Number(key & 0xffffffffn)],
      );
      return rows.map((r) => r.pid as number);
    } finally {
      await c.end();
    }
  }

  it('refuses a second holder, and lets it take over when the first connection dies', async () => {
    const { url, locks } = await instances(2);
    const [a, b] = locks as [(typeof locks)[0], (typeof locks)[0]];
    const lease = (await a.tryLead('sampler')) as Lease;
    expect(lease.held).toBe(true);
    expect(await b.tryLead('sampler')).toBeNull();
    const [pid] = await lockHolders(url, 'sampler');
    expect(pid).toBeGreaterThan(0);

    // The holder's connection dies (as when its instance is killed or the network drops it).
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query('SELECT pg_terminate_backend($1)', [pid]);
    await admin.end();
    await until(() => !lease.held);
    const taken = await b.tryLead('sampler');
    expect(taken?.held).toBe(true);
    expect(await a.tryLead('sampler')).toBeNull();
  });

  it('passes the lead on when the holding process is killed with SIGKILL', async () => {
    const { url, locks } = await instances(1);
    const key = advisoryLockKey('leader:follower');
    // Another instance: a separate process that takes the lock and then just lives.
    const child = spawn(
      process.execPath,
      [
        '-e',
        `const pg = require('pg');
         const c = new pg.Client({ connectionString: process.argv[1] });
         c.connect().then(() => c.query('SELECT pg_try_advisory_lock($1) AS got', [process.argv[2]]))
           .then((r) => { console.log(r.rows[0].got ? 'leading' : 'refused'); setInterval(() => {}, 1000); });`,
        url,
        key,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    cleanups.push(async () => void child.kill('SIGKILL'));
    const said = await new Promise<string>((resolve) => child.stdout.once('data', (d) => resolve(String(d).trim())));
    expect(said).toBe('leading');
    expect(await locks[0]!.tryLead('follower')).toBeNull();
    child.kill('SIGKILL');
    await until(async () => (await lockHolders(url, 'follower')).length === 0);
    expect((await locks[0]!.tryLead('follower'))?.held).toBe(true);
  });

  it('runs a worker on exactly one instance, and runs it again within one retry when the lead is lost', async () => {
    const { url, locks } = await instances(2);
    const running = new Set<number>();
    let overlaps = 0;
    const loops = locks.map((lock, i) =>
      runWhileLeader(
        lock,
        'sampler',
        {
          start: () => {
            if (running.size > 0) overlaps++;
            running.add(i);
          },
          stop: () => void running.delete(i),
        },
        { retryMs: 100 },
      ),
    );
    cleanups.push(async () => void (await Promise.all(loops.map((l) => l.stop()))));
    await until(() => running.size === 1);
    await new Promise((r) => setTimeout(r, 400));
    expect(running.size).toBe(1);
    expect(loops.filter((l) => l.leading)).toHaveLength(1);

    const [pid] = await lockHolders(url, 'sampler');
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query('SELECT pg_terminate_backend($1)', [pid]);
    await admin.end();
    // The lost connection ends the lease at once (or the 200 ms heartbeat notices), and a retry (every
    // 100 ms) takes the lead again: in well under a second on an idle machine, 10 s on a loaded one.
    let holders: number[] = [];
    await until(
      async () => {
        holders = await lockHolders(url, 'sampler');
        return holders.length === 1 && holders[0] !== pid && running.size === 1;
      },
      10_000,
      () => ({ holders, pid, running: [...running], leading: loops.map((l) => l.leading) }),
    );
    expect(overlaps).toBe(0);
  });
});
