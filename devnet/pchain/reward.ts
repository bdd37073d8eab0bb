// Potential-reward math, modelled on AvalancheGo's vms/platformvm/reward calculator.
// Durations are in nanoseconds like Go's time.Duration so integer truncation matches the node.

const PERCENT_DENOMINATOR = 1_000_000n;

export interface RewardConfig {
  maxConsumptionRate: bigint; // out of PERCENT_DENOMINATOR
  minConsumptionRate: bigint;
  mintingPeriodSec: bigint;
  supplyCap: bigint;
}

const NS = 1_000_000_000n;

/** Reward for staking `amount` for `durationSec` while `currentSupply` tokens exist. */
export function potentialReward(cfg: RewardConfig, durationSec: bigint, amount: bigint, currentSupply: bigint): bigint {
  if (currentSupply <= 0n || currentSupply >= cfg.supplyCap) return 0n;
  const duration = durationSec * NS;
  const period = cfg.mintingPeriodSec * NS;
  const rateNum = (cfg.maxConsumptionRate - cfg.minConsumptionRate) * duration + cfg.minConsumptionRate * period;
  const rateDen = period * PERCENT_DENOMINATOR;
  const remaining = cfg.supplyCap - currentSupply;
  let reward = remaining * rateNum * amount * duration;
  reward /= rateDen;
  reward /= currentSupply;
  reward /= period;
  return reward > remaining ? remaining : reward;
}

/** Splits a delegator's reward: the validator takes `shares`/1,000,000, the delegator keeps the rest. */
export function splitReward(total: bigint, shares: number): { validatorCut: bigint; delegatorCut: bigint } {
  const remainderShares = PERCENT_DENOMINATOR - BigInt(shares);
  const delegatorCut = (remainderShares * total) / PERCENT_DENOMINATOR;
  return { validatorCut: total - delegatorCut, delegatorCut };
}
