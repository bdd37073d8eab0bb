// Where an X or P tx sits (block and time), from the follower's store: the node's getTx tells neither,
// and the store already has every tx it indexed keyed by id (no extra node call per page).
import { followerConfig } from '@/lib/follower/instance';
import type { TxPlace } from '@/lib/store/history/records';
import { appStore } from '@/lib/store/instance';

export type IndexedTxPlace =
  /** This server does not follow the chain: only the node's word, which has no block for a tx. */
  | { following: false }
  /** `place` null: not indexed yet (or the store did not answer). */
  | { following: true; place: TxPlace | null };

export async function indexedTxPlace(chain: 'X' | 'P', txID: string): Promise<IndexedTxPlace> {
  let following: boolean;
  try {
    following = followerConfig().enabled;
  } catch {
    following = false;
  }
  if (!following) return { following: false };
  try {
    return { following: true, place: await (await appStore()).history.txPlace(chain, txID) };
  } catch {
    return { following: true, place: null };
  }
}
