// The `settled` and `atHeight` rules the registry's cache policies share (lib/registry/define.ts).
import type { MethodDef } from './define';

type Obj = Record<string, unknown>;
const asObj = (v: unknown): Obj | undefined => (v !== null && typeof v === 'object' ? (v as Obj) : undefined);

/** A lookup that answered something (null means not found yet: a pending EVM tx, an unmined receipt). */
export const found = (result: unknown): boolean => result !== null && result !== undefined;

/** A tx status that can no longer change (X and C atomic: Accepted; P: Committed or Aborted). */
export const finalStatus = (result: unknown): boolean => {
  const status = asObj(result)?.status;
  return status === 'Accepted' || status === 'Committed' || status === 'Aborted';
};

/** An EVM tx that is in a block (a pending one has blockHash null). */
export const mined = (result: unknown): boolean => typeof asObj(result)?.blockHash === 'string';

/** A C-chain atomic tx lookup that has its block height (a processing one has none). */
export const hasBlockHeight = (result: unknown): boolean => asObj(result)?.blockHeight !== undefined;

/** `index.isAccepted`: true never turns false; false may turn true. */
export const accepted = (result: unknown): boolean => asObj(result)?.isAccepted === true;

/** Reward UTXOs exist once the staker was rewarded; an empty answer may still fill. */
export const someFetched = (result: unknown): boolean => {
  const n = asObj(result)?.numFetched;
  return n !== undefined && n !== '0' && n !== 0;
};

/** A geth block number param: a number, 'pending', or undefined for another tag ('latest', …) or a hash. */
function evmBlockNumber(value: unknown): bigint | 'pending' | undefined {
  if (value === 'pending') return 'pending';
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]{1,16}$/.test(value)) return undefined;
  return BigInt(value);
}

/** Height rule for EVM reads whose block param is at `position` of the params tuple. */
export function evmBlockParam(position: number): NonNullable<MethodDef['atHeight']> {
  return {
    tip: 'eth_blockNumber',
    height: (params) => (Array.isArray(params) ? evmBlockNumber(params[position]) : undefined),
  };
}

/** Height rule for P-chain reads by `height` ('proposed' is live). */
export const pChainHeightParam: NonNullable<MethodDef['atHeight']> = {
  tip: 'platform.getHeight',
  height: (params) => {
    const h = asObj(params)?.height;
    if (typeof h === 'number' && Number.isSafeInteger(h) && h >= 0) return BigInt(h);
    if (typeof h === 'string' && /^\d{1,20}$/.test(h)) return BigInt(h);
    return undefined;
  },
};

/** `index.getContainerRange` is settled once it returned all it was asked for (a range at the tip grows). */
export const fullRange = (result: unknown, params: unknown): boolean => {
  const asked = Number(asObj(params)?.numToFetch ?? NaN);
  const containers = Array.isArray(result) ? result : asObj(result)?.containers;
  return Array.isArray(containers) && Number.isFinite(asked) && containers.length >= asked;
};

/**
 * Whether a result of `def` can be kept forever without asking the node anything more: its policy is
 * immutable and its `settled` rule holds. A read `atHeight` needs the chain's tip as well (lib/node).
 */
export function immutableWithoutTip(def: MethodDef, params: unknown, result: unknown): boolean {
  if (def.cache !== 'immutable' || def.atHeight || !found(result)) return false;
  return def.settled ? def.settled(result, params) : true;
}
