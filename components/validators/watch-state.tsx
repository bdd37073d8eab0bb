// The state badge of a watched node.
import type { WatchEntry } from '@/lib/store/monitor/records';

const STYLE: Record<WatchEntry['state'], string> = {
  ok: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/40 dark:text-emerald-300',
  alerting: 'bg-red-100 text-red-800 dark:bg-red-900/40 dark:text-red-300',
  absent: 'bg-slate-200 text-slate-700 dark:bg-slate-700 dark:text-slate-200',
  unknown: 'bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300',
};

function stateText(e: WatchEntry): string {
  if (e.state === 'ok') return 'OK';
  if (e.state === 'absent') return 'not validating';
  if (e.state === 'unknown') return 'not sampled yet';
  return e.problems.map((p) => (p === 'disconnected' ? 'disconnected' : 'below threshold')).join(' · ');
}

export function WatchStateBadge({ entry }: { entry: WatchEntry }) {
  return (
    <span
      data-testid="watch-state"
      data-state={entry.state}
      className={`rounded px-1.5 py-0.5 text-xs font-semibold uppercase ${STYLE[entry.state]}`}
    >
      {stateText(entry)}
    </span>
  );
}
