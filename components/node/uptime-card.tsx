import { LoadedCard, Rows, type Loaded } from '@/components/ui/section-card';
import type { registry, ResultOf } from '@/lib/registry';

/** The node's uptime as its peers observe it. */
export function UptimeCard({ uptime }: { uptime: Loaded<ResultOf<typeof registry.info.uptime>> }) {
  return (
    <LoadedCard title="Uptime (as the node's peers observe it)" testId="node-uptime" data={uptime} what="Uptime">
      {(u) => (
        <Rows
          rows={[
            ['Weighted average', `${u.weightedAveragePercentage.toFixed(2)}%`],
            ['Rewarding stake', `${u.rewardingStakePercentage.toFixed(2)}%`],
          ]}
        />
      )}
    </LoadedCard>
  );
}
