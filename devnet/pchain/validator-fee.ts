// The continuous fee L1 validators pay (ACP-77), as AvalancheGo computes it
// (vms/platformvm/validators/fee, vms/components/gas): the price rises exponentially with the
// excess of active validators over the target, and each second costs one price. All arithmetic is
// Go's uint64: saturating where the node saturates.
import {
  advanceTime,
  calculatePrice,
  U64_MAX,
  type ValidatorFeeConfig as BaseFeeConfig,
  type ValidatorFeeState,
} from '@/lib/codec/pvm/validator-fee-price';

export interface ValidatorFeeConfig extends BaseFeeConfig {
  capacity: bigint;
}

const mulOrNull = (a: bigint, b: bigint): bigint | null => (a * b > U64_MAX ? null : a * b);

/** State.CostOf: what `seconds` of validation cost one active validator, second by second. */
export function costOf(s: ValidatorFeeState, c: ValidatorFeeConfig, seconds: bigint): bigint {
  if (s.current === c.target) {
    return mulOrNull(seconds, calculatePrice(c.minPrice, s.excess, c.excessConversionConstant)) ?? U64_MAX;
  }
  let cost = 0n;
  let state = s;
  for (let i = 0n; i < seconds; i++) {
    state = advanceTime(state, c.target, 1n);
    // Excess at 0 stays 0: the rest is charged at the minimum price.
    if (state.excess === 0n) {
      const rest = mulOrNull(c.minPrice, seconds - i);
      if (rest === null || cost + rest > U64_MAX) return U64_MAX;
      return cost + rest;
    }
    cost += calculatePrice(c.minPrice, state.excess, c.excessConversionConstant);
    if (cost > U64_MAX) return U64_MAX;
  }
  return cost;
}

/** State.SecondsRemaining: how long `funds` pay the fee, at most `maxSeconds`. */
export function secondsRemaining(s: ValidatorFeeState, c: BaseFeeConfig, maxSeconds: bigint, funds: bigint): bigint {
  if (c.minPrice === 0n) return maxSeconds;
  if (s.current === c.target) {
    const seconds = funds / calculatePrice(c.minPrice, s.excess, c.excessConversionConstant);
    return seconds < maxSeconds ? seconds : maxSeconds;
  }
  let state = s;
  let left = funds;
  for (let seconds = 0n; seconds < maxSeconds; seconds++) {
    state = advanceTime(state, c.target, 1n);
    if (state.excess === 0n) {
      const total = seconds + left / c.minPrice;
      return total < maxSeconds ? total : maxSeconds;
    }
    const price = calculatePrice(c.minPrice, state.excess, c.excessConversionConstant);
    if (price > left) return seconds;
    left -= price;
  }
  return maxSeconds;
}
