'use client';
// Graded alerts: what is going on now (open episodes), and every message sent or queued, with its
// severity and each channel's delivery state. Figures are as the connected node sees them.
import { CsvLink } from '@/components/ui/csv-link';
import { useCursor } from '@/components/history/cursor';
import { ItemList } from '@/components/ui/item-list';
import { apiUrl } from '@/lib/api/fetch';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { TimeAgo } from '@/components/ui/time-ago';
import { itemLine, validatorLabel } from '@/lib/monitor/channels/message';
import { KIND_SHORT } from './channel-kinds';
import { EpisodeItem } from './episode-item';
import { SeverityBadge } from './severity-badge';
import { useAlertHistory, type NamedDelivery } from './use-graded';

/** "ops-slack (Slack)" for the operator, "Slack" for others, "a removed channel" once it is gone. */
function deliveryName(d: NamedDelivery): string {
  if (d.channelKind === null) return 'a removed channel';
  return d.channelName ? `${d.channelName} (${KIND_SHORT[d.channelKind]})` : KIND_SHORT[d.channelKind];
}

export function AlertHistory() {
  // The page's cursor is in the URL (?messages_before=<message id>): an older page survives a reload.
  const cursor = useCursor('messages_before');
  const before = cursor.before && /^[1-9]\d{0,15}$/.test(cursor.before) ? Number(cursor.before) : undefined;
  // Only the newest page changes as messages arrive: older ones are not polled.
  const q = useAlertHistory(before ? 0 : 5_000, before);
  if (q.error && !q.data) {
    return <ErrorState title="The alert history did not load" detail={q.error.message} onRetry={q.retry} />;
  }
  if (!q.data) return <Skeleton className="h-24 w-full" />;
  const { open, notifications, reminderMs } = q.data;
  const next = q.data.next ?? null;
  return (
    <div className="space-y-4" data-testid="alert-history">
      <div>
        <h3 className="text-sm font-semibold">Ongoing</h3>
        {open.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="no-open-episodes">
            Nothing is wrong with any watched validator right now.
          </p>
        ) : (
          <ul className="divide-y divide-slate-100 text-sm dark:divide-slate-800">
            {open.map((e) => (
              <EpisodeItem
                key={e.id}
                episode={e}
                subject={<span className="font-mono text-xs">{validatorLabel(e.subject)}</span>}
                className="flex flex-wrap gap-2 py-1.5"
              />
            ))}
          </ul>
        )}
        <p className="mt-1 text-xs text-slate-500">
          A reminder is sent every {Math.round(reminderMs / 60_000)} min while a condition lasts
          (SNOWLINE_ALERT_REMINDER_MINUTES).
        </p>
      </div>
      <div>
        <div className="mb-1 flex items-center gap-2">
          <h3 className="text-sm font-semibold">Messages</h3>
          {notifications.length > 0 && (
            <CsvLink
              href={apiUrl('monitor.notifications', { query: { before, format: 'csv' } })}
              testId="alert-messages-csv"
              className="ml-auto py-0.5 text-xs"
            />
          )}
        </div>
        <ItemList
          items={notifications}
          item={(n) => ({ key: n.id, 'data-testid': 'notification', 'data-severity': n.severity })}
          className="space-y-2"
          itemClassName="rounded-lg border border-slate-200 bg-white p-3 text-sm dark:border-slate-800 dark:bg-slate-900"
          empty={
            <EmptyState title="No graded alert yet">
              Watched validators raise one here when a condition starts, gets worse, lasts, or clears.
            </EmptyState>
          }
        >
          {(n) => (
            <>
              <div className="flex flex-wrap items-center gap-2">
                <SeverityBadge severity={n.severity} recovered={n.items.every((i) => i.kind === 'recovered')} />
                <span className="font-mono text-xs">{validatorLabel(n.subject)}</span>
                <span className="text-slate-500">
                  <TimeAgo ms={n.atMs} />
                </span>
              </div>
              <ul className="mt-1 list-inside list-disc">
                {n.items.map((i, k) => (
                  <li key={k}>{itemLine(i)}</li>
                ))}
              </ul>
              <p className="mt-1 text-xs text-slate-500" data-testid="deliveries">
                {n.deliveries.length === 0
                  ? 'No channel takes this severity: shown here only.'
                  : n.deliveries
                      .map(
                        (d) =>
                          `${deliveryName(d)}: ${d.state}${d.state !== 'delivered' && d.lastError ? ` (${d.lastError})` : ''}`,
                      )
                      .join(' · ')}
              </p>
            </>
          )}
        </ItemList>
        {cursor.links(next === null ? null : String(next), { testIdPrefix: 'messages' })}
      </div>
    </div>
  );
}
