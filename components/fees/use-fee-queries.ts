'use client';
// The node calls behind /fees: the static fee schedule, the P-chain's dynamic fee state, and an EVM
// chain's fee history, fee config, chain config and active rules.
import { allOf } from '@/lib/hooks/query-state';
import { useNodeQuery } from '@/lib/hooks/use-node-query';
import { readChainConfig, readFeeHistory } from './chain-config';

const POLL_MS = 10_000;
/** The AVM's id: its chains are not EVM chains. */
const AVM_VM_ID = 'jvYyfQTxGMJLuGWa55kdP2p2zSUYsQ5Raupu4TW34ZAUBAbtq';

export const useTxFees = () => useNodeQuery('info.getTxFee', {});

export function usePChainFeeState() {
  return allOf(
    [
      useNodeQuery('platform.getFeeConfig', {}),
      useNodeQuery('platform.getFeeState', {}, undefined, { pollMs: POLL_MS }),
    ],
    (config, state) => ({ config, state }),
  );
}

/** ACP-77 L1 validators' continuous fee: its parameters and the current price per second. */
export function useL1ValidatorFees() {
  return allOf(
    [
      useNodeQuery('platform.getValidatorFeeConfig', {}),
      useNodeQuery('platform.getValidatorFeeState', {}, undefined, { pollMs: POLL_MS }),
    ],
    (config, state) => ({ config, state }),
  );
}

const feeHistoryRows = (r: Record<string, unknown>) => readFeeHistory(r);
const readableChainConfig = (r: Record<string, unknown>) => readChainConfig(r);

export function useEvmFees(chain: string) {
  return {
    history: useNodeQuery('eth_feeHistory', [20, 'latest', []], { chain }, { pollMs: POLL_MS, select: feeHistoryRows }),
    feeConfig: useNodeQuery('eth_feeConfig', [], { chain }, { pollMs: POLL_MS }),
    chainConfig: useNodeQuery('eth_getChainConfig', [], { chain }, { select: readableChainConfig }),
    rules: useNodeQuery('eth_getActiveRulesAt', [], { chain }, { pollMs: POLL_MS }),
  };
}

const evmChainsOf = (r: { blockchains: readonly { id: string; name: string; vmID: string }[] }) =>
  r.blockchains.filter((b) => b.name !== 'X-Chain' && b.name !== 'C-Chain' && b.vmID !== AVM_VM_ID);

/** EVM chains to choose from: the C-chain and every blockchain whose VM is not the X or P VM. */
export function useEvmChains(): { id: string; label: string }[] {
  const q = useNodeQuery('platform.getBlockchains', {}, undefined, { pollMs: 60_000, select: evmChainsOf });
  return [{ id: 'C', label: 'C-Chain' }, ...(q.data ?? []).map((b) => ({ id: b.id, label: b.name }))];
}
