'use client';
// The caller's session (/api/auth/session): asked once and shared by the header's controls and the
// sign-in page through one query key, so all show the same state.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { ApiWire } from '@/lib/api';
import { apiQuery, apiQueryKey } from '@/lib/hooks/use-api-query';

const SESSION_KEY = apiQueryKey('auth.session', {});

export const useSession = () => useQuery(apiQuery('auth.session', {}, { staleMs: 60_000 }));

/**
 * After a sign-in or sign-out: the new state at once, and every other answer asked again (what the
 * caller may see changed: the watchlist's policy, operator views).
 */
export async function settleSession(qc: QueryClient, state: ApiWire<'auth.session'>): Promise<void> {
  // A state asked for before this answer (the header's first fetch) must not land after it.
  await qc.cancelQueries({ queryKey: SESSION_KEY });
  qc.setQueryData(SESSION_KEY, state);
  void qc.invalidateQueries({ predicate: (query) => query.queryKey[1] !== SESSION_KEY[1] });
}
