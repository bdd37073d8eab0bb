// The shared answer layer on Redis (SNOWLINE_REDIS_URL): what one instance asked the node, the others
// read instead of asking again, and a claim ("I am asking the node for this") so that of several
// instances missing the same answer at once, one asks. Bounded: every key expires (live and static
// answers at the end of their windows, immutable ones after a day), and answers above a size stay
// in-process only. Every call may throw RedisUnavailable: the gateway
// then goes on with its own cache and calls (lib/node/gateway.ts).
import { createHash, randomBytes } from 'node:crypto';
import type { RedisLink } from '@/lib/redis/link';
import type { CachedAnswer, Retention } from './answer-cache';
import type { SharedAnswerLayer } from './shared-layer';

export interface RedisAnswerLayerOptions {
  /** How long an immutable answer stays in Redis (default 24 h); in-process caches keep theirs longer. */
  immutableTtlMs?: number;
  /** Answers larger than this (JSON characters) are not shared (default 1 MiB). */
  maxAnswerChars?: number;
  now?: () => number;
}

/** The stored form: short fields, and null for an expiry of Infinity (immutable). */
interface Stored {
  j: string;
  r: Retention;
  s: number;
  f: number | null;
  e: number | null;
}

const RETENTIONS: readonly Retention[] = ['immutable', 'static', 'live'];

// Deletes the claim only if it is still ours (it may have expired and been taken by another instance).
const RELEASE_LUA = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) else return 0 end`;
// Extends the claim only if it is still ours.
const EXTEND_LUA = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) else return 0 end`;

function decode(raw: string | null): CachedAnswer | undefined {
  if (raw === null) return undefined;
  const v = JSON.parse(raw) as Partial<Stored>;
  if (typeof v.j !== 'string' || !RETENTIONS.includes(v.r as Retention) || typeof v.s !== 'number') return undefined;
  return {
    json: v.j,
    retention: v.r as Retention,
    storedAt: v.s,
    freshUntil: v.f ?? Infinity,
    expiresAt: v.e ?? Infinity,
  };
}

export function redisAnswerLayer(link: RedisLink, o: RedisAnswerLayerOptions = {}): SharedAnswerLayer {
  const now = o.now ?? Date.now;
  const immutableTtlMs = o.immutableTtlMs ?? 24 * 3600_000;
  const maxChars = o.maxAnswerChars ?? 1024 * 1024;
  // Keys hash the call (path, method, canonical params): bounded length whatever the params.
  const id = (key: string) => createHash('sha256').update(key).digest('base64url');
  const answerKey = (key: string) => `${link.namespace}:answer:${id(key)}`;
  const claimKey = (key: string) => `${link.namespace}:claim:${id(key)}`;
  const claims = new Map<string, string>();

  return {
    async get(key) {
      const answer = decode(await link.run((r) => r.get(answerKey(key))));
      return answer && now() < answer.expiresAt ? answer : undefined;
    },
    async set(key, answer) {
      if (answer.json.length > maxChars) return;
      const ttl = Number.isFinite(answer.expiresAt) ? Math.ceil(answer.expiresAt - now()) : immutableTtlMs;
      if (ttl <= 0) return;
      const stored: Stored = {
        j: answer.json,
        r: answer.retention,
        s: answer.storedAt,
        f: Number.isFinite(answer.freshUntil) ? answer.freshUntil : null,
        e: Number.isFinite(answer.expiresAt) ? answer.expiresAt : null,
      };
      await link.run((r) => r.set(answerKey(key), JSON.stringify(stored), 'PX', ttl));
    },
    async claim(key, ms) {
      const token = randomBytes(12).toString('base64url');
      const got = await link.run((r) => r.set(claimKey(key), token, 'PX', Math.max(1, Math.ceil(ms)), 'NX'));
      if (got !== 'OK') return false;
      claims.set(key, token);
      return true;
    },
    async extend(key, ms) {
      const token = claims.get(key);
      if (token === undefined) return false;
      const done = await link.run((r) => r.eval(EXTEND_LUA, 1, claimKey(key), token, Math.max(1, Math.ceil(ms))));
      return done === 1;
    },
    async release(key) {
      const token = claims.get(key);
      if (token === undefined) return;
      claims.delete(key);
      await link.run((r) => r.eval(RELEASE_LUA, 1, claimKey(key), token));
    },
  };
}
