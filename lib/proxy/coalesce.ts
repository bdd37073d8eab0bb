// Identical concurrent upstream calls share one request; immutable results are kept.
export interface UpstreamReply {
  status: number;
  /** Parsed JSON body when the upstream answered JSON, else undefined. */
  json?: { result?: unknown; error?: unknown };
  /** Raw body text when the upstream answered something other than JSON (e.g. 503 while bootstrapping). */
  text?: string;
}

export class Coalescer {
  private readonly inFlight = new Map<string, Promise<UpstreamReply>>();

  run(key: string, call: () => Promise<UpstreamReply>): Promise<UpstreamReply> {
    const existing = this.inFlight.get(key);
    if (existing) return existing;
    const p = call().finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, p);
    return p;
  }

  get size(): number {
    return this.inFlight.size;
  }
}

/** A bounded LRU of results that can never change (accepted txs and blocks by id). */
export class ImmutableCache {
  private readonly entries = new Map<string, unknown>();
  constructor(private readonly maxEntries = 20_000) {}

  get(key: string): unknown {
    if (!this.entries.has(key)) return undefined;
    const value = this.entries.get(key);
    // Re-insert to mark as most recently used.
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  set(key: string, value: unknown): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}

/** Key order must not matter: {a,b} and {b,a} are the same call. */
export function stableStringify(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  const keys = Object.keys(value as Record<string, unknown>).sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${stableStringify((value as Record<string, unknown>)[k])}`).join(',')}}`;
}
