// The P-chain's L1 validator fee state moving with chain time, as AvalancheGo's advanceTimeTo
// does it: each block that advances the time charges every active L1 validator for the seconds
// passed and deactivates those whose balance is used up; and the chain builds a block at the
// moment the next one runs out (getNextL1ValidatorEvictionTime).
import { P_PARAMS } from './params';
import type { PState } from './state';
import { advanceTime, U64_MAX, type ValidatorFeeState } from '@/lib/codec/pvm/validator-fee-price';
import { costOf, secondsRemaining } from './validator-fee';

const feeState = (state: PState): ValidatorFeeState => ({
  current: state.numActiveL1Validators(),
  excess: state.l1ValidatorExcess,
});

/** advanceValidatorFeeState: joins the caller's transaction (the block that moves chain time to `to`). */
export function chargeL1Validators(state: PState, from: bigint, to: bigint): void {
  if (to <= from) return;
  const seconds = to - from;
  const config = P_PARAMS.validatorFee;
  const before = feeState(state);
  const accrued = state.accruedFees + costOf(before, config, seconds);
  if (accrued > U64_MAX) throw new Error('could not calculate accrued fees: overflow');
  // Cheapest end first: stop at the first validator whose balance still lasts.
  for (const v of state.activeL1Validators()) {
    if (v.endAccumulatedFee > accrued) break;
    state.setL1EndAccumulatedFee(v.validationID, 0n);
  }
  state.l1ValidatorExcess = advanceTime(before, config.target, seconds).excess;
  state.accruedFees = accrued;
}

/**
 * When the next active L1 validator runs out of balance, if before `upTo` (Unix seconds); the
 * chain builds a block then. At least a second after the chain time, so that block charges it.
 */
export function nextL1Eviction(state: PState, chainTime: bigint, upTo: bigint): bigint | undefined {
  if (upTo <= chainTime) return undefined;
  const first = state.activeL1Validators()[0];
  if (!first) return undefined;
  const funds = first.endAccumulatedFee - state.accruedFees;
  const seconds = secondsRemaining(feeState(state), P_PARAMS.validatorFee, upTo - chainTime, funds);
  const at = chainTime + (seconds > 0n ? seconds : 1n);
  return at < upTo ? at : undefined;
}

/**
 * The balance that keeps a new active validator paying until `seconds` from now, the fee state
 * holding `active` validators: what --l1-balance-runs-out-in gives the first L1 validator.
 */
export function balanceLasting(state: PState, active: bigint, seconds: bigint): bigint {
  const cost = costOf({ current: active, excess: state.l1ValidatorExcess }, P_PARAMS.validatorFee, seconds);
  return cost > 0n ? cost : 1n;
}
