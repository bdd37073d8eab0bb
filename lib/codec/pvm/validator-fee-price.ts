// The price of the continuous fee L1 validators pay (ACP-77), as AvalancheGo computes it
// (vms/platformvm/validators/fee, vms/components/gas): shared by the devnet, which charges it, and
// the monitor, which tells how long a balance lasts. All arithmetic is Go's uint64.

export const U64_MAX = (1n << 64n) - 1n;

/** The fee's parameters (the devnet's config adds its capacity). */
export interface ValidatorFeeConfig {
  target: bigint;
  minPrice: bigint;
  excessConversionConstant: bigint;
}

/** fee.State: `current` is the number of active L1 validators. */
export interface ValidatorFeeState {
  current: bigint;
  excess: bigint;
}

/** gas.CalculatePrice: minPrice · e^(excess / K), by the node's integer Taylor series, capped at MaxUint64. */
export function calculatePrice(minPrice: bigint, excess: bigint, k: bigint): bigint {
  if (k === 0n) return 0n;
  const maxOutput = k * U64_MAX;
  let output = 0n;
  let accum = minPrice * k;
  for (let i = 1n; accum > 0n; i++) {
    output += accum;
    if (output >= maxOutput) return U64_MAX;
    accum = (accum * excess) / k / i;
  }
  return output / k;
}

const mulOrNull = (a: bigint, b: bigint): bigint | null => (a * b > U64_MAX ? null : a * b);

/** State.AdvanceTime: excess grows by (current − target) per second above the target, shrinks below it. */
export function advanceTime(s: ValidatorFeeState, target: bigint, seconds: bigint): ValidatorFeeState {
  let excess = s.excess;
  if (s.current < target) {
    const remove = mulOrNull(target - s.current, seconds);
    excess = remove === null || remove > excess ? 0n : excess - remove;
  } else if (s.current > target) {
    const add = mulOrNull(s.current - target, seconds);
    excess = add === null || excess + add > U64_MAX ? U64_MAX : excess + add;
  }
  return { current: s.current, excess };
}
