import { ChainHeights } from '@/components/dashboard/chain-heights';

export default function DashboardPage() {
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Dashboard</h1>
        <p className="text-sm text-slate-600 dark:text-slate-400">Live from the node, refreshed every few seconds.</p>
      </div>
      <ChainHeights />
    </div>
  );
}
