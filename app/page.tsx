import { LazyDailyCharts } from '@/components/dashboard/lazy-daily-charts';
import { ChainHeights } from '@/components/dashboard/chain-heights';
import { dashboardAnswers } from '@/components/dashboard/dashboard-answers';
import { NetworkStats } from '@/components/dashboard/network-stats';
import { RecentActivity } from '@/components/dashboard/recent-activity';
import { SearchBox } from '@/components/search/search-box';
import { QuerySeed } from '@/components/shell/query-seed';
import { PageTitle } from '@/components/ui/page-title';

export default async function DashboardPage() {
  return (
    <div className="space-y-6">
      <PageTitle title="Dashboard">Live from the node, refreshed every few seconds.</PageTitle>
      <SearchBox />
      {/* The first answers come with the page; the views poll from there. */}
      <QuerySeed answers={await dashboardAnswers()}>
        <ChainHeights />
        <NetworkStats />
        <RecentActivity />
        <LazyDailyCharts />
      </QuerySeed>
    </div>
  );
}
