// What the console page's URL asks for on arrival: a method (with params and target) or why it is not offered.
import { inScope, offered, type ConsoleScope, type Viewer } from '@/lib/console/catalog';
import { readShareQuery } from '@/lib/console/share';
import { defaultTargetOf, type ConsoleTarget } from '@/lib/console/target';
import { allMethods, findMethod, type AnyMethodDef } from '@/lib/registry';

export type Arrival =
  | { kind: 'none' }
  | { kind: 'refused'; message: string }
  | { kind: 'call'; def: AnyMethodDef; params: unknown; target: ConsoleTarget; send: boolean };

/** Reads window.location: the console renders in the browser only (console-loader.tsx). */
export function arrivalOf(viewer: Viewer, operatorMode: boolean, scope: ConsoleScope): Arrival {
  const shared = readShareQuery(new URLSearchParams(window.location.search));
  if (!shared) {
    // A page of one method (the genesis builder) opens on it, filled with its example.
    const only = allMethods.filter((m) => inScope(m, scope) && offered(m, viewer));
    if (only.length !== 1) return { kind: 'none' };
    const def = only[0]!;
    return { kind: 'call', def, params: def.example, target: defaultTargetOf(def.service), send: false };
  }
  const found = findMethod(shared.method);
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
  const target = shared.target.chain || shared.target.index ? shared.target : defaultTargetOf(found.service);
  return { kind: 'call', def: found, params: shared.params ?? found.example, target, send: true };
}
