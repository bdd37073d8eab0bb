'use client';
import { browserNodeClient } from '@/lib/browser/node-client';
import { useLiveQuery } from '@/lib/hooks/use-live-query';

async function fetchNetwork() {
  const client = browserNodeClient();
  const [{ networkID }, { networkName }] = await Promise.all([
    client.info.getNetworkID(),
    client.info.getNetworkName(),
  ]);
  return { networkID: String(networkID), networkName };
}

export function NetworkBadge() {
  const q = useLiveQuery(['network'], fetchNetwork, 10_000);
  const reachable = q.data !== undefined && !q.isStale;
  const label = q.data ? `${q.data.networkName} · ${q.data.networkID}` : q.isLoading ? 'connecting…' : 'no node';
  return (
    <span
      data-testid="network-badge"
      data-reachable={reachable}
      title={reachable ? 'The node is answering' : (q.error?.message ?? 'Connecting to the node')}
      className="inline-flex items-center gap-2 rounded-full border border-slate-300 px-3 py-1 text-xs font-medium dark:border-slate-700"
    >
      <span
        aria-hidden
        className={`h-2 w-2 rounded-full ${reachable ? 'bg-emerald-500' : q.isLoading ? 'bg-amber-400' : 'bg-red-500'}`}
      />
      <span>{label}</span>
      <span className="sr-only">{reachable ? 'reachable' : 'unreachable'}</span>
    </span>
  );
}
