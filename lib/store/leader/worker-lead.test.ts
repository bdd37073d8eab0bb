// The workers' lead: the sampler and the follower run on the same instance, and move together.
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@/lib/store/testing/each-store';
import { createPostgresLeaderLock } from './postgres-lock';
import { createProcessLeaderLock } from './process-lock';
import { joinWorkerLead, WORKERS_LEAD } from './worker-lead';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const until = async (check: () => boolean, ms: number, state: () => unknown) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`condition not met in ${ms} ms; state: ${JSON.stringify(state())}`);
    await sleep(20);
  }
};

/** Which workers run where: `running.get('a')` is the set of instance a's running workers. */
function recorder() {
  const running = new Map<string, Set<string>>();
  const leadSeen: string[] = [];
  const worker = (instance: string, name: string) => ({
    start: () => {
      const set = running.get(instance) ?? new Set();
      set.add(name);
      running.set(instance, set);
    },
    stop: () => void running.get(instance)?.delete(name),
  });
  const onLead = (instance: string, name: string) => (held: boolean) => leadSeen.push(`${instance}.${name}:${held}`);
  const snapshot = () => Object.fromEntries([...running].map(([i, s]) => [i, [...s].sort()]));
  return { running, leadSeen, worker, onLead, snapshot };
}

describe('workers lead (one instance)', () => {
  it('runs every joined worker, also one that joins after the lead was taken', async () => {
    const lock = createProcessLeaderLock();
    const r = recorder();
    const sampler = joinWorkerLead(lock, r.worker('a', 'sampler'), { retryMs: 50, onLead: r.onLead('a', 'sampler') });
    await until(() => sampler.leading, 2_000, r.snapshot);
    const follower = joinWorkerLead(lock, r.worker('a', 'follower'), { retryMs: 500 });
    expect(follower.leading).toBe(true);
    expect(r.snapshot()).toEqual({ a: ['follower', 'sampler'] });

    // One worker leaving keeps the other running; the last one gives the lead back.
    await sampler.stop();
    expect(r.snapshot()).toEqual({ a: ['follower'] });
    expect(follower.leading).toBe(true);
    await follower.stop();
    expect(r.snapshot()).toEqual({ a: [] });
    expect(await lock.tryLead(WORKERS_LEAD)).not.toBeNull();
    expect(r.leadSeen).toEqual(['a.sampler:true']);
  });
});

describe('workers lead across instances (PostgreSQL)', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c().catch(() => undefined);
  });

  it('puts both workers on one instance, and moves both when its connection dies', async () => {
    const db = await createTestDatabase();
    cleanups.push(db.drop);
    const r = recorder();
    const dead = new Set<string>();
    const lockOf = (name: string) => {
      const pgLock = createPostgresLeaderLock({ url: db.url, heartbeatMs: 200 });
      cleanups.push(pgLock.close);
      // A dead instance asks for nothing any more.
      return { tryLead: async (n: string) => (dead.has(name) ? null : pgLock.tryLead(n)) };
    };
    const [lockA, lockB] = [lockOf('a'), lockOf('b')];
    const loops = [joinWorkerLead(lockA, r.worker('a', 'follower'), { retryMs: 2_000 })];
    cleanups.push(async () => void (await Promise.all(loops.map((l) => l.stop()))));
    await until(() => loops[0]!.leading, 10_000, r.snapshot);
    // B's sampler asks first, while A runs only its follower: one lead per worker would give it to B.
    loops.push(joinWorkerLead(lockB, r.worker('b', 'sampler'), { retryMs: 100, onLead: r.onLead('b', 'sampler') }));
    await sleep(300);
    loops.push(joinWorkerLead(lockA, r.worker('a', 'sampler'), { retryMs: 100, onLead: r.onLead('a', 'sampler') }));
    loops.push(joinWorkerLead(lockB, r.worker('b', 'follower'), { retryMs: 2_000 }));

    const both = (name: string) => r.running.get(name)?.size === 2;
    const none = (name: string) => (r.running.get(name)?.size ?? 0) === 0;
    expect(r.snapshot()).toEqual({ a: ['follower', 'sampler'] });

    // A dies: it asks for nothing more, and its lock connection closes (as on a SIGKILL).
    dead.add('a');
    const admin = new pg.Client({ connectionString: db.url });
    await admin.connect();
    try {
      // Only A's lock connection: terminating every backend could also cut a try of B's that was in
      // flight, and that try may have just taken the lead.
      const { rows } = await admin.query<{ pid: number }>(
        `SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND granted AND database =
           (SELECT oid FROM pg_database WHERE datname = current_database())`,
      );
      expect(rows.length).toBe(1);
      for (const { pid } of rows) await admin.query('SELECT pg_terminate_backend($1)', [pid]);
    } finally {
      await admin.end();
    }
    // The other instance takes the lead at its next try (every 100 ms: the least any worker asked),
    // not the follower's 2 s; generous for a loaded machine.
    const killedAt = Date.now();
    await until(() => both('b') && none('a'), 10_000, r.snapshot);
    console.log(`both workers moved in ${Date.now() - killedAt} ms`);
    // Per instance: which of A's loss and B's gain is seen first is a race (B may win its next try
    // before A's heartbeat notices the dead connection), and a real SIGKILL sees nothing on A.
    const seenBy = (instance: string) => r.leadSeen.filter((s) => s.startsWith(`${instance}.`));
    expect(seenBy('a')).toEqual(['a.sampler:true', 'a.sampler:false']);
    expect(seenBy('b')).toEqual(['b.sampler:true']);
  });
});
