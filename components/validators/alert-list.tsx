'use client';
// A watch's state changes, shown in the app: new ones are not sent (channels get the graded alerts);
// those of older releases keep their webhook delivery: delivered, pending, or failed with the reason.
import Link from 'next/link';
import { TimeAgo } from '@/components/ui/time-ago';
import type { AlertRecord } from '@/lib/store/monitor/records';
import { shortenId } from '@/lib/format/id';
import { urls } from '@/lib/explorer/urls';
import { ItemList } from '@/components/ui/item-list';

const EVENT_TEXT: Record<AlertRecord['event'], string> = {
  alert: 'Alert',
  recovered: 'Recovered',
  'not-validating': 'Left validator set',
};

function describe(a: AlertRecord): string {
  if (a.event === 'recovered') return `back above ${a.threshold}% and connected`;
  if (a.event === 'not-validating') return 'no longer a current validator';
  return a.problems.map((p) => (p === 'disconnected' ? 'disconnected' : `uptime below ${a.threshold}%`)).join(', ');
}

function Delivery({ a }: { a: AlertRecord }) {
  switch (a.delivery) {
    case 'delivered':
      return (
        <span className="text-emerald-700 dark:text-emerald-400">
          webhook delivered{a.attempts > 1 ? ` after ${a.attempts} attempts` : ''}
        </span>
      );
    case 'pending':
      return (
        <span className="text-amber-700 dark:text-amber-400">
          sending{a.attempts > 0 ? ` — attempt ${a.attempts} failed: ${a.lastError ?? ''}` : '…'}
        </span>
      );
    case 'failed':
      return (
        <span className="text-red-700 dark:text-red-400">
          webhook failed after {a.attempts} attempts: {a.lastError}
        </span>
      );
    default:
      // Channels, the environment's webhook among them, get the graded alert instead.
      return <span className="text-slate-500">shown here; channels get the graded alert</span>;
  }
}

export function AlertList({ alerts, showNode = true }: { alerts: readonly AlertRecord[]; showNode?: boolean }) {
  return (
    <ItemList
      items={alerts}
      item={(a) => ({ key: a.id, 'data-testid': 'alert', 'data-event': a.event, 'data-delivery': a.delivery })}
      className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white text-sm dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900"
      itemClassName="flex flex-wrap items-baseline gap-x-3 gap-y-1 px-3 py-2"
      empty={<p className="text-sm text-slate-600 dark:text-slate-400">No alerts yet.</p>}
    >
      {(a) => (
        <>
          <span
            className={`rounded px-1.5 py-0.5 text-xs font-semibold uppercase ${
              a.event === 'recovered'
                ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/40 dark:text-emerald-300'
                : 'bg-red-100 text-red-800 dark:bg-red-900/40 dark:text-red-300'
            }`}
          >
            {EVENT_TEXT[a.event]}
          </span>
          {showNode && (
            <Link
              href={urls.validator(a.nodeID)}
              className="font-mono text-brand-600 hover:underline dark:text-brand-500"
              title={a.nodeID}
            >
              {shortenId(a.nodeID, 14, 6)}
            </Link>
          )}
          <span>
            {describe(a)}
            {a.uptime !== null && <> · uptime {a.uptime.toFixed(2)}%</>}
          </span>
          <span className="text-slate-500">
            <TimeAgo ms={a.atMs} />
          </span>
          <span className="basis-full text-xs sm:basis-auto">
            <Delivery a={a} />
          </span>
        </>
      )}
    </ItemList>
  );
}
