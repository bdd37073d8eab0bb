// An EVM L1 chain's active precompiles (eth_getActivePrecompilesAt, subnet-evm): each with the time
// it was enabled. Coreth and newer subnet-evm do not serve it; the card then says so.
import { SectionCard } from '@/components/ui/section-card';
import { absoluteTime } from '@/lib/format/time';
import { serverNodeClient } from '@/lib/node/server-client';

export async function ActivePrecompiles({ chainID }: { chainID: string }) {
  const answer = await serverNodeClient()
    .eth.eth_getActivePrecompilesAt([], { chain: chainID })
    .then((r) => ({ ok: true as const, r }))
    .catch((e: Error) => ({ ok: false as const, error: e.message }));
  return (
    <SectionCard title="Active precompiles (eth_getActivePrecompilesAt)" testId="active-precompiles">
      {!answer.ok ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Not served by this chain <span className="text-xs">({answer.error})</span>
        </p>
      ) : Object.keys(answer.r).length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">None active.</p>
      ) : (
        <ul className="space-y-1 text-sm">
          {Object.entries(answer.r).map(([name, cfg]) => {
            const ts = (cfg as { timestamp?: unknown } | null)?.timestamp;
            return (
              <li key={name} className="flex flex-wrap justify-between gap-2">
                <span className="font-mono text-xs">{name}</span>
                <span className="text-xs text-slate-500">
                  {typeof ts === 'number' ? (ts === 0 ? 'since genesis' : `since ${absoluteTime(ts * 1000)}`) : ''}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </SectionCard>
  );
}
