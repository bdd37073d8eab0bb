// ACP votes (info.acps): support / object / abstain weight per proposal, as a stacked bar.
import { formatAvax } from '@/lib/format/amount';
import { sharePercent } from '@/components/validators/format';

export interface AcpVote {
  number: string;
  supportWeight: bigint;
  objectWeight: bigint;
  abstainWeight: bigint;
  supporters: number;
  objectors: number;
}

export function AcpTable({ acps }: { acps: readonly AcpVote[] }) {
  if (acps.length === 0)
    return <p className="text-sm text-slate-600 dark:text-slate-400">No ACP is being signalled.</p>;
  return (
    <ul className="space-y-3" data-testid="acp-votes">
      {acps.map((a) => {
        const total = a.supportWeight + a.objectWeight + a.abstainWeight;
        const s = sharePercent(a.supportWeight, total);
        const o = sharePercent(a.objectWeight, total);
        return (
          <li key={a.number} data-testid="acp" className="text-sm">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <span className="font-medium">ACP-{a.number}</span>
              <span className="text-xs text-slate-600 dark:text-slate-400">
                support {formatAvax(a.supportWeight, { maxFractionDigits: 0 })} ({a.supporters}) · object{' '}
                {formatAvax(a.objectWeight, { maxFractionDigits: 0 })} ({a.objectors}) · abstain{' '}
                {formatAvax(a.abstainWeight, { maxFractionDigits: 0 })}
              </span>
            </div>
            <div
              className="mt-1 flex h-2.5 overflow-hidden rounded bg-slate-200 dark:bg-slate-700"
              role="img"
              aria-label={`ACP-${a.number}: ${s.toFixed(1)}% support, ${o.toFixed(1)}% object`}
            >
              <span className="bg-emerald-500" style={{ width: `${s}%` }} />
              <span className="bg-red-500" style={{ width: `${o}%` }} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
