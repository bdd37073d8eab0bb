// The leader lock across instances on PostgreSQL: a session-level advisory lock held on a connection
// of its own. When the holder dies, its connection closes and Postgres releases the lock; when the
// connection breaks under a live holder, the heartbeat notices and the lease ends, so two instances
// never both believe they lead.
import { advisoryLockKey } from '@/lib/store/postgres/lock-key';
import { newPostgresClient } from '@/lib/store/postgres/pool';
import { createLease, type LeaderLock, type Lease } from './lease';

export interface PostgresLeaderLockOptions {
  url: string;
  /** How often a held lease checks its connection (default 5 s). */
  heartbeatMs?: number;
}

export function createPostgresLeaderLock(o: PostgresLeaderLockOptions): LeaderLock & { close(): Promise<void> } {
  const heartbeatMs = o.heartbeatMs ?? 5_000;
  const leases = new Set<Lease>();

  async function tryLead(name: string): Promise<Lease | null> {
    const client = newPostgresClient(o.url, Math.max(1_000, heartbeatMs));
    client.on('error', () => undefined); // before a lease holds: the failed connect or query throws
    await client.connect();
    // The server side notices a holder that vanished without closing its connection (a network
    // partition, a frozen host) within seconds, not after the 2-hour TCP keepalive default, and
    // releases the lock for another instance.
    const keepaliveSecs = Math.max(1, Math.round(heartbeatMs / 1000));
    await client
      .query(
        `SET tcp_keepalives_idle = ${keepaliveSecs}; SET tcp_keepalives_interval = ${keepaliveSecs};` +
          ' SET tcp_keepalives_count = 3',
      )
      .catch(async (e: unknown) => {
        await client.end().catch(() => undefined);
        throw e;
      });
    let got = false;
    try {
      const { rows } = await client.query<{ got: boolean }>('SELECT pg_try_advisory_lock($1) AS got', [
        advisoryLockKey(`leader:${name}`),
      ]);
      got = rows[0]?.got === true;
    } finally {
      if (!got) await client.end().catch(() => undefined);
    }
    if (!got) return null;

    const lease = createLease(name, async () => {
      clearInterval(timer);
      leases.delete(lease);
      // Closing the connection releases the lock.
      await client.end().catch(() => undefined);
    });
    const lose = () => {
      clearInterval(timer);
      leases.delete(lease);
      lease.end();
      void client.end().catch(() => undefined);
    };
    // The server says why it drops a connection (an administrator's termination, a shutdown) before it
    // releases the lock: the holder stops on that, not on the close, which comes after another
    // instance may already hold the lock.
    client.on('error', lose);
    client.on('end', lose);
    const timer = setInterval(() => {
      client.query('SELECT 1').catch(lose);
    }, heartbeatMs);
    timer.unref?.();
    leases.add(lease);
    return lease;
  }

  return {
    tryLead,
    close: async () => {
      await Promise.all([...leases].map((l) => l.release()));
    },
  };
}
