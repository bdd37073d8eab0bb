// A read call as a URL: /console?method=…&params=…&chain=… (or &index=…). Opening it fills the form
// and calls again. Calls that change state or carry a password or key are never put in a URL.
import type { AnyMethodDef } from '@/lib/registry';
import { carriesCredentials, formModelOf } from './form-model';
import type { ConsoleTarget } from './target';
import { isIndexName } from './target';
import { jsonText } from './draft';

export interface SharedCall {
  method: string;
  params?: unknown;
  target: ConsoleTarget;
}

/** A read call: may be shared as a link and copied as curl (it changes nothing and carries no secret). */
export function isShareable(def: AnyMethodDef): boolean {
  return !def.changesState && !carriesCredentials(formModelOf(def.params));
}

export function shareQuery(call: SharedCall): string {
  const q = new URLSearchParams({ method: call.method });
  if (call.params !== undefined) q.set('params', jsonText(call.params));
  if (call.target.chain) q.set('chain', call.target.chain);
  if (call.target.index) q.set('index', call.target.index);
  return q.toString();
}

/** The call a console URL's query names; params that are not JSON are dropped (the form starts empty). */
export function readShareQuery(search: URLSearchParams): SharedCall | null {
  const method = search.get('method');
  if (!method) return null;
  let params: unknown;
  const raw = search.get('params');
  if (raw !== null) {
    try {
      params = JSON.parse(raw) as unknown;
    } catch {
      params = undefined;
    }
  }
  const target: ConsoleTarget = {};
  const chain = search.get('chain');
  if (chain) target.chain = chain;
  const index = search.get('index');
  if (index && isIndexName(index)) target.index = index;
  return { method, params, target };
}
