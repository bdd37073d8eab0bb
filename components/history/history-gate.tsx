'use client';
// What a history panel shows until its data is there: a skeleton while it loads, the error with a
// retry, or that the follower is off. Every panel of the history reads its query through it.
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { ErrorState } from '@/components/ui/states';
import { FollowOff } from './follow-off';
import type { Off } from './history-api';

export function historyGate<T extends { following: true }>(
  q: UseQueryResult<T | Off>,
  errorTitle: string,
): { data: T; instead?: undefined } | { data?: undefined; instead: ReactNode } {
  const data = q.data;
  if (q.isLoading) return { instead: <Skeleton className="h-24 w-full" /> };
  if (!data && q.error)
    return { instead: <ErrorState title={errorTitle} detail={q.error.message} onRetry={() => void q.refetch()} /> };
  if (!data) return { instead: null };
  if (!data.following) return { instead: <FollowOff /> };
  return { data };
}
