import { describe, expect, it } from 'vitest';
import {
  calculatePrice as feePrice,
  type ValidatorFeeConfig,
  type ValidatorFeeState,
} from '@/lib/codec/pvm/validator-fee-price';
import { secondsRemaining as referenceSecondsRemaining } from '@/devnet/pchain/validator-fee';
import { secondsRemaining } from './runway';

// The devnet's fee.State.SecondsRemaining walks second by second, literally as AvalancheGo does: the
// reference the fast walk must agree with.

// The local network's validator fee (facts §4) and the mainnet one (minPrice 512 nAVAX/s).
const LOCAL: ValidatorFeeConfig = { target: 10_000n, minPrice: 1n, excessConversionConstant: 865_617n };
const MAINNET: ValidatorFeeConfig = { target: 10_000n, minPrice: 512n, excessConversionConstant: 1_246_488_515n };
const DAY = 86_400n;

describe('the L1 validator fee price (gas.CalculatePrice)', () => {
  it('is the minimum price at no excess and grows as e^(excess / K)', () => {
    expect(feePrice(1n, 0n, 865_617n)).toBe(1n);
    expect(feePrice(512n, 0n, 1_246_488_515n)).toBe(512n);
    // e^1 and e^2 times the minimum, floored as the node's integer series does.
    expect(feePrice(1_000_000n, 865_617n, 865_617n)).toBe(2_718_281n);
    expect(feePrice(1_000_000n, 2n * 865_617n, 865_617n)).toBe(7_389_056n);
  });
});

describe('an L1 validator balance runway (fee.State.SecondsRemaining)', () => {
  const cases: [string, ValidatorFeeConfig, ValidatorFeeState, bigint, bigint][] = [
    ['at the target: constant price', LOCAL, { current: 10_000n, excess: 500_000n }, 30n * DAY, 1_000_000n],
    ['below the target, no excess: the minimum price', LOCAL, { current: 10n, excess: 0n }, 30n * DAY, 90_000n],
    [
      'below the target: a falling price that reaches the minimum',
      LOCAL,
      { current: 9_990n, excess: 40_000n },
      30n * DAY,
      123_456n,
    ],
    ['above the target: a rising price', LOCAL, { current: 10_050n, excess: 900_000n }, 30n * DAY, 2_000_000n],
    ['far above the target on mainnet', MAINNET, { current: 10_400n, excess: 1_500_000_000n }, 30n * DAY, 500_000_000n],
    ['no balance', LOCAL, { current: 10_001n, excess: 10n }, 30n * DAY, 0n],
    ['a balance that outlasts the horizon', LOCAL, { current: 9_000n, excess: 0n }, 7n * DAY, 10n ** 15n],
  ];
  for (const [what, c, s, max, funds] of cases) {
    it(`agrees with the formula second by second: ${what}`, () => {
      expect(secondsRemaining(s, c, max, funds)).toBe(referenceSecondsRemaining(s, c, max, funds));
    });
  }

  it('at a rising price is shorter than balance / price, by what the formula gives', () => {
    const s = { current: 10_050n, excess: 900_000n };
    const funds = 2_000_000n;
    const now = feePrice(LOCAL.minPrice, s.excess, LOCAL.excessConversionConstant);
    const naive = funds / now;
    const runway = secondsRemaining(s, LOCAL, 30n * DAY, funds);
    expect(runway).toBeLessThan(naive);
    expect(runway).toBe(referenceSecondsRemaining(s, LOCAL, 30n * DAY, funds));
  });

  it('at a falling price is longer than balance / price', () => {
    const s = { current: 9_000n, excess: 2_000_000n };
    const funds = 5_000_000n;
    const naive = funds / feePrice(LOCAL.minPrice, s.excess, LOCAL.excessConversionConstant);
    expect(secondsRemaining(s, LOCAL, 30n * DAY, funds)).toBeGreaterThan(naive);
  });

  it('is unbounded (the horizon) when the minimum price is zero', () => {
    expect(secondsRemaining({ current: 1n, excess: 0n }, { ...LOCAL, minPrice: 0n }, 7n * DAY, 0n)).toBe(7n * DAY);
  });

  it('answers quickly over a month of seconds', () => {
    const started = performance.now();
    for (let i = 0; i < 10; i++) {
      secondsRemaining({ current: 10_000n + BigInt(i), excess: 3_000_000n }, LOCAL, 30n * DAY, 10n ** 13n);
    }
    expect(performance.now() - started).toBeLessThan(5_000); // generous: the machine is shared
  });
});
