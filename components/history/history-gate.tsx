'use client';
// What a history panel shows until its data is there: a skeleton while it loads, the error with a
// retry, or that the follower is off. Every panel of the history renders its data through it.
import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { ErrorState } from '@/components/ui/states';
import { FollowOff } from './follow-off';
import type { QueryState } from '@/lib/hooks/query-state';
import type { HistoryOff } from './use-history';

export function HistoryGate<T extends { following: true }>({
  query: q,
  errorTitle,
  children,
}: {
  query: QueryState<T | HistoryOff>;
  errorTitle: string;
  children: (data: T) => ReactNode;
}) {
  const data = q.data;
  if (q.isLoading) return <Skeleton className="h-24 w-full" />;
  if (!data && q.error) return <ErrorState title={errorTitle} detail={q.error.message} onRetry={q.retry} />;
  if (!data) return null;
  if (!data.following) return <FollowOff />;
  return children(data);
}
