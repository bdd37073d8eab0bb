import { SectionCard, Rows, Show, type Loaded } from '@/components/ui/section-card';
import type { registry, ResultOf } from '@/lib/registry';

/** The node's uptime as its peers observe it. */
export function UptimeCard({ uptime }: { uptime: Loaded<ResultOf<typeof registry.info.uptime>> }) {
  return (
    <SectionCard title="Uptime (as the node's peers observe it)" testId="node-uptime">
      <Show data={uptime} what="Uptime">
        {(u) => (
          <Rows
            rows={[
              ['Weighted average', `${u.weightedAveragePercentage.toFixed(2)}%`],
              ['Rewarding stake', `${u.rewardingStakePercentage.toFixed(2)}%`],
            ]}
          />
        )}
      </Show>
    </SectionCard>
  );
}
