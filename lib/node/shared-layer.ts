// The seam for several Snowline instances behind one address: a cache and a "who is fetching this"
// claim shared between them (Redis, with SNOWLINE_REDIS_URL). The in-process cache stays in front
// of it; without a layer each instance keeps its own cache, as a single instance does.
import type { CachedAnswer } from './answer-cache';

export interface SharedAnswerLayer {
  /** An answer another instance (or this one) stored and that has not expired. */
  get(key: string): Promise<CachedAnswer | undefined>;
  /** Stores an answer until its `expiresAt` (immutable: until evicted). */
  set(key: string, answer: CachedAnswer): Promise<void>;
  /** Claims fetching `key` for at most `ms`; false while another instance holds the claim. */
  claim(key: string, ms: number): Promise<boolean>;
  /** Keeps this instance's claim for another `ms` (while its call runs); false when it is no longer ours. */
  extend(key: string, ms: number): Promise<boolean>;
  /** Gives the claim up (the answer was stored, or the call failed). */
  release(key: string): Promise<void>;
}

/** What instances sharing a memory layer share (tests make two "instances" on one). */
export interface MemorySpace {
  answers: Map<string, CachedAnswer>;
  claims: Map<string, { until: number; owner: symbol }>;
}

export const memorySpace = (): MemorySpace => ({ answers: new Map(), claims: new Map() });

/** A layer in this process's memory: the reference behaviour a Redis layer must match (tests use it). */
export function memoryAnswerLayer(now: () => number = Date.now, space: MemorySpace = memorySpace()): SharedAnswerLayer {
  const { answers, claims } = space;
  const me = Symbol('instance');
  const mine = (key: string) => {
    const c = claims.get(key);
    return c !== undefined && c.owner === me && c.until > now();
  };
  return {
    async get(key) {
      const a = answers.get(key);
      if (a && now() >= a.expiresAt) answers.delete(key);
      return answers.get(key);
    },
    async set(key, answer) {
      answers.set(key, answer);
    },
    async claim(key, ms) {
      const c = claims.get(key);
      if (c !== undefined && c.until > now()) return false;
      claims.set(key, { until: now() + ms, owner: me });
      return true;
    },
    async extend(key, ms) {
      if (!mine(key)) return false;
      claims.set(key, { until: now() + ms, owner: me });
      return true;
    },
    async release(key) {
      if (mine(key)) claims.delete(key);
    },
  };
}
