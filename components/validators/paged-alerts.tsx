'use client';
// The watchlist's alerts, newest first, a page at a time: the page's cursor is in the URL
// (?alerts_before=<alert id>), so an older page survives a reload and can be shared.
import { Skeleton } from '@/components/ui/skeleton';
import { ErrorState } from '@/components/ui/states';
import { useCursor } from '@/components/history/cursor';
import { AlertList } from './alert-list';
import { useAlerts } from './use-monitor';

export function PagedAlerts() {
  const cursor = useCursor('alerts_before');
  const before = cursor.before && /^[1-9]\d{0,15}$/.test(cursor.before) ? Number(cursor.before) : undefined;
  // Only the newest page changes as alerts arrive: older ones are not polled.
  const al = useAlerts(before ? 0 : 5_000, undefined, before);
  if (al.error && !al.data)
    return <ErrorState title="The alerts did not load" detail={al.error.message} onRetry={al.retry} />;
  if (!al.data) return <Skeleton className="h-20 w-full" />;
  const next = al.data.next ?? null;
  return (
    <div className="space-y-2" data-testid="alerts-page">
      <AlertList alerts={al.data.alerts} />
      {cursor.links(next === null ? null : String(next), { testIdPrefix: 'alerts' })}
    </div>
  );
}
