// Where an X or P tx sits (block and time), from the follower's store: the node's getTx tells neither,
// and the store already has every tx it indexed keyed by id (no extra node call per page).
import type { TxPlace } from '@/lib/store/history/records';
import { followedRead } from './followed-read';

export type IndexedTxPlace =
  /** This server does not follow the chain: only the node's word, which has no block for a tx. */
  | { following: false }
  /** `place` null: not indexed yet (or the store did not answer). */
  | { following: true; place: TxPlace | null };

export async function indexedTxPlace(chain: 'X' | 'P', txID: string): Promise<IndexedTxPlace> {
  const r = await followedRead((h) => h.txPlace(chain, txID));
  return r.following ? { following: true, place: r.value } : r;
}
