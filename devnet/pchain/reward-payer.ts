// Pays a staker's rewards as AVAX UTXOs of the tx that ends (or renews) its period, numbered from
// `firstIndex`, each also listed as a reward UTXO of that tx (platform.getRewardUTXOs).
import { AVAX_ASSET_ID } from '@/devnet/genesis/constants';
import type { PState } from './state';
import { type Owners, type PUtxo, encodePUtxo } from './utxo';

export function rewardPayer(state: PState, txID: Uint8Array, firstIndex: number) {
  let nextIndex = firstIndex;
  return (owners: Owners | undefined, amount: bigint): void => {
    if (!owners || amount <= 0n) return;
    const u: PUtxo = { txID, outputIndex: nextIndex++, assetID: AVAX_ASSET_ID, amount, owners, stakeLocktime: 0n };
    state.putUtxo(u);
    state.putRewardUtxo(txID, u.outputIndex, encodePUtxo(u));
  };
}
