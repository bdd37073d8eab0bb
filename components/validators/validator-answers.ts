// The answers of a validator page's sections below its details (uptime history, watch state, alerts,
// staking history), read on the server through the routes' own handlers and seeded into the browser's
// cache (components/shell/query-seed.tsx): the sections draw as soon as their code is in, instead of
// asking after it.
import { DEFAULT_UPTIME_RANGE } from '@/lib/monitor/uptime-series';
import { monitorAnswer } from '@/components/monitor/monitor-answer';
import { apiAnswer } from '@/components/shell/api-answer';
import type { SeedAnswer } from '@/components/shell/query-seed';

/** `primary`: the monitor's sections show for Primary Network validators only; `stakingBefore`: the URL's cursor. */
export async function validatorAnswers(
  nodeID: string,
  { primary, stakingBefore }: { primary: boolean; stakingBefore?: string },
): Promise<SeedAnswer[]> {
  // A later page of the staking history (its cursor in the URL) is left to the browser.
  const staking: Promise<SeedAnswer[]> = stakingBefore
    ? Promise.resolve([])
    : apiAnswer('history.node', { params: { nodeId: nodeID }, query: {} }).then((a) => [a]);
  if (!primary) return staking;
  const monitored = Promise.all([
    monitorAnswer('monitor.watchlist', {}),
    monitorAnswer('monitor.alerts', { query: { nodeID } }),
    monitorAnswer('monitor.uptime', { params: { nodeId: nodeID }, query: { range: DEFAULT_UPTIME_RANGE } }),
  ]);
  return [...(await staking), ...(await monitored)];
}
