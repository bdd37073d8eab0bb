// Readiness: the node and the store answer (Redis down only degrades), or a 503 with reasons that
// leak no address.
import { describe, expect, it } from 'vitest';
import { NotReady, readiness } from './readiness';

const ok = async () => undefined;

describe('readiness', () => {
  it('is ready when the node, the store and Redis answer', async () => {
    expect(await readiness({ node: ok, store: ok, redis: ok })).toEqual({
      ready: true,
      checks: { node: 'ok', store: 'ok', redis: 'ok' },
      degraded: [],
    });
  });

  it('does not ask about Redis when none is configured', async () => {
    expect(await readiness({ node: ok, store: ok })).toEqual({
      ready: true,
      checks: { node: 'ok', store: 'ok' },
      degraded: [],
    });
  });

  it('names what does not answer, and shows no other error text', async () => {
    const r = await readiness({
      node: async () => {
        throw new NotReady('the node does not answer (unreachable)');
      },
      store: async () => {
        throw new Error('connect ECONNREFUSED 10.0.3.7:5432 postgres://snowline:s3cret@db');
      },
      redis: ok,
    });
    expect(r.ready).toBe(false);
    expect(r.checks).toEqual({ node: 'the node does not answer (unreachable)', store: 'does not answer', redis: 'ok' });
    expect(JSON.stringify(r)).not.toMatch(/10\.0\.3\.7|s3cret/);
  });

  it('bounds each check: one that hangs is not ready after the timeout', async () => {
    const r = await readiness({ node: ok, store: () => new Promise(() => undefined), redis: ok, timeoutMs: 200 });
    expect(r).toEqual({
      ready: false,
      checks: { node: 'ok', store: 'no answer within 200 ms', redis: 'ok' },
      degraded: [],
    });
  });

  it('stays ready with Redis down or hanging, reporting Redis as degraded (the pool keeps every instance)', async () => {
    const down = async () => {
      throw new Error('connect ECONNREFUSED 10.0.3.9:6379');
    };
    for (const redis of [down, () => new Promise<void>(() => undefined)]) {
      const r = await readiness({ node: ok, store: ok, redis, timeoutMs: 200 });
      expect(r.ready).toBe(true);
      expect(r.degraded).toEqual(['redis']);
      expect(r.checks.redis).not.toBe('ok');
    }
  });
});
