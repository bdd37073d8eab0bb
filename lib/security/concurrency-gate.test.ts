import { describe, expect, it } from 'vitest';
import { createConcurrencyGate } from './concurrency-gate';

const config = { concurrency: 2, perClient: 1, queue: 2, maxWaitMs: 200 };

describe('concurrency gate', () => {
  it('runs at most `concurrency` at once, queues the rest first come first served', async () => {
    const gate = createConcurrencyGate(config);
    const a = await gate.enter('a');
    const b = await gate.enter('b');
    expect(a.ok && b.ok).toBe(true);
    const c = gate.enter('c');
    expect(gate.stats()).toEqual({ active: 2, waiting: 1 });
    if (a.ok) a.release();
    expect((await c).ok).toBe(true);
    expect(gate.stats()).toEqual({ active: 2, waiting: 0 });
  });

  it('holds one client to its own cap, while others still get in', async () => {
    const gate = createConcurrencyGate(config);
    const first = await gate.enter('greedy');
    expect(first.ok).toBe(true);
    expect(await gate.enter('greedy')).toMatchObject({ ok: false, status: 429 });
    expect((await gate.enter('other')).ok).toBe(true);
  });

  it('refuses with 503 past the queue or the longest wait, and frees the slot of an abandoned wait', async () => {
    const gate = createConcurrencyGate(config);
    await gate.enter('a');
    await gate.enter('b');
    const waitC = gate.enter('c');
    const gone = new AbortController();
    const waitD = gate.enter('d', gone.signal);
    expect(await gate.enter('e')).toMatchObject({ ok: false, status: 503 });
    gone.abort();
    expect(await waitD).toMatchObject({ ok: false, status: 503 });
    expect(await waitC).toMatchObject({ ok: false, status: 503, reason: 'the server is busy' });
    expect(gate.stats()).toEqual({ active: 2, waiting: 0 });
  });
});
