import type { ReactNode } from 'react';
import type { QueryState } from '@/lib/hooks/query-state';

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-700">
      <p className="font-medium">{title}</p>
      {children && <div className="mt-1 text-sm text-slate-600 dark:text-slate-400">{children}</div>}
    </div>
  );
}

export function ErrorState({ title, detail, onRetry }: { title: string; detail?: string; onRetry?: () => void }) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 dark:border-red-900 dark:bg-red-950/40">
      <p className="font-medium text-red-800 dark:text-red-300">{title}</p>
      {detail && <p className="mt-1 text-sm text-red-700 dark:text-red-400">{detail}</p>}
      {onRetry && (
        <button type="button" onClick={onRetry} className="mt-3 text-sm font-medium underline">
          Retry
        </button>
      )}
    </div>
  );
}

/** A query's error, with a Retry, while it has no data to show: after a failed refresh its last data shows instead. */
export function QueryError({ q, title }: { q: QueryState<unknown>; title: string }) {
  if (!q.error || q.data) return null;
  return <ErrorState title={title} detail={q.error.message} onRetry={q.retry} />;
}
