// /api/recent/[chain]: a chain's latest blocks in one answer (X, P or C), the dashboard's one request per
// chain. A node that does not answer is told in a 200's body, so the page shows its stale mark.
import type { RecentC, RecentUtxo } from '@/lib/explorer/recent-blocks';
import { defineRoute } from '../define';

export interface RecentDown {
  error: string;
  nodeDown: true;
}

export const recentRoutes = {
  'recent.blocks': defineRoute<{ query: { count?: number }; reply: RecentUtxo | RecentC | RecentDown }>()(
    'GET',
    '/api/recent/[chain]',
  ),
} as const;
