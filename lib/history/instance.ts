// The history API of this server process: its follower setting, its store, and asset names through
// its node.
import { serverAssets } from '@/lib/explorer/server-assets';
import { followerConfig } from '@/lib/server/follower-config';
import { appStore } from '@/lib/store/instance';
import { historyApi } from './api';
import { startAfreshApi } from './start-afresh-api';
import { serverConfig } from '@/lib/server/config';

export const appHistoryApi = () =>
  historyApi({
    following: () => followerConfig().enabled,
    history: async () => (await appStore()).history,
    describeAssets: serverAssets,
  });

export const appStartAfreshApi = () =>
  startAfreshApi({
    config: serverConfig(),
    following: () => followerConfig().enabled,
    history: async () => (await appStore()).history,
  });
