import { DailyCharts } from '@/components/history/daily-charts';
import { ChainHeights } from '@/components/dashboard/chain-heights';
import { NetworkStats } from '@/components/dashboard/network-stats';
import { RecentActivity } from '@/components/dashboard/recent-activity';
import { SearchBox } from '@/components/search/search-box';
import type { DecodeContext } from '@/lib/decode/model';
import { networkInfo } from '@/lib/explorer/network';
import { PageTitle } from '@/components/ui/page-title';

// Block summaries show no addresses, so a node that is down still gets a dashboard (with stale marks).
const FALLBACK_CTX: DecodeContext = { hrp: 'custom', chainAliases: {} };

export default async function DashboardPage() {
  const ctx = await networkInfo()
    .then((n) => n.ctx)
    .catch(() => FALLBACK_CTX);
  return (
    <div className="space-y-6">
      <PageTitle title="Dashboard">Live from the node, refreshed every few seconds.</PageTitle>
      <SearchBox />
      <ChainHeights />
      <NetworkStats />
      <RecentActivity ctx={ctx} />
      <DailyCharts />
    </div>
  );
}
