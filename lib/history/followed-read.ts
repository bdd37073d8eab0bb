// One read of the follower's store for a server-rendered page: "not following" when this server does
// not index history, null when the store does not answer (the page then says "not indexed yet").
import { followerConfig } from '@/lib/server/follower-config';
import type { HistoryStore } from '@/lib/store/history/records';
import { appStore } from '@/lib/store/instance';

export type FollowedRead<T> = { following: false } | { following: true; value: T | null };

export async function followedRead<T>(read: (h: HistoryStore) => Promise<T>): Promise<FollowedRead<T>> {
  let following: boolean;
  try {
    following = followerConfig().enabled;
  } catch {
    following = false;
  }
  if (!following) return { following: false };
  try {
    return { following: true, value: await read((await appStore()).history) };
  } catch {
    return { following: true, value: null };
  }
}
