// The Primary Network's figures the dashboard shows (supply, stake, validator count, staking asset),
// read on the server through the one cached node path and sent as four numbers: the browser no longer
// downloads every current validator to count them, and asks once instead of four times.
import type { NodeClient } from '@/lib/client';

export interface NetworkStats {
  supply: bigint;
  /** The Primary Network's stake (the weight where the node reports no stake). */
  stake: bigint;
  validators: number;
  /** The staking asset (AVAX on the Primary Network). */
  assetID: string;
}

export async function networkStats(node: NodeClient): Promise<NetworkStats> {
  const [supply, stake, current, asset] = await Promise.all([
    node.platform.getCurrentSupply({}),
    node.platform.getTotalStake({}),
    node.platform.getCurrentValidators({}),
    node.platform.getStakingAssetID({}),
  ]);
  return {
    supply: supply.supply,
    stake: stake.stake ?? stake.weight,
    validators: current.validators.length,
    assetID: asset.assetID,
  };
}
