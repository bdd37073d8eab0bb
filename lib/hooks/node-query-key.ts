// The query key of one node call: the method, the instance it goes to and its params. Params are
// written as canonical JSON (object keys sorted, bigints tagged), so `{ a, b }` and `{ b, a }` share an
// entry and a bigint never reaches TanStack's own hashing, which cannot serialise it.

/** What selects a service instance; call options (signal, timeout) never change the answer. */
export interface KeyTarget {
  chain?: string;
  kind?: string;
}

/** JSON with sorted object keys, bigints as `{"$bigint":"…"}` and undefined fields left out. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(canonical(value)) ?? 'null';
}

function canonical(value: unknown): unknown {
  if (typeof value === 'bigint') return { $bigint: value.toString() };
  if (Array.isArray(value)) return value.map((v) => (v === undefined ? null : canonical(v)));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(value).sort()) {
      const v = (value as Record<string, unknown>)[k];
      if (v !== undefined) out[k] = canonical(v);
    }
    return out;
  }
  return value;
}

/** The first element of the keys of the node answers Snowline's own routes shape (/api/recent). */
export const RECENT_QUERY = 'recent';

/** The first element of every node query's key. */
export const NODE_QUERY = 'node';

/** `['node', method, target, params]`: a prefix such as `['node', 'platform.getHeight']` matches every instance. */
export function nodeQueryKey(method: string, params: unknown, target?: KeyTarget): readonly string[] {
  return [NODE_QUERY, method, canonicalJson({ chain: target?.chain, kind: target?.kind }), canonicalJson(params ?? {})];
}
