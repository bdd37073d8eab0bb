import { Card } from '@/components/ui/card';
import { IdText } from '@/components/ui/id-text';
import { urls } from '@/lib/explorer/urls';
import type { DecodedLog } from '@/lib/evm/types';
import { DecodedArgs, HowBadge } from './evm-decoded';

/** Every log of a tx, decoded by the same rules as its call. */
export function EvmLogs({ chainKey, logs }: { chainKey: string; logs: readonly DecodedLog[] }) {
  return (
    <Card title={`Logs (${logs.length})`}>
      {logs.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">No logs.</p>
      ) : (
        <ol className="divide-y divide-slate-100 dark:divide-slate-800" data-testid="tx-logs">
          {logs.map((l, i) => (
            <li key={l.logIndex ?? i} className="space-y-2 py-3" data-testid="tx-log" data-event={l.name ?? ''}>
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <span className="font-mono text-xs text-slate-500 dark:text-slate-400">#{l.logIndex ?? i}</span>
                <span className="break-all font-mono font-medium">{l.name ?? l.signature}</span>
                <HowBadge how={l.how} abi={l.abi} />
                <span className="text-slate-500 dark:text-slate-400">from</span>
                <IdText id={l.address} href={urls.evm.address(chainKey, l.address)} />
              </div>
              {l.name && (
                <p className="break-all font-mono text-xs text-slate-500 dark:text-slate-400">{l.signature}</p>
              )}
              <DecodedArgs chainKey={chainKey} args={l.args} />
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
