// The dashboard's first answers, read on the server through the same cached calls its routes make
// (/api/recent/X|P|C, /api/network/stats, /api/history/stats?range=30d), seeded into the browser's
// cache so the first paint shows them (components/shell/query-seed.tsx).
import { networkInfo } from '@/lib/explorer/network';
import { networkStats } from '@/lib/explorer/network-stats';
import { recentCBlocks, recentUtxoBlocks } from '@/lib/explorer/recent-blocks';
import { serverNodeClient } from '@/lib/node/server-client';
import { apiAnswer } from '@/components/shell/api-answer';
import { asWire, SEED_WAIT_MS, within, type SeedAnswer } from '@/components/shell/query-seed';
import { DASHBOARD_COUNT, NETWORK_STATS_KEY, recentKey } from './recent-keys';

export async function dashboardAnswers(): Promise<SeedAnswer[]> {
  const node = serverNodeClient();
  const ctx = networkInfo().then((n) => n.ctx);
  const [x, p, c, stats, daily] = await Promise.all([
    within(
      ctx.then((cx) => recentUtxoBlocks(node, 'X', DASHBOARD_COUNT.X, cx)),
      SEED_WAIT_MS,
    ),
    within(
      ctx.then((cx) => recentUtxoBlocks(node, 'P', DASHBOARD_COUNT.P, cx)),
      SEED_WAIT_MS,
    ),
    within(recentCBlocks(node, DASHBOARD_COUNT.C), SEED_WAIT_MS),
    within(networkStats(node).then(asWire), SEED_WAIT_MS),
    apiAnswer('history.stats', { query: { range: '30d' } }),
  ]);
  return [[recentKey('X'), x], [recentKey('P'), p], [recentKey('C'), c], [NETWORK_STATS_KEY, stats], daily];
}
