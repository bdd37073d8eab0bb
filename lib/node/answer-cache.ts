// The in-process cache of node answers: lru-cache bounded by the bytes of JSON it keeps, so a few
// large containers cannot fill memory. Each entry says how long it is fresh and when it expires.
import { LRUCache } from 'lru-cache';

/** How an answer is kept: the registry's policy, decided for one result (lib/node/retention.ts). */
export type Retention = 'immutable' | 'static' | 'live';

export interface CachedAnswer {
  /** The result's JSON text, as the node wrote it (re-serialized once). */
  json: string;
  retention: Retention;
  /** Wall-clock ms (comparable across instances sharing a layer). */
  storedAt: number;
  /** Served as it is until then. */
  freshUntil: number;
  /** Between freshUntil and this, served while one refresh runs; never after. Infinity: kept until evicted. */
  expiresAt: number;
}

/** Memory an entry takes: its key and JSON (one byte a character for the node's ASCII JSON) and bookkeeping. */
function answerBytes(key: string, answer: CachedAnswer): number {
  return key.length + answer.json.length + 128;
}

export class AnswerCache {
  private readonly lru: LRUCache<string, CachedAnswer>;

  constructor(
    maxBytes: number,
    private readonly now: () => number,
  ) {
    this.lru = new LRUCache<string, CachedAnswer>({
      maxSize: maxBytes,
      // One answer never takes more than a quarter of the cache: it would evict everything else.
      maxEntrySize: Math.max(1, Math.floor(maxBytes / 4)),
      sizeCalculation: (answer, key) => answerBytes(key, answer),
      perf: { now },
    });
  }

  /** The answer kept for `key` and whether it is still fresh; expired answers are gone. */
  get(key: string): { answer: CachedAnswer; fresh: boolean } | undefined {
    const answer = this.lru.get(key);
    if (!answer) return undefined;
    const t = this.now();
    if (t >= answer.expiresAt) {
      this.lru.delete(key);
      return undefined;
    }
    return { answer, fresh: t < answer.freshUntil };
  }

  set(key: string, answer: CachedAnswer): void {
    const ttl = Number.isFinite(answer.expiresAt) ? Math.max(1, answer.expiresAt - this.now()) : undefined;
    this.lru.set(key, answer, ttl === undefined ? {} : { ttl });
  }

  /** Bytes currently held (as counted by answerBytes). */
  get bytes(): number {
    return this.lru.calculatedSize;
  }

  get entries(): number {
    return this.lru.size;
  }
}
