// Which cache policy one node answer falls under in the browser, from the policy the registry declares
// per method (lib/registry/define.ts). Loaded with the registry (method-policy.ts), not with the page.
import type { AnyMethodDef, CachePolicy } from '@/lib/registry';
import { found } from '@/lib/registry/cache-rules';

/**
 * The policy one answer falls under. An `immutable` method's answer that can still change (a pending
 * status, a lookup that found nothing yet, a read at a tag such as 'latest') is live. A read at an
 * explicit height that found something is immutable: the node answers for a height only once it is
 * accepted (above it, an error or null), and an accepted block never changes on Avalanche.
 */
export function policyOfAnswer(def: AnyMethodDef, params: unknown, result: unknown): CachePolicy {
  if (def.cache !== 'immutable') return def.cache;
  // The rules read the wire JSON, where uint64s are decimal strings: the parsed bigints go back to that.
  const wire = wireShape(result);
  if (!found(wire)) return 'live';
  if (def.settled && !def.settled(wire, wireShape(params))) return 'live';
  const height = def.atHeight?.height(wireShape(params));
  if (def.atHeight && (height === undefined || height === 'pending')) return 'live';
  return 'immutable';
}

function wireShape(value: unknown): unknown {
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) return value.map(wireShape);
  if (value !== null && typeof value === 'object' && !(value instanceof Uint8Array)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, wireShape(v)]));
  }
  return value;
}
