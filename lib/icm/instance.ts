// The ICM API of this server process: its follower setting, its store and its node.
import { networkInfo } from '@/lib/explorer/network';
import { followerConfig } from '@/lib/server/follower-config';
import { serverNodeClient } from '@/lib/node/server-client';
import { appStore } from '@/lib/store/instance';
import { icmApi, MESSAGE_ID } from './api';

export const appIcmApi = () =>
  icmApi({
    following: () => followerConfig().enabled,
    history: async () => (await appStore()).history,
    node: serverNodeClient,
    cChainID: () => icmCChainID(),
  });

/**
 * Whether a message page has something to show: 'off' when this server does not follow the chains,
 * 'unknown' for an id the history has no event of (the page is a 404), else 'found'.
 */
export async function icmMessageKnown(id: string): Promise<'off' | 'unknown' | 'found'> {
  if (!followerConfig().enabled) return 'off';
  if (!MESSAGE_ID.test(id)) return 'unknown';
  const events = await (await appStore()).history.icmEvents(id);
  return events.length > 0 ? 'found' : 'unknown';
}

export const icmCChainID = async () => (await networkInfo()).cChainID;
