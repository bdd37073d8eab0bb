// Which of the node's optional APIs a node method needs, so a page can grey out a method the node
// cannot answer and say why, rather than let the call fail.
import type { AnyMethodDef } from '@/lib/registry/define';
import { CAPABILITY_LABELS, OPERATOR_ONLY_CAPABILITIES, type CapabilityName } from './labels';
import type { Capabilities } from './probe';

const BY_SERVICE: Partial<Record<AnyMethodDef['service'], CapabilityName>> = {
  index: 'index',
  admin: 'admin',
  keystore: 'keystore',
  health: 'health',
};

/** EVM methods that read state at a block: a pruning node answers them at recent blocks only. */
const STATE_AT_BLOCK = new Set([
  'eth_getBalance',
  'eth_getTransactionCount',
  'eth_getCode',
  'eth_getStorageAt',
  'eth_call',
]);

export interface Need {
  api: CapabilityName;
  /** Every call needs it (false: only some, e.g. old blocks of a state read). */
  always: boolean;
}

export function capabilityNeeded(def: Pick<AnyMethodDef, 'service' | 'method'>): Need | null {
  const api = BY_SERVICE[def.service];
  if (api) return { api, always: true };
  if (def.method === 'avm.getAddressTxs') return { api: 'addressTxs', always: true };
  if (def.service === 'eth' && STATE_AT_BLOCK.has(def.method)) return { api: 'evmArchive', always: false };
  return null;
}

/**
 * What the node lacks, each with the words that say so; {} while the check cannot tell. The admin and
 * keystore APIs are told to the operator only.
 */
export function missingApis(caps: Capabilities | null, operator: boolean): Partial<Record<CapabilityName, string>> {
  const out: Partial<Record<CapabilityName, string>> = {};
  if (!caps) return out;
  for (const [name, s] of Object.entries(caps.items) as [CapabilityName, Capabilities['items'][CapabilityName]][]) {
    if (!operator && OPERATOR_ONLY_CAPABILITIES.includes(name)) continue;
    if (s.state === 'missing') out[name] = CAPABILITY_LABELS[name].missing;
  }
  return out;
}
