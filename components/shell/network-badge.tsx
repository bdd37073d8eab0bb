'use client';
import { isRateLimited } from '@/lib/hooks/call-outcome';
import { useNetworkName } from './use-network-name';
import { useNodeReachable } from './use-node-reachable';

export function NetworkBadge() {
  const q = useNetworkName();
  const answered = useNodeReachable();
  const reachable = q.data !== undefined && answered !== false;
  // Refused by Snowline's own limit: the node is not the matter, the badge waits (amber) and asks again.
  const loading = (q.isLoading && answered === undefined) || (q.data === undefined && isRateLimited(q.error));
  const title = reachable
    ? 'The node is answering'
    : loading
      ? 'Connecting to the node'
      : (q.error?.message ??
        (answered === false ? 'The node did not answer the latest call' : 'Connecting to the node'));
  const label = q.data ? `${q.data.networkName} · ${q.data.networkID}` : loading ? 'connecting…' : 'no node';
  return (
    <span
      data-testid="network-badge"
      data-reachable={reachable}
      title={title}
      className="inline-flex items-center gap-2 rounded-full border border-slate-300 px-3 py-1 text-xs font-medium dark:border-slate-700"
    >
      <span
        aria-hidden
        className={`h-2 w-2 rounded-full ${reachable ? 'bg-emerald-500' : loading ? 'bg-amber-400' : 'bg-red-500'}`}
      />
      <span>{label}</span>
      <span className="sr-only">{reachable ? 'reachable' : 'unreachable'}</span>
    </span>
  );
}
