'use client';
// The follower's progress per chain: indexed height vs the tip, rate, time left, with a bar.
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { plural } from '@/lib/format/plural';
import { chainLabel } from './chain-label';
import { FollowOff } from './follow-off';
import { useHistoryStatus } from './use-history';
import { ForeignHistoryBanner } from './foreign-history-banner';
import { ProgressBar } from './indexed-note';
import { StartAfresh } from './start-afresh';
import { UndecodedNote } from './undecoded-note';

function duration(sec: number): string {
  if (sec < 60) return `${sec} s`;
  if (sec < 3600) return `${Math.round(sec / 60)} min`;
  return `${(sec / 3600).toFixed(1)} h`;
}

export function HistoryStatus() {
  const q = useHistoryStatus();
  if (q.isLoading) return <Skeleton className="h-32 w-full" />;
  if (!q.data && q.error)
    return <ErrorState title="The history store did not answer." detail={q.error.message} onRetry={q.retry} />;
  if (!q.data) return null;
  if (!q.data.following) return <FollowOff />;
  const undecoded = q.data.undecoded;
  if (q.data.chains.length === 0)
    return <EmptyState title="The follower has not started yet.">It begins once the node answers.</EmptyState>;
  const foreign = q.data.chains.some((c) => c.foreign);
  return (
    <div className="space-y-4">
      {foreign && (
        <>
          <ForeignHistoryBanner chains={q.data.chains} onStatusPage />
          <StartAfresh />
        </>
      )}
      <ul className="space-y-5" data-testid="history-status">
        {q.data.chains.map((c) => (
          <li key={c.chain} data-testid={`status-${c.chain}`} className="space-y-1">
            <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
              <span className="font-medium" title={c.chain}>
                {chainLabel(c.chain)}
              </span>
              <span className="font-mono tabular-nums" data-testid={`status-${c.chain}-heights`}>
                indexed to height {c.indexedHeight} of {c.tipHeight ?? '?'}
              </span>
            </div>
            <ProgressBar c={c} />
            <p className="text-xs text-slate-500 dark:text-slate-400">
              {c.source === 'index' ? 'Read through the index API' : 'Read block by block by height'} ·{' '}
              {plural(c.txs, 'tx')} indexed · {c.txsPerSec.toFixed(0)} txs/s, {c.blocksPerSec.toFixed(1)} blocks/s ·{' '}
              {c.etaSec === 0
                ? 'at the tip'
                : c.etaSec === null
                  ? 'time left unknown'
                  : `about ${duration(c.etaSec)} left`}
              {c.startHeight > 0 && ` · started at height ${c.startHeight}`}
            </p>
            {undecoded?.map((u) => u.chain === c.chain && <UndecodedNote key={u.chain} u={u} />)}
            {c.error && (
              <p className="text-xs text-red-700 dark:text-red-400" role="alert">
                Last error: {c.error}
              </p>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
