// A read call as a URL: /console?method=…&params=…&chain=… (or &index=…). Opening it fills the form
// and calls again. Apart from share.ts: the console's list reads arrivals without the schemas' code.
import { jsonText } from './draft';
import type { ConsoleTarget } from './target';
import { isIndexName } from './target';

export interface SharedCall {
  method: string;
  params?: unknown;
  target: ConsoleTarget;
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
