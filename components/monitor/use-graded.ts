'use client';
// Query keys and hooks of graded alerting; a change refreshes every list that shows it.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toQueryState, type QueryState } from '@/lib/hooks/query-state';
import { gradedApi, type HistoryReply, type L1WatchReply, type PublicChannel } from './graded-api';

const keys = {
  all: ['monitor', 'graded'] as const,
  history: ['monitor', 'graded', 'history'] as const,
  channels: ['monitor', 'graded', 'channels'] as const,
  l1: ['monitor', 'graded', 'l1'] as const,
};

export function useAlertHistory(pollMs: number): QueryState<HistoryReply> {
  return toQueryState(
    useQuery({ queryKey: keys.history, queryFn: () => gradedApi.history(), refetchInterval: pollMs }),
  );
}

/** One watched validator's ongoing conditions and recent messages. */
export function useValidatorAlerts(subject: string, pollMs: number): QueryState<HistoryReply> {
  return toQueryState(
    useQuery({
      queryKey: [...keys.history, subject],
      queryFn: () => gradedApi.history(subject),
      refetchInterval: pollMs,
    }),
  );
}

export function useChannels(enabled: boolean): QueryState<{ channels: PublicChannel[] }> {
  return toQueryState(useQuery({ queryKey: keys.channels, queryFn: gradedApi.channels, enabled }));
}

export function useL1Watches(pollMs: number): QueryState<{ watches: L1WatchReply[] }> {
  return toQueryState(useQuery({ queryKey: keys.l1, queryFn: gradedApi.l1Watches, refetchInterval: pollMs }));
}

export function useRefreshGraded(): () => void {
  const qc = useQueryClient();
  return useCallback(() => void qc.invalidateQueries({ queryKey: keys.all }), [qc]);
}
