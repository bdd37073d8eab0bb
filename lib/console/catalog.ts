// The console's list of methods: every registry entry, grouped by service, searchable, and cut to
// what the viewer may call. Node-specific methods (admin, keystore, the node's identity) are listed
// only for a signed-in operator; a public explorer never offers them.
import { SERVICE_NAMES, type AnyMethodDef, type ServiceName } from '@/lib/registry/define';

export const SERVICE_LABELS: Record<ServiceName, string> = {
  avm: 'X-Chain (avm)',
  avmStatic: 'AVM static (/ext/vm/avm)',
  wallet: 'X-Chain wallet',
  platform: 'P-Chain (platform)',
  info: 'Info',
  admin: 'Admin',
  keystore: 'Keystore',
  index: 'Index',
  health: 'Health',
  eth: 'EVM (eth, C-Chain and L1s)',
  avax: 'C-Chain atomic (avax)',
  proposervm: 'ProposerVM (any chain)',
};

export interface Viewer {
  /** A signed-in operator, who may call node-specific methods. */
  operator: boolean;
}

/** What the list shows of a method: the page's server sends these, not the registry's schemas. */
export type MethodSummary = Pick<
  AnyMethodDef,
  'method' | 'service' | 'summary' | 'removedIn' | 'deprecated' | 'nodeSpecific'
>;

/** `def`'s summary, with nothing more (each page sends the whole list in its HTML). */
export function summaryOf(def: MethodSummary): MethodSummary {
  const { method, service, summary, removedIn, deprecated, nodeSpecific } = def;
  return {
    method,
    service,
    summary,
    ...(removedIn ? { removedIn } : {}),
    ...(deprecated ? { deprecated } : {}),
    ...(nodeSpecific ? { nodeSpecific } : {}),
  };
}

export interface ServiceGroup<M extends MethodSummary = MethodSummary> {
  service: ServiceName;
  label: string;
  methods: M[];
}

/** Whether the viewer is offered `def` at all. */
export function offered(def: MethodSummary, viewer: Viewer): boolean {
  return viewer.operator || def.nodeSpecific !== true;
}

/** Whether `def` matches every word of `query` (in its name, service or summary). */
function matches(def: MethodSummary, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const hay = `${def.method} ${def.service} ${SERVICE_LABELS[def.service]} ${def.summary}`.toLowerCase();
  return words.every((w) => hay.includes(w));
}

/** The methods offered to `viewer` that match `query`, by service in the registry's order. */
export function catalog<M extends MethodSummary>(methods: readonly M[], viewer: Viewer, query = ''): ServiceGroup<M>[] {
  return SERVICE_NAMES.map((service) => ({
    service,
    label: SERVICE_LABELS[service],
    methods: methods.filter((m) => m.service === service && offered(m, viewer) && matches(m, query)),
  })).filter((g) => g.methods.length > 0);
}

/** What the console says of a method's lifecycle: deprecated since, removed in, and what replaces it. */
export function lifecycleNote(def: MethodSummary): string | null {
  const parts: string[] = [];
  if (def.deprecated) parts.push(`Deprecated since ${def.deprecated.since}`);
  if (def.removedIn) parts.push(`removed in ${def.removedIn}`);
  if (parts.length === 0) return null;
  const text = parts.join(', ');
  const note = def.deprecated?.note ? `${text}: ${def.deprecated.note}.` : `${text}.`;
  return def.deprecated?.replacement ? `${note} Use ${def.deprecated.replacement} instead.` : note;
}

/** Which methods a console page lists: all of them, or one operator tool's. */
export type ConsoleScope = 'all' | 'admin' | 'keystore' | 'genesis';

/** Whether `def` belongs on a page of `scope`. The keystore page has the keystore-based X and P operations too. */
export function inScope(def: MethodSummary, scope: ConsoleScope): boolean {
  if (scope === 'admin') return def.service === 'admin';
  if (scope === 'genesis') return def.method === 'avm.buildGenesis';
  if (scope === 'keystore') {
    return def.service === 'keystore' || (def.nodeSpecific === true && def.removedIn !== undefined);
  }
  return true;
}
