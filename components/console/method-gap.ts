// Why the node cannot answer a method: an optional API found off, or a method its version removed.
import { capabilityNeeded } from '@/lib/capabilities/needs';
import type { CapabilityName } from '@/lib/capabilities/labels';
import type { AnyMethodDef } from '@/lib/registry';

export interface Gaps {
  /** The node's optional APIs found off, with the words that say so: their methods are greyed out. */
  missing?: Partial<Record<CapabilityName, string>>;
  /** Methods the node's version removed (lib/capabilities/version.ts), by wire name, with the reason. */
  removed?: Record<string, string>;
}

export interface Gap {
  api: string;
  /** Unavailable at every block (otherwise at old blocks only). */
  always: boolean;
  why: string;
}

/** Why the node cannot answer `def` (always, or at old blocks only), or null. */
export function gapOf(def: Pick<AnyMethodDef, 'service' | 'method'>, gaps: Gaps): Gap | null {
  const removed = gaps.removed?.[def.method];
  if (removed) return { api: 'version', always: true, why: removed };
  const need = capabilityNeeded(def);
  const why = need ? gaps.missing?.[need.api] : undefined;
  return need && why ? { ...need, why } : null;
}
