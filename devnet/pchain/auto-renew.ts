// Helicon's auto-renewed validators (ACP-236), as AvalancheGo's platformvm runs them: the staker
// starts at the chain time it is accepted at and ends `period` later; at that end a
// RewardAutoRenewedValidatorTx either renews it (next cycle from the old end, rewards restaked by
// its auto-compound share, the rest paid out) or, when its next period is 0 or it earned no reward,
// returns its stake. What a plain staker row does not hold is kept in p_meta under its tx id.
import type { TransferableOutput } from '@/lib/codec/avax';
import { P_PARAMS } from './params';
import { potentialReward, splitReward } from './reward';
import { rewardPayer } from './reward-payer';
import type { PState, Staker } from './state';
import { type Owners, ownersFromStorage, ownersToStorage, utxoOfOutput } from './utxo';

/**
 * When Helicon activates unless --helicon-time says otherwise: a second after genesis, so the
 * network runs Helicon's rules (and issues its txs) from its first block on, while its genesis
 * stakers, which started before, keep the 80% uptime requirement (ACP-267 applies to later ones).
 */
export const heliconAfterGenesis = (genesisTime: bigint): bigint => genesisTime + 1n;

/** state.StakingInfo of an auto-renewed validator, plus who may change it. */
export interface AutoRenewConfig {
  authority: Owners;
  /** Seconds of the next cycle; 0: the validator leaves at the end of this one. */
  nextPeriod: bigint;
  /** Millionths of each cycle's rewards restaked. */
  autoCompoundShares: number;
  /** Validation rewards restaked in earlier cycles (paid when the validator leaves). */
  accruedValidation: bigint;
  /** Delegation commission restaked in earlier cycles. */
  accruedDelegatee: bigint;
}

const hexOf = (b: Uint8Array) => Buffer.from(b).toString('hex');
const key = (txID: Uint8Array) => 'autoRenew:' + hexOf(txID);
const delegateeKey = (txID: Uint8Array) => 'delegateeReward:' + hexOf(txID);

export function autoRenewConfig(state: PState, txID: Uint8Array): AutoRenewConfig | undefined {
  const raw = state.meta(key(txID));
  if (!raw) return undefined;
  const j = JSON.parse(raw) as Record<string, string | number>;
  return {
    authority: ownersFromStorage(String(j.authority)),
    nextPeriod: BigInt(j.nextPeriod!),
    autoCompoundShares: Number(j.autoCompoundShares),
    accruedValidation: BigInt(j.accruedValidation!),
    accruedDelegatee: BigInt(j.accruedDelegatee!),
  };
}

export function setAutoRenewConfig(state: PState, txID: Uint8Array, c: AutoRenewConfig): void {
  state.setMeta(
    key(txID),
    JSON.stringify({
      authority: ownersToStorage(c.authority),
      nextPeriod: c.nextPeriod.toString(),
      autoCompoundShares: c.autoCompoundShares,
      accruedValidation: c.accruedValidation.toString(),
      accruedDelegatee: c.accruedDelegatee.toString(),
    }),
  );
}

export interface AutoRenewEnv {
  state: PState;
  height: bigint;
}

/**
 * Executes the RewardAutoRenewedValidatorTx `rewardTxID` for `s` (ended at its `end`) on the
 * branch the chain takes: `commit` when the validator earned its reward. Rewards paid out are
 * UTXOs of the reward tx (index 0 on), stake comes back as the staker tx's outputs after its own.
 * Returns whether the validator goes on to another cycle.
 */
export function rewardAutoRenewed(
  env: AutoRenewEnv,
  s: Staker,
  cfg: AutoRenewConfig,
  stake: { outs: TransferableOutput[]; firstIndex: number },
  rewardTxID: Uint8Array,
  commit: boolean,
): boolean {
  const { state } = env;
  const pending = BigInt(state.meta(delegateeKey(s.txID)) ?? '0');
  const pay = rewardPayer(state, rewardTxID, 0);
  const leave = (validation: bigint, delegatee: bigint) => {
    stake.outs.forEach((o, i) => state.putUtxo(utxoOfOutput(s.txID, stake.firstIndex + i, o)));
    pay(s.rewardOwner, validation);
    pay(s.delegationRewardOwner, delegatee);
    state.deleteStaker(s.txID);
    state.putWeightDiff(env.height, s.subnetID, s.nodeID, -s.weight);
    state.setMeta(delegateeKey(s.txID), '0');
  };

  if (!commit) {
    // The cycle's reward is forfeited (and unminted); what was restaked before is paid out.
    state.supply = state.supply - s.potentialReward;
    leave(cfg.accruedValidation, pending + cfg.accruedDelegatee);
    return false;
  }
  if (cfg.nextPeriod === 0n) {
    leave(s.potentialReward + cfg.accruedValidation, pending + cfg.accruedDelegatee);
    return false;
  }

  // Renew: restake the auto-compound share, up to the maximum stake, and pay out the rest.
  let restakeValidation = splitReward(s.potentialReward, cfg.autoCompoundShares).validatorCut;
  let restakeDelegatee = splitReward(pending, cfg.autoCompoundShares).validatorCut;
  const capacity = P_PARAMS.maxValidatorStake > s.weight ? P_PARAMS.maxValidatorStake - s.weight : 0n;
  const total = restakeValidation + restakeDelegatee;
  if (total > capacity) {
    restakeValidation = (restakeValidation * capacity) / total;
    restakeDelegatee = capacity - restakeValidation;
  }
  pay(s.rewardOwner, s.potentialReward - restakeValidation);
  pay(s.delegationRewardOwner, pending - restakeDelegatee);

  const weight = s.weight + restakeValidation + restakeDelegatee;
  const start = s.end;
  const end = start + cfg.nextPeriod;
  const reward = potentialReward(P_PARAMS.reward, cfg.nextPeriod, weight, state.supply);
  state.supply = state.supply + reward;
  state.deleteStaker(s.txID);
  state.putStaker({ ...s, start, end, weight, potentialReward: reward, status: 'current' });
  if (weight !== s.weight) state.putWeightDiff(env.height, s.subnetID, s.nodeID, weight - s.weight);
  state.setMeta(delegateeKey(s.txID), '0');
  setAutoRenewConfig(state, s.txID, {
    ...cfg,
    accruedValidation: cfg.accruedValidation + restakeValidation,
    accruedDelegatee: cfg.accruedDelegatee + restakeDelegatee,
  });
  return true;
}
