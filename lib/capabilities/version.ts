// What the node's version no longer serves: each registry method with `removedIn` at or below the
// version info.getNodeVersion reports is greyed out, with the reason. A probe that found the method's
// API answering wins over the version (a node may be patched, or an emulation serve the old API).
import type { AnyMethodDef } from '@/lib/registry/define';
import type { CapabilityName } from './labels';
import type { Capabilities } from './probe';

type Version = readonly [number, number, number];

/** 'avalanchego/1.13.2', 'v1.12.2' or '1.15.0-fuji' → [1, 13, 2]; null when it is no version. */
export function parseVersion(text: string): Version | null {
  const m = /(?:^|[/v\s])(\d{1,6})\.(\d{1,6})\.(\d{1,6})/.exec(text.slice(0, 200));
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : null;
}

function atLeast(v: Version, min: Version): boolean {
  for (let i = 0; i < 3; i++) if (v[i]! !== min[i]!) return v[i]! > min[i]!;
  return true;
}

/** The probe that tells whether the node still answers `def`, whatever its version says. */
function probedBy(def: AnyMethodDef): CapabilityName | null {
  if (def.method === 'avm.getAddressTxs') return 'addressTxs';
  // The keystore API and the chain APIs' keystore-based methods went together (v1.12.2).
  if (def.service === 'keystore' || (def.nodeSpecific === true && def.removedIn === 'v1.12.2')) return 'keystore';
  return null;
}

/** Methods the node's version removed, each with the words that say so; {} while the version is unknown. */
export function removedByVersion(
  methods: readonly AnyMethodDef[],
  caps: Pick<Capabilities, 'nodeVersion' | 'items'> | null,
): Record<string, string> {
  const out: Record<string, string> = {};
  const version = caps?.nodeVersion ? parseVersion(caps.nodeVersion) : null;
  if (!caps || !version) return out;
  for (const def of methods) {
    const removed = def.removedIn ? parseVersion(def.removedIn) : null;
    if (!removed || !atLeast(version, removed)) continue;
    const probe = probedBy(def);
    if (probe && caps.items[probe].state === 'available') continue;
    const instead = def.deprecated?.replacement ? `; use ${def.deprecated.replacement}` : '';
    out[def.method] = `removed in ${def.removedIn}, and this node runs ${caps.nodeVersion}${instead}`;
  }
  return out;
}
