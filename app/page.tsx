import { DailyCharts } from '@/components/history/daily-charts';
import { ChainHeights } from '@/components/dashboard/chain-heights';
import { NetworkStats } from '@/components/dashboard/network-stats';
import { RecentActivity } from '@/components/dashboard/recent-activity';
import { SearchBox } from '@/components/search/search-box';
import { PageTitle } from '@/components/ui/page-title';

export default function DashboardPage() {
  return (
    <div className="space-y-6">
      <PageTitle title="Dashboard">Live from the node, refreshed every few seconds.</PageTitle>
      <SearchBox />
      <ChainHeights />
      <NetworkStats />
      <RecentActivity />
      <DailyCharts />
    </div>
  );
}
