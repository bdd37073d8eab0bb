// How long an L1 validator's balance pays the continuous fee (ACP-77), as AvalancheGo's
// fee.State.SecondsRemaining computes it: the price is minPrice · e^(excess / K) by the node's integer
// Taylor series (gas.CalculatePrice), and the excess moves by (active validators − target) each second,
// so at a rising price the runway is shorter than balance / price. The node walks second by second;
// this walks price by price (the price stays the same for long stretches), with the same result.
import {
  advanceTime,
  calculatePrice,
  type ValidatorFeeConfig,
  type ValidatorFeeState,
} from '@/lib/codec/pvm/validator-fee-price';

const MAX_STRETCHES = 4096;

// The monitor's runway reads the fee's parameters as the devnet and the node do.
export type { ValidatorFeeConfig };

/** The excess after `seconds` seconds (State.AdvanceTime). */
const excessAfter = (s: ValidatorFeeState, target: bigint, seconds: bigint): bigint =>
  advanceTime(s, target, seconds).excess;

/**
 * Seconds `funds` pay the fee from state `s`, at most `maxSeconds` (State.SecondsRemaining). Second i
 * (from 0) is charged at the price of the excess after i + 1 seconds; once a falling excess reaches
 * 0, the rest is charged at the minimum price.
 */
export function secondsRemaining(
  s: ValidatorFeeState,
  c: ValidatorFeeConfig,
  maxSeconds: bigint,
  funds: bigint,
): bigint {
  const min = (a: bigint) => (a < maxSeconds ? a : maxSeconds);
  if (c.minPrice === 0n) return maxSeconds;
  const priceAt = (second: bigint) =>
    calculatePrice(c.minPrice, excessAfter(s, c.target, second + 1n), c.excessConversionConstant);
  if (s.current === c.target) return min(funds / priceAt(0n));
  const falling = s.current < c.target;
  let second = 0n;
  let left = funds;
  let guess = 1n;
  for (let stretches = 0; second < maxSeconds; stretches++) {
    // A price that changes nearly every second (never seen in practice): the rest is charged at the
    // highest price still ahead, which can only shorten the runway.
    if (stretches === MAX_STRETCHES) {
      const highest = falling ? priceAt(second) : priceAt(maxSeconds - 1n);
      return min(second + left / highest);
    }
    if (falling && excessAfter(s, c.target, second + 1n) === 0n) return min(second + left / c.minPrice);
    const price = priceAt(second);
    const last = maxSeconds - 1n;
    const same = (t: bigint) => priceAt(t) === price && !(falling && excessAfter(s, c.target, t + 1n) === 0n);
    // The last second of this price's stretch (the price is monotone in time): gallop from a guess of
    // the previous stretch's length, then bisect between a second known the same and one known not.
    let lo = second;
    let hi = -1n; // unknown yet
    for (let step = guess, first = true; hi < 0n; step = first ? 1n : step * 2n, first = false) {
      const probe = lo + step > last ? last : lo + step;
      if (same(probe)) {
        lo = probe;
        if (probe === last) hi = last + 1n;
      } else hi = probe;
    }
    let upper: bigint = hi;
    while (upper - lo > 1n) {
      const mid: bigint = (lo + upper) / 2n;
      if (same(mid)) lo = mid;
      else upper = mid;
    }
    const stretch = lo - second + 1n;
    guess = stretch > 1n ? stretch - 1n : 1n;
    if (price * stretch > left) return second + left / price;
    left -= price * stretch;
    second += stretch;
  }
  return maxSeconds;
}
