'use client';
// The graded-alerting part of /validators/watchlist: alert history, L1 validators, ICM messengers and
// contracts (operator mode only), each watch's thresholds and the channels alerts go to (the last two
// for the operator).
import { useHydrated } from '@/components/ui/use-hydrated';
import { useWatchlist } from '@/components/validators/use-monitor';
import { AlertHistory } from './alert-history';
import { ChannelsPanel } from './channels-panel';
import { IcmWatches } from './icm-watches';
import { L1Watches } from './l1-watches';
import { WatchSettingsForm } from './watch-settings-form';
import { WatchlistFile } from './watchlist-file';

export function GradedMonitoring() {
  const wl = useWatchlist(5_000);
  const writable = wl.data?.policy === 'open';
  // In operator mode a visitor does not see what names the operator's validators (lib/monitor/api.ts).
  const hidden = wl.data?.hidden === true;
  // A public deployment has no ICM watches (the environment's alert, but are not shown).
  const operatorMode = wl.data?.operatorMode === true;
  // Drawn by the server: no field or button answers before the page is live.
  const live = useHydrated();
  return (
    <fieldset disabled={!live} className="min-w-0 space-y-6">
      <WatchlistFile writable={writable} hidden={hidden} />
      <section className="space-y-3">
        <h2 className="font-semibold">Graded alerts</h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Each condition is its own alert, graded info, warning or critical: one message when it starts, another when it
          gets worse, a reminder while it lasts, and a notice when it clears. Uptime, connection and versions are as the
          node Snowline is connected to sees them.
        </p>
        <AlertHistory />
      </section>
      <section className="space-y-3">
        <h2 className="font-semibold">L1 validators</h2>
        {hidden ? (
          <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="l1-watches-hidden">
            Watched L1 validators are shown to the signed-in operator only.
          </p>
        ) : (
          <L1Watches writable={writable} />
        )}
      </section>
      {operatorMode && (
        <section className="space-y-3">
          <h2 className="font-semibold">ICM messengers and contracts</h2>
          {hidden ? (
            <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="icm-watches-hidden">
              Watched ICM messengers and contracts are shown to the signed-in operator only.
            </p>
          ) : (
            <IcmWatches writable={writable} />
          )}
        </section>
      )}
      {writable && (
        <section className="space-y-3">
          <h2 className="font-semibold">Thresholds per validator</h2>
          <WatchSettingsForm nodeIDs={wl.data?.entries.map((e) => e.nodeID) ?? []} />
        </section>
      )}
      <section className="space-y-3">
        <h2 className="font-semibold">Alert channels</h2>
        <ChannelsPanel writable={writable} />
      </section>
    </fieldset>
  );
}
