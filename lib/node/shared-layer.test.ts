// The contract of the layer instances share: the in-memory reference and the Redis layer must behave
// alike. Each case makes two "instances" (for Redis: two connections in one namespace).
import { describe, expect, it } from 'vitest';
import { redisLinks, testNamespace } from '@/lib/redis/testing/test-redis';
import type { CachedAnswer } from './answer-cache';
import { redisAnswerLayer } from './redis-answer-layer';
import { memoryAnswerLayer, memorySpace, type SharedAnswerLayer } from './shared-layer';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const link = redisLinks();

const kinds: [string, () => Promise<[SharedAnswerLayer, SharedAnswerLayer]>][] = [
  [
    'in memory',
    async () => {
      const space = memorySpace();
      return [memoryAnswerLayer(Date.now, space), memoryAnswerLayer(Date.now, space)];
    },
  ],
  [
    'on Redis',
    async () => {
      const ns = testNamespace();
      return [redisAnswerLayer(await link(ns)), redisAnswerLayer(await link(ns))];
    },
  ],
];

function live(json: string, ms: number): CachedAnswer {
  const t = Date.now();
  return { json, retention: 'live', storedAt: t, freshUntil: t + ms / 2, expiresAt: t + ms };
}

describe.each(kinds)('shared answer layer %s', (_name, instances) => {
  it('gives one instance what another stored, until it expires', async () => {
    const [a, b] = await instances();
    expect(await b.get('/ext/bc/X\navm.getHeight\n{}')).toBeUndefined();
    const answer = live('{"height":"42"}', 300);
    await a.set('/ext/bc/X\navm.getHeight\n{}', answer);
    expect(await b.get('/ext/bc/X\navm.getHeight\n{}')).toEqual(answer);
    expect(await b.get('/ext/bc/P\nplatform.getHeight\n{}')).toBeUndefined();
    await sleep(350);
    expect(await b.get('/ext/bc/X\navm.getHeight\n{}')).toBeUndefined();
  });

  it('keeps an immutable answer with no end', async () => {
    const [a, b] = await instances();
    const answer: CachedAnswer = {
      json: '{"tx":"0x00"}',
      retention: 'immutable',
      storedAt: Date.now(),
      freshUntil: Infinity,
      expiresAt: Infinity,
    };
    await a.set('tx', answer);
    expect(await b.get('tx')).toEqual(answer);
  });

  it('lets one instance at a time claim a call, until it is released or its time runs out', async () => {
    const [a, b] = await instances();
    expect(await a.claim('k', 5_000)).toBe(true);
    expect(await b.claim('k', 5_000)).toBe(false);
    expect(await b.claim('other', 5_000)).toBe(true);
    await a.release('k');
    expect(await b.claim('k', 200)).toBe(true);
    expect(await a.claim('k', 200)).toBe(false);
    await sleep(250);
    expect(await a.claim('k', 200)).toBe(true);
  });

  it('lets the holder extend its claim while its call runs, and no one else', async () => {
    const [a, b] = await instances();
    expect(await a.claim('k', 200)).toBe(true);
    await sleep(120);
    expect(await a.extend('k', 400)).toBe(true);
    await sleep(150); // past the first 200 ms: still held, thanks to the extension
    expect(await b.claim('k', 200)).toBe(false);
    expect(await b.extend('k', 5_000)).toBe(false);
    await a.release('k');
    expect(await a.extend('k', 5_000)).toBe(false);
  });
});
