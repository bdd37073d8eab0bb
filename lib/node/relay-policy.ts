// Who may have which methods relayed. Node-specific methods need an operator. Transactions and
// heavy EVM calls cost the node (or change state) on a stranger's behalf, so public callers get
// them only when the operator turns them on (SNOWLINE_RELAY_TXS, SNOWLINE_RELAY_EVM_CALLS).
import type { Caller } from '@/lib/auth/caller';
import { allMethods, type AnyMethodDef } from '@/lib/registry';
import type { NodeConfig } from './config';
import { hasPublicView } from './public-view';

/** Methods that submit a transaction, on every chain. */
export const TRANSACTION_METHODS: ReadonlySet<string> = new Set([
  'avm.issueTx',
  'wallet.issueTx',
  'platform.issueTx',
  'avax.issueTx',
  'eth_sendRawTransaction',
]);

/** EVM calls that execute code or scan ranges of blocks (the registry's `heavy` flag). */
export const HEAVY_EVM_METHODS: ReadonlySet<string> = new Set(allMethods.filter((m) => m.heavy).map((m) => m.method));

/** Whether a call of `def` needs to know who is calling (so the caller is only looked up then). */
export function needsCaller(def: AnyMethodDef): boolean {
  return (
    def.nodeSpecific === true ||
    def.changesState === true ||
    TRANSACTION_METHODS.has(def.method) ||
    HEAVY_EVM_METHODS.has(def.method) ||
    hasPublicView(def.method)
  );
}

/** Why `caller` may not have `def` relayed, or undefined when it may. */
export function refusalOf(
  def: AnyMethodDef,
  caller: Caller,
  config: Pick<NodeConfig, 'relayTransactions' | 'relayEvmCalls'>,
): string | undefined {
  if (caller.operator) return undefined;
  if (caller.crossSite && (def.nodeSpecific || def.changesState)) return caller.crossSite;
  if (caller.tokenRefused && (def.nodeSpecific || def.changesState)) return caller.tokenRefused;
  if (def.nodeSpecific) return `method "${def.method}" is node-specific and not served by this public explorer`;
  if (TRANSACTION_METHODS.has(def.method) && !config.relayTransactions) {
    return `method "${def.method}" submits a transaction; this explorer does not relay transactions (SNOWLINE_RELAY_TXS is off): send it to a node`;
  }
  if (HEAVY_EVM_METHODS.has(def.method) && !config.relayEvmCalls) {
    return `method "${def.method}" is not relayed by this explorer (SNOWLINE_RELAY_EVM_CALLS is off): send it to a node`;
  }
  return undefined;
}
