// The ICM API of this server process: its follower setting, its store and its node.
import { networkInfo } from '@/lib/explorer/network';
import { followerConfig } from '@/lib/follower/instance';
import { serverNodeClient } from '@/lib/server/node';
import { appStore } from '@/lib/store/instance';
import { icmApi } from './api';

export const appIcmApi = () =>
  icmApi({
    following: () => followerConfig().enabled,
    history: async () => (await appStore()).history,
    node: serverNodeClient,
    cChainID: async () => (await networkInfo()).cChainID,
  });
