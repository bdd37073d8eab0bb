// Whether Snowline's history knows staking txs of a node: a validator whose staking ended is no longer
// in the node's validator set, but its page stays, showing its history. False when the follower is
// off or the store does not answer (the page then 404s as before).
import { followerConfig } from '@/lib/server/follower-config';
import { appStore } from '@/lib/store/instance';

export async function stakedInHistory(nodeID: string): Promise<boolean> {
  try {
    if (!followerConfig().enabled) return false;
    const page = await (await appStore()).history.nodeStaking(nodeID, undefined, 1);
    return page.rows.length > 0;
  } catch {
    return false;
  }
}
