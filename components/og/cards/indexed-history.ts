// What Snowline's own history knows of an address or token, for cards: nothing when the follower is off.
import { followerConfig } from '@/lib/server/follower-config';
import type { HistoryStore } from '@/lib/store/history/records';
import { appStore } from '@/lib/store/instance';

export async function indexedHistory(): Promise<HistoryStore | null> {
  return followerConfig().enabled ? (await appStore()).history : null;
}
