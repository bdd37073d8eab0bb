// The L1 validator fee against AvalancheGo's own vectors (vms/components/gas/gas_test.go and
// vms/platformvm/validators/fee/fee_test.go): the price, and over several fee states the excess
// after a while, its cost and how long funds last.
import { describe, expect, test } from 'vitest';
import { advanceTime, calculatePrice, U64_MAX, type ValidatorFeeState } from '@/lib/codec/pvm/validator-fee-price';
import { costOf, secondsRemaining, type ValidatorFeeConfig } from './validator-fee';

const U32_MAX = (1n << 32n) - 1n;

describe('calculatePrice (gas.CalculatePrice)', () => {
  test.each([
    [1n, 0n, 1n, 1n],
    [1n, 1n, 1n, 2n],
    [1n, 2n, 1n, 6n],
    [1n, 10_000n, 10_000n, 2n],
    [1n, 1_000_000n, 10_000n, U64_MAX],
    [10n, 10_000_000n, 1_000_000n, 220_264n],
    [U64_MAX, U64_MAX, 1n, U64_MAX],
    [U32_MAX, 1n, 1n, 11_674_931_546n],
    [6_786_177_901_268_885_274n, 1n, 1n, U64_MAX - 11n],
    [6_786_177_901_268_885_274n, U64_MAX, U64_MAX, U64_MAX - 1n],
  ])('%d·e^(%d/%d) = %d', (minPrice, excess, k, expected) => {
    expect(calculatePrice(minPrice, excess, k)).toBe(expected);
  });
});

const MINUTE = 60n;
const HOUR = 60n * MINUTE;
const DAY = 24n * HOUR;
const WEEK = 7n * DAY;
const MIN_PRICE = 2_048n;
/** excessIncreasePerDoubling / ln 2, truncated as the Go test's floatToGas does. */
const K = 1_246_488_515n;
const PER_DOUBLING = 10_000n * DAY;
const config = (target: bigint): ValidatorFeeConfig => ({
  capacity: 20_000n,
  target,
  minPrice: MIN_PRICE,
  excessConversionConstant: K,
});

const states: {
  name: string;
  state: ValidatorFeeState;
  target: bigint;
  seconds: bigint;
  cost: bigint;
  excess: bigint;
}[] = [
  {
    name: 'excess=0, current<target, minute',
    state: { current: 10n, excess: 0n },
    target: 10_000n,
    seconds: MINUTE,
    cost: 122_880n,
    excess: 0n,
  },
  {
    name: 'excess=0, current=target, minute',
    state: { current: 10_000n, excess: 0n },
    target: 10_000n,
    seconds: MINUTE,
    cost: 122_880n,
    excess: 0n,
  },
  {
    name: 'excess=per doubling, current=target, minute',
    state: { current: 10_000n, excess: PER_DOUBLING },
    target: 10_000n,
    seconds: MINUTE,
    cost: 245_760n,
    excess: PER_DOUBLING,
  },
  {
    name: 'excess=K, current=target, minute',
    state: { current: 10_000n, excess: K },
    target: 10_000n,
    seconds: MINUTE,
    cost: 334_020n,
    excess: K,
  },
  {
    name: 'excess=0, current>target, minute',
    state: { current: 15_000n, excess: 0n },
    target: 10_000n,
    seconds: MINUTE,
    cost: 122_880n,
    excess: 5_000n * MINUTE,
  },
  {
    name: 'excess hits 0 during, current<target, day',
    state: { current: 9_000n, excess: 6n * HOUR * 1_000n },
    target: 10_000n,
    seconds: DAY,
    cost: 177_321_939n,
    excess: 0n,
  },
  {
    name: 'excess=K, current=target, day',
    state: { current: 10_000n, excess: K },
    target: 10_000n,
    seconds: DAY,
    cost: 480_988_800n,
    excess: K,
  },
  {
    name: 'excess=0, current>target, day',
    state: { current: 15_000n, excess: 0n },
    target: 10_000n,
    seconds: DAY,
    cost: 211_438_809n,
    excess: 5_000n * DAY,
  },
  {
    name: 'excess=0, current=target, week',
    state: { current: 10_000n, excess: 0n },
    target: 10_000n,
    seconds: WEEK,
    cost: 1_238_630_400n,
    excess: 0n,
  },
  {
    name: 'excess=1, current>>target, second',
    state: { current: U64_MAX, excess: 1n },
    target: 0n,
    seconds: 1n,
    cost: U64_MAX,
    excess: U64_MAX,
  },
  {
    name: 'excess=0, current>>target, 10 seconds',
    state: { current: U32_MAX, excess: 0n },
    target: 0n,
    seconds: 10n,
    cost: 1_948_429_840_780_833_612n,
    excess: U32_MAX * 10n,
  },
];

describe('the fee state over time (validators/fee.State)', () => {
  test.each(states)('$name: excess after', ({ state, target, seconds, excess }) => {
    expect(advanceTime(state, target, seconds)).toEqual({ current: state.current, excess });
  });

  test.each(states)('$name: cost', ({ state, target, seconds, cost }) => {
    expect(costOf(state, config(target), seconds)).toBe(cost);
  });

  test.each(states)('$name: how long the cost lasts', ({ state, target, seconds, cost }) => {
    expect(secondsRemaining(state, config(target), WEEK, cost)).toBe(seconds);
  });

  test.each([
    ['current > target', { current: U32_MAX, excess: 0n }, U64_MAX],
    ['current == target', { current: 10_000n, excess: 0n }, U64_MAX],
    ['current < target', { current: 0n, excess: 0n }, U64_MAX],
    ['current < target, some excess', { current: 0n, excess: 10_001n }, U64_MAX / MIN_PRICE + 1n],
  ])('cost saturates instead of overflowing: %s', (_name, state, seconds) => {
    expect(costOf(state, config(10_000n), seconds)).toBe(U64_MAX);
  });

  test.each([
    ['zero price', { current: U32_MAX, excess: 0n }, 0n, 0n],
    ['current > target', { current: 10_001n, excess: 0n }, MIN_PRICE, U64_MAX],
    ['current == target', { current: 10_000n, excess: 0n }, MIN_PRICE, MIN_PRICE * (WEEK + 1n)],
    ['current < target', { current: 0n, excess: 0n }, MIN_PRICE, MIN_PRICE * (WEEK + 1n)],
  ])('seconds remaining stop at the limit: %s', (_name, state, minPrice, funds) => {
    expect(secondsRemaining(state, { ...config(10_000n), minPrice }, WEEK, funds)).toBe(WEEK);
  });
});
