// Params are checked against the method's schema before anything is forwarded or cached, and the
// node gets their canonical wire form: the node's own reading of them (case-insensitive keys, the
// one-element array form), then the schema's output, unknown fields dropped, in the schema's key
// order. Two spellings of the same call are one cache entry; padding never reaches the node.
import type { AnyMethodDef } from '@/lib/registry';
import { decodeWireParams, WireParamsError } from '@/lib/registry';
import { jsonStringify } from '@/lib/rpc/envelope';
import { formatIssuePath } from '@/lib/rpc/errors';

export type CanonicalParams = { ok: true; json: string } | { ok: false; message: string };

function invalid(def: AnyMethodDef, what: string): CanonicalParams {
  return { ok: false, message: `invalid params for ${def.method}: ${what}` };
}

// Most calls (heights, network id, the current validators) carry no params: their canonical form is
// worked out once per method.
const withoutParams = new WeakMap<AnyMethodDef, CanonicalParams[]>();

function isEmpty(raw: unknown): boolean {
  if (raw === undefined) return true;
  if (Array.isArray(raw)) return raw.length === 0;
  if (typeof raw !== 'object' || raw === null || Object.getPrototypeOf(raw) !== Object.prototype) return false;
  return Object.keys(raw).length === 0;
}

export function canonicalParams(def: AnyMethodDef, raw: unknown): CanonicalParams {
  if (!isEmpty(raw)) return canonicalOf(def, raw);
  // `undefined`, `{}` and `[]` may read differently (eth takes positional params): one entry each kind.
  const kind = raw === undefined ? 0 : Array.isArray(raw) ? 1 : 2;
  let memo = withoutParams.get(def);
  if (!memo) withoutParams.set(def, (memo = []));
  return (memo[kind] ??= canonicalOf(def, raw));
}

function canonicalOf(def: AnyMethodDef, raw: unknown): CanonicalParams {
  try {
    return canonicalize(def, raw);
  } catch (err) {
    // Nesting too deep to walk (a hostile body) is bad params, not a server failure.
    if (err instanceof RangeError) return invalid(def, 'params: nested too deeply');
    throw err;
  }
}

function canonicalize(def: AnyMethodDef, raw: unknown): CanonicalParams {
  let input: unknown;
  if (def.service === 'eth') {
    input = raw ?? [];
    if (!Array.isArray(input)) return invalid(def, 'params: expected an array of positional params');
  } else {
    try {
      input = decodeWireParams(def, raw);
    } catch (err) {
      if (err instanceof WireParamsError) return invalid(def, err.detail);
      throw err;
    }
  }
  const checked = def.params.safeParse(input);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    return invalid(def, `${formatIssuePath('params', issue?.path ?? [])}: ${issue?.message ?? 'invalid'}`);
  }
  let wire = checked.data as unknown;
  if (Array.isArray(wire)) {
    // An optional trailing param left out and one sent as undefined are the same call.
    let end = wire.length;
    while (end > 0 && wire[end - 1] === undefined) end--;
    wire = wire.slice(0, end);
  }
  return { ok: true, json: jsonStringify(wire) };
}
