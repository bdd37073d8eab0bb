// A cap on expensive requests in progress: at most `concurrency` at once across clients and
// `perClient` for one client. Others wait in a bounded queue, first come first served, for at most
// `maxWaitMs`; past the queue or the wait they are refused, so a burst never piles up unbounded work.
import type { ExpensiveRouteConfig } from './config';

type Admission =
  { ok: true; release: () => void } | { ok: false; status: 429 | 503; retryAfterSeconds: number; reason: string };

export interface ConcurrencyGate {
  /** Waits for a slot for `client`; `abandon` aborts the wait (the client went away). */
  enter(client: string, abandon?: AbortSignal): Promise<Admission>;
  stats(): { active: number; waiting: number };
}

interface Waiter {
  client: string;
  grant: (a: Admission) => void;
}

export function createConcurrencyGate(c: ExpensiveRouteConfig): ConcurrencyGate {
  let active = 0;
  const perClient = new Map<string, number>();
  const queue: Waiter[] = [];

  const heldBy = (client: string) => perClient.get(client) ?? 0;

  function admit(client: string): Admission {
    active++;
    perClient.set(client, heldBy(client) + 1);
    let released = false;
    return {
      ok: true,
      release: () => {
        if (released) return;
        released = true;
        active--;
        const left = heldBy(client) - 1;
        if (left > 0) perClient.set(client, left);
        else perClient.delete(client);
        next();
      },
    };
  }

  /** Grants free slots to the first waiters whose clients are under their own cap. */
  function next(): void {
    for (let i = 0; i < queue.length && active < c.concurrency;) {
      const w = queue[i]!;
      if (heldBy(w.client) >= c.perClient) {
        i++;
        continue;
      }
      queue.splice(i, 1);
      w.grant(admit(w.client));
    }
  }

  async function enter(client: string, abandon?: AbortSignal): Promise<Admission> {
    if (abandon?.aborted) return { ok: false, status: 503, retryAfterSeconds: 1, reason: 'the request was abandoned' };
    const queuedForClient = queue.filter((w) => w.client === client).length;
    if (heldBy(client) + queuedForClient >= c.perClient) {
      return { ok: false, status: 429, retryAfterSeconds: 1, reason: 'too many expensive requests at once' };
    }
    if (active < c.concurrency && queue.length === 0) return admit(client);
    if (queue.length >= c.queue) {
      return { ok: false, status: 503, retryAfterSeconds: 2, reason: 'the server is busy' };
    }
    return new Promise<Admission>((resolve) => {
      let settled = false;
      const timer = setTimeout(
        () => drop({ ok: false, status: 503, retryAfterSeconds: 2, reason: 'the server is busy' }),
        c.maxWaitMs,
      );
      const onAbort = () => drop({ ok: false, status: 503, retryAfterSeconds: 1, reason: 'the request was abandoned' });
      const waiter: Waiter = {
        client,
        grant: (a) => {
          if (settled) return a.ok ? a.release() : undefined;
          settled = true;
          clearTimeout(timer);
          abandon?.removeEventListener('abort', onAbort);
          resolve(a);
        },
      };
      function drop(refusal: Admission): void {
        const i = queue.indexOf(waiter);
        if (i >= 0) queue.splice(i, 1);
        waiter.grant(refusal);
      }
      abandon?.addEventListener('abort', onAbort, { once: true });
      queue.push(waiter);
    });
  }

  return { enter, stats: () => ({ active, waiting: queue.length }) };
}
