// P-chain parameters the devnet enforces (local network values, facts §4).
import { LOCAL_PARAMS } from '@/devnet/genesis/constants';
import type { PTxKind } from './txs';

export const P_PARAMS = {
  ...LOCAL_PARAMS,
  /** A pending staker may start at most this far after the chain time (MaxFutureStartTime). */
  maxFutureStartSec: 14n * 24n * 3600n,
  maxChainNameLength: 128,
};

/**
 * What the devnet's own wallets (genesis stakers, activity) pay as a fee: the pre-Etna static fee of
 * the tx kind, and at least 1 mAVAX — always more than the dynamic fee verification requires (fee.ts).
 */
export function walletFee(kind: PTxKind, primaryNetwork: boolean): bigint {
  const atLeast = (f: bigint) => (f > P_PARAMS.txFee ? f : P_PARAMS.txFee);
  switch (kind) {
    case 'CreateSubnetTx':
      return atLeast(P_PARAMS.createSubnetTxFee);
    case 'CreateChainTx':
      return atLeast(P_PARAMS.createBlockchainTxFee);
    case 'AddSubnetValidatorTx':
      return atLeast(P_PARAMS.addSubnetValidatorFee);
    case 'AddPermissionlessValidatorTx':
      return atLeast(primaryNetwork ? P_PARAMS.addPrimaryNetworkValidatorFee : P_PARAMS.addSubnetValidatorFee);
    case 'AddPermissionlessDelegatorTx':
      return atLeast(primaryNetwork ? P_PARAMS.addPrimaryNetworkDelegatorFee : P_PARAMS.addSubnetDelegatorFee);
    default:
      return P_PARAMS.txFee;
  }
}
