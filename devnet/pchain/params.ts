// P-chain parameters the devnet enforces (local network values, facts §4).
import { LOCAL_PARAMS } from '@/devnet/genesis/constants';
import type { PTxKind } from './txs';

export const P_PARAMS = {
  ...LOCAL_PARAMS,
  /** A pending staker may start at most this far after the chain time (MaxFutureStartTime). */
  maxFutureStartSec: 14n * 24n * 3600n,
  maxMemoBytes: 256,
  maxChainNameLength: 128,
};

export function feeFor(kind: PTxKind, primaryNetwork: boolean): bigint {
  switch (kind) {
    case 'CreateSubnetTx':
      return P_PARAMS.createSubnetTxFee;
    case 'CreateChainTx':
      return P_PARAMS.createBlockchainTxFee;
    case 'AddSubnetValidatorTx':
      return P_PARAMS.addSubnetValidatorFee;
    case 'AddPermissionlessValidatorTx':
      return primaryNetwork ? P_PARAMS.addPrimaryNetworkValidatorFee : P_PARAMS.addSubnetValidatorFee;
    case 'AddPermissionlessDelegatorTx':
      return primaryNetwork ? P_PARAMS.addPrimaryNetworkDelegatorFee : P_PARAMS.addSubnetDelegatorFee;
    case 'RewardValidatorTx':
      return 0n;
    default:
      return P_PARAMS.txFee;
  }
}
