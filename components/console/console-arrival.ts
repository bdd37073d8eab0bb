// What the console page's URL asks for on arrival: a method (with params and target) or why it is not
// offered. Read from the page's summaries, not the registry, so the list is live before the forms load.
import { inScope, offered, type ConsoleScope, type MethodSummary, type Viewer } from '@/lib/console/catalog';
import { readShareQuery } from '@/lib/console/share-query';
import type { ConsoleTarget } from '@/lib/console/target';

export type Arrival =
  | { kind: 'none' }
  | { kind: 'refused'; message: string }
  /** `params` and `target` unset: the method's example and its default target. */
  | { kind: 'call'; method: string; params?: unknown; target?: ConsoleTarget; send: boolean };

export function arrivalOf(
  search: URLSearchParams,
  methods: readonly MethodSummary[],
  viewer: Viewer,
  operatorMode: boolean,
  scope: ConsoleScope,
): Arrival {
  const shared = readShareQuery(search);
  if (!shared) {
    // A page of one method (the genesis builder) opens on it, filled with its example.
    const only = methods.filter((m) => inScope(m, scope) && offered(m, viewer));
    return only.length === 1 ? { kind: 'call', method: only[0]!.method, send: false } : { kind: 'none' };
  }
  const found = methods.find((m) => m.method === shared.method);
  if (!found || !inScope(found, scope))
    return { kind: 'refused', message: `There is no method named “${shared.method}”.` };
  if (!offered(found, viewer)) {
    return {
      kind: 'refused',
      message: operatorMode
        ? `${found.method} is node-specific: sign in as the operator to call it.`
        : `${found.method} is node-specific and not offered by this public explorer.`,
    };
  }
  const target = shared.target.chain || shared.target.index ? shared.target : undefined;
  return { kind: 'call', method: found.method, params: shared.params, target, send: true };
}
