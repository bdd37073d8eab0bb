// /api/network/stats: the Primary Network's supply, stake, validator count and staking asset in one
// answer, the dashboard's stats panel. A node that does not answer is told in a 200's body, as /api/recent does.
import type { NetworkStats } from '@/lib/explorer/network-stats';
import { defineRoute } from '../define';
import type { RecentDown } from './recent';

export const networkRoutes = {
  'network.stats': defineRoute<{ reply: NetworkStats | RecentDown }>()('GET', '/api/network/stats'),
} as const;
