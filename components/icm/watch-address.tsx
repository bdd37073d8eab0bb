'use client';
// On an address's ICM messages, for the operator (operator mode): whether its stuck or failed messages
// alert, and a button to watch it (10 minutes; changed on the watchlist page). Nothing for anyone else.
import Link from 'next/link';
import { urls } from '@/lib/explorer/urls';
import { useAction } from '@/components/ui/use-action';
import { useIcmWatches, useRefreshGraded } from '@/components/monitor/use-graded';
import { useWatchlist } from '@/components/validators/use-monitor';
import { apiFetch } from '@/lib/api/fetch';

export function WatchAddress({ address }: { address: string }) {
  const wl = useWatchlist(0);
  const operator = wl.data?.operatorMode === true && wl.data.policy === 'open';
  const q = useIcmWatches(0, operator);
  const refresh = useRefreshGraded();
  const { act, error, busy } = useAction(refresh);
  if (!operator || !q.data) return null;
  const watch = q.data.watches.find((w) => w.address === address.toLowerCase());
  return (
    <span className="flex flex-wrap items-center gap-2" data-testid="icm-address-watch">
      {watch ? (
        <span>
          Watched: alerts after {watch.stuckMinutes} min undelivered
          {watch.fromEnv ? ' (set in the environment)' : ''}
        </span>
      ) : (
        <button
          type="button"
          disabled={busy}
          className="text-brand-600 underline dark:text-brand-500"
          onClick={() => void act(() => apiFetch('monitor.watchIcm', { body: { address } }))}
          data-testid="icm-address-watch-button"
        >
          Alert me when its messages are stuck
        </button>
      )}
      <Link href={urls.watchlist()} className="text-brand-600 hover:underline dark:text-brand-500">
        Alerts
      </Link>
      {error && (
        <span role="alert" className="text-red-700 dark:text-red-400">
          {error}
        </span>
      )}
    </span>
  );
}
